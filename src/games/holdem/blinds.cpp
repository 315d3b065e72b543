// Level by level rather than a power: rounding each level is the rule
// (from 10 by x1.5: 82 at level 5, not the 76 of rounding 10 * 1.5^5 once).
#include "games/holdem/blinds.h"

#include <algorithm>

namespace gavel::holdem {

Chips big_blind_for_hand(const Settings& settings, int hand) {
  // Beyond this every small blind covers every stack: growing further
  // changes no hand, and stopping here keeps the arithmetic far from overflow.
  const Chips cap = 2 * static_cast<Chips>(settings.seats) * settings.starting_chips;
  Chips blind = settings.big_blind;
  const int levels = hand > 0 ? (hand - 1) / kHandsPerLevel : 0;
  for (int level = 0; level < levels && blind < cap; ++level) {
    switch (settings.progression) {
      case Progression::kFixed:
        return blind;
      case Progression::kTimesOneAndHalf:
        blind = 2 * ((3 * blind + 3) / 4);  // 2 * ceil(3 * BB / 4)
        break;
      case Progression::kTimesTwo:
        blind = 2 * blind;
        break;
    }
  }
  return std::min(blind, std::max(cap, settings.big_blind));
}

}  // namespace gavel::holdem
