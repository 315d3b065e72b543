// Spendii's bots, each deciding from its own seat's view only (a hidden
// held card of another player and every tier's order are not in it):
// - Planner, the house bot: buys the card that is worth most to it now
//   (points, bonus-tile progress, discounts it still needs), else takes the
//   chips that bring its target card closest, else holds that card;
// - Greedy, the benchmark's yardstick: buys the most points it can afford,
//   else takes the chips that bring its best card closest;
// - Random: a uniformly drawn legal move.
// Returns, tiles, bids and selections follow one fixed rule for all three
// except Random (docs/games/spendii.md, notes 63-64).
#pragma once

#include "engine/rng.h"
#include "games/spendii/game.h"

namespace gavel::spendii {

class PlannerBot final : public Bot {
 public:
  Action decide(const View& view) override;
};

class GreedyBot final : public Bot {
 public:
  Action decide(const View& view) override;
};

class RandomBot final : public Bot {
 public:
  explicit RandomBot(engine::Seed seed) : rng_(seed) {}
  Action decide(const View& view) override;

 private:
  engine::Rng rng_;
};

}  // namespace gavel::spendii
