// Growth works on tiles, not units: a Polyabolo tile is a half square
// (two quarters) joined leg to leg across a square's edge, or the
// complementary half in the same square (hypotenuse to hypotenuse). Working
// on quarters makes a full square one shape whichever diagonal built it.
#include "games/holdem/grid_enumerate.h"

#include <algorithm>
#include <set>

namespace gavel::holdem {

namespace {

// The shapes one tile larger than `shape`, not yet canonical.
std::vector<GridShape> grown(GridKind kind, const GridShape& shape) {
  std::vector<GridShape> out;
  const auto has = [&](const Unit& u) {
    return std::find(shape.begin(), shape.end(), u) != shape.end();
  };
  const auto add = [&](std::initializer_list<Unit> units) {
    GridShape next = shape;
    for (const auto& u : units) {
      if (has(u)) return;
      next.push_back(u);
    }
    out.push_back(std::move(next));
  };
  for (const auto& u : shape) {
    switch (kind) {
      case GridKind::kSquare:
        add({{u.x + 1, u.y, 0}});
        add({{u.x - 1, u.y, 0}});
        add({{u.x, u.y + 1, 0}});
        add({{u.x, u.y - 1, 0}});
        break;
      case GridKind::kTriangular:
        if (u.k == 0) {
          add({{u.x, u.y, 1}});
          add({{u.x - 1, u.y, 1}});
          add({{u.x, u.y - 1, 1}});
        } else {
          add({{u.x, u.y, 0}});
          add({{u.x + 1, u.y, 0}});
          add({{u.x, u.y + 1, 0}});
        }
        break;
      case GridKind::kPolyabolo: {
        // The complement in a half-filled square.
        add({{u.x, u.y, (u.k + 1) % 4}, {u.x, u.y, (u.k + 2) % 4}});
        add({{u.x, u.y, (u.k + 2) % 4}, {u.x, u.y, (u.k + 3) % 4}});
        // A half in the empty square across this quarter's edge, covering
        // the quarter that faces it: the two halves holding quarter m are
        // {m, m+3} and {m+1, m}.
        static constexpr int kDx[4] = {0, 1, 0, -1};
        static constexpr int kDy[4] = {-1, 0, 1, 0};
        const int nx = u.x + kDx[u.k], ny = u.y + kDy[u.k], m = (u.k + 2) % 4;
        bool empty = true;
        for (int q = 0; q < 4; ++q) empty = empty && !has({nx, ny, q});
        if (empty) {
          add({{nx, ny, m}, {nx, ny, (m + 3) % 4}});
          add({{nx, ny, m}, {nx, ny, (m + 1) % 4}});
        }
        break;
      }
    }
  }
  return out;
}

// A half square's complement is only added as a pair, so a square never
// holds two quarters that are not adjacent; the growth above keeps that.
GridShape first_tile(GridKind kind) {
  if (kind == GridKind::kPolyabolo) return {{0, 0, 0}, {0, 0, 3}};
  return {{0, 0, 0}};
}

bool catalog_less(GridKind kind, const GridShape& a, const GridShape& b) {
  const int ta = tile_count(kind, a), tb = tile_count(kind, b);
  if (ta != tb) return ta < tb;
  return a < b;
}

}  // namespace

std::vector<GridShape> enumerate_free_pieces(GridKind kind, int max_order) {
  std::vector<GridShape> all;
  std::set<GridShape> level{canonical(kind, first_tile(kind))};
  for (int order = 1; order <= max_order; ++order) {
    all.insert(all.end(), level.begin(), level.end());
    if (order == max_order) break;
    std::set<GridShape> next;
    for (const auto& shape : level) {
      for (auto& bigger : grown(kind, shape)) next.insert(canonical(kind, bigger));
    }
    level = std::move(next);
  }
  std::sort(all.begin(), all.end(),
            [kind](const GridShape& a, const GridShape& b) { return catalog_less(kind, a, b); });
  return all;
}

}  // namespace gavel::holdem
