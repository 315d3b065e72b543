#include "games/holdem/bot_thresholds.h"

#include <algorithm>

namespace gavel::holdem {

Action threshold_move(double equity, const BettingSpot& spot) {
  const auto sized = [&](Chips target) -> Action {
    const Chips to = std::max(target, spot.min_raise_to);
    if (to >= spot.most) {
      return spot.all_in ? bot_move(Action::Kind::kAllIn)
                         : bot_move(spot.to_call > 0 ? Action::Kind::kCall : Action::Kind::kCheck);
    }
    return bot_move(spot.current_bet == 0 ? Action::Kind::kBet : Action::Kind::kRaise, to);
  };
  const Chips half_pot = spot.pot / 2;
  if (spot.to_call == 0) {
    if (equity >= 0.65 && spot.may_raise) return sized(spot.current_bet + half_pot);
    return bot_move(Action::Kind::kCheck);
  }
  if (equity >= 0.75 && spot.may_raise) return sized(spot.current_bet + half_pot);
  const double odds =
      static_cast<double>(spot.to_call) / static_cast<double>(spot.pot + spot.to_call);
  if (equity >= odds + 0.1) return bot_move(Action::Kind::kCall);
  return bot_move(Action::Kind::kFold);
}

}  // namespace gavel::holdem
