// The development cards and bonus tiles, parsed once from the CSV files
// compiled in (embedded_data.h): the Standard deck and the Short test deck.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "games/spendii/chips.h"

namespace gavel::spendii {

inline constexpr int kTiers = 3;
inline constexpr int kSlotsPerTier = 4;

using Colours = std::array<int, kColours>;

struct Card {
  int id = 0;     // the index in its deck's list, in file order
  int tier = 1;   // 1..3
  int bonus = 0;  // the colour of its permanent discount
  int points = 0;
  Colours cost{};
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
};

// Parsed on first use; a malformed compiled-in file is a build defect, so
// it stops the program with a message (cards_test checks both decks).
const Deck& deck(DeckKind kind);

// Parsing as such, for the tests: the error names the line.
engine::Result<std::vector<Card>> parse_cards(std::string_view csv);
engine::Result<std::vector<Tile>> parse_tiles(std::string_view csv);

}  // namespace gavel::spendii
