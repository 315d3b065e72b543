// The fixed strategies. Each is one rule; reader and deep get their bite from
// best_response, which resolves the round against predicted bids.
#include "games/bidlock/bots/strategies.h"

#include <algorithm>

#include "games/bidlock/bots/draw.h"

namespace gavel::bidlock {
namespace {

constexpr std::array<std::string_view, kStrategyCount> kNames = {
    "random", "greedy", "extremist", "shark", "reader", "deep", "fuzzy"};

// Pots this big either way are worth an extremist's best chip.
constexpr int kExtremeHigh = 6;
constexpr int kExtremeLow = -3;
// How far the fuzzy style strays from greedy's rank, each way.
constexpr int kFuzzSpread = 2;

int greedy_rank(const Table& table, int seat) {
  const int held = chip_count(table.chips[seat]);
  return std::min(stakes_below(table.unseen, table.pot_value), held - 1);
}

// 2: the round goes our way; 1: it goes against us; 0: everything clashes.
// A clash ranks last: it only pushes a bigger pot into a round we are no
// better placed to win, and a rival who reads us gets it then.
int round_result(const Table& table, int seat, const std::array<int, kMaxSeats>& bids) {
  unsigned seen = 0;
  unsigned clashed = 0;
  for (int s = 0; s < table.seats; ++s) {
    const unsigned bit = 1u << bids[s];
    clashed |= seen & bit;
    seen |= bit;
  }
  const auto surviving = static_cast<ChipSet>(seen & ~clashed);
  if (surviving == 0) return 0;
  const bool positive = table.pot_value >= 0;
  const int taker = positive ? highest_chip(surviving) : lowest_chip(surviving);
  const bool mine = taker == bids[seat];
  return mine == positive ? 2 : 1;
}

}  // namespace

std::string_view strategy_name(Strategy strategy) {
  return kNames[static_cast<std::size_t>(strategy)];
}

std::optional<Strategy> strategy_from_name(std::string_view name) {
  for (int i = 0; i < kFixedStrategyCount; ++i) {
    if (kNames[static_cast<std::size_t>(i)] == name) return static_cast<Strategy>(i);
  }
  return std::nullopt;
}

int greedy_chip(const Table& table, int seat) {
  return nth_chip(table.chips[seat], greedy_rank(table, seat));
}

int extremist_chip(const Table& table, int seat) {
  const ChipSet mine = table.chips[seat];
  const bool big = table.pot_value >= kExtremeHigh || table.pot_value <= kExtremeLow;
  return big ? highest_chip(mine) : lowest_chip(mine);
}

int shark_chip(const Table& table, int seat) {
  const ChipSet mine = table.chips[seat];
  const bool biggest = table.pot_value > 0 &&
                       (table.unseen == 0 || table.pot_value >= highest_prize(table.unseen));
  if (!biggest) return lowest_chip(mine);
  int rivals_best = 0;
  for (int s = 0; s < table.seats; ++s) {
    if (s != seat) rivals_best = std::max(rivals_best, highest_chip(table.chips[s]));
  }
  const ChipSet winners = chips_above(mine, rivals_best);
  return winners ? lowest_chip(winners) : highest_chip(mine);
}

int reader_chip(const Table& table, int seat) {
  std::array<int, kMaxSeats> bids{};
  for (int s = 0; s < table.seats; ++s) {
    if (s != seat) bids[s] = greedy_chip(table, s);
  }
  return best_response(table, seat, bids);
}

int deep_chip(const Table& table, int seat) {
  std::array<int, kMaxSeats> bids{};
  for (int s = 0; s < table.seats; ++s) {
    if (s != seat) bids[s] = reader_chip(table, s);
  }
  return best_response(table, seat, bids);
}

int fuzzy_chip(const Table& table, int seat, engine::Rng& rng) {
  const int held = chip_count(table.chips[seat]);
  const int rank = greedy_rank(table, seat) + draw_below(rng, 2 * kFuzzSpread + 1) - kFuzzSpread;
  return nth_chip(table.chips[seat], std::clamp(rank, 0, held - 1));
}

int strategy_chip(Strategy strategy, const Table& table, int seat, engine::Rng& rng) {
  switch (strategy) {
    case Strategy::kRandom: return draw_chip(rng, table.chips[seat]);
    case Strategy::kFuzzy: return fuzzy_chip(table, seat, rng);
    default: return predicted_chip(strategy, table, seat);
  }
}

int predicted_chip(Strategy strategy, const Table& table, int seat) {
  switch (strategy) {
    case Strategy::kExtremist: return extremist_chip(table, seat);
    case Strategy::kShark: return shark_chip(table, seat);
    case Strategy::kReader: return reader_chip(table, seat);
    case Strategy::kDeep: return deep_chip(table, seat);
    default: return greedy_chip(table, seat);
  }
}

int best_response(const Table& table, int seat, const std::array<int, kMaxSeats>& bids) {
  auto trial = bids;
  int best_chip = 0;
  int best_result = -1;
  for (unsigned left = table.chips[seat]; left != 0; left &= left - 1) {
    trial[seat] = std::countr_zero(left);
    const int result = table.pot_value == 0 ? 1 : round_result(table, seat, trial);
    if (result > best_result) {
      best_result = result;
      best_chip = trial[seat];
      if (result == 2) break;
    }
  }
  return best_chip;
}

}  // namespace gavel::bidlock
