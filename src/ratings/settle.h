// The finish step all three rules share: the bots' changes go to the humans,
// changes are rounded to tenths, then the floor is applied.
#pragma once

#include <span>
#include <vector>

#include "engine/error.h"
#include "ratings/floor.h"
#include "ratings/participant.h"

namespace gavel::ratings {

// One participant's line of a result, in participant order.
struct Entry {
  Kind kind = Kind::kHuman;
  Tenths old_rating = kStartRating;
  double raw_change = 0.0;           // the rule's hypothetical change, in points (bots too)
  double exact_change = 0.0;         // humans: raw + an equal share of the bots' total; bots: 0
  Tenths change = 0;                 // what is shown and stored; bots always 0
  Tenths new_rating = kStartRating;  // bots stay at kBotRating

  bool operator==(const Entry&) const = default;
};

struct Settlement {
  bool rated = true;  // false: guest or administrator-ended game, nothing changes
  std::vector<Entry> entries;

  bool operator==(const Settlement&) const = default;
};

// Far beyond any rule's change (each is within ±K); guards the rounding.
inline constexpr double kMaxRawChange = 1'000'000.0;

// 1. The bots' combined raw change is divided equally among the humans and
//    added to theirs (the humans' total then equals everyone's total).
// 2. The humans' changes are rounded to tenths by largest remainder, so the
//    rounded changes add up to the rounded total (0 for a zero-sum rule).
// 3. The floor, by `rule`, on old rating + rounded change.
// raw_changes are in points, one per participant; each must be finite and
// within ±kMaxRawChange.
engine::Result<Settlement> settle(std::span<const Participant> participants,
                                  std::span<const double> raw_changes, FloorRule rule);

// The unrated result: every change 0, every rating as it was.
Settlement unrated(std::span<const Participant> participants);

}  // namespace gavel::ratings
