// What the house bot believes about each opponent: a weight per strategy
// (and one for "plays like a house bot"), fitted to the bids seen so far.
#pragma once

#include <array>

#include "games/bidlock/bots/strategies.h"
#include "games/bidlock/view.h"

namespace gavel::bidlock {

struct OpponentModel {
  // A weight per strategy and one for "plays like a house bot" (the chips a
  // quick steady-style decision from its seat would have chosen); they sum to 1.
  std::array<double, kStrategyCount> weight{};
  double house = 0;
  // Set when one deterministic strategy has called every bid so far and the
  // fit trusts it: playouts then follow it without noise.
  std::optional<Strategy> exact;
};

struct FitParams {
  double slip = 0.1;          // chance that a strategy's bid is off its rule
  int exact_after = 2;        // bids a deterministic strategy must call before it is exact
  double exact_belief = 0.9;  // and the weight it must then hold
  double house_prior = 0;     // prior weight of the house hypothesis
  double house_slip = 0.35;   // quick guesses miss a real house bot's chip often
};

// What a house bot in the seat was expected to play, by round (0: no guess
// was made that round, and the round counts as if the seat played at random).
using HouseGuesses = std::array<ChipSet, kRounds + 1>;

// Weights each strategy by the prior times how well it would have predicted
// the seat's past bids, replaying every resolved round of view.history from
// the public facts of that round. `prior` and fit.house_prior sum to 1.
OpponentModel fit_opponent(const View& view, int seat,
                           const std::array<double, kStrategyCount>& prior, const FitParams& fit,
                           const HouseGuesses& guesses = {});

}  // namespace gavel::bidlock
