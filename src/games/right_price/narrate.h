// The match log's lines for The Right Price: funding, eliminations, each
// item's result, each round's winners and the bank's redistribution.
#pragma once

#include <string>
#include <vector>

#include "engine/match.h"

namespace gavel::right_price {

std::vector<std::string> narrate(const engine::Match& match, std::size_t& cursor,
                                 const std::vector<std::string>& names);

}  // namespace gavel::right_price
