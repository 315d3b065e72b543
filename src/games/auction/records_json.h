// JSON forms shared by the events and the views, so both say the same thing
// in the same words.
#pragma once

#include <boost/json.hpp>
#include <vector>

#include "engine/json_writer.h"
#include "games/auction/rules.h"

namespace gavel::auction {

// Written as text (records_json.cpp) for the views; each tree below is its
// parse, for the events.

// Every seat's bid in seat order, {seat, amount} plus "timeout"/"no_turn" flags.
void write_bids(engine::JsonWriter& out, const std::vector<SealedBid>& bids);
void write_payouts(engine::JsonWriter& out, const Payouts& payout);
// [item − 1][seat]: every value, for after the end.
void write_values(engine::JsonWriter& out, const State& state);
// Seats best first: {seat, rank, score, profit, credits}; the state must be over.
void write_ranking(engine::JsonWriter& out, const State& state);

boost::json::array bids_json(const std::vector<SealedBid>& bids);
boost::json::object payouts_json(const Payouts& payout);
boost::json::array values_json(const State& state);
boost::json::array ranking_json(const State& state);

}  // namespace gavel::auction
