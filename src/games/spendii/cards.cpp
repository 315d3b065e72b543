// The files' format: '#' lines are comments; cards are
// tier,bonus,points,cost_white..cost_black and tiles points,need_white..need_black.
#include "games/spendii/cards.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "games/spendii/embedded_data.h"

namespace gavel::spendii {

namespace {

std::vector<std::string_view> split(std::string_view line) {
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  while (true) {
    const auto comma = line.find(',', start);
    fields.push_back(line.substr(start, comma - start));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return fields;
}

// The data lines, with their 1-based line numbers.
std::vector<std::pair<int, std::string_view>> data_lines(std::string_view csv) {
  std::vector<std::pair<int, std::string_view>> lines;
  int number = 0;
  while (!csv.empty()) {
    const auto end = csv.find('\n');
    auto line = csv.substr(0, end);
    csv = end == std::string_view::npos ? std::string_view{} : csv.substr(end + 1);
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    lines.emplace_back(number, line);
  }
  return lines;
}

bool number(std::string_view text, int lo, int hi, int& out) {
  const auto* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc{} && ptr == end && out >= lo && out <= hi;
}

engine::Error bad_line(int line, std::string_view why) {
  return engine::Error{engine::ErrorKind::kInvalid,
                       "line " + std::to_string(line) + ": " + std::string(why)};
}

}  // namespace

engine::Result<std::vector<Card>> parse_cards(std::string_view csv) {
  std::vector<Card> cards;
  for (const auto& [line, text] : data_lines(csv)) {
    const auto fields = split(text);
    if (fields.size() != 3 + kColours) return std::unexpected(bad_line(line, "needs 8 fields"));
    Card card;
    card.id = static_cast<int>(cards.size());
    const auto bonus = chip_kind(fields[1]);
    if (!number(fields[0], 1, kTiers, card.tier) || !bonus || *bonus == kGold ||
        !number(fields[2], 0, 99, card.points)) {
      return std::unexpected(bad_line(line, "bad tier, bonus or points"));
    }
    card.bonus = *bonus;
    for (int c = 0; c < kColours; ++c) {
      if (!number(fields[3 + c], 0, 99, card.cost[c])) {
        return std::unexpected(bad_line(line, "bad cost"));
      }
    }
    card.packed_cost = pack(card.cost);
    cards.push_back(card);
  }
  return cards;
}

engine::Result<std::vector<Tile>> parse_tiles(std::string_view csv) {
  std::vector<Tile> tiles;
  for (const auto& [line, text] : data_lines(csv)) {
    const auto fields = split(text);
    if (fields.size() != 1 + kColours) return std::unexpected(bad_line(line, "needs 6 fields"));
    Tile tile;
    tile.id = static_cast<int>(tiles.size());
    if (!number(fields[0], 0, 99, tile.points))
      return std::unexpected(bad_line(line, "bad points"));
    for (int c = 0; c < kColours; ++c) {
      if (!number(fields[1 + c], 0, 99, tile.need[c])) {
        return std::unexpected(bad_line(line, "bad requirement"));
      }
    }
    tiles.push_back(tile);
  }
  return tiles;
}

const Deck& deck(DeckKind kind) {
  const auto load = [](std::string_view cards_csv, std::string_view tiles_csv) {
    auto cards = parse_cards(cards_csv);
    auto tiles = parse_tiles(tiles_csv);
    if (!cards || !tiles) {
      std::fprintf(stderr, "spendii: compiled-in deck data is malformed: %s\n",
                   (!cards ? cards.error() : tiles.error()).message.c_str());
      std::abort();
    }
    Deck out;
    out.cards = std::move(*cards);
    out.tiles = std::move(*tiles);
    out.fewest_tile_bonuses = std::numeric_limits<int>::max();
    for (const auto& tile : out.tiles) {
      int need = 0;
      for (const int n : tile.need) need += n;
      out.fewest_tile_bonuses = std::min(out.fewest_tile_bonuses, need);
    }
    out.slot_costs.push_back(0);
    for (const auto& card : out.cards) {
      out.slot_costs.push_back(card.packed_cost);
      out.tier_ids[static_cast<std::size_t>(card.tier - 1)].push_back(card.id);
    }
    return out;
  };
  static const Deck standard = load(kStandardDeckCsv, kStandardTilesCsv);
  static const Deck short_deck = load(kShortDeckCsv, kShortTilesCsv);
  return kind == DeckKind::kStandard ? standard : short_deck;
}

}  // namespace gavel::spendii
