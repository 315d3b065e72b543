// Shade, the house bot: bids from its own seat's view only. Under first
// price it shades its value toward the symmetric equilibrium for uniform
// values, 5 + (n−1)/n·(v−5); under second price it bids its value (truthful
// is dominant there). Never more than its credits or the item's worth to it.
// It talks little: it passes, and says one line now and then.
#pragma once

#include "engine/rng.h"
#include "games/auction/game.h"

namespace gavel::auction {

// The bid Shade makes on the current item of `view`.
int shade_bid(const View& view);

class ShadeBot final : public Bot {
 public:
  explicit ShadeBot(engine::Seed seed) : rng_(seed) {}
  Action decide(const View& view) override;

 private:
  engine::Rng rng_;
};

// A bot that bids its value (capped by credits) and always passes: the
// benchmark's truthful opponent.
class TruthfulBot final : public Bot {
 public:
  Action decide(const View& view) override;
};

// Uniform bids from 0 to its credits, always passes: the benchmark's random opponent.
class RandomBot final : public Bot {
 public:
  explicit RandomBot(engine::Seed seed) : rng_(seed) {}
  Action decide(const View& view) override;

 private:
  engine::Rng rng_;
};

}  // namespace gavel::auction
