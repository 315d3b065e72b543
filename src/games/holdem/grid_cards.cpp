// Panel and piece tiles share one JSON form per kind, so a client draws
// both alike: square [x, y]; triangular [col, row] (col = 2x + k, 12 per
// row); polyabolo [x, y, k] with k 0-3 a half square named by its right
// angle's corner (NW, NE, SE, SW) and 4 a full square.
#include "games/holdem/grid_cards.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <string>

#include "engine/json_fields.h"
#include "games/holdem/grid_catalog.h"
#include "games/holdem/grid_solver.h"

namespace gavel::holdem {
namespace json = boost::json;

namespace {

// The quarters of a Polyabolo tile k: half k covers quarters k and k + 3.
std::vector<int> tile_quarters(int k) {
  if (k == 4) return {0, 1, 2, 3};
  return {k, (k + 3) % 4};
}

std::string where(const Placement& p) {
  return "card " + std::to_string(p.card) + " (orientation " + std::to_string(p.orientation) +
         " at " + std::to_string(p.dx) + ", " + std::to_string(p.dy) + ")";
}

}  // namespace

GridCards::GridCards(GridKind kind) : kind_(kind), panel_(suggested_panel(kind)) {}

int GridCards::capacity() const {
  const int units = std::popcount(panel_);
  return kind_ == GridKind::kPolyabolo ? units / 2 : units;
}

std::vector<Card> GridCards::deck() const {
  std::vector<Card> cards;
  for (const auto& piece : grid_catalog(kind_)) cards.push_back(piece.card);
  return cards;
}

engine::Result<int> GridCards::score(const Selection& selection, const FourCards& four) const {
  std::vector<Card> placed;
  for (const auto& p : selection.placements) placed.push_back(p.card);
  if (placed != selection.cards) {
    return engine::invalid("grid cards are placed: send \"placements\"");
  }
  if (selection.placements.size() > 4) {
    return engine::invalid("an arrangement places 1 to 4 of your cards and the board's");
  }
  std::array<bool, 4> used{};
  std::uint64_t covered = 0;
  int tiles = 0;
  for (const auto& placement : selection.placements) {
    const auto at = std::find(four.begin(), four.end(), placement.card);
    if (at == four.end()) {
      return engine::invalid("card " + std::to_string(placement.card) +
                             " is not one of your four cards");
    }
    const auto index = static_cast<std::size_t>(at - four.begin());
    if (used[index]) {
      return engine::invalid("card " + std::to_string(placement.card) + " is placed twice");
    }
    used[index] = true;
    const GridPiece* piece = grid_piece(kind_, placement.card);
    if (placement.orientation < 0 ||
        placement.orientation >= static_cast<int>(piece->orientations.size())) {
      return engine::invalid("card " + std::to_string(placement.card) + " has orientations 0 to " +
                             std::to_string(piece->orientations.size() - 1));
    }
    const auto mask = placement_mask(kind_, panel_, placement);
    if (!mask) return engine::invalid(where(placement) + " does not lie inside the panel");
    if (*mask & covered) return engine::invalid(where(placement) + " overlaps another piece");
    covered |= *mask;
    tiles += piece->tiles;
  }
  return tiles;
}

std::array<int, 4> GridCards::tiebreak(const FourCards& four) const {
  std::array<int, 4> tiles{};
  for (std::size_t i = 0; i < 4; ++i) {
    const GridPiece* piece = grid_piece(kind_, four[i]);
    tiles[i] = piece ? piece->tiles : 0;
  }
  std::sort(tiles.begin(), tiles.end(), std::greater<>());
  return tiles;
}

Selection GridCards::best(const FourCards& four) const {
  const auto packing = best_packing(kind_, panel_, four);
  Selection selection;
  selection.placements = packing.placements;
  for (const auto& p : packing.placements) selection.cards.push_back(p.card);
  return selection;
}

bool GridCards::finalizes(const Selection& selection, int score) const {
  return selection.placements.size() == 4 || score == capacity();
}

std::vector<Selection> GridCards::selections(const FourCards& four) const {
  std::vector<Selection> out;
  const auto add = [&](Selection s) {
    if (!s.placements.empty() && std::find(out.begin(), out.end(), s) == out.end()) {
      out.push_back(std::move(s));
    }
  };
  add(best(four));
  for (const Card card : four) {
    const auto moves = placements_in(kind_, panel_, card);
    if (!moves.empty()) add(Selection{{card}, {moves.front().placement}});
  }
  return out;
}

std::uint64_t suggested_panel(GridKind kind) {
  return full_frame(kind);
}

engine::Result<std::uint64_t> parse_panel(GridKind kind, const json::value& value) {
  const Frame f = frame(kind);
  std::string shape;
  switch (kind) {
    case GridKind::kSquare:
      shape = "panel must be a list of [x, y] tiles, x 0-7 and y 0-4";
      break;
    case GridKind::kTriangular:
      shape = "panel must be a list of [col, row] triangles, col 0-11 and row 0-3";
      break;
    case GridKind::kPolyabolo:
      shape =
          "panel must be a list of [x, y, k] cells, x and y 0-3, k 0-3 a half square "
          "(right angle NW, NE, SE, SW) or 4 a full square";
      break;
  }
  const auto* list = value.if_array();
  if (!list) return engine::invalid(shape);
  if (list->size() > 64) return engine::invalid(shape + " (at most 64 tiles)");
  const std::size_t arity = kind == GridKind::kPolyabolo ? 3 : 2;
  std::uint64_t panel = 0;
  for (const auto& entry : *list) {
    const auto* tile = entry.if_array();
    if (!tile || tile->size() != arity) return engine::invalid(shape);
    std::array<std::int64_t, 3> v{};
    for (std::size_t i = 0; i < arity; ++i) {
      const auto number = engine::as_whole_number((*tile)[i]);
      if (!number || *number < 0 || *number > 64) return engine::invalid(shape);
      v[i] = *number;
    }
    std::vector<Unit> units;
    if (kind == GridKind::kTriangular) {
      if (v[0] < 0 || v[0] >= 2 * f.width) return engine::invalid(shape);
      units.push_back(
          {static_cast<int>(v[0] / 2), static_cast<int>(v[1]), static_cast<int>(v[0] % 2)});
    } else if (kind == GridKind::kPolyabolo) {
      if (v[2] < 0 || v[2] > 4) return engine::invalid(shape);
      for (const int q : tile_quarters(static_cast<int>(v[2]))) {
        units.push_back({static_cast<int>(v[0]), static_cast<int>(v[1]), q});
      }
    } else {
      units.push_back({static_cast<int>(v[0]), static_cast<int>(v[1]), 0});
    }
    std::uint64_t bits = 0;
    for (const auto& u : units) {
      const auto bit = bit_of(kind, u);
      if (!bit) return engine::invalid(shape);
      bits |= std::uint64_t{1} << *bit;
    }
    // A square listed twice, even as two halves, is one ambiguity too many.
    const std::uint64_t cell_bits = kind == GridKind::kPolyabolo
                                        ? std::uint64_t{0xF}
                                              << (bits ? std::countr_zero(bits) & ~3 : 0)
                                        : bits;
    if (panel & cell_bits) return engine::invalid("panel lists a tile twice");
    panel |= bits;
  }
  if (panel == 0) return engine::invalid("panel must keep at least one tile");
  return panel;
}

json::array panel_json(GridKind kind, std::uint64_t panel) {
  GridShape units;
  for (std::uint64_t p = panel; p; p &= p - 1)
    units.push_back(unit_of_bit(kind, std::countr_zero(p)));
  return shape_json(kind, units);
}

json::array shape_json(GridKind kind, const GridShape& shape) {
  json::array out;
  if (kind == GridKind::kPolyabolo) {
    std::map<std::pair<int, int>, int> quarters;  // (y, x) -> quarter bits
    for (const auto& u : shape) quarters[{u.y, u.x}] |= 1 << u.k;
    for (const auto& [yx, bits] : quarters) {
      int k = 4;
      for (int h = 0; h < 4; ++h) {
        if (bits == ((1 << h) | (1 << ((h + 3) % 4)))) k = h;
      }
      out.push_back(json::array{yx.second, yx.first, k});
    }
    return out;
  }
  for (const auto& u : shape) {
    if (kind == GridKind::kTriangular) {
      out.push_back(json::array{2 * u.x + u.k, u.y});
    } else {
      out.push_back(json::array{u.x, u.y});
    }
  }
  return out;
}

json::object grid_catalog_json(GridKind kind) {
  const Frame f = frame(kind);
  json::array pieces;
  for (const auto& piece : grid_catalog(kind)) {
    pieces.push_back(json::object{
        {"card", piece.card}, {"tiles", piece.tiles}, {"shape", shape_json(kind, piece.shape)}});
  }
  return {{"frame", json::object{{"width", f.width}, {"height", f.height}}},
          {"pieces", std::move(pieces)}};
}

json::array placed_cells_json(GridKind kind, const Placement& placement) {
  const GridPiece* piece = grid_piece(kind, placement.card);
  if (!piece || placement.orientation < 0 ||
      placement.orientation >= static_cast<int>(piece->orientations.size())) {
    return {};
  }
  GridShape cells;
  for (const auto& u : piece->orientations[static_cast<std::size_t>(placement.orientation)]) {
    cells.push_back({u.x + placement.dx, u.y + placement.dy, u.k});
  }
  return shape_json(kind, cells);
}

}  // namespace gavel::holdem
