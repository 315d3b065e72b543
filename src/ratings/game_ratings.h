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

// The Right Price: capital share, reconciled floor (right-price-notes 14).
engine::Result<Settlement> right_price_ratings(std::span<const Participant> participants,
                                               const CapitalOutcome& outcome, Rated rated);

// Hold'em: finishing order (places as in finishing_order.h). Human-only games
// take a plain minimum of 1; games with bots reconcile (holdem.md).
engine::Result<Settlement> holdem_ratings(std::span<const Participant> participants,
                                          std::span<const int> places, Rated rated);

// Hold'em's "ELO changes" panel: what holdem_ratings would give for this
// proposed finishing order with these current ratings. The same code path as
// the real result; it saves nothing because nothing here saves anything.
engine::Result<Settlement> holdem_what_if(std::span<const Participant> participants,
                                          std::span<const int> proposed_places);

// Bidlock, whose rulebook names no rule: the pairwise finishing-order rule
// by final place, always reconciled (docs/games/bidlock.md).
engine::Result<Settlement> placement_ratings(std::span<const Participant> participants,
                                             std::span<const int> places, Rated rated);

// Spendii: point gap, reconciled floor (spendii.md).
engine::Result<Settlement> spendii_ratings(std::span<const Participant> participants,
                                           std::span<const std::int64_t> points, Rated rated);

}  // namespace gavel::ratings
