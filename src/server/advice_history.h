// Move advice's look back: a seat's latest completed turn, re-run from the
// match's record, each stage with what the house bot would have advised from
// that seat's own view just before it and the move the seat made. Pure: the
// same record, seat and step always give the same list.
#pragma once

#include <boost/json.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/error.h"
#include "engine/game.h"
#include "engine/journal.h"

namespace gavel::server {

// The seed of the advice bot for a seat: live advice and the look back use
// the same one, so one position always gets one advice (Spendii note 60).
engine::Seed advice_seed(const engine::MatchRecord& record, engine::Seat seat);

// True when a seat's pending decision is one advice covers: it has a turn
// whose phase is in `phases` (every phase when `phases` is empty).
bool advised_decision(const engine::Match& match, engine::Seat seat,
                      const std::vector<std::string>& phases);

struct PastStage {
  std::size_t step = 0;  // the input's index in the record
  std::string phase;     // the turn's phase before it ("main", "return", ...)
  boost::json::value advice;
  boost::json::value played;
};

// The seat's latest turn (a run of its advised decisions) completed within
// the first `upto` inputs of the record, or nullopt when it has none yet. A
// turn is complete once the seat has no advised decision left after it.
engine::Result<std::optional<std::vector<PastStage>>> latest_completed_turn(
    const engine::GameInfo& game, const engine::MatchRecord& record, engine::Seat seat,
    std::size_t upto, const std::vector<std::string>& phases);

boost::json::array past_turn_json(const std::vector<PastStage>& stages);

}  // namespace gavel::server
