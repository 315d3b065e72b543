// Point-Voronoi's geometry: the card naming of points, their draw, and the
// regions' areas in doubles against the same clipping done in exact
// rationals (grid coordinates are whole numbers, so the exact check is exact).
#include <gtest/gtest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>

#include "games/holdem/voronoi_diagram.h"

namespace gavel::holdem {
namespace {

using Rational = boost::multiprecision::cpp_rational;
using Corner = std::array<Rational, 2>;

// The cell of `site` clipped exactly, the same half-planes as the runtime.
std::vector<Corner> exact_cell(Card site, const std::vector<Card>& sites) {
  const Rational side = kVoronoiGrid;
  std::vector<Corner> cell{{0, 0}, {side, 0}, {side, side}, {0, side}};
  const GridPoint p = point_of(site);
  for (const Card other : sites) {
    if (other == site) continue;
    const GridPoint q = point_of(other);
    const Rational a = q.x - p.x;
    const Rational b = q.y - p.y;
    const Rational c =
        Rational(static_cast<long long>(q.x) * q.x + static_cast<long long>(q.y) * q.y -
                 static_cast<long long>(p.x) * p.x - static_cast<long long>(p.y) * p.y) /
        2;
    std::vector<Corner> out;
    for (std::size_t i = 0; i < cell.size(); ++i) {
      const Corner& u = cell[i];
      const Corner& v = cell[(i + 1) % cell.size()];
      const Rational fu = a * u[0] + b * u[1] - c;
      const Rational fv = a * v[0] + b * v[1] - c;
      if (fu <= 0) out.push_back(u);
      if ((fu < 0 && fv > 0) || (fu > 0 && fv < 0)) {
        const Rational t = fu / (fu - fv);
        out.push_back({u[0] + (v[0] - u[0]) * t, u[1] + (v[1] - u[1]) * t});
      }
    }
    cell = std::move(out);
  }
  return cell;
}

Rational exact_share(Card site, const std::vector<Card>& sites) {
  const auto cell = exact_cell(site, sites);
  Rational twice = 0;
  for (std::size_t i = 0; i < cell.size(); ++i) {
    const Corner& u = cell[i];
    const Corner& v = cell[(i + 1) % cell.size()];
    twice += u[0] * v[1] - v[0] * u[1];
  }
  return twice / 2 / (Rational(kVoronoiGrid) * kVoronoiGrid);
}

// Doubles within 1e-12 of the exact areas, exact areas summing to exactly 1,
// every region of positive area (note 51).
void expect_matches_exact(const std::vector<Card>& sites) {
  const auto regions = voronoi_regions(sites);
  ASSERT_EQ(regions.size(), sites.size());
  Rational exact_total = 0;
  double total = 0;
  for (std::size_t i = 0; i < sites.size(); ++i) {
    const Rational exact = exact_share(sites[i], sites);
    EXPECT_GT(exact, 0);
    EXPECT_NEAR(regions[i].share, exact.convert_to<double>(), 1e-12) << "site " << i;
    EXPECT_EQ(regions[i].site, sites[i]);
    exact_total += exact;
    total += regions[i].share;
  }
  EXPECT_EQ(exact_total, 1);
  EXPECT_NEAR(total, 1.0, 1e-12);
}

TEST(HoldemVoronoiDiagram, ACardNamesOnePointAndBack) {
  EXPECT_EQ(card_of({0, 0}), 1);
  EXPECT_EQ(point_of(1), (GridPoint{0, 0}));
  EXPECT_EQ(card_of({2, 5}), 1 + 2 * kVoronoiGrid + 5);
  EXPECT_EQ(point_of(card_of({32767, 32767})), (GridPoint{32767, 32767}));
  EXPECT_EQ(card_of({32767, 32767}), 1 << 30);
  EXPECT_TRUE(is_point_card(1));
  EXPECT_FALSE(is_point_card(0));
  EXPECT_FALSE(is_point_card((1 << 30) + 1));
}

TEST(HoldemVoronoiDiagram, DrawnPointsAreDistinctAndTheSameForTheSameSeed) {
  engine::Rng a(5), b(5);
  const auto points = draw_points(a, kMaxVoronoiPoints);
  EXPECT_EQ(points, draw_points(b, kMaxVoronoiPoints));
  ASSERT_EQ(points.size(), 20u);
  for (std::size_t i = 0; i < points.size(); ++i) {
    EXPECT_TRUE(is_point_card(points[i]));
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(points[i], points[j]);
  }
}

TEST(HoldemVoronoiDiagram, TwoPointsSplitTheSquareByTheirBisector) {
  // (8192, y) and (24576, y): the bisector is x = 16384, half each.
  const auto regions = voronoi_regions({card_of({8192, 100}), card_of({24576, 100})});
  EXPECT_DOUBLE_EQ(regions[0].share, 0.5);
  EXPECT_DOUBLE_EQ(regions[1].share, 0.5);
  ASSERT_EQ(regions[0].polygon.size(), 4u);
  EXPECT_EQ(regions[0].polygon[0], (std::array<double, 2>{0, 0}));
  EXPECT_EQ(regions[0].polygon[1], (std::array<double, 2>{0.5, 0}));
  EXPECT_EQ(regions[0].polygon[2], (std::array<double, 2>{0.5, 1}));
  EXPECT_EQ(regions[0].polygon[3], (std::array<double, 2>{0, 1}));
}

TEST(HoldemVoronoiDiagram, RandomPointSetsMatchExactClipping) {
  engine::Rng rng(2024);
  for (const std::size_t count : {2u, 3u, 6u, 11u, 20u, 20u, 20u}) {
    expect_matches_exact(draw_points(rng, count));
  }
}

TEST(HoldemVoronoiDiagram, ExactlyCocircularPointsMatchExactClipping) {
  // Eight points at distance 5000 from the centre (3-4-5 triangles), the
  // centre itself, and two more: many bisectors meet at single corners.
  const int c = 16384;
  std::vector<Card> sites{card_of({c, c})};
  for (const auto& [dx, dy] : std::vector<std::pair<int, int>>{{5000, 0},
                                                               {-5000, 0},
                                                               {0, 5000},
                                                               {0, -5000},
                                                               {3000, 4000},
                                                               {-3000, 4000},
                                                               {3000, -4000},
                                                               {-3000, -4000}}) {
    sites.push_back(card_of({c + dx, c + dy}));
  }
  // Mirror images have equal regions: +x and -x, +y and -y.
  const auto regions = voronoi_regions(sites);
  EXPECT_EQ(regions[1].share, regions[2].share);
  EXPECT_NEAR(regions[3].share, regions[4].share, 1e-15);
  expect_matches_exact(sites);
  sites.push_back(card_of({100, 100}));
  sites.push_back(card_of({32000, 200}));
  expect_matches_exact(sites);
}

TEST(HoldemVoronoiDiagram, NearlyCocircularPointsMatchExactClipping) {
  // Twenty points rounded onto circles: cocircular up to the grid's rounding.
  for (const double radius : {6000.0, 15000.0}) {
    std::vector<Card> sites;
    for (int k = 0; k < 20; ++k) {
      const double angle = 2 * 3.14159265358979 * k / 20;
      sites.push_back(card_of({static_cast<int>(std::lround(16384 + radius * std::cos(angle))),
                               static_cast<int>(std::lround(16384 + radius * std::sin(angle)))}));
    }
    expect_matches_exact(sites);
  }
}

}  // namespace
}  // namespace gavel::holdem
