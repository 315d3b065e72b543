// Value-sum cards: 1-20; a hand scores the largest sum not above the room's
// Maximum sum of any non-empty subset of its four cards (note 31).
#pragma once

#include "games/holdem/card_type.h"

namespace gavel::holdem {

constexpr int kValueSumCards = 20;

class ValueSum final : public CardType {
 public:
  explicit ValueSum(int max_sum) : max_sum_(max_sum) {}
  std::vector<Card> deck() const override;
  engine::Result<int> score(const Selection& selection, const FourCards& four) const override;
  std::array<int, 4> tiebreak(const FourCards& four) const override;
  Selection best(const FourCards& four) const override;
  bool finalizes(const Selection& selection, int score) const override;
  std::vector<Selection> selections(const FourCards& four) const override;
  HandValue best_value(const FourCards& four) const override;

 private:
  int max_sum_;
};

}  // namespace gavel::holdem
