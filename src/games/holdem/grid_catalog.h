// The fixed decks of the grid card types: one piece per card, numbered from
// 1 in catalog order (tile count, then canonical form: note 47), each with
// its orientations in symmetry order. The shapes are generated data
// (grid_catalog_data.inc, printed by tools/holdem_grid_catalog.cpp).
#pragma once

#include <vector>

#include "games/holdem/grid_geometry.h"

namespace gavel::holdem {

struct GridPiece {
  int card = 0;  // 1-based: the number naming it in every view and record
  int tiles = 0;
  GridShape shape;  // canonical
  std::vector<GridShape> orientations;
};

// Largest piece: 5 squares, 6 triangles, 4 unit triangles (Polyabolo).
int catalog_max_order(GridKind kind);
// The catalog, built once from the checked-in data.
const std::vector<GridPiece>& grid_catalog(GridKind kind);
// The piece of `card`, or null for a number outside the deck.
const GridPiece* grid_piece(GridKind kind, int card);

}  // namespace gavel::holdem
