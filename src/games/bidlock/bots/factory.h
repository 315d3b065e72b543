// Every Bidlock bot by name: the house bot's levels and the fixed strategies.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/error.h"
#include "engine/rng.h"
#include "games/bidlock/game.h"

namespace gavel::bidlock {

// House levels first ("steady" is the default), then the fixed strategies.
std::vector<std::string> bot_names();
engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed);

}  // namespace gavel::bidlock
