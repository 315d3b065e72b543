// The bot's share of the pot under Point-Voronoi (note 6): the points it
// cannot see (hidden opponents' and the board still to come) are sampled
// fresh on the grid, apart from every point its own view shows.
#pragma once

#include "engine/rng.h"
#include "games/holdem/view.h"

namespace gavel::holdem {

// The average share of the pot this seat wins over `samples` completions,
// ties within the tolerance splitting; 0 for a spectator's view.
double estimate_voronoi_equity(const View& view, int samples, engine::Rng& rng);

}  // namespace gavel::holdem
