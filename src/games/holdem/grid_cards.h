// The three grid card types behind card_type.h: a fixed catalog deck, a
// panel fixed with the room (notes 45-46), scores from placements, Automatic
// best and Best possible from the exact solver (grid_solver.h), and the
// panel's strict JSON form.
#pragma once

#include <boost/json.hpp>
#include <cstdint>

#include "games/holdem/card_type.h"
#include "games/holdem/grid_geometry.h"

namespace gavel::holdem {

class GridCards final : public CardType {
 public:
  GridCards() : GridCards(GridKind::kSquare) {}
  explicit GridCards(GridKind kind);  // the suggested panel
  GridCards(GridKind kind, std::uint64_t panel) : kind_(kind), panel_(panel) {}

  GridKind kind() const { return kind_; }
  std::uint64_t panel() const { return panel_; }
  // Tiles the panel holds (a Polyabolo full square counts 2).
  int capacity() const;

  std::vector<Card> deck() const override;
  engine::Result<int> score(const Selection& selection, const FourCards& four) const override;
  std::array<int, 4> tiebreak(const FourCards& four) const override;
  Selection best(const FourCards& four) const override;
  bool finalizes(const Selection& selection, int score) const override;
  // Bounded (at most 5): the solver's arrangement and each card's first
  // placement alone; any other valid arrangement is accepted as well.
  std::vector<Selection> selections(const FourCards& four) const override;

  bool operator==(const GridCards& other) const {
    return kind_ == other.kind_ && panel_ == other.panel_;
  }

 private:
  GridKind kind_;
  std::uint64_t panel_;
};

// The suggested panel: the whole frame (note 42).
std::uint64_t suggested_panel(GridKind kind);
// A panel from its JSON list of tiles; refuses tiles outside the frame,
// repeated tiles, a malformed entry and an empty panel.
engine::Result<std::uint64_t> parse_panel(GridKind kind, const boost::json::value& json);
boost::json::array panel_json(GridKind kind, std::uint64_t panel);
// A shape in the panel's tile form (Polyabolo quarters gathered per square).
boost::json::array shape_json(GridKind kind, const GridShape& shape);
// The catalog for clients: the frame's size and, card by card from 1,
// {card, tiles, shape (canonical)}; orientation i is the i-th distinct image in
// symmetry order (docs/games/holdem.md says how to rebuild it).
boost::json::object grid_catalog_json(GridKind kind);
// The panel tiles a placement covers, to draw a shown arrangement.
boost::json::array placed_cells_json(GridKind kind, const Placement& placement);

}  // namespace gavel::holdem
