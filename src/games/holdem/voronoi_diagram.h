// Point-Voronoi's geometry, pure and in doubles with a fixed operation
// order: points on a 2^15 x 2^15 grid of the unit square, each named by one
// card number, and each site's region as the square clipped by the
// bisector half-planes against every other site (notes 50-53).
#pragma once

#include <array>
#include <vector>

#include "engine/rng.h"
#include "games/holdem/card_type.h"

namespace gavel::holdem {

// A point's coordinates are whole grid units in [0, kVoronoiGrid); the unit
// square's coordinate is units / kVoronoiGrid, exact in a double.
constexpr int kVoronoiGridBits = 15;
constexpr int kVoronoiGrid = 1 << kVoronoiGridBits;
constexpr int kMaxVoronoiPoints = 20;  // 9 hands of two and the board's two

struct GridPoint {
  int x = 0;
  int y = 0;
  bool operator==(const GridPoint&) const = default;
};

// Card number = 1 + x * kVoronoiGrid + y: one int names a point in every
// view and record (0 stays "hidden", as for every card type).
GridPoint point_of(Card card);
Card card_of(GridPoint point);
bool is_point_card(Card card);

// `count` distinct points, uniform on the grid; a repeat is redrawn (note 50).
std::vector<Card> draw_points(engine::Rng& rng, std::size_t count);

struct Region {
  Card site = 0;
  // Counter-clockwise corners in unit-square coordinates.
  std::vector<std::array<double, 2>> polygon;
  double share = 0;  // its area as a share of the square
};

// One region per site, in the order given; sites must be distinct.
std::vector<Region> voronoi_regions(const std::vector<Card>& sites);

}  // namespace gavel::holdem
