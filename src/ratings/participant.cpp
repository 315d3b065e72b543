// Validation of the participant list shared by all three rules, so each rule
// checks only its own outcome.
#include "ratings/participant.h"

#include <algorithm>
#include <string>

namespace gavel::ratings {

engine::Result<void> check_participants(std::span<const Participant> participants) {
  if (participants.size() < 2) {
    return engine::invalid("a rated result needs at least two participants, got " +
                           std::to_string(participants.size()));
  }
  if (human_count(participants) == 0) {
    return engine::invalid("a rated result needs at least one human: only bots took part");
  }
  for (std::size_t i = 0; i < participants.size(); ++i) {
    const Participant& p = participants[i];
    if (p.is_bot() && p.rating != kBotRating) {
      return engine::invalid("participant " + std::to_string(i) + " is a bot rated " +
                             format_rating(p.rating) + ", but bots are always " +
                             format_rating(kBotRating));
    }
    if (!p.is_bot() && (p.rating < kFloor || p.rating > kMaxRating)) {
      return engine::invalid("participant " + std::to_string(i) + " has rating " +
                             format_rating(p.rating) + ", outside " + format_rating(kFloor) +
                             " to " + format_rating(kMaxRating));
    }
  }
  return {};
}

int human_count(std::span<const Participant> participants) {
  return static_cast<int>(std::ranges::count(participants, Kind::kHuman, &Participant::kind));
}

}  // namespace gavel::ratings
