// The exact packing solver of the grid card types: the most tiles any subset
// of a hand's pieces covers in a panel, whole pieces in any orientation,
// inside the panel and without overlap (note 44). Boards are 64-bit masks
// over the kind's frame (grid_geometry.h).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "games/holdem/card_type.h"
#include "games/holdem/grid_geometry.h"

namespace gavel::holdem {

// One piece put down (card_type.h's Placement).
using GridPlacement = Placement;

// The units `placement` covers, or none when the card, the orientation or a
// unit falls outside the catalog, the frame or the panel.
std::optional<std::uint64_t> placement_mask(GridKind kind, std::uint64_t panel,
                                            const GridPlacement& placement);

// Every placement of `card` inside `panel`, in the solver's order:
// orientation, then dy, then dx.
struct MaskedPlacement {
  GridPlacement placement;
  std::uint64_t mask = 0;
};
std::vector<MaskedPlacement> placements_in(GridKind kind, std::uint64_t panel, int card);

struct Packing {
  int tiles = 0;
  std::vector<GridPlacement> placements;  // in the order they were placed
};

// The best packing of `cards` (distinct catalog cards) into `panel`. Among
// equal tile totals the first in a fixed order wins (note 49): subsets by
// tiles (high first), then by their bits over `cards` (low first); inside
// a subset, pieces largest first (then by card), each trying placements in
// placements_in order. So the same hand always shows the same arrangement.
Packing best_packing(GridKind kind, std::uint64_t panel, std::span<const int> cards);

}  // namespace gavel::holdem
