// The house bot: tries every chip it holds against many sampled futures and
// plays one of those that won most often; its levels are parameter sets.
#pragma once

#include <array>

#include "engine/rng.h"
#include "games/bidlock/bots/opponent_model.h"
#include "games/bidlock/bots/strategies.h"
#include "games/bidlock/game.h"

namespace gavel::bidlock {

struct HouseParams {
  // Sampled futures per decision (deck order and opponents' styles); each
  // one plays out every candidate chip, so chips are compared on equal luck.
  int worlds = 100;
  // Futures for the first decision are the most expensive (13 chips, 12
  // rounds to go); later decisions get up to this many times more worlds
  // while staying cheaper than the first.
  double late_boost = 1.0;
  // A playout's value: the win share plus this much per point of margin.
  double margin_weight = 0.002;
  // Plays uniformly among the chips within this much of the best value.
  double pick_margin = 0.02;
  // How opponents may play: a weight per strategy, and how often a modelled
  // opponent plays a random chip instead.
  std::array<double, kStrategyCount> prior{};
  double model_noise = 0.15;
  // How far each opponent's weights move from the prior toward the fit to
  // its past bids (opponent_model.h): 0 ignores the history, 1 trusts the
  // fit fully and follows an opponent it calls exactly without noise.
  double history_trust = 0;
  FitParams fit;
  // In playouts the bot itself best-responds to its sampled opponents this
  // often, and otherwise plays self_style, with this much noise.
  double self_counter = 0.5;
  Strategy self_style = Strategy::kFuzzy;
  double self_noise = 0.05;
  // Opponents may be house bots themselves: when trusting history, a quick
  // steady-style decision with this many worlds is made from each opponent's
  // seat (0: never). Its choices are that opponent's chip this round in the
  // share of worlds given by the fitted house weight, and later rounds score
  // how well the guesses called the opponent (fit.house_prior is the prior).
  int house_sim_worlds = 0;
};

HouseParams steady_params();
HouseParams sharp_params();

class HouseBot final : public Bot {
 public:
  HouseBot(HouseParams params, engine::Seed seed) : params_(params), rng_(seed) {}
  Action decide(const View& view) override { return decide_within(view, engine::BotBudget{}); }
  // A smaller budget samples fewer worlds (and fewer worlds for its guesses
  // at rival house bots); once that would fall under kFewestWorlds, or at
  // the smallest budget, it plays its own style's chip without sampling.
  // The full budget is exactly the level's parameters.
  Action decide_within(const View& view, engine::BotBudget budget) override;

  // Fewer sampled worlds than this tell chips apart too poorly to be worth
  // their cost: the bot plays its quick rule instead.
  static constexpr int kFewestWorlds = 4;

  // Every candidate's mean playout value from the last decision (by chip;
  // unheld chips stay 0); for tests and tuning.
  const std::array<double, 14>& last_values() const { return values_; }
  // The chips the last decision chose among (within pick_margin of the best).
  ChipSet last_choices() const { return choices_; }

 private:
  HouseParams params_;
  // The quick rule: self_style's chip without noise (greedy's for the
  // random-looking styles), no sampling.
  Action reflex(const View& view);

  engine::Rng rng_;
  std::array<double, 14> values_{};
  ChipSet choices_ = 0;
  // The house guesses made so far this match, by seat; a decision for an
  // earlier round than the last one means a new match and clears them.
  std::array<HouseGuesses, kMaxSeats> guesses_{};
  int last_round_ = 0;
};

}  // namespace gavel::bidlock
