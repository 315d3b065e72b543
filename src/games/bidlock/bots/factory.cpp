// Placeholder until the strategies land: every name plays a random held chip.
#include "games/bidlock/bots/factory.h"

namespace gavel::bidlock {
namespace {
class RandomBot final : public Bot {
 public:
  explicit RandomBot(engine::Seed seed) : rng_(seed) {}
  Action decide(const View& view) override {
    const auto chips = chip_list(view.players[*view.seat].chips);
    return {chips[rng_.below(chips.size())]};
  }

 private:
  engine::Rng rng_;
};
}  // namespace

std::vector<std::string> bot_names() {
  return {"steady", "sharp", "random"};
}

engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed) {
  if (name == "random" || name == "steady" || name == "sharp")
    return std::make_unique<RandomBot>(seed);
  return engine::invalid("no Bidlock bot named '" + std::string(name) + "'");
}

}  // namespace gavel::bidlock
