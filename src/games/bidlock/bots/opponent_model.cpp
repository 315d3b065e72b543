// Replays the history backwards: each earlier round held the chips spent since
// and had the cards turned up since still face down.
#include "games/bidlock/bots/opponent_model.h"

#include <algorithm>
#include <cmath>

#include "games/bidlock/bots/table.h"

namespace gavel::bidlock {
namespace {

// How likely the fuzzy style is to play the chip of rank `rank`.
double fuzzy_likelihood(const Table& table, int seat, int rank) {
  const int held = count_bits(table.chips[seat]);
  const int center = std::min(stakes_below(table.unseen, table.pot_value), held - 1);
  int ways = 0;
  for (int d = -kFuzzSpread; d <= kFuzzSpread; ++d) {
    ways += std::clamp(center + d, 0, held - 1) == rank ? 1 : 0;
  }
  return ways / (2.0 * kFuzzSpread + 1);
}

}  // namespace

OpponentModel fit_opponent(const View& view, int seat,
                           const std::array<double, kStrategyCount>& prior, const FitParams& fit,
                           const HouseGuesses& guesses) {
  std::array<double, kStrategyCount> log_like{};
  double house_log_like = 0;
  std::array<int, kStrategyCount> misses{};
  int observed = 0;
  Table table = table_from_view(view);
  int later_card = view.pot.empty() ? 0 : view.pot.back();
  for (auto record = view.history.rbegin(); record != view.history.rend(); ++record) {
    if (later_card != 0) table.unseen |= prize_bit(later_card);  // 0 is no prize
    later_card = record->pot.back();
    for (int s = 0; s < table.seats; ++s) {
      table.chips[s] = static_cast<ChipSet>(table.chips[s] | (1u << record->bids[s]));
    }
    table.round = record->round;
    table.pot_value = record->value;
    const int held = count_bits(table.chips[seat]);
    if (held <= 1) continue;  // the last chip plays itself
    ++observed;
    const int bid = record->bids[seat];
    const int bid_rank = count_bits(static_cast<ChipSet>(table.chips[seat] & ((1u << bid) - 1)));
    const double uniform = 1.0 / held;
    const ChipSet guess = guesses[static_cast<std::size_t>(record->round)];
    if (guess != 0) {
      const bool in_guess = (guess >> bid) & 1;
      house_log_like += std::log((in_guess ? (1 - fit.house_slip) / count_bits(guess) : 0.0) +
                                 fit.house_slip * uniform);
    } else {
      house_log_like += std::log(uniform);
    }
    for (int i = 0; i < kStrategyCount; ++i) {
      const auto strategy = static_cast<Strategy>(i);
      double p = uniform;
      if (strategy == Strategy::kFuzzy) {
        p = (1 - fit.slip) * fuzzy_likelihood(table, seat, bid_rank) + fit.slip * uniform;
      } else if (is_deterministic(strategy)) {
        const bool called = predicted_chip(strategy, table, seat) == bid;
        misses[i] += called ? 0 : 1;
        p = (called ? 1 - fit.slip : 0.0) + fit.slip * uniform;
      }
      log_like[i] += std::log(p);
    }
  }
  OpponentModel model;
  const double top = std::max(*std::max_element(log_like.begin(), log_like.end()), house_log_like);
  model.house = fit.house_prior * std::exp(house_log_like - top);
  double total = model.house;
  for (int i = 0; i < kStrategyCount; ++i) {
    model.weight[i] = prior[i] * std::exp(log_like[i] - top);
    total += model.weight[i];
  }
  for (auto& w : model.weight) w /= total;
  model.house /= total;
  for (int i = 0; i < kStrategyCount; ++i) {
    const auto strategy = static_cast<Strategy>(i);
    if (is_deterministic(strategy) && misses[i] == 0 && observed >= fit.exact_after &&
        model.weight[i] >= fit.exact_belief) {
      model.exact = strategy;
    }
  }
  return model;
}

}  // namespace gavel::bidlock
