// The "result" block every game's view ends with once finished: the winners
// and the standings, each standing with the game's own fields added.
#pragma once

#include <boost/json.hpp>
#include <functional>

#include "engine/match.h"

namespace gavel::engine {

// {"winners": [seats at place 1], "standings": [{"seat", "place", ...}]} in
// the outcome's order; `add_fields` writes the game's own fields into each
// standing (a score, negatives, capital). The game adds any other fields.
boost::json::object result_json(
    const Outcome& outcome,
    const std::function<void(const Standing&, boost::json::object&)>& add_fields);

}  // namespace gavel::engine
