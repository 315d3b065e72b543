// The match log's lines for Bidlock rounds, from resolved rounds only.
#pragma once

#include <string>
#include <vector>

#include "engine/match.h"

namespace gavel::bidlock {

std::vector<std::string> narrate(const engine::Match& match, std::size_t& cursor,
                                 const std::vector<std::string>& names);

}  // namespace gavel::bidlock
