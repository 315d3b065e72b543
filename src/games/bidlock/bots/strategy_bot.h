// A named bot that always follows one fixed strategy (strategies.h); only
// the random one draws from its generator.
#pragma once

#include "engine/rng.h"
#include "games/bidlock/bots/strategies.h"
#include "games/bidlock/game.h"

namespace gavel::bidlock {

class StrategyBot final : public Bot {
 public:
  StrategyBot(Strategy strategy, engine::Seed seed) : strategy_(strategy), rng_(seed) {}
  Action decide(const View& view) override;

 private:
  Strategy strategy_;
  engine::Rng rng_;  // only the random strategy draws from it
};

}  // namespace gavel::bidlock
