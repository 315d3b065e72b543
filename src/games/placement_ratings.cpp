// Places come from the outcome, one per seat; the what-if panel passes its
// proposed places straight to the same rule.
#include "games/placement_ratings.h"

#include <vector>

#include "ratings/game_ratings.h"

namespace gavel::games {

namespace {

std::vector<int> places_of(std::size_t seats, const engine::Match& match) {
  std::vector<int> places(seats, 1);
  for (const auto& standing : match.outcome().standings) {
    const auto seat = static_cast<std::size_t>(standing.seat);
    if (seat < places.size()) places[seat] = standing.place;
  }
  return places;
}

}  // namespace

void rate_by_place(Hosting& host) {
  host.rate = [](std::span<const ratings::Participant> participants, const engine::Match& match) {
    return ratings::placement_ratings(participants, places_of(participants.size(), match),
                                      ratings::Rated::kYes);
  };
  host.rate_places = [](std::span<const ratings::Participant> participants,
                        std::span<const int> places) {
    return ratings::placement_ratings(participants, places, ratings::Rated::kYes);
  };
}

void rate_by_finishing_order(Hosting& host) {
  host.rate = [](std::span<const ratings::Participant> participants, const engine::Match& match) {
    return ratings::finishing_order_ratings(participants, places_of(participants.size(), match),
                                            ratings::Rated::kYes);
  };
  host.rate_places = [](std::span<const ratings::Participant> participants,
                        std::span<const int> places) {
    return ratings::finishing_order_what_if(participants, places);
  };
}

}  // namespace gavel::games
