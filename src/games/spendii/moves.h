// The arithmetic of a turn, as pure functions of chips and cards: which takes
// a bank allows, what a card costs after discounts, the payments and returns
// a player may choose, and which tiles a player's bonuses earn.
//
// The for_each_ forms call `f` once per choice, in the order of the list
// forms, without building a list: the legal list is built from them on
// every decision of fast self-play.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "games/spendii/cards.h"
#include "games/spendii/chips.h"

namespace gavel::spendii {

// Note 22, the take rule: 1 chip, or 2 or 3 of different colours, each
// present in the bank; or 2 of one colour with at least 4 of it in the bank
// before taking; never gold. A take's shape is the colours it names and
// whether it is a double; the bank allows a shape or not.
struct TakeShape {
  unsigned colours = 0;  // bit c: colour c
  bool doubled = false;
};
// The shape of `take`, or none when no bank allows it (gold, 3 or more of a
// colour, more than 3 chips, a double with anything else, nothing).
std::optional<TakeShape> take_shape(const Chips& take);
struct BankColours {
  unsigned present = 0;  // bit c: the bank has colour c
  unsigned plenty = 0;   // bit c: the bank has at least 4 of colour c
};
inline BankColours bank_colours(const Chips& bank) {
#if GAVEL_SPENDII_SSE2
  // The five colours as 16-bit lanes (saturating), compared at once: the
  // lanes' masks packed to bytes, present in the low eight, plenty above.
  const __m128i words = _mm_packs_epi32(
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(bank.data())), _mm_cvtsi32_si128(bank[4]));
  const __m128i present = _mm_cmpgt_epi16(words, _mm_setzero_si128());
  const __m128i plenty = _mm_cmpgt_epi16(words, _mm_set1_epi16(3));
  const auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_packs_epi16(present, plenty)));
  return {mask & 0x1Fu, (mask >> 8) & 0x1Fu};
#else
  BankColours out;
  for (int c = 0; c < kColours; ++c) {
    if (bank[c] > 0) out.present |= 1u << c;
    if (bank[c] >= 4) out.plenty |= 1u << c;
  }
  return out;
#endif
}
inline bool bank_allows(const BankColours& bank, const TakeShape& shape) {
  return shape.doubled ? (bank.plenty & shape.colours) != 0 : (shape.colours & ~bank.present) == 0;
}
bool is_legal_take(const Chips& bank, const Chips& take);

// Every shape in the legal list's order: single chips, pairs and triples of
// different colours (the first kDistinctShapes), then the doubles, each with
// its take.
inline constexpr int kTakeShapes = 30;
inline constexpr int kDistinctShapes = 25;
struct ShapedTake {
  TakeShape shape;
  Chips take;
};
const std::array<ShapedTake, kTakeShapes>& take_shapes();
// The distinct-colour shapes a bank with the colours `present` allows, in
// order: bank_allows worked out once for each of the 32 sets of colours.
std::span<const std::uint8_t> distinct_takes(unsigned present);

// Every legal take from `bank`, in that order: f(take, its shape's index).
template <class F>
void for_each_take(const Chips& bank, F&& f) {
  const auto colours = bank_colours(bank);
  const auto& shapes = take_shapes();
  for (const int i : distinct_takes(colours.present)) f(shapes[i].take, i);
  for (int i = kDistinctShapes; i < kTakeShapes; ++i) {
    if (bank_allows(colours, shapes[i].shape)) f(shapes[i].take, i);
  }
}
std::vector<Chips> legal_takes(const Chips& bank);

// What a card still costs per colour after the permanent discounts.
inline Colours due(const Card& card, const Colours& bonuses) {
  Colours out{};
  for (int c = 0; c < kColours; ++c) out[c] = std::max(0, card.cost[c] - bonuses[c]);
  return out;
}
// What a player can spend per colour, bonuses plus chips (gold apart), packed.
inline PackedColours spendable(const Colours& bonuses, const Chips& chips) {
#if GAVEL_SPENDII_SSE2
  const __m128i lo =
      _mm_add_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(bonuses.data())),
                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(chips.data())));
  return pack_lanes(lo, _mm_cvtsi32_si128(bonuses[4] + chips[4]));
#else
  Colours out{};
  for (int c = 0; c < kColours; ++c) out[c] = bonuses[c] + chips[c];
  return pack(out);
#endif
}
// The sum over colours of max(0, need - have), both packed. Each byte of
// (need | 0x80) - have is 128 + need - have, at least 1, so no borrow
// crosses a byte; its top bit says need >= have, its low 7 bits are then
// need - have. The kept bytes are summed in 16-bit lanes.
inline int packed_shortfall(PackedColours need, PackedColours have) {
#if GAVEL_SPENDII_SSE2
  // The same sum in two instructions: a saturating byte subtraction is
  // max(0, need - have) per byte, and the sum of absolute differences from
  // zero adds the bytes.
  const __m128i missing = _mm_subs_epu8(_mm_cvtsi64_si128(static_cast<long long>(need)),
                                        _mm_cvtsi64_si128(static_cast<long long>(have)));
  return _mm_cvtsi128_si32(_mm_sad_epu8(missing, _mm_setzero_si128()));
#else
  constexpr PackedColours kTop = 0x8080808080;
  constexpr PackedColours kLow = 0x7F7F7F7F7F;
  constexpr PackedColours kEven = 0x00FF00FF00FF;
  const PackedColours d = (need | kTop) - have;
  const PackedColours kept = d & kLow & (((d & kTop) >> 7) * 0xFF);
  const PackedColours pairs = (kept & kEven) + ((kept >> 8) & kEven);
  return static_cast<int>(((pairs * 0x0001000100010001) >> 48) & 0xFFFF);
#endif
}
// Counts per kind in the bytes of one word, like PackedColours with gold in
// the sixth byte, each held as at most 127.
using PackedChips = std::uint64_t;
inline PackedChips pack_chips(const Chips& chips) {
  return pack_counts(chips);
}
// Whether every byte of `have` is at least the same byte of `need` (packed
// chips or colours): each byte of (have | 0x80) - need is 128 + have - need,
// at least 1, so no borrow crosses a byte, and its top bit is have >= need.
inline bool packed_covers(std::uint64_t have, std::uint64_t need) {
  constexpr std::uint64_t kTop = 0x808080808080;
  return (((have | kTop) - need) & kTop) == kTop;
}
// Whether `spend` (packed) and `gold` pay `card`, gold covering any
// shortfall; without a shortfall, or without gold, the shortfall's sum is
// not needed.
inline bool affordable(const Card& card, PackedColours spend, int gold) {
#if GAVEL_SPENDII_SSE2
  // The shortfall is cheap enough here to sum for every card, without a branch.
  return packed_shortfall(card.packed_cost, spend) <= std::max(gold, 0);
#else
  if (packed_covers(spend, card.packed_cost)) return true;
  return gold > 0 && packed_shortfall(card.packed_cost, spend) <= gold;
#endif
}
// The cards in reach at a main action, as many as affordable_mask checks at
// once: 12 face up and 3 held, and one left empty.
inline constexpr std::size_t kInReach = 16;
// Bit i: whether `spend` (packed) and `gold` pay costs[i] (packed), gold
// covering any shortfall, as affordable says for a card of that cost.
inline unsigned affordable_mask(const std::array<PackedColours, kInReach>& costs,
                                PackedColours spend, int gold) {
  unsigned mask = 0;
#if GAVEL_SPENDII_SSE2
  // Two costs a step: each shortfall summed in its 64-bit lane
  // (packed_shortfall's two instructions), less gold + 1, is negative
  // exactly when the gold covers it, and the lanes' signs are the bits.
  const __m128i have = _mm_set1_epi64x(static_cast<long long>(spend));
  const __m128i limit = _mm_set1_epi64x(std::max(gold, 0) + 1);
#pragma GCC unroll 8
  for (std::size_t i = 0; i < kInReach; i += 2) {
    const __m128i need = _mm_loadu_si128(reinterpret_cast<const __m128i*>(costs.data() + i));
    const __m128i missing = _mm_sad_epu8(_mm_subs_epu8(need, have), _mm_setzero_si128());
    const int signs = _mm_movemask_pd(_mm_castsi128_pd(_mm_sub_epi64(missing, limit)));
    mask |= static_cast<unsigned>(signs) << i;
  }
#else
  for (std::size_t i = 0; i < kInReach; ++i) {
    const bool pays =
        packed_covers(spend, costs[i]) || (gold > 0 && packed_shortfall(costs[i], spend) <= gold);
    mask |= static_cast<unsigned>(pays) << i;
  }
#endif
  return mask;
}
inline bool affordable(const Card& card, const Colours& bonuses, const Chips& chips) {
  return affordable(card, spendable(bonuses, chips), chips[kGold]);
}
// "Use least gold": matching colours first, gold for the rest (note 27).
Chips least_gold_payment(const Card& card, const Colours& bonuses, const Chips& chips);

// Every exact payment (note 27): per colour min(held, due) down to 0, gold
// the rest, as long as the gold held covers it.
template <class F>
void for_each_payment(const Card& card, const Colours& bonuses, const Chips& chips, F&& f) {
  const auto owed = due(card, bonuses);
  Chips pay{};
  // Depth-first over the colours; gold makes up what each colour leaves.
  const auto walk = [&](auto&& self, int colour, int gold) -> void {
    if (gold > chips[kGold]) return;
    if (colour == kColours) {
      pay[kGold] = gold;
      f(pay);
      return;
    }
    for (int x = std::min(chips[colour], owed[colour]); x >= 0; --x) {
      pay[colour] = x;
      self(self, colour + 1, gold + owed[colour] - x);
    }
    pay[colour] = 0;
  };
  walk(walk, 0, 0);
}
std::vector<Chips> all_payments(const Card& card, const Colours& bonuses, const Chips& chips);
bool is_exact_payment(const Card& card, const Colours& bonuses, const Chips& chips,
                      const Chips& payment);

// Whether there is exactly one way to give back `excess` (> 0) chips: when
// every chip must go, or all are of one kind. (Otherwise some chip given
// and some chip kept differ in kind, and swapping them is a second way.)
bool one_way_to_return(const Chips& chips, int excess);

// Every way to give back exactly `excess` chips from `chips` (note 30), by
// walking the kinds in order, each from as many as it can give down to none
// (so the ways come in descending order of white, then blue, ...).
template <class F>
void walk_returns(const Chips& chips, int excess, F&& f) {
  // after[k]: the chips of the kinds after k, so that a branch that cannot
  // give back enough is never walked.
  std::array<int, kChipKinds> after{};
  for (int k = kChipKinds - 2; k >= 0; --k) after[k] = after[k + 1] + chips[k + 1];
  Chips give{};
  const auto walk = [&](auto&& self, int kind, int left) -> void {
    if (kind == kChipKinds - 1) {
      if (left > chips[kind]) return;
      give[kind] = left;
      f(give);
      give[kind] = 0;
      return;
    }
    for (int x = std::min(chips[kind], left); x >= 0 && left - x <= after[kind]; --x) {
      give[kind] = x;
      self(self, kind + 1, left - x);
    }
    give[kind] = 0;
  };
  if (excess > 0) walk(walk, 0, excess);
}

// A take or a return brings a player at most 3 over the limit (a take is at
// most 3 chips), so the ways to give back 1-3 chips are walked once, from a
// hand holding plenty of every kind, and kept: a hand's ways are those it
// covers, in the same order. Each with its index in the list for `excess`.
inline constexpr int kTabledExcess = 3;
std::span<const Chips> tabled_returns(int excess);  // 1..kTabledExcess
// The same ways packed (pack_chips), so that whether a hand covers one is
// one subtraction (packed_covers).
std::span<const PackedChips> tabled_returns_packed(int excess);

// walk_returns' ways, from the table when `excess` is in it: f(give, index).
template <class F>
void for_each_return(const Chips& chips, int excess, F&& f) {
  if (excess <= 0) return;
  if (excess > kTabledExcess) {
    int i = 0;
    walk_returns(chips, excess, [&](const Chips& give) { f(give, i++); });
    return;
  }
  const auto ways = tabled_returns(excess);
  const auto packed = tabled_returns_packed(excess);
  const auto have = pack_chips(chips);
  for (std::size_t i = 0; i < ways.size(); ++i) {
    if (packed_covers(have, packed[i])) f(ways[i], static_cast<int>(i));
  }
}
std::vector<Chips> all_returns(const Chips& chips, int excess);

// The tiles among `available` (ids into `tiles`) that `bonuses` earn (note 31).
std::vector<int> eligible_tiles(const std::vector<Tile>& tiles, const std::vector<int>& available,
                                const Colours& bonuses);
// How many of eligible_tiles there are, the count stopping at `enough`; the
// lowest id of those counted into `first` when there is one.
int count_eligible(const std::vector<Tile>& tiles, const std::vector<int>& available,
                   const Colours& bonuses, int enough, int* first = nullptr);

}  // namespace gavel::spendii
