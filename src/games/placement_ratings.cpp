// Places come from the outcome, one per seat; the what-if panel passes its
// proposed places straight to the same rule.
#include "games/placement_ratings.h"

#include <vector>

#include "ratings/game_ratings.h"

namespace gavel::games {

void rate_by_place(Hosting& host) {
  host.rate = [](std::span<const ratings::Participant> participants, const engine::Match& match) {
    std::vector<int> places(participants.size(), 1);
    for (const auto& standing : match.outcome().standings) {
      const auto seat = static_cast<std::size_t>(standing.seat);
      if (seat < places.size()) places[seat] = standing.place;
    }
    return ratings::placement_ratings(participants, places, ratings::Rated::kYes);
  };
  host.rate_places = [](std::span<const ratings::Participant> participants,
                        std::span<const int> places) {
    return ratings::placement_ratings(participants, places, ratings::Rated::kYes);
  };
}

}  // namespace gavel::games
