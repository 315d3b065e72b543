// JSON forms shared by the events and the views, so both say the same thing
// in the same words.
#pragma once

#include <boost/json.hpp>
#include <vector>

#include "games/auction/rules.h"

namespace gavel::auction {

// Every seat's bid in seat order, {seat, amount} plus "timeout"/"no_turn" flags.
boost::json::array bids_json(const std::vector<SealedBid>& bids);
boost::json::object payouts_json(const Payouts& payout);
// [item − 1][seat]: every value, for after the end.
boost::json::array values_json(const State& state);
// Seats best first: {seat, rank, score, profit, credits}; the state must be over.
boost::json::array ranking_json(const State& state);

}  // namespace gavel::auction
