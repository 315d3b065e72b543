// Levels come from non-folded totals only: folded chips feed the pots they
// reach but never open a level of their own (and note 95 leaves none above).
#include "games/holdem/pots.h"

#include <algorithm>

namespace gavel::holdem {

std::vector<Chips> return_excess(std::vector<Contribution>& totals) {
  std::vector<Chips> returned(totals.size(), 0);
  Chips highest_live = 0;
  for (const auto& c : totals) {
    if (c.dealt && !c.folded) highest_live = std::max(highest_live, c.total);
  }
  // The largest contributor's excess over the second largest (note 24).
  std::size_t top = 0;
  for (std::size_t i = 1; i < totals.size(); ++i) {
    if (totals[i].total > totals[top].total) top = i;
  }
  Chips second = 0;
  for (std::size_t i = 0; i < totals.size(); ++i) {
    if (i != top) second = std::max(second, totals[i].total);
  }
  if (totals[top].total > second) {
    returned[top] = totals[top].total - second;
    totals[top].total = second;
  }
  for (std::size_t i = 0; i < totals.size(); ++i) {
    if (totals[i].total > highest_live) {
      returned[i] += totals[i].total - highest_live;
      totals[i].total = highest_live;
    }
  }
  return returned;
}

std::vector<Pot> build_pots(const std::vector<Contribution>& totals) {
  std::vector<Chips> levels;
  for (const auto& c : totals) {
    if (c.dealt && !c.folded && c.total > 0) levels.push_back(c.total);
  }
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
  std::vector<Pot> pots;
  Chips below = 0;
  for (const Chips level : levels) {
    Pot pot;
    for (std::size_t i = 0; i < totals.size(); ++i) {
      const Chips c = totals[i].total;
      pot.amount += std::min(c, level) - std::min(c, below);
      if (totals[i].dealt && !totals[i].folded && c >= level) {
        pot.eligible.push_back(static_cast<engine::Seat>(i));
      }
    }
    pots.push_back(std::move(pot));
    below = level;
  }
  return pots;
}

namespace {

void split(Pot& pot) {
  if (pot.winners.empty()) {
    pot.share = 0;
    pot.discarded = pot.amount;
    return;
  }
  const auto count = static_cast<Chips>(pot.winners.size());
  pot.share = pot.amount / count;
  pot.discarded = pot.amount - pot.share * count;
}

}  // namespace

namespace {

// The one award rule: each pot goes to its eligible seats whose value is as
// good as the best eligible value (`as_good(value, best)`), split equally.
// A seat without a value (folded) never wins.
template <class Value, class AsGood>
void award_best(std::vector<Pot>& pots, const std::vector<std::optional<Value>>& values,
                AsGood as_good) {
  for (auto& pot : pots) {
    std::optional<Value> best;
    for (const auto seat : pot.eligible) {
      const auto& value = values[static_cast<std::size_t>(seat)];
      if (value && (!best || *value > *best)) best = value;
    }
    pot.winners.clear();
    for (const auto seat : pot.eligible) {
      const auto& value = values[static_cast<std::size_t>(seat)];
      if (value && best && as_good(*value, *best)) pot.winners.push_back(seat);
    }
    split(pot);
  }
}

}  // namespace

void award_shares(std::vector<Pot>& pots, const std::vector<std::optional<double>>& shares,
                  double tolerance) {
  // Measured from the best, so ties never chain (note 53).
  award_best(pots, shares,
             [tolerance](double share, double best) { return share >= (1 - tolerance) * best; });
}

void award(std::vector<Pot>& pots, const std::vector<std::optional<HandValue>>& values) {
  award_best(pots, values,
             [](const HandValue& value, const HandValue& best) { return value == best; });
}

}  // namespace gavel::holdem
