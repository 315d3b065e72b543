// Hold'em's view as a tree built the way it was before the game wrote it as
// text: the oracle of view_text_test.cpp.
#pragma once

#include <boost/json.hpp>

#include "games/holdem/view.h"

namespace gavel::holdem::test {

boost::json::object oracle_view_json(const View& view);

}  // namespace gavel::holdem::test
