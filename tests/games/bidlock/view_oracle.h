// Bidlock's view and legal actions as trees built the way they were before
// the game wrote them as text: the oracle of view_text_test.cpp.
#pragma once

#include <boost/json.hpp>

#include "games/bidlock/game.h"

namespace gavel::bidlock::test {

boost::json::object oracle_view_json(const View& view);
boost::json::array oracle_legal_actions(const State& state, Seat seat);

}  // namespace gavel::bidlock::test
