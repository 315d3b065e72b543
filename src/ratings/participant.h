// Who a rated result is about: humans with their stored rating, and bots,
// which always count as 1500 and never keep a rating of their own.
#pragma once

#include <span>

#include "engine/error.h"
#include "ratings/rating.h"

namespace gavel::ratings {

enum class Kind { kHuman, kBot };

struct Participant {
  Kind kind = Kind::kHuman;
  Tenths rating = kStartRating;  // a bot's is always kBotRating

  static Participant human(Tenths rating = kStartRating) { return {Kind::kHuman, rating}; }
  static Participant bot() { return {Kind::kBot, kBotRating}; }
  bool is_bot() const { return kind == Kind::kBot; }
  bool operator==(const Participant&) const = default;
};

// What every rule needs of its participants: at least two of them, at least
// one human (the bots' share goes to the humans), every human's rating within
// [kFloor, kMaxRating], and every bot at kBotRating (a bot with another
// rating is a caller's mistake, not something to silently correct).
engine::Result<void> check_participants(std::span<const Participant> participants);

int human_count(std::span<const Participant> participants);

}  // namespace gavel::ratings
