// The three grid lattices of Hold'em's grid card types: how a unit is named,
// how the symmetries act on it, the bounded frame a panel lives in and the
// bit each frame unit takes in a 64-bit board (notes 36-45).
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <vector>

namespace gavel::holdem {

enum class GridKind { kSquare, kTriangular, kPolyabolo };

// One unit of a lattice. Square: cell (x, y), k = 0. Triangular: triangle k
// (0 "up", 1 "down") of rhombus (x, y) of the skewed lattice (docs/games/
// holdem.md draws it). Polyabolo: quarter k (0 N, 1 E, 2 S, 3 W) of unit
// square (x, y), cut by both diagonals; a piece's half square covers two
// adjacent quarters, a full square all four (note 39).
struct Unit {
  int x = 0;
  int y = 0;
  int k = 0;
  // Row-major: the canonical order of units and of catalog shapes.
  auto operator<=>(const Unit& other) const {
    if (auto c = y <=> other.y; c != 0) return c;
    if (auto c = x <=> other.x; c != 0) return c;
    return k <=> other.k;
  }
  bool operator==(const Unit&) const = default;
};

// A shape: sorted, distinct units.
using GridShape = std::vector<Unit>;

// How many symmetries a kind has: 8 (square, polyabolo), 12 (triangular).
int symmetry_count(GridKind kind);
// Symmetry `t` (0 .. symmetry_count-1, reflections last) of one unit.
Unit transform(GridKind kind, const Unit& unit, int t);
// Translated so the least x and y are 0 (translations keep a triangle's k),
// then sorted.
GridShape normalize(GridKind kind, GridShape shape);
// The least of a shape's normalized images: equal for every orientation.
GridShape canonical(GridKind kind, const GridShape& shape);
// The distinct normalized images in symmetry order (first seen first): the
// piece's orientations, numbered from 0.
std::vector<GridShape> orientations(GridKind kind, const GridShape& shape);
// Tiles a shape counts: units, or for Polyabolo unit triangles (quarters / 2).
int tile_count(GridKind kind, const GridShape& shape);

// The frame every panel of a kind lies in (the suggested panel's outline,
// note 45): square 8 x 5 cells, triangular 6 x 4 rhombi (48 triangles in 4
// rows of 12), polyabolo 4 x 4 squares (64 quarters). Sizes are in x, y.
struct Frame {
  int width = 0;
  int height = 0;
  int per_cell = 1;  // units per (x, y): 1, 2 or 4
};
Frame frame(GridKind kind);
// The bit of `unit` in a board, or none outside the frame.
std::optional<int> bit_of(GridKind kind, const Unit& unit);
Unit unit_of_bit(GridKind kind, int bit);
// Every frame unit: the suggested panel.
std::uint64_t full_frame(GridKind kind);
// Units sharing an edge with `unit` inside the frame (for flood fills).
std::uint64_t frame_neighbours(GridKind kind, int bit);

}  // namespace gavel::holdem
