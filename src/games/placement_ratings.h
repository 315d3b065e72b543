// The rating hooks of a game ranked by finishing place alone (Bidlock, whose
// rulebook names no rule, and test games): the pairwise finishing-order rule.
#pragma once

#include "games/game_entry.h"

namespace gavel::games {

// Sets `host.rate` from the match's outcome and `host.rate_places` (what-if)
// to ratings::placement_ratings, always reconciled (docs/games/bidlock.md).
void rate_by_place(Hosting& host);

// The same places, rated by ratings::finishing_order_ratings: a plain minimum
// of 1 in human-only games, reconciled when bots play (the tournament's rule,
// docs/games/holdem.md).
void rate_by_finishing_order(Hosting& host);

}  // namespace gavel::games
