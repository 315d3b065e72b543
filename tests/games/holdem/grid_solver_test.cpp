// The exact packing solver against brute force on small panels, on every
// four-piece set of each catalog on the suggested panels (note 43), and on
// edited panels where the pieces compete (notes 40, 44).
#include <gtest/gtest.h>

#include <bit>

#include "engine/rng.h"
#include "games/holdem/grid_cards.h"
#include "games/holdem/grid_catalog.h"
#include "games/holdem/grid_solver.h"

namespace gavel::holdem {
namespace {

namespace json = boost::json;

constexpr GridKind kKinds[] = {GridKind::kSquare, GridKind::kTriangular, GridKind::kPolyabolo};

// Tries every tuple of placements of every subset: exponential, so only
// for small panels.
int brute_force(GridKind kind, std::uint64_t panel, const std::vector<int>& cards) {
  std::vector<std::vector<MaskedPlacement>> moves;
  for (const int c : cards) moves.push_back(placements_in(kind, panel, c));
  int best = 0;
  const auto walk = [&](auto&& self, std::size_t i, std::uint64_t used, int tiles) -> void {
    best = std::max(best, tiles);
    if (i == cards.size()) return;
    self(self, i + 1, used, tiles);  // leave piece i out
    for (const auto& m : moves[i]) {
      if (!(m.mask & used)) {
        self(self, i + 1, used | m.mask, tiles + grid_piece(kind, cards[i])->tiles);
      }
    }
  };
  walk(walk, 0, 0, 0);
  return best;
}

std::vector<int> four_distinct(engine::Rng& rng, int deck) {
  std::vector<int> cards;
  while (cards.size() < 4) {
    const int c = static_cast<int>(rng.between(1, deck));
    if (std::find(cards.begin(), cards.end(), c) == cards.end()) cards.push_back(c);
  }
  return cards;
}

// The solver's arrangement is valid and scores what it claims.
void expect_valid(const GridCards& type, const FourCards& four) {
  const auto best = type.best(four);
  const auto score = type.score(best, four);
  ASSERT_TRUE(score.has_value()) << score.error().message;
  EXPECT_EQ(*score, best_packing(type.kind(), type.panel(), four).tiles);
}

TEST(GridSolver, AgreesWithBruteForceOnSmallRandomPanels) {
  engine::Rng rng(2024);
  for (const auto kind : kKinds) {
    const int deck = static_cast<int>(grid_catalog(kind).size());
    for (int trial = 0; trial < 150; ++trial) {
      // A random part of a small corner of the frame.
      std::uint64_t panel = 0;
      const int corner = kind == GridKind::kSquare ? 3 : 2;
      const Frame f = frame(kind);
      for (int y = 0; y < corner + 1; ++y) {
        for (int x = 0; x < corner; ++x) {
          for (int k = 0; k < f.per_cell; ++k) {
            if (rng.chance(0.8)) panel |= std::uint64_t{1} << *bit_of(kind, {x, y, k});
          }
        }
      }
      if (panel == 0) continue;
      const auto cards = four_distinct(rng, deck);
      const FourCards four{cards[0], cards[1], cards[2], cards[3]};
      EXPECT_EQ(best_packing(kind, panel, cards).tiles, brute_force(kind, panel, cards))
          << "kind " << static_cast<int>(kind) << " trial " << trial;
      expect_valid(GridCards(kind, panel), four);
    }
  }
}

TEST(GridSolver, EveryFourPiecesFitTheSuggestedPanel) {
  for (const auto kind : kKinds) {
    const GridCards type(kind);
    const auto& catalog = grid_catalog(kind);
    const int n = static_cast<int>(catalog.size());
    int sets = 0;
    for (int a = 1; a <= n; ++a) {
      for (int b = a + 1; b <= n; ++b) {
        for (int c = b + 1; c <= n; ++c) {
          for (int d = c + 1; d <= n; ++d) {
            const std::vector<int> cards{a, b, c, d};
            int sum = 0;
            for (const int card : cards) sum += grid_piece(kind, card)->tiles;
            const auto packing = best_packing(kind, type.panel(), cards);
            ASSERT_EQ(packing.tiles, sum) << a << " " << b << " " << c << " " << d;
            ASSERT_EQ(packing.placements.size(), 4u);
            ++sets;
          }
        }
      }
    }
    EXPECT_EQ(sets, n * (n - 1) * (n - 2) * (n - 3) / 24);
  }
}

int card_of(GridKind kind, const GridShape& shape) {
  const auto wanted = canonical(kind, shape);
  for (const auto& p : grid_catalog(kind)) {
    if (p.shape == wanted) return p.card;
  }
  return 0;
}

std::uint64_t panel_of(GridKind kind, const char* text) {
  return *parse_panel(kind, json::parse(text));
}

TEST(GridSolver, PiecesCompeteOnAnEditedPanel) {
  const auto k = GridKind::kSquare;
  const int mono = card_of(k, {{0, 0, 0}});
  const int domino = card_of(k, {{0, 0, 0}, {1, 0, 0}});
  const int square = card_of(k, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}});
  const int tee = card_of(k, {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {1, 1, 0}});
  const int line5 = card_of(k, {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {3, 0, 0}, {4, 0, 0}});
  // A 2 x 2 panel: the square alone (4) beats the domino and monomino (3);
  // the T does not fit.
  const auto two_by_two = panel_of(k, "[[0,0],[1,0],[0,1],[1,1]]");
  const auto packing = best_packing(k, two_by_two, std::vector<int>{tee, mono, square, domino});
  EXPECT_EQ(packing.tiles, 4);
  ASSERT_EQ(packing.placements.size(), 1u);
  EXPECT_EQ(packing.placements[0], (Placement{square, 0, 0, 0}));
  // A row of five: the line alone, or the T never; 5 = line (first by the
  // fixed order: subsets of equal tiles, lowest bits first).
  const auto row = panel_of(k, "[[0,2],[1,2],[2,2],[3,2],[4,2]]");
  const auto in_row = best_packing(k, row, std::vector<int>{mono, domino, tee, line5});
  EXPECT_EQ(in_row.tiles, 5);
  // {mono, domino} (bits 0b0011, 3 tiles) loses to {line5} (5 tiles).
  ASSERT_EQ(in_row.placements.size(), 1u);
  EXPECT_EQ(in_row.placements[0].card, line5);
  // A panel where none of them fits scores 0 (note 44).
  const auto none =
      best_packing(k, panel_of(k, "[[7,4]]"), std::vector<int>{domino, tee, square, line5});
  EXPECT_EQ(none.tiles, 0);
  EXPECT_TRUE(none.placements.empty());
}

TEST(GridSolver, PolyaboloHalfCellsHoldOneTriangleFullCellsTwo) {
  const auto k = GridKind::kPolyabolo;
  const int triangle = card_of(k, {{0, 0, 0}, {0, 0, 3}});
  const int square = card_of(k, {{0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 0, 3}});
  // Two unit triangles sharing a leg: the big triangle and the parallelogram.
  const int big = card_of(k, {{0, 0, 0}, {0, 0, 3}, {-1, 0, 0}, {-1, 0, 1}});
  const int slant = card_of(k, {{0, 0, 0}, {0, 0, 3}, {-1, 0, 1}, {-1, 0, 2}});
  ASSERT_EQ(triangle, 1);
  ASSERT_NE(big, slant);
  const std::vector<int> hand{triangle, square, big, slant};
  // A half cell takes only a triangle of its own orientation: capacity 1.
  for (int corner = 0; corner < 4; ++corner) {
    const std::string text = "[[1,1," + std::to_string(corner) + "]]";
    const auto packing = best_packing(k, panel_of(k, text.c_str()), hand);
    EXPECT_EQ(packing.tiles, 1) << corner;
    EXPECT_EQ(GridCards(k, panel_of(k, text.c_str())).capacity(), 1);
  }
  // A full cell: the square piece (2), never the triangle as well.
  const auto full = panel_of(k, "[[1,1,4]]");
  EXPECT_EQ(GridCards(k, full).capacity(), 2);
  EXPECT_EQ(best_packing(k, full, hand).tiles, 2);
  EXPECT_EQ(best_packing(k, full, std::vector<int>{triangle, big, slant}).tiles, 1);
  // Two full cells side by side (4 tiles): no two of the 2-tile pieces tile
  // them, so the best is 3 (a 2-tile piece and the unit triangle).
  const auto pair = panel_of(k, "[[0,0,4],[1,0,4]]");
  EXPECT_EQ(best_packing(k, pair, hand).tiles, 3);
  EXPECT_EQ(brute_force(k, pair, hand), 3);
  // Two complementary halves of one square are a full cell for two pieces:
  // the big triangle's two halves and the unit triangle fill 3 of 4 tiles
  // of a 2 x 1 panel whose right cell is the NE half only.
  const auto mixed = panel_of(k, "[[0,0,4],[1,0,3]]");
  EXPECT_EQ(best_packing(k, mixed, hand).tiles, brute_force(k, mixed, hand));
}

TEST(GridSolver, TheArrangementIsTheSameEveryTime) {
  const GridCards type(GridKind::kTriangular);
  const FourCards four{22, 5, 13, 9};
  EXPECT_EQ(type.best(four), type.best(four));
  const GridCards other(GridKind::kTriangular, type.panel());
  EXPECT_EQ(other.best(four), type.best(four));
}

}  // namespace
}  // namespace gavel::holdem
