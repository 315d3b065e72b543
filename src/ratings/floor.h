// Keeping every human at or above the rating floor (1.0): either by
// reconciliation, which keeps the humans' total, or by a plain minimum.
#pragma once

#include <span>
#include <vector>

#include "ratings/rating.h"

namespace gavel::ratings {

enum class FloorRule {
  // Raise-and-share: raise everyone below the floor to it, then take that
  // shortfall in equal amounts from everyone above the floor, never taking
  // anyone below it; repeat with whoever is still above until it is covered.
  // The total is unchanged whenever it is at least floor × count.
  kReconcile,
  // new = max(floor, target): Hold'em's human-only games, where the total
  // may rise (holdem.md; holdem-notes point 82).
  kClamp,
};

// targets are the humans' ratings after their changes, in tenths, possibly
// below the floor. With kReconcile, a shortfall that cannot be split into
// equal tenths takes the odd tenths from the highest-rated donors first (ties
// by earlier index). If the total is below floor × count (only possible when
// a rule's changes do not sum to zero), everyone ends at the floor.
std::vector<Tenths> apply_floor(std::span<const Tenths> targets, FloorRule rule);

}  // namespace gavel::ratings
