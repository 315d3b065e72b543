// One decision: for each sampled world, play every candidate chip out on the
// same random stream, so differences between chips are not drowned by luck.
#include "games/bidlock/bots/house_bot.h"

#include <algorithm>
#include <cmath>

#include "games/bidlock/bots/draw.h"
#include "games/bidlock/bots/playout.h"

namespace gavel::bidlock {
namespace {

Strategy sample_strategy(const std::array<double, kStrategyCount>& weight, double total,
                         engine::Rng& rng) {
  double u = rng.unit() * total;
  for (int i = 0; i < kStrategyCount - 1; ++i) {
    u -= weight[i];
    if (u < 0) return static_cast<Strategy>(i);
  }
  return static_cast<Strategy>(kStrategyCount - 1);
}

// Worlds for this decision: the base count, boosted while the position is
// smaller than the first one (fewer chips, fewer rounds to play out), then
// scaled by the budget's share (1 at the full budget: the count unchanged).
int world_count(const HouseParams& params, int candidates, int rounds_left, double work) {
  constexpr double kFirstCost = 13.0 * 12.0;
  const double cost = static_cast<double>(candidates) * std::max(rounds_left, 1);
  const double boost = std::clamp(kFirstCost / cost, 1.0, params.late_boost);
  return static_cast<int>(std::lround(params.worlds * boost * work));
}

}  // namespace

Action HouseBot::reflex(const View& view) {
  const int me = *view.seat;
  const int chip = predicted_chip(params_.self_style, table_from_view(view), me);
  choices_ = static_cast<ChipSet>(1u << chip);
  return {chip};
}

Action HouseBot::decide_within(const View& view, engine::BotBudget budget) {
  const int me = *view.seat;
  const ChipSet mine = view.players[me].chips;
  values_.fill(0);
  choices_ = mine;
  if (count_bits(mine) <= 1) return {lowest_chip(mine)};
  if (view.round < last_round_) guesses_ = {};
  last_round_ = view.round;
  // Decided before any sampling, so that a reflex draws nothing from rng_.
  const int worlds = world_count(params_, count_bits(mine), kRounds - view.round, budget.work);
  if (budget.is_smallest() || worlds < kFewestWorlds) return reflex(view);

  const Lean start = lean_from_view(view);
  const int seats = start.table.seats;
  const double trust = params_.history_trust;
  const bool guess_houses = trust > 0 && params_.house_sim_worlds > 0;
  std::array<OpponentModel, kMaxSeats> models{};
  std::array<double, kMaxSeats> strategy_total{};
  for (int s = 0; s < seats; ++s) {
    if (s == me) continue;
    models[s].weight = params_.prior;
    if (trust > 0) {
      FitParams fit = params_.fit;
      if (!guess_houses) fit.house_prior = 0;
      auto prior = params_.prior;
      for (auto& w : prior) w *= 1 - fit.house_prior;
      const OpponentModel fitted = fit_opponent(view, s, prior, fit, guesses_[s]);
      for (int i = 0; i < kStrategyCount; ++i) {
        models[s].weight[i] = (1 - trust) * params_.prior[i] + trust * fitted.weight[i];
      }
      models[s].house = trust * fitted.house;
      if (trust >= 1) models[s].exact = fitted.exact;
    }
    strategy_total[s] = 1 - models[s].house;
  }

  // What a steady-style bot in each opponent's seat would play now.
  std::array<ChipSet, kMaxSeats> house_guess{};
  if (guess_houses) {
    HouseParams sim = steady_params();
    sim.worlds = params_.house_sim_worlds;  // the guesser scales them by the same budget
    for (int s = 0; s < seats; ++s) {
      if (s == me || models[s].exact) continue;
      View theirs = view;
      theirs.seat = s;
      theirs.my_locked = 0;
      HouseBot guesser(sim, rng_.next());
      guesser.decide_within(theirs, budget);
      house_guess[s] = guesser.last_choices();
      guesses_[s][static_cast<std::size_t>(view.round)] = house_guess[s];
    }
  }

  const std::uint32_t model_noise = noise_level(params_.model_noise);
  const std::uint32_t self_noise = noise_level(params_.self_noise);
  std::array<double, 14> total{};
  std::array<int, kMaxSeats> bids{};
  for (int w = 0; w < worlds; ++w) {
    Lean world = start;
    shuffle_deck(world, rng_);
    Plan plan;
    plan.me = me;
    std::array<bool, kMaxSeats> as_house{};
    for (int s = 0; s < seats; ++s) {
      if (s == me) continue;
      if (models[s].exact) {
        plan.strategy[s] = *models[s].exact;
        plan.noise[s] = 0;
        continue;
      }
      plan.strategy[s] = sample_strategy(models[s].weight, strategy_total[s], rng_);
      plan.noise[s] = model_noise;
      as_house[s] = house_guess[s] != 0 && rng_.chance(models[s].house);
    }
    plan.counter = rng_.chance(params_.self_counter);
    plan.strategy[me] = params_.self_style;
    plan.noise[me] = self_noise;

    // The opponents' chips now, then one stream that every candidate's
    // playout starts from.
    engine::Rng opening(rng_.next());
    for (int s = 0; s < seats; ++s) {
      if (s == me) continue;
      bids[s] =
          as_house[s] ? draw_chip(opening, house_guess[s]) : plan_chip(world, plan, s, opening);
    }
    for (unsigned left = mine; left != 0; left &= left - 1) {
      bids[me] = std::countr_zero(left);
      Lean lean = world;
      play_round(lean, bids);
      engine::Rng future = opening;
      const PlayoutResult result = finish(lean, plan, future);
      total[bids[me]] += result.share + params_.margin_weight * result.margin;
    }
  }

  double best = -1e9;
  for (unsigned left = mine; left != 0; left &= left - 1) {
    const int chip = std::countr_zero(left);
    values_[chip] = total[chip] / worlds;
    best = std::max(best, values_[chip]);
  }
  // Any chip close enough to the best may be played, so the bot cannot be read.
  ChipSet near = 0;
  for (unsigned left = mine; left != 0; left &= left - 1) {
    const int chip = std::countr_zero(left);
    if (values_[chip] >= best - params_.pick_margin) near |= static_cast<ChipSet>(1u << chip);
  }
  choices_ = near;
  return {nth_chip(near, static_cast<int>(rng_.below(static_cast<unsigned>(count_bits(near)))))};
}

}  // namespace gavel::bidlock
