// A depth-first search per subset with three cuts, each exact (it never
// drops a packing): the free units must still hold the pieces left; free
// regions too small for the smallest piece left are dead area; a failed
// (depth, board) is not searched twice. Worst cases are in docs/perf.md.
#include "games/holdem/grid_solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <unordered_set>

#include "games/holdem/grid_catalog.h"

namespace gavel::holdem {

namespace {

using NeighbourTable = std::array<std::uint64_t, 64>;

NeighbourTable make_neighbour_table(GridKind kind) {
  NeighbourTable table{};
  const std::uint64_t all = full_frame(kind);
  for (int b = 0; b < 64; ++b) {
    if ((all >> b) & 1) table[static_cast<std::size_t>(b)] = frame_neighbours(kind, b);
  }
  return table;
}

const NeighbourTable& frame_neighbour_table(GridKind kind) {
  static const NeighbourTable square = make_neighbour_table(GridKind::kSquare);
  static const NeighbourTable triangular = make_neighbour_table(GridKind::kTriangular);
  static const NeighbourTable polyabolo = make_neighbour_table(GridKind::kPolyabolo);
  return kind == GridKind::kSquare       ? square
         : kind == GridKind::kTriangular ? triangular
                                         : polyabolo;
}

// Every placement of every card in the whole frame, computed once; a
// panel's placements are those whose units the panel all holds.
using FramePlacements = std::vector<std::vector<MaskedPlacement>>;  // by card - 1

FramePlacements make_frame_placements(GridKind kind) {
  FramePlacements out;
  const std::uint64_t all = full_frame(kind);
  const Frame f = frame(kind);
  for (const auto& piece : grid_catalog(kind)) {
    std::vector<MaskedPlacement> moves;
    for (int o = 0; o < static_cast<int>(piece.orientations.size()); ++o) {
      for (int dy = 0; dy < f.height; ++dy) {
        for (int dx = 0; dx < f.width; ++dx) {
          const GridPlacement placement{piece.card, o, dx, dy};
          if (const auto mask = placement_mask(kind, all, placement)) {
            moves.push_back({placement, *mask});
          }
        }
      }
    }
    out.push_back(std::move(moves));
  }
  return out;
}

const std::vector<MaskedPlacement>& frame_placements(GridKind kind, int card) {
  static const FramePlacements square = make_frame_placements(GridKind::kSquare);
  static const FramePlacements triangular = make_frame_placements(GridKind::kTriangular);
  static const FramePlacements polyabolo = make_frame_placements(GridKind::kPolyabolo);
  const auto& table = kind == GridKind::kSquare       ? square
                      : kind == GridKind::kTriangular ? triangular
                                                      : polyabolo;
  return table[static_cast<std::size_t>(card - 1)];
}

struct PieceMoves {
  int card = 0;
  int units = 0;
  std::vector<MaskedPlacement> moves;
};

class Search {
 public:
  Search(GridKind kind, std::uint64_t panel, std::vector<const PieceMoves*> pieces)
      : kind_(kind), panel_(panel), pieces_(std::move(pieces)) {
    const auto& near = frame_neighbour_table(kind_);
    for (std::size_t b = 0; b < 64; ++b) neighbours_[b] = (panel_ >> b) & 1 ? near[b] & panel_ : 0;
  }

  bool run() {
    chosen_.clear();
    return place(0, 0);
  }
  const std::vector<GridPlacement>& chosen() const { return chosen_; }

 private:
  // Units of the free area lying in regions big enough for `smallest`.
  int usable(std::uint64_t free, int smallest) const {
    int total = 0;
    while (free) {
      std::uint64_t region = free & (~free + 1);
      std::uint64_t frontier = region;
      while (frontier) {
        std::uint64_t next = 0;
        for (std::uint64_t f = frontier; f; f &= f - 1) {
          next |= neighbours_[static_cast<std::size_t>(std::countr_zero(f))];
        }
        frontier = next & free & ~region;
        region |= frontier;
      }
      free &= ~region;
      const int size = std::popcount(region);
      if (size >= smallest) total += size;
    }
    return total;
  }

  bool place(std::size_t depth, std::uint64_t used) {
    if (depth == pieces_.size()) return true;
    int need = 0, smallest = 64;
    for (std::size_t i = depth; i < pieces_.size(); ++i) {
      need += pieces_[i]->units;
      smallest = std::min(smallest, pieces_[i]->units);
    }
    const std::uint64_t free = panel_ & ~used;
    if (std::popcount(free) < need) return false;
    if (pieces_.size() - depth > 1 && usable(free, smallest) < need) return false;
    if (failed_.contains({used, depth})) return false;
    for (const auto& move : pieces_[depth]->moves) {
      if (move.mask & used) continue;
      chosen_.push_back(move.placement);
      if (place(depth + 1, used | move.mask)) return true;
      chosen_.pop_back();
    }
    failed_.insert({used, depth});
    return false;
  }

  struct Key {
    std::uint64_t used;
    std::size_t depth;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      return std::hash<std::uint64_t>{}(k.used * 0x9E3779B97F4A7C15ull + k.depth);
    }
  };

  GridKind kind_;
  std::uint64_t panel_;
  std::vector<const PieceMoves*> pieces_;
  std::array<std::uint64_t, 64> neighbours_{};
  std::vector<GridPlacement> chosen_;
  std::unordered_set<Key, KeyHash> failed_;
};

}  // namespace

std::optional<std::uint64_t> placement_mask(GridKind kind, std::uint64_t panel,
                                            const GridPlacement& placement) {
  const GridPiece* piece = grid_piece(kind, placement.card);
  if (!piece || placement.orientation < 0 ||
      placement.orientation >= static_cast<int>(piece->orientations.size())) {
    return std::nullopt;
  }
  std::uint64_t mask = 0;
  for (const auto& u : piece->orientations[static_cast<std::size_t>(placement.orientation)]) {
    const auto bit = bit_of(kind, {u.x + placement.dx, u.y + placement.dy, u.k});
    if (!bit || !((panel >> *bit) & 1)) return std::nullopt;
    mask |= std::uint64_t{1} << *bit;
  }
  return mask;
}

std::vector<MaskedPlacement> placements_in(GridKind kind, std::uint64_t panel, int card) {
  std::vector<MaskedPlacement> out;
  if (!grid_piece(kind, card)) return out;
  for (const auto& move : frame_placements(kind, card)) {
    if ((move.mask & ~panel) == 0) out.push_back(move);
  }
  return out;
}

Packing best_packing(GridKind kind, std::uint64_t panel, std::span<const int> cards) {
  std::vector<PieceMoves> pieces;
  for (const int card : cards) {
    const GridPiece* piece = grid_piece(kind, card);
    if (!piece) continue;
    pieces.push_back(
        {card, static_cast<int>(piece->shape.size()), placements_in(kind, panel, card)});
  }
  const int n = static_cast<int>(pieces.size());
  const int units_per_tile = kind == GridKind::kPolyabolo ? 2 : 1;
  struct Subset {
    int bits;
    int units;
  };
  std::vector<Subset> subsets;
  for (int bits = 1; bits < (1 << n); ++bits) {
    int units = 0;
    for (int i = 0; i < n; ++i) {
      if (bits & (1 << i)) units += pieces[static_cast<std::size_t>(i)].units;
    }
    subsets.push_back({bits, units});
  }
  std::stable_sort(subsets.begin(), subsets.end(),
                   [](const Subset& a, const Subset& b) { return a.units > b.units; });
  const int capacity = std::popcount(panel);
  for (const auto& subset : subsets) {
    if (subset.units > capacity) continue;
    std::vector<const PieceMoves*> order;
    for (int i = 0; i < n; ++i) {
      if (subset.bits & (1 << i)) order.push_back(&pieces[static_cast<std::size_t>(i)]);
    }
    std::stable_sort(order.begin(), order.end(), [](const PieceMoves* a, const PieceMoves* b) {
      return a->units != b->units ? a->units > b->units : a->card < b->card;
    });
    Search search(kind, panel, std::move(order));
    if (search.run()) return {subset.units / units_per_tile, search.chosen()};
  }
  return {};
}

}  // namespace gavel::holdem
