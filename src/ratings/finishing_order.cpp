// The pairwise finishing-order rule. Every pair's results add up to 1 and so
// do its expectations, which is why all participants' changes sum to zero.
#include "ratings/finishing_order.h"

#include <string>

namespace gavel::ratings {

engine::Result<void> check_places(std::span<const int> places) {
  for (std::size_t i = 0; i < places.size(); ++i) {
    // In competition ranking a place is 1 + the number of participants
    // strictly ahead; this single test rejects 0, gaps and wrong tie steps.
    int ahead = 0;
    for (const int other : places) ahead += other < places[i] ? 1 : 0;
    if (places[i] != ahead + 1) {
      return engine::invalid("place " + std::to_string(places[i]) + " of participant " +
                             std::to_string(i) + " does not follow competition ranking (" +
                             std::to_string(ahead) + " ahead, so it should be " +
                             std::to_string(ahead + 1) + ")");
    }
  }
  return {};
}

engine::Result<RawChanges> finishing_order_changes(std::span<const Participant> participants,
                                                   std::span<const int> places) {
  if (auto ok = check_participants(participants); !ok) return std::unexpected(ok.error());
  const std::size_t n = participants.size();
  if (places.size() != n) {
    return engine::invalid("expected " + std::to_string(n) + " places, one per participant, got " +
                           std::to_string(places.size()));
  }
  if (auto ok = check_places(places); !ok) return std::unexpected(ok.error());

  // Averages run over all n − 1 opponents: bots, eliminated and resigned
  // players included (holdem-notes point 80).
  const auto opponents = static_cast<double>(n - 1);
  RawChanges out;
  for (std::size_t i = 0; i < n; ++i) {
    double result = 0.0;
    double expectation = 0.0;
    for (std::size_t j = 0; j < n; ++j) {
      if (j == i) continue;
      result += places[i] < places[j] ? 1.0 : places[i] == places[j] ? 0.5 : 0.0;
      expectation += 1.0 / (1.0 + elo_power(participants[j].rating, participants[i].rating));
    }
    out.score.push_back(result / opponents);
    out.expected.push_back(expectation / opponents);
    out.change.push_back(kK * (out.score[i] - out.expected[i]));
  }
  return out;
}

}  // namespace gavel::ratings
