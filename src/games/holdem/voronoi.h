// Point-Voronoi behind the card-type seam: fresh distinct points each hand,
// no Manual selection, and one diagram of the unit square scoring every
// hand still in at showdown (notes 50-56; geometry in voronoi_diagram.h).
#pragma once

#include <cstdint>
#include <string>

#include "games/holdem/card_type.h"
#include "games/holdem/voronoi_diagram.h"

namespace gavel::holdem {

// Note 53: shares within this relative distance of the best tie.
constexpr double kVoronoiTolerance = 1e-9;

class PointVoronoi final : public CardType {
 public:
  // There is no fixed deck and nothing to select (note 56).
  std::vector<Card> deck() const override { return {}; }
  engine::Result<int> score(const Selection& selection, const FourCards& four) const override;
  std::array<int, 4> tiebreak(const FourCards& four) const override;
  Selection best(const FourCards& four) const override;
  bool finalizes(const Selection& selection, int score) const override;
  std::vector<Selection> selections(const FourCards& four) const override;

  std::vector<Card> draw(engine::Rng& rng, std::size_t count) const override;
  std::optional<JointShowdown> score_together(
      const std::vector<std::optional<std::array<Card, 2>>>& hands,
      const std::array<Card, 2>& board) const override;
  double share_tolerance() const override { return kVoronoiTolerance; }
};

// The showdown drawing's polygon corners are whole millionths of the side.
constexpr double kDrawingScale = 1e6;

// A share as the table shows it: a percentage with one decimal (note 54).
std::string share_percent(double share);
// A share in whole billionths, for views (JSON keeps whole numbers exact).
std::int64_t share_ppb(double share);

}  // namespace gavel::holdem
