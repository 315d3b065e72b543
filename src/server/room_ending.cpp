// How a room's match ends besides its own rules: the final-results break
// after a waiting room's match (the podium at once, the final results when
// every human has agreed or the break's time is up) and abandonment of a
// match nobody human plays any more. Both are inputs, journaled like moves.
#include <algorithm>

#include "server/room.h"
#include "server/room_recording.h"

namespace gavel::server {

std::vector<Seat> Room::results_eligible() const {
  std::vector<Seat> eligible;
  for (Seat seat = 0; seat < seating_.size(); ++seat) {
    const auto& member = seating_.member(seat);
    if (!member.is_bot() && !member.resigned) eligible.push_back(seat);
  }
  return eligible;
}

Millis Room::final_break_until() const {
  return finished_at_ + options_.final_results_seconds * Millis{1000};
}

bool Room::everyone_agreed_results() const {
  const auto eligible = results_eligible();
  return std::all_of(eligible.begin(), eligible.end(),
                     [&](Seat seat) { return results_agreed_.contains(seat); });
}

bool Room::has_final_break_moves() const {
  return game_.host.moves_after_end && options_.flow == RoomFlow::kWaiting &&
         status_ == RoomStatus::kFinished && play_ && play_->match().finished() &&
         !ended_by_admin_ && !abandoned_;
}

bool Room::takes_moves_after_end() const {
  return has_final_break_moves() && !everyone_agreed_results();
}

// A move after the end (Hosting::moves_after_end) shows something of the
// last hand while everyone looks at it: only in the final-results break.
Allowed<void> Room::move_after_end_allowed(Millis now) const {
  if (!has_final_break_moves()) return conflict("the match is over");
  if (now >= final_break_until() || everyone_agreed_results()) {
    return conflict("the match is over, and so is its final-results break");
  }
  return {};
}

Allowed<void> Room::agree_results(const Actor& actor, Millis now) {
  Recording record(*this, {{"op", "agree_results"}, {"actor", actor_json(actor)}, {"now", now}});
  if (!actor.anyone()) return unauthenticated("agreeing needs your seat");
  const auto seat = seat_of(actor);
  if (!seat) return forbidden("you do not sit in this room");
  if (options_.flow != RoomFlow::kWaiting || status_ != RoomStatus::kFinished) {
    return conflict("there is no final-results break: the match is not over");
  }
  if (seating_.member(*seat).resigned) return conflict("you have resigned from this game");
  if (now >= final_break_until()) {
    return conflict("the final-results break is over");
  }
  if (!results_agreed_.insert(*seat).second) return conflict("you have agreed already");
  changed(now);
  return {};
}

bool Room::abandon_if_idle(Millis now, Millis idle_for) {
  Recording record(*this, {{"op", "abandon"}, {"idle_for", idle_for}, {"now", now}});
  if (!game_.host.abandons_idle || status_ != RoomStatus::kPlaying || !play_) return false;
  if (now - human_acted_at_ < idle_for) return false;
  // Only a human the match waits for makes it abandoned: bots left alone
  // (every human resigned or out) play on to the end.
  const auto awaited = results_eligible();
  const bool waits_for_a_human = std::any_of(awaited.begin(), awaited.end(), [&](Seat seat) {
    return !play_->match().legal_actions(seat).empty();
  });
  if (!waits_for_a_human) return false;
  abandoned_ = true;
  status_ = RoomStatus::kFinished;
  seating_.close_requests();
  write_log(now, "Nobody has played for a long time: the game is abandoned and unrated");
  changed(now);
  return true;
}

}  // namespace gavel::server
