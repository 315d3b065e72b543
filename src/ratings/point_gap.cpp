// The point-gap rule. Scores and expectations each add up to 1 over all
// entities, so the raw changes sum to zero, bots included.
#include "ratings/point_gap.h"

#include <algorithm>
#include <string>

namespace gavel::ratings {

engine::Result<RawChanges> point_gap_changes(std::span<const Participant> participants,
                                             std::span<const std::int64_t> points) {
  if (auto ok = check_participants(participants); !ok) return std::unexpected(ok.error());
  const std::size_t n = participants.size();
  if (points.size() != n) {
    return engine::invalid("expected " + std::to_string(n) +
                           " point totals, one per participant, got " +
                           std::to_string(points.size()));
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (points[i] < -kMaxPoints || points[i] > kMaxPoints) {
      return engine::invalid("participant " + std::to_string(i) + "'s point total " +
                             std::to_string(points[i]) + " is outside ±" +
                             std::to_string(kMaxPoints));
    }
  }

  const std::int64_t best = *std::ranges::max_element(points);
  std::int64_t gaps = 0;
  for (const std::int64_t p : points) gaps += best - p;
  RawChanges out;
  for (std::size_t i = 0; i < n; ++i) {
    // All equal: nobody lost anything, so the loss is shared evenly (a draw).
    out.score.push_back(gaps == 0
                            ? 1.0 / static_cast<double>(n)
                            : static_cast<double>(best - points[i]) / static_cast<double>(gaps));
    double sum = 0.0;
    for (const Participant& other : participants) {
      sum += elo_power(participants[i].rating, other.rating);
    }
    out.expected.push_back(1.0 / sum);
    out.change.push_back(-kK * (out.score[i] - out.expected[i]));
  }
  return out;
}

}  // namespace gavel::ratings
