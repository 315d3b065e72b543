// The data is text ("x,y,k" units), parsed once: readable in a diff, and
// the test compares it to the enumeration rather than trusting the typing.
#include "games/holdem/grid_catalog.h"

#include <span>
#include <sstream>
#include <string>

namespace gavel::holdem {

namespace {

#include "games/holdem/grid_catalog_data.inc"

std::vector<GridPiece> parse(GridKind kind, std::span<const char* const> rows) {
  std::vector<GridPiece> pieces;
  for (const char* row : rows) {
    GridPiece piece;
    piece.card = static_cast<int>(pieces.size()) + 1;
    std::istringstream in(row);
    std::string unit;
    while (in >> unit) {
      Unit u;
      char comma = 0;
      std::istringstream fields(unit);
      fields >> u.x >> comma >> u.y >> comma >> u.k;
      piece.shape.push_back(u);
    }
    piece.tiles = tile_count(kind, piece.shape);
    piece.orientations = orientations(kind, piece.shape);
    pieces.push_back(std::move(piece));
  }
  return pieces;
}

}  // namespace

int catalog_max_order(GridKind kind) {
  switch (kind) {
    case GridKind::kSquare:
      return 5;
    case GridKind::kTriangular:
      return 6;
    case GridKind::kPolyabolo:
      return 4;
  }
  return 0;
}

const std::vector<GridPiece>& grid_catalog(GridKind kind) {
  static const std::vector<GridPiece> square = parse(GridKind::kSquare, kSquarePieces);
  static const std::vector<GridPiece> triangular = parse(GridKind::kTriangular, kTriangularPieces);
  static const std::vector<GridPiece> polyabolo = parse(GridKind::kPolyabolo, kPolyaboloPieces);
  switch (kind) {
    case GridKind::kSquare:
      return square;
    case GridKind::kTriangular:
      return triangular;
    case GridKind::kPolyabolo:
      return polyabolo;
  }
  return square;
}

const GridPiece* grid_piece(GridKind kind, int card) {
  const auto& pieces = grid_catalog(kind);
  if (card < 1 || card > static_cast<int>(pieces.size())) return nullptr;
  return &pieces[static_cast<std::size_t>(card - 1)];
}

}  // namespace gavel::holdem
