// The "result" block every game's view ends with once finished: the winners
// and the standings, each standing with the game's own fields added.
#pragma once

#include <boost/json.hpp>
#include <functional>

#include "engine/json_writer.h"
#include "engine/match.h"

namespace gavel::engine {

// {"winners": [seats at place 1], "standings": [{"seat", "place", ...}]} in
// the outcome's order; `add_fields` writes the game's own fields into each
// standing (a score, negatives, capital). The game adds any other fields.
boost::json::object result_json(
    const Outcome& outcome,
    const std::function<void(const Standing&, boost::json::object&)>& add_fields);

// The same two members written into an object `out` has open, for a view
// written as text; `add_fields(standing, out)` writes the game's fields into
// each standing. tests/engine/json_writer_test.cpp holds both forms alike.
template <class AddFields>
void write_result_members(JsonWriter& out, const Outcome& outcome, const AddFields& add_fields) {
  out.key("winners").begin_array();
  for (const auto& standing : outcome.standings) {
    if (standing.place == 1) out.number(standing.seat);
  }
  out.end_array();
  out.key("standings").begin_array();
  for (const auto& standing : outcome.standings) {
    out.begin_object().key("seat").number(standing.seat).key("place").number(standing.place);
    add_fields(standing, out);
    out.end_object();
  }
  out.end_array();
}

}  // namespace gavel::engine
