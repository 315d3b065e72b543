// The entry points the games call at completion, one per rulebook: each runs
// its rule, then the shared finish step, or changes nothing when unrated.
#pragma once

#include <cstdint>
#include <span>

#include "engine/error.h"
#include "ratings/capital_share.h"
#include "ratings/participant.h"
#include "ratings/settle.h"

namespace gavel::ratings {

// kNo: guest games, administrator-ended and abandoned games. The input is
// still checked (a bad call is a bug whatever the game), then nothing changes.
enum class Rated { kNo, kYes };

// Capital share, reconciled floor: the rule of the rulebook that rates by
// final capital (docs/ratings.md).
engine::Result<Settlement> capital_share_ratings(std::span<const Participant> participants,
                                                 const CapitalOutcome& outcome, Rated rated);

// Finishing order (places as in finishing_order.h). Human-only games take a
// plain minimum of 1; games with bots reconcile (the tournament's rule).
engine::Result<Settlement> finishing_order_ratings(std::span<const Participant> participants,
                                                   std::span<const int> places, Rated rated);

// A tournament's "ELO changes" panel: what finishing_order_ratings would give for this
// proposed finishing order with these current ratings. The same code path as
// the real result; it saves nothing because nothing here saves anything.
engine::Result<Settlement> finishing_order_what_if(std::span<const Participant> participants,
                                                   std::span<const int> proposed_places);

// The pairwise finishing-order rule by final place, always reconciled: for
// a game whose rulebook names no rule (docs/ratings.md).
engine::Result<Settlement> placement_ratings(std::span<const Participant> participants,
                                             std::span<const int> places, Rated rated);

// Point gap, reconciled floor (docs/ratings.md).
engine::Result<Settlement> point_gap_ratings(std::span<const Participant> participants,
                                             std::span<const std::int64_t> points, Rated rated);

}  // namespace gavel::ratings
