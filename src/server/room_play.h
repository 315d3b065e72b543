// The match a room plays: the engine session (every input journaled), the
// house bots by seat, the stand-in that plays missed deadlines and resigned
// seats, and the cursor of the game's log lines. Pure, like the rules.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/session.h"
#include "games/game_entry.h"
#include "server/refusal.h"
#include "server/room_types.h"

namespace gavel::server {

class RoomPlay {
 public:
  // Starts the match with these members in their seats. The settings were
  // checked when the room was made and the seat count is the game's, so the
  // game's refusal here is a bug and is returned, never thrown.
  static Allowed<RoomPlay> start(const engine::Registry& registry, const games::GameEntry& game,
                                 const RoomOptions& options, const std::vector<Member>& members,
                                 engine::Seed seed, Millis now);

  const engine::Match& match() const { return session_.match(); }
  const engine::MatchRecord& record() const { return session_.record(); }
  engine::SeatBot& bot(Seat seat) { return *bots_[seat]; }

  Allowed<void> act(Seat seat, const boost::json::value& action, Millis now, engine::Origin origin);
  // Applies every deadline due by `now`, the house standing in. Inputs recorded.
  int advance(Millis now);
  // The house plays, at once, the decisions of seats whose players resigned
  // when the game has no resign action of its own. Inputs recorded.
  int play_for(const std::vector<Seat>& resigned, Millis now);
  // On the server's clock (the match's own, plus the time it stood paused).
  std::optional<Millis> next_deadline() const;
  // The match's clock: the server's, less the time the server was down while
  // the match was in play (Room::resume), so that no turn ran out meanwhile.
  // Times in the match, its record and its views are on this clock.
  Millis match_time(Millis now) const { return now - paused_ms_; }
  void pause_for(Millis ms) { paused_ms_ += ms; }
  // Bot seats that have something to do now.
  std::vector<Seat> bots_to_move() const;
  // The game's log lines since the last call.
  std::vector<std::string> narrate(const std::vector<std::string>& names);

 private:
  RoomPlay(const games::GameEntry& game, engine::Session session)
      : game_(&game), session_(std::move(session)) {}

  const games::GameEntry* game_;
  engine::Session session_;
  std::vector<std::unique_ptr<engine::SeatBot>> bots_;  // by seat; null for people
  std::unique_ptr<engine::SeatBot> stand_in_;
  std::size_t narrated_ = 0;
  Millis paused_ms_ = 0;
};

}  // namespace gavel::server
