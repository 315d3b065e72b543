// The public facts of a Bidlock position packed into bitmasks, so the fixed
// strategies and the house bot's playouts can read them without allocating.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "games/bidlock/rules.h"
#include "games/bidlock/view.h"

namespace gavel::bidlock {

// A set of prize cards as bits: bit (value + 4) is the card `value` (-4..9).
using PrizeSet = std::uint16_t;
constexpr int kPrizeOffset = 4;
constexpr PrizeSet prize_bit(int value) {
  return static_cast<PrizeSet>(1u << (value + kPrizeOffset));
}

struct Table {
  int seats = 2;
  int round = 1;
  int pot_value = 0;
  PrizeSet unseen = 0;  // face-down prizes; their order is hidden
  std::array<ChipSet, kMaxSeats> chips{};
};

Table table_from_view(const View& view);

// Bits set in a 16-bit mask. Not std::popcount: the build targets baseline
// x86-64, where that is a library call, and playouts count bits constantly.
constexpr int count_bits(std::uint16_t set) {
  unsigned x = set;
  x = x - ((x >> 1) & 0x5555u);
  x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
  x = (x + (x >> 4)) & 0x0F0Fu;
  return static_cast<int>((x + (x >> 8)) & 0x1Fu);
}

inline int lowest_chip(ChipSet set) {
  return std::countr_zero(set);
}
inline int highest_chip(ChipSet set) {
  return std::bit_width(static_cast<unsigned>(set)) - 1;
}
// The k-th lowest chip of a set (k from 0); k must be below its size.
inline int nth_chip(ChipSet set, int k) {
  unsigned bits = set;
  for (int i = 0; i < k; ++i) bits &= bits - 1;
  return std::countr_zero(bits);
}
// The chips of a set above `chip`.
inline ChipSet chips_above(ChipSet set, int chip) {
  return static_cast<ChipSet>(set & ~((2u << chip) - 1));
}
inline int highest_prize(PrizeSet set) {
  return std::bit_width(static_cast<unsigned>(set)) - 1 - kPrizeOffset;
}

// Stake orders prizes by size first (-1, 1, -2, 2, ..., -4, 4, 5, ..., 9):
// dodging a -3 matters about as much as taking a 3.
constexpr int stake_key(int value) {
  return 2 * (value < 0 ? -value : value) + (value > 0 ? 1 : 0);
}

// Pots range from -10 (all negatives carried) to 45 (all positives carried).
constexpr int kMinPot = -10;
constexpr int kMaxPot = 45;

// For each pot value, the prizes at a smaller stake.
constexpr std::array<PrizeSet, kMaxPot - kMinPot + 1> make_stake_masks() {
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
inline constexpr auto kStakeMasks = make_stake_masks();

// How many prizes of `set` are at a smaller stake than a pot worth `value`.
inline int stakes_below(PrizeSet set, int value) {
  const int at = (value < kMinPot ? kMinPot : value > kMaxPot ? kMaxPot : value) - kMinPot;
  return count_bits(static_cast<PrizeSet>(set & kStakeMasks[static_cast<std::size_t>(at)]));
}

}  // namespace gavel::bidlock
