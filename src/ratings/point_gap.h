// Spendii's ELO rule (spendii.md, "Game end and ELO calculation"): each
// entity's share of the total point gap to the leader, a loss-like score.
#pragma once

#include <cstdint>
#include <span>

#include "engine/error.h"
#include "ratings/participant.h"
#include "ratings/raw_changes.h"

namespace gavel::ratings {

// Points may be negative (position bids set starting points); this bound
// keeps every gap and their sum exact in 64-bit integers.
inline constexpr std::int64_t kMaxPoints = 1'000'000'000;

// points[i] is entity i's final point total (NO PLAY and forfeited included).
// score = (pMax − points_i) / Σ_j (pMax − points_j), or 1 / n if all are equal;
// expected = 1 / Σ_j 10^((R_i − R_j) / 400) (a higher rating expects a smaller
// loss share); change = −K × (score − expected).
engine::Result<RawChanges> point_gap_changes(std::span<const Participant> participants,
                                             std::span<const std::int64_t> points);

}  // namespace gavel::ratings
