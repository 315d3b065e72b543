// The 15 subsets are few enough to try them all: the solver is exact.
#include "games/holdem/value_sum.h"

#include "games/holdem/settings.h"

#include <algorithm>
#include <functional>
#include <string>

#include "games/holdem/voronoi.h"

namespace gavel::holdem {

std::vector<Card> ValueSum::deck() const {
  std::vector<Card> cards;
  for (Card c = 1; c <= kValueSumCards; ++c) cards.push_back(c);
  return cards;
}

engine::Result<int> ValueSum::score(const Selection& selection, const FourCards& four) const {
  if (!selection.placements.empty()) {
    return engine::invalid("Value-sum cards are chosen, not placed: send \"cards\"");
  }
  if (selection.cards.empty() || selection.cards.size() > 4) {
    return engine::invalid("a selection holds 1 to 4 of your cards and the board's");
  }
  std::array<bool, 4> used{};
  int sum = 0;
  for (const Card card : selection.cards) {
    const auto at = std::find(four.begin(), four.end(), card);
    if (at == four.end()) {
      return engine::invalid("card " + std::to_string(card) + " is not one of your four cards");
    }
    const auto index = static_cast<std::size_t>(at - four.begin());
    if (used[index]) return engine::invalid("card " + std::to_string(card) + " is chosen twice");
    used[index] = true;
    sum += card;
  }
  if (sum > max_sum_) {
    return engine::invalid("the selection sums to " + std::to_string(sum) +
                           ", above the Maximum sum " + std::to_string(max_sum_));
  }
  return sum;
}

std::array<int, 4> ValueSum::tiebreak(const FourCards& four) const {
  std::array<int, 4> sorted = four;
  std::sort(sorted.begin(), sorted.end(), std::greater<>());
  return sorted;
}

Selection ValueSum::best(const FourCards& four) const {
  // The shown combination among equal sums (note 34): fewest cards, then
  // the highest cards, so the same four always show the same example.
  Selection best_choice;
  int best_sum = -1;
  for (const auto& candidate : selections(four)) {
    int sum = 0;
    for (const Card card : candidate.cards) sum += card;
    const bool better = sum > best_sum ||
                        (sum == best_sum && (candidate.cards.size() < best_choice.cards.size() ||
                                             (candidate.cards.size() == best_choice.cards.size() &&
                                              candidate.cards > best_choice.cards)));
    if (better) {
      best_sum = sum;
      best_choice = candidate;
    }
  }
  return best_choice;
}

HandValue ValueSum::best_value(const FourCards& four) const {
  // The same 15 subsets as best(), summed without building them.
  int best_sum = 0;
  for (int mask = 1; mask < 16; ++mask) {
    int sum = 0;
    for (std::size_t i = 0; i < 4; ++i) sum += (mask >> i) & 1 ? four[i] : 0;
    if (sum <= max_sum_ && sum > best_sum) best_sum = sum;
  }
  return HandValue{best_sum, tiebreak(four)};
}

bool ValueSum::finalizes(const Selection& selection, int score) const {
  return score == max_sum_ || selection.cards.size() == 4;
}

std::vector<Selection> ValueSum::selections(const FourCards& four) const {
  std::vector<Selection> out;
  for (int mask = 1; mask < 16; ++mask) {
    Selection selection;
    int sum = 0;
    for (int i = 0; i < 4; ++i) {
      if (mask & (1 << i)) {
        selection.cards.push_back(four[static_cast<std::size_t>(i)]);
        sum += four[static_cast<std::size_t>(i)];
      }
    }
    // Highest first: one spelling per subset, whatever the deal order.
    std::sort(selection.cards.begin(), selection.cards.end(), std::greater<>());
    if (sum <= max_sum_) out.push_back(std::move(selection));
  }
  return out;
}

const CardType& card_type(const Settings& settings) {
  if (grid_kind(settings.card_type)) return settings.grid;
  static const ValueSum at25(25), at30(30), at40(40);
  static const PointVoronoi voronoi;
  if (settings.card_type == CardKind::kPointVoronoi) return voronoi;
  if (settings.max_sum == 25) return at25;
  if (settings.max_sum == 40) return at40;
  return at30;
}

}  // namespace gavel::holdem
