// The development cards and bonus tiles, parsed once from the CSV files
// compiled in (embedded_data.h): the Standard deck and the Short test deck.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "games/spendii/chips.h"

namespace gavel::spendii {

inline constexpr int kTiers = 3;
inline constexpr int kSlotsPerTier = 4;

using Colours = std::array<int, kColours>;

// Counts per colour in one word, a byte each, white in the lowest: the form
// affordability is checked in (moves.h), one subtraction for all colours.
// Each count is held as at most 127.
using PackedColours = std::uint64_t;
#if GAVEL_SPENDII_SSE2
// Five or six counts in 32-bit lanes (`lo` the first four, `hi` the rest) to
// the bytes of one word, each clamped to 0..127: two saturating packs, then
// a byte minimum.
inline std::uint64_t pack_lanes(__m128i lo, __m128i hi) {
  const __m128i words = _mm_packs_epi32(lo, hi);
  const __m128i bytes = _mm_packus_epi16(words, words);
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_min_epu8(bytes, _mm_set1_epi8(127))));
}
#endif
// Counts in the bytes of one word, the first in the lowest, each held as at
// least 0 and at most 127 (colours here, chips with gold in moves.h).
template <std::size_t N>
inline std::uint64_t pack_counts(const std::array<int, N>& counts) {
  static_assert(N <= 7, "a byte each, the top byte left free");
#if GAVEL_SPENDII_SSE2
  if constexpr (N == 5 || N == 6) {
    const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(counts.data()));
    if constexpr (N == 5) return pack_lanes(lo, _mm_cvtsi32_si128(counts[4]));
    if constexpr (N == 6)
      return pack_lanes(lo, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(counts.data() + 4)));
  }
#endif
  std::uint64_t out = 0;
  for (int k = static_cast<int>(N) - 1; k >= 0; --k) {
    out = (out << 8) | static_cast<std::uint64_t>(std::clamp(counts[k], 0, 127));
  }
  return out;
}
inline PackedColours pack(const Colours& colours) {
  return pack_counts(colours);
}

struct Card {
  int id = 0;     // the index in its deck's list, in file order
  int tier = 1;   // 1..3
  int bonus = 0;  // the colour of its permanent discount
  int points = 0;
  Colours cost{};
  PackedColours packed_cost = 0;  // pack(cost), set with it by the parser
  bool operator==(const Card&) const = default;
};

struct Tile {
  int id = 0;
  int points = 3;
  Colours need{};  // permanent bonuses per colour
  bool operator==(const Tile&) const = default;
};

enum class DeckKind { kStandard, kShort };

struct Deck {
  std::vector<Card> cards;
  std::vector<Tile> tiles;
  // The fewest bonuses in all that any tile needs: a player with fewer
  // earns none, without looking at the tiles.
  int fewest_tile_bonuses = 0;
  // The packed costs by market slot: [0] for an empty slot (-1), 0, and
  // [id + 1] card id's packed_cost, so a slot's cost is read without a
  // branch on whether it holds a card.
  std::vector<PackedColours> slot_costs;
  // Each tier's card ids in file order: a new game's decks before the shuffle.
  std::array<std::vector<int>, kTiers> tier_ids;
};

// Parsed on first use; a malformed compiled-in file is a build defect, so
// it stops the program with a message (cards_test checks both decks).
const Deck& deck(DeckKind kind);

// Parsing as such, for the tests: the error names the line.
engine::Result<std::vector<Card>> parse_cards(std::string_view csv);
engine::Result<std::vector<Tile>> parse_tiles(std::string_view csv);

}  // namespace gavel::spendii
