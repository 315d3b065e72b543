// Packing a View into a Table, and the stake order the strategies rank by.
#include "games/bidlock/bots/table.h"


namespace gavel::bidlock {
namespace {

// Larger magnitude is the bigger stake; at equal size the positive card ranks higher.
constexpr int stake_key(int value) {
  return 2 * (value < 0 ? -value : value) + (value > 0 ? 1 : 0);
}

// Pots range from -10 (all negatives carried) to 45 (all positives carried).
constexpr int kMinPot = -10;
constexpr int kMaxPot = 45;

constexpr std::array<PrizeSet, kMaxPot - kMinPot + 1> make_below_masks() {
  std::array<PrizeSet, kMaxPot - kMinPot + 1> masks{};
  for (int value = kMinPot; value <= kMaxPot; ++value) {
    PrizeSet mask = 0;
    for (const int prize : kPrizes) {
      if (stake_key(prize) < stake_key(value)) mask |= prize_bit(prize);
    }
    masks[static_cast<std::size_t>(value - kMinPot)] = mask;
  }
  return masks;
}
constexpr auto kBelowMasks = make_below_masks();

}  // namespace

int stakes_below(PrizeSet set, int value) {
  if (value < kMinPot) value = kMinPot;
  if (value > kMaxPot) value = kMaxPot;
  return std::popcount(static_cast<unsigned>(set & kBelowMasks[value - kMinPot]));
}

Table table_from_view(const View& view) {
  Table table;
  table.seats = static_cast<int>(view.players.size());
  table.round = view.round;
  table.pot_value = view.pot_value;
  for (const int prize : view.unseen_prizes) table.unseen |= prize_bit(prize);
  for (int seat = 0; seat < table.seats; ++seat) table.chips[seat] = view.players[seat].chips;
  return table;
}

}  // namespace gavel::bidlock
