// The grid catalogs against a fresh enumeration and the OEIS counts
// (notes 36-39, 47): shapes, numbering, tile counts and orientations.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "games/holdem/grid_catalog.h"
#include "games/holdem/grid_enumerate.h"

namespace gavel::holdem {
namespace {

std::vector<int> count_by_order(GridKind kind, const std::vector<GridShape>& shapes) {
  std::vector<int> counts(static_cast<std::size_t>(catalog_max_order(kind)), 0);
  for (const auto& s : shapes) ++counts[static_cast<std::size_t>(tile_count(kind, s) - 1)];
  return counts;
}

TEST(GridCatalog, EnumerationReproducesTheOeisCounts) {
  // A000105 (free polyominoes), A000577 (free polyiamonds), A006074 (free polyaboloes).
  EXPECT_EQ(count_by_order(GridKind::kSquare, enumerate_free_pieces(GridKind::kSquare, 5)),
            (std::vector<int>{1, 1, 2, 5, 12}));
  EXPECT_EQ(count_by_order(GridKind::kTriangular, enumerate_free_pieces(GridKind::kTriangular, 6)),
            (std::vector<int>{1, 1, 1, 3, 4, 12}));
  EXPECT_EQ(count_by_order(GridKind::kPolyabolo, enumerate_free_pieces(GridKind::kPolyabolo, 4)),
            (std::vector<int>{1, 3, 4, 14}));
}

TEST(GridCatalog, CheckedInDataEqualsTheEnumeration) {
  for (const auto kind : {GridKind::kSquare, GridKind::kTriangular, GridKind::kPolyabolo}) {
    const auto fresh = enumerate_free_pieces(kind, catalog_max_order(kind));
    const auto& catalog = grid_catalog(kind);
    ASSERT_EQ(catalog.size(), fresh.size());
    for (std::size_t i = 0; i < fresh.size(); ++i) {
      EXPECT_EQ(catalog[i].shape, fresh[i]) << "card " << i + 1;
      EXPECT_EQ(catalog[i].card, static_cast<int>(i) + 1);
      EXPECT_EQ(catalog[i].shape, canonical(kind, catalog[i].shape));
    }
  }
}

TEST(GridCatalog, CardsAreNumberedByTileCountThenCanonicalForm) {
  for (const auto kind : {GridKind::kSquare, GridKind::kTriangular, GridKind::kPolyabolo}) {
    const auto& catalog = grid_catalog(kind);
    for (std::size_t i = 1; i < catalog.size(); ++i) {
      const auto& a = catalog[i - 1];
      const auto& b = catalog[i];
      EXPECT_TRUE(a.tiles < b.tiles || (a.tiles == b.tiles && a.shape < b.shape)) << b.card;
    }
  }
  std::vector<int> square;
  for (const auto& p : grid_catalog(GridKind::kSquare)) square.push_back(p.tiles);
  EXPECT_EQ(square,
            (std::vector<int>{1, 2, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5}));
  std::vector<int> poly;
  for (const auto& p : grid_catalog(GridKind::kPolyabolo)) poly.push_back(p.tiles);
  EXPECT_EQ(poly,
            (std::vector<int>{1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}));
}

// The orientations of every piece summed are the fixed-piece counts:
// A001168 (fixed polyominoes 1, 2, 6, 19, 63) and A001420 (fixed
// polyiamonds 2, 3, 6, 14, 36, 94).
TEST(GridCatalog, OrientationsSumToTheFixedPieceCounts) {
  const auto sum_by_order = [](GridKind kind) {
    std::vector<int> sums(static_cast<std::size_t>(catalog_max_order(kind)), 0);
    for (const auto& p : grid_catalog(kind)) {
      sums[static_cast<std::size_t>(p.tiles - 1)] += static_cast<int>(p.orientations.size());
    }
    return sums;
  };
  EXPECT_EQ(sum_by_order(GridKind::kSquare), (std::vector<int>{1, 2, 6, 19, 63}));
  EXPECT_EQ(sum_by_order(GridKind::kTriangular), (std::vector<int>{2, 3, 6, 14, 36, 94}));
}

TEST(GridCatalog, EachOrientationIsDistinctAndOfThePiece) {
  for (const auto kind : {GridKind::kSquare, GridKind::kTriangular, GridKind::kPolyabolo}) {
    for (const auto& p : grid_catalog(kind)) {
      std::set<GridShape> seen;
      for (const auto& o : p.orientations) {
        EXPECT_EQ(canonical(kind, o), p.shape);
        EXPECT_EQ(o, normalize(kind, o));
        EXPECT_TRUE(seen.insert(o).second);
      }
    }
  }
}

TEST(GridCatalog, PolyaboloOrientationCounts) {
  const auto& catalog = grid_catalog(GridKind::kPolyabolo);
  // One triangle: 4 corners; the square: 1 (whichever diagonal cut it).
  EXPECT_EQ(catalog[0].orientations.size(), 4u);
  std::map<int, std::vector<std::size_t>> by_tiles;
  for (const auto& p : catalog) by_tiles[p.tiles].push_back(p.orientations.size());
  // Order 2: the square (1), the big triangle (4), the parallelogram (4: it
  // is chiral but its half turn is itself).
  std::vector<std::size_t> two = by_tiles[2];
  std::sort(two.begin(), two.end());
  EXPECT_EQ(two, (std::vector<std::size_t>{1, 4, 4}));
  // A full square of four quarters is one tile pair, never two shapes.
  const GridShape square{{0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 0, 3}};
  int squares = 0;
  for (const auto& p : catalog) squares += p.shape == canonical(GridKind::kPolyabolo, square);
  EXPECT_EQ(squares, 1);
}

TEST(GridCatalog, TriangularSymmetriesKeepTriangleParityUnderTranslation) {
  // A single triangle has two orientations (up, down): a translation never
  // turns one into the other.
  EXPECT_EQ(grid_catalog(GridKind::kTriangular)[0].orientations.size(), 2u);
  // The hexagon (six triangles round a point) has one.
  const GridShape hexagon = canonical(
      GridKind::kTriangular, {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}, {1, 0, 1}, {0, 1, 1}, {1, 1, 0}});
  int found = 0;
  for (const auto& p : grid_catalog(GridKind::kTriangular)) {
    if (p.shape == hexagon) {
      ++found;
      EXPECT_EQ(p.orientations.size(), 1u);
    }
  }
  EXPECT_EQ(found, 1);
}

}  // namespace
}  // namespace gavel::holdem
