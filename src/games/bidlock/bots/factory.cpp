// Builds every Bidlock bot by name (declared in game.h): the house levels
// (steady first, the default) and then the six fixed strategies.
#include "games/bidlock/game.h"

#include "games/bidlock/bots/house_bot.h"
#include "games/bidlock/bots/strategy_bot.h"

namespace gavel::bidlock {

std::vector<std::string> bot_names() {
  std::vector<std::string> names = {"steady", "sharp"};
  for (int i = 0; i < kFixedStrategyCount; ++i) {
    names.emplace_back(strategy_name(static_cast<Strategy>(i)));
  }
  return names;
}

engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed) {
  if (name == "steady") return std::make_unique<HouseBot>(steady_params(), seed);
  if (name == "sharp") return std::make_unique<HouseBot>(sharp_params(), seed);
  if (const auto strategy = strategy_from_name(name)) {
    return std::make_unique<StrategyBot>(*strategy, seed);
  }
  return engine::invalid("no Bidlock bot named '" + std::string(name) + "'");
}

}  // namespace gavel::bidlock
