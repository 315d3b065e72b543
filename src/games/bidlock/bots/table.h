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

// How many prizes of `set` are at stake less than a pot worth `value`: stake
// orders by size first (-1, 1, -2, 2, ..., -4, 4, 5, ..., 9), since dodging
// a -3 matters about as much as taking a 3.
int stakes_below(PrizeSet set, int value);

}  // namespace gavel::bidlock
