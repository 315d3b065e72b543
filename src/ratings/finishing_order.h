// Hold'em's ELO rule (holdem.md, "Completion, resignation, and ELO"): every
// participant against every other, by finishing place.
#pragma once

#include <span>

#include "engine/error.h"
#include "ratings/participant.h"
#include "ratings/raw_changes.h"

namespace gavel::ratings {

// places[i] is participant i's finishing place, 1 the best, in standard
// competition ranking: equal places share, and the next place skips them
// (1, 2, 2, 4). Anything else is refused, so a caller's off-by-one or a lost
// tie cannot pass silently.
//
// score = average over the n − 1 opponents of 1 (finished higher), 0.5 (same
// place) or 0 (lower); expected = average of 1 / (1 + 10^((R_opp − R_you) / 400));
// change = K × (score − expected).
engine::Result<RawChanges> finishing_order_changes(std::span<const Participant> participants,
                                                   std::span<const int> places);

// Checks that places are standard competition ranking, as above.
engine::Result<void> check_places(std::span<const int> places);

}  // namespace gavel::ratings
