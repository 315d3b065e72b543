// Each symmetry acts linearly on a point that names the unit exactly: the
// cell itself (square), three times a triangle's centroid in the skewed
// basis (triangular), four times a quarter's centre (polyabolo). Decoding
// the image point gives the image unit, so no table of images is typed in.
#include "games/holdem/grid_geometry.h"

#include <algorithm>
#include <climits>

namespace gavel::holdem {

namespace {

struct Point {
  int a = 0;
  int b = 0;
};

int floor_div(int value, int by) {
  return value >= 0 ? value / by : -((-value + by - 1) / by);
}
int floor_mod(int value, int by) {
  return value - floor_div(value, by) * by;
}

// The square's dihedral group on a point: reflect (a -> -a) first for t >= 4,
// then t % 4 quarter turns (a, b) -> (-b, a).
Point square_symmetry(Point p, int t) {
  if (t >= 4) p.a = -p.a;
  for (int r = 0; r < t % 4; ++r) p = {-p.b, p.a};
  return p;
}

// The hexagonal group in the skewed basis e1, e2 (60 degrees apart):
// reflect (a, b) -> (b, a) first for t >= 6, then t % 6 sixth turns, which
// send e1 to e2 and e2 to e2 - e1.
Point triangle_symmetry(Point p, int t) {
  if (t >= 6) p = {p.b, p.a};
  for (int r = 0; r < t % 6; ++r) p = {-p.b, p.a + p.b};
  return p;
}

// Triangle k of rhombus (x, y): "up" has corners (x, y), (x+1, y), (x, y+1);
// "down" has (x+1, y), (x, y+1), (x+1, y+1). The corner sums differ mod 3.
Point triangle_point(const Unit& u) {
  return {3 * u.x + 1 + u.k, 3 * u.y + 1 + u.k};
}
Unit triangle_unit(Point p) {
  const int k = floor_mod(p.a, 3) - 1;
  return {floor_div(p.a, 3), floor_div(p.b, 3), k};
}

// Quarter k of square (x, y) at 4 x its centre: N, E, S, W offsets (y grows down).
constexpr int kQuarterDx[4] = {0, 1, 0, -1};
constexpr int kQuarterDy[4] = {-1, 0, 1, 0};
Point quarter_point(const Unit& u) {
  return {4 * u.x + 2 + kQuarterDx[u.k], 4 * u.y + 2 + kQuarterDy[u.k]};
}
Unit quarter_unit(Point p) {
  const int ma = floor_mod(p.a, 4);
  const int mb = floor_mod(p.b, 4);
  if (ma == 2) return {floor_div(p.a, 4), floor_div(p.b, 4), mb == 1 ? 0 : 2};
  return {floor_div(p.a, 4), floor_div(p.b, 4), ma == 3 ? 1 : 3};
}

}  // namespace

int symmetry_count(GridKind kind) {
  return kind == GridKind::kTriangular ? 12 : 8;
}

Unit transform(GridKind kind, const Unit& unit, int t) {
  switch (kind) {
    case GridKind::kSquare: {
      const Point p = square_symmetry({unit.x, unit.y}, t);
      return {p.a, p.b, 0};
    }
    case GridKind::kTriangular:
      return triangle_unit(triangle_symmetry(triangle_point(unit), t));
    case GridKind::kPolyabolo:
      return quarter_unit(square_symmetry(quarter_point(unit), t));
  }
  return unit;
}

GridShape normalize(GridKind, GridShape shape) {
  int min_x = INT_MAX, min_y = INT_MAX;
  for (const auto& u : shape) {
    min_x = std::min(min_x, u.x);
    min_y = std::min(min_y, u.y);
  }
  for (auto& u : shape) {
    u.x -= min_x;
    u.y -= min_y;
  }
  std::sort(shape.begin(), shape.end());
  return shape;
}

GridShape canonical(GridKind kind, const GridShape& shape) {
  GridShape best;
  for (int t = 0; t < symmetry_count(kind); ++t) {
    GridShape image;
    for (const auto& u : shape) image.push_back(transform(kind, u, t));
    image = normalize(kind, std::move(image));
    if (t == 0 || image < best) best = std::move(image);
  }
  return best;
}

std::vector<GridShape> orientations(GridKind kind, const GridShape& shape) {
  std::vector<GridShape> out;
  for (int t = 0; t < symmetry_count(kind); ++t) {
    GridShape image;
    for (const auto& u : shape) image.push_back(transform(kind, u, t));
    image = normalize(kind, std::move(image));
    if (std::find(out.begin(), out.end(), image) == out.end()) out.push_back(std::move(image));
  }
  return out;
}

int tile_count(GridKind kind, const GridShape& shape) {
  const int units = static_cast<int>(shape.size());
  return kind == GridKind::kPolyabolo ? units / 2 : units;
}

Frame frame(GridKind kind) {
  switch (kind) {
    case GridKind::kSquare:
      return {8, 5, 1};
    case GridKind::kTriangular:
      return {6, 4, 2};
    case GridKind::kPolyabolo:
      return {4, 4, 4};
  }
  return {};
}

std::optional<int> bit_of(GridKind kind, const Unit& unit) {
  const Frame f = frame(kind);
  if (unit.x < 0 || unit.y < 0 || unit.x >= f.width || unit.y >= f.height || unit.k < 0 ||
      unit.k >= f.per_cell) {
    return std::nullopt;
  }
  return (unit.y * f.width + unit.x) * f.per_cell + unit.k;
}

Unit unit_of_bit(GridKind kind, int bit) {
  const Frame f = frame(kind);
  const int cell = bit / f.per_cell;
  return {cell % f.width, cell / f.width, bit % f.per_cell};
}

std::uint64_t full_frame(GridKind kind) {
  const Frame f = frame(kind);
  const int bits = f.width * f.height * f.per_cell;
  return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

std::uint64_t frame_neighbours(GridKind kind, int bit) {
  const Unit u = unit_of_bit(kind, bit);
  std::vector<Unit> near;
  switch (kind) {
    case GridKind::kSquare:
      near = {{u.x + 1, u.y, 0}, {u.x - 1, u.y, 0}, {u.x, u.y + 1, 0}, {u.x, u.y - 1, 0}};
      break;
    case GridKind::kTriangular:
      if (u.k == 0) {
        near = {{u.x, u.y, 1}, {u.x - 1, u.y, 1}, {u.x, u.y - 1, 1}};
      } else {
        near = {{u.x, u.y, 0}, {u.x + 1, u.y, 0}, {u.x, u.y + 1, 0}};
      }
      break;
    case GridKind::kPolyabolo:
      // The two quarters beside it in its square, and the one across its edge.
      near = {{u.x, u.y, (u.k + 1) % 4},
              {u.x, u.y, (u.k + 3) % 4},
              {u.x + kQuarterDx[u.k], u.y + kQuarterDy[u.k], (u.k + 2) % 4}};
      break;
  }
  std::uint64_t mask = 0;
  for (const auto& n : near) {
    if (const auto b = bit_of(kind, n)) mask |= std::uint64_t{1} << *b;
  }
  return mask;
}

}  // namespace gavel::holdem
