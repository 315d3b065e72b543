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

int greedy_rank(const Table& table, int seat) {
  const int held = count_bits(table.chips[seat]);
  return std::min(stakes_below(table.unseen, table.pot_value), held - 1);
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
  const bool biggest =
      table.pot_value > 0 && (table.unseen == 0 || table.pot_value >= highest_prize(table.unseen));
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
  const int held = count_bits(table.chips[seat]);
  const int rank = greedy_rank(table, seat) + draw_below(rng, 2 * kFuzzSpread + 1) - kFuzzSpread;
  return nth_chip(table.chips[seat], std::clamp(rank, 0, held - 1));
}

int strategy_chip(Strategy strategy, const Table& table, int seat, engine::Rng& rng) {
  switch (strategy) {
    case Strategy::kRandom:
      return draw_chip(rng, table.chips[seat]);
    case Strategy::kFuzzy:
      return fuzzy_chip(table, seat, rng);
    default:
      return predicted_chip(strategy, table, seat);
  }
}

int predicted_chip(Strategy strategy, const Table& table, int seat) {
  switch (strategy) {
    case Strategy::kExtremist:
      return extremist_chip(table, seat);
    case Strategy::kShark:
      return shark_chip(table, seat);
    case Strategy::kReader:
      return reader_chip(table, seat);
    case Strategy::kDeep:
      return deep_chip(table, seat);
    default:
      return greedy_chip(table, seat);
  }
}

int best_response(const Table& table, int seat, const std::array<int, kMaxSeats>& bids) {
  const ChipSet mine = table.chips[seat];
  if (table.pot_value == 0) return lowest_chip(mine);  // nothing to win or dodge
  unsigned seen = 0;
  unsigned clashed = 0;
  for (int s = 0; s < table.seats; ++s) {
    if (s == seat) continue;
    const unsigned bit = 1u << bids[s];
    clashed |= seen & bit;
    seen |= bit;
  }
  const auto rivals = static_cast<ChipSet>(seen & ~clashed);  // rival chips that stand so far
  const auto fresh = static_cast<ChipSet>(mine & ~seen);      // my chips that would stand
  const auto clashing = static_cast<ChipSet>(mine & seen);    // my chips that would clash
  // Clashing chips after which some rival chip still stands: all of them if
  // two rival chips stand, all but that chip if one does.
  const int standing = count_bits(rivals);
  const auto clash_leaving_rival = standing >= 2   ? clashing
                                   : standing == 1 ? static_cast<ChipSet>(clashing & ~rivals)
                                                   : 0;

  ChipSet good = 0;
  if (table.pot_value > 0) {
    // A fresh chip above every standing rival chip takes the pot.
    good = rivals ? chips_above(fresh, highest_chip(rivals)) : fresh;
  } else {
    // The pot goes to a rival when my fresh chip is above the lowest standing
    // rival chip, or when mine clashes and a rival chip still stands.
    good = clash_leaving_rival;
    if (rivals) good |= chips_above(fresh, lowest_chip(rivals));
  }
  if (good) return lowest_chip(good);
  // Otherwise lose cheaply, but not by making every chip clash.
  const auto losing = static_cast<ChipSet>(fresh | clash_leaving_rival);
  return lowest_chip(losing ? losing : mine);
}

}  // namespace gavel::bidlock
