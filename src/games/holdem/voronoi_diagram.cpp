// Working in grid units keeps every bisector's coefficients whole numbers
// below 2^31, exact in doubles; only the cut corners round. Areas change
// continuously with the sites, so near-cocircular points that make the
// cells' topology fragile still give areas within about 1e-14.
#include "games/holdem/voronoi_diagram.h"

#include <algorithm>

namespace gavel::holdem {

GridPoint point_of(Card card) {
  return {(card - 1) / kVoronoiGrid, (card - 1) % kVoronoiGrid};
}

Card card_of(GridPoint point) {
  return 1 + point.x * kVoronoiGrid + point.y;
}

bool is_point_card(Card card) {
  return card >= 1 && card <= kVoronoiGrid * kVoronoiGrid;
}

std::vector<Card> draw_points(engine::Rng& rng, std::size_t count) {
  std::vector<Card> points;
  points.reserve(count);
  while (points.size() < count) {
    const auto x = static_cast<int>(rng.below(kVoronoiGrid));
    const auto y = static_cast<int>(rng.below(kVoronoiGrid));
    const Card card = card_of({x, y});
    if (std::find(points.begin(), points.end(), card) == points.end()) points.push_back(card);
  }
  return points;
}

namespace {

using Corner = std::array<double, 2>;

// Keeps the part of `polygon` where a*x + b*y <= c (Sutherland-Hodgman on
// a convex polygon).
std::vector<Corner> clip(const std::vector<Corner>& polygon, double a, double b, double c) {
  std::vector<Corner> out;
  out.reserve(polygon.size() + 1);
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Corner& p = polygon[i];
    const Corner& q = polygon[(i + 1) % n];
    const double fp = a * p[0] + b * p[1] - c;
    const double fq = a * q[0] + b * q[1] - c;
    if (fp <= 0) out.push_back(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const double t = fp / (fp - fq);
      out.push_back({p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t});
    }
  }
  return out;
}

double area(const std::vector<Corner>& polygon) {
  double twice = 0;
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Corner& p = polygon[i];
    const Corner& q = polygon[(i + 1) % n];
    twice += p[0] * q[1] - q[0] * p[1];
  }
  return twice / 2;
}

}  // namespace

std::vector<Region> voronoi_regions(const std::vector<Card>& sites) {
  const double side = kVoronoiGrid;
  std::vector<Region> regions;
  regions.reserve(sites.size());
  for (const Card site : sites) {
    const GridPoint p = point_of(site);
    std::vector<Corner> cell{{0, 0}, {side, 0}, {side, side}, {0, side}};
    for (const Card other : sites) {
      if (other == site || cell.empty()) continue;
      const GridPoint q = point_of(other);
      // Nearer p than q: 2(q - p) . z <= |q|^2 - |p|^2, halved so both
      // sides stay whole numbers when the difference is even (exact either way).
      const double a = static_cast<double>(q.x - p.x);
      const double b = static_cast<double>(q.y - p.y);
      const double c = (static_cast<double>(q.x) * q.x + static_cast<double>(q.y) * q.y -
                        static_cast<double>(p.x) * p.x - static_cast<double>(p.y) * p.y) /
                       2;
      cell = clip(cell, a, b, c);
    }
    Region region;
    region.site = site;
    region.share = area(cell) / (side * side);
    for (const auto& corner : cell) region.polygon.push_back({corner[0] / side, corner[1] / side});
    regions.push_back(std::move(region));
  }
  return regions;
}

}  // namespace gavel::holdem
