// Enumerates the free pieces of a grid family by growing every piece of
// order n - 1 by one unit tile and keeping one canonical form per shape.
// The catalog (grid_catalog.cpp) was printed from it and a test holds the
// two equal, and to the OEIS counts (notes 36-39).
#pragma once

#include <vector>

#include "games/holdem/grid_geometry.h"

namespace gavel::holdem {

// Every free piece of 1 .. max_order tiles, in catalog order: by tile
// count, then by canonical form (note 47).
std::vector<GridShape> enumerate_free_pieces(GridKind kind, int max_order);

}  // namespace gavel::holdem
