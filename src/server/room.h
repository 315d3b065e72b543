// One room as the server hosts it (docs/rooms.md), composed of parts with one
// job each: Seating (who sits here and who may), RoomChat, RoomPlay (the
// match, its bots and stand-in) and the log; room_view.h tells each viewer
// what they may see. Room itself is the status machine lobby -> playing ->
// finished (or closed) and the version every change bumps. Pure logic: no
// sockets, timers, threads or databases; refusals are values (refusal.h).
//
// Two flows share it: waiting rooms (POST /api/rooms: the creator hosts,
// people join by the room's policy and mark themselves ready, the host adds
// bots and starts) and agent tables (POST /api/matches: anonymous seats, the
// match starts when the last seat fills).
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "games/catalog.h"
#include "server/refusal.h"
#include "server/room_chat.h"
#include "server/room_play.h"
#include "server/room_types.h"
#include "server/room_view.h"
#include "server/seating.h"

namespace gavel::server {

class Room {
 public:
  // An agent table, or a waiting room without its creator (tests); see create_waiting.
  Room(const games::Catalog& catalog, RoomOptions options, std::string code, engine::Seed seed,
       Millis now);
  // A waiting room with `creator` seated as its ready host.
  static Room create_waiting(const games::Catalog& catalog, RoomOptions options, std::string code,
                             engine::Seed seed, Millis now, const Actor& creator,
                             std::string token);

  const std::string& code() const { return code_; }
  const RoomOptions& options() const { return options_; }
  // The options a "Create same room" starts from: the policy as it is now.
  RoomOptions options_now() const;
  const games::GameEntry& game() const { return game_; }
  // The stake per seat at a paid table (play money); 0 at a free one.
  std::int64_t stake() const { return stake_; }
  RoomStatus status() const { return status_; }
  std::uint64_t version() const { return version_; }
  Millis created_at() const { return created_at_; }
  Millis last_activity() const { return last_activity_; }
  const Seating& seating() const { return seating_; }
  const std::vector<Member>& members() const { return seating_.members(); }
  const std::vector<JoinRequest>& requests() const { return seating_.requests(); }
  const RoomChat& chat_room() const { return chat_; }
  const std::vector<boost::json::object>& log() const { return log_; }
  // The same lines as JSON text, each rendered once when written.
  const std::vector<std::string>& log_texts() const { return log_texts_; }
  bool ended_by_admin() const { return ended_by_admin_; }
  // Ended because no remaining human acted for the server's limit (unrated).
  bool abandoned() const { return abandoned_; }
  // When the match ended (0 while it has not).
  Millis finished_at() const { return finished_at_; }
  // When a seated human or agent last made a move of their own (or the match began).
  Millis human_acted_at() const { return human_acted_at_; }
  // The final-results break (room_ending.cpp): who has agreed so far.
  const std::set<Seat>& results_agreed() const { return results_agreed_; }
  // Who may agree: seated humans who have not resigned.
  std::vector<Seat> results_eligible() const;
  // When a waiting room's final-results break ends: finished_at() + the
  // room's final_results_seconds.
  Millis final_break_until() const;
  // Whether every eligible human has agreed to end the break.
  bool everyone_agreed_results() const;
  // Whether the finished match may still take a move of a seated player
  // (Hosting::moves_after_end), `now` aside: a waiting room whose match the
  // rules ended (not the administrator, not abandonment) and whose break
  // not everyone has agreed to end. Before final_break_until() too, for move().
  bool takes_moves_after_end() const;
  // How many such moves it has taken: the finished match is saved again
  // after each (RoomHost).
  int moves_after_end() const { return moves_after_end_; }
  const std::optional<std::string>& next_room() const { return next_; }
  const std::optional<std::vector<SeatRating>>& ratings() const { return ratings_; }
  std::optional<Seat> seat_of(std::string_view token) const { return seating_.seat_of(token); }
  std::optional<Seat> seat_of(const Actor& actor) const { return seating_.seat_of(actor); }
  std::set<std::string> involved_keys() const { return seating_.involved_keys(); }

  // --- agent tables (and the shared match actions) ---
  // POST join: takes the next seat under a display name already checked
  // against the account rules. `token` is the fresh secret for it. A known
  // `caller` (signed in or a guest) who gives no name sits as themselves:
  // their name, and the seat follows them like a waiting room's.
  Allowed<Joined> join(const boost::json::value& body, std::string token, Millis now,
                       const Identity& caller = {});
  // POST start: host only. Agent tables fill empty seats with house bots;
  // waiting rooms need the game's start condition.
  Allowed<void> start(const Actor& actor, Millis now);
  Allowed<void> start(std::string_view token, Millis now) {
    return start(Actor::with_token(token), now);
  }
  // POST move: the actor's seat acts. A move that is the game's resign
  // action resigns, exactly as POST resign does.
  Allowed<void> move(const Actor& actor, const boost::json::value& action, Millis now);
  Allowed<void> move(std::string_view token, const boost::json::value& action, Millis now) {
    return move(Actor::with_token(token), action, now);
  }
  // A house bot's decision for its seat, made from a copy of the match.
  Allowed<void> bot_move(Seat seat, const boost::json::value& action, Millis now);
  // Applies every deadline due by `now` (the house bot stands in), and plays
  // resigned seats. Returns inputs recorded.
  int advance(Millis now);

  // --- waiting rooms (docs/rooms.md) ---
  Allowed<Joined> join_waiting(const Actor& actor, const boost::json::value& body,
                               std::string token, Millis now);
  Allowed<void> request_to_join(const Actor& actor, Millis now);
  Allowed<void> cancel_request(const Actor& actor, Millis now);
  // The host answers a request. Accepting returns the seated player's key.
  Allowed<std::string> accept(const Actor& actor, const std::string& name, std::string token,
                              Millis now);
  Allowed<void> decline(const Actor& actor, const std::string& name, Millis now);
  Allowed<void> set_ready(const Actor& actor, bool ready, Millis now);
  Allowed<void> add_bot(const Actor& actor, Millis now);
  Allowed<void> remove_bot(const Actor& actor, const std::string& name, Millis now);
  // Leaves the waiting room. The host role passes on; a room with no human closes.
  Allowed<void> exit(const Actor& actor, Millis now);
  Allowed<void> resign(const Actor& actor, Millis now);
  Allowed<void> hand_over(const Actor& actor, const std::string& name, Millis now);
  // `invitee` is a registered player the API has looked up by name.
  Allowed<void> invite(const Actor& actor, const Identity& invitee, Millis now);
  Allowed<void> set_policy(const Actor& actor, const boost::json::value& body, Millis now);
  Allowed<void> chat(const Actor& actor, const boost::json::value& body, Millis now);
  // Checks that the actor may "Create same room" here.
  Allowed<void> may_recreate(const Actor& actor) const;
  void set_next_room(std::string code, Millis now);
  // The administrator ends the room, unrated: a game in play is finished
  // (and kept as a replay); a waiting room that never played is closed.
  Allowed<void> end_by_admin(const Actor& actor, Millis now);
  // POST agree-results: a seated human who has not resigned agrees to end
  // the final-results break of a finished waiting room early (room_ending.cpp).
  Allowed<void> agree_results(const Actor& actor, Millis now);
  // Ends the match in play, unrated, when the game abandons idle matches and
  // no seated human has moved for `idle_for` while one of them is awaited.
  // Returns whether it did.
  bool abandon_if_idle(Millis now, Millis idle_for);
  // Drops the identity's seat (waiting room) and request: it went elsewhere.
  void forget(const std::string& key, Millis now);
  // The stored ratings after a rated game.
  void set_ratings(std::vector<SeatRating> changes, Millis now);

  // --- the journal (room_journal.cpp, docs/decisions.md "Crash-safe rooms") ---
  // Every input accepted since the last call, oldest first, as the journal's
  // lines: a room is a function of them. An input that changed nothing (a
  // refusal) is not among them. Each is the JSON text the journal stores.
  std::vector<std::string> take_inputs();
  // Whether take_inputs() handed out lines before (or the room was
  // restored): the next lines are not the room's first.
  bool journal_opened() const { return journal_opened_; }
  // The room those lines (take_inputs()'s texts) make, each run again
  // through the same methods. Throws std::exception on lines it cannot read.
  static Room restore(const games::Catalog& catalog, const std::vector<std::string>& lines);
  // The server is back after `downtime` ms: a match in play pauses its clock
  // for that long, so every open turn has the time it had left.
  void resume(Millis now, Millis downtime);
  // The match's clock at server time `now` (RoomPlay::match_time).
  Millis clock(Millis now) const { return play_ ? play_->match_time(now) : now; }

  // --- presence ---
  // A request or connection from `seat` now; `connected` +1/-1 for WebSockets.
  void seen(Seat seat, Millis now, int connected = 0);
  // Marks seats offline that have no connection and were not seen recently.
  void refresh_presence(Millis now);

  std::optional<Millis> next_deadline() const;
  std::vector<Seat> bots_to_move() const;
  const engine::Match* match() const { return play_ ? &play_->match() : nullptr; }
  const RoomPlay* play() const { return play_ ? &*play_ : nullptr; }
  engine::SeatBot& bot(Seat seat) { return play_->bot(seat); }
  // Whether the finished match counts for ratings.
  bool rated_result() const;

  // --- what each viewer is told (room_view.h) ---
  boost::json::object state(std::optional<std::string_view> token, Millis now) const;
  std::string state_text(std::optional<std::string_view> token, Millis now) const;
  std::string state_text(const Actor& actor, Millis now) const;
  // The texts rendered so far for the current version, by seat (-1: spectator).
  const StatePrefixes& cached_prefixes() const { return cache_.current(version_); }
  std::shared_ptr<const std::string> state_prefix(Seat seat) const;

 private:
  class Recording;
  void replay(const boost::json::object& input);

  // Checks the actor may act in the waiting room as its host; their seat.
  Allowed<Seat> host_in_waiting_room(const Actor& actor) const;
  Allowed<void> waiting_room_open() const;
  void begin_match(Millis now);
  void deal_seats();
  void changed(Millis now);
  void close(Millis now);
  void write_log(Millis at, std::string text);
  bool is_resign_action(const boost::json::value& action) const;
  Allowed<void> check_turn(boost::json::value& move, Seat seat) const;
  // A waiting room whose match its rules ended, of a game with moves after
  // the end: the clock and the agreements aside (room_ending.cpp).
  bool has_final_break_moves() const;
  // Why a finished room refuses a move now, if it does.
  Allowed<void> move_after_end_allowed(Millis now) const;

  const games::Catalog& catalog_;
  const games::GameEntry& game_;
  std::int64_t stake_ = 0;
  RoomOptions options_;
  std::string code_;
  engine::Seed seed_;
  Millis created_at_;
  Millis last_activity_;
  RoomStatus status_ = RoomStatus::kLobby;
  std::uint64_t version_ = 1;
  Seating seating_;
  RoomChat chat_;
  std::optional<RoomPlay> play_;
  std::optional<std::string> next_;
  std::optional<std::vector<SeatRating>> ratings_;
  bool ended_by_admin_ = false;
  bool abandoned_ = false;
  Millis finished_at_ = 0;
  Millis human_acted_at_ = 0;
  std::set<Seat> results_agreed_;
  int moves_after_end_ = 0;
  std::vector<boost::json::object> log_;
  std::vector<std::string> log_texts_;
  mutable StateCache cache_;
  std::vector<std::string> unsaved_;  // take_inputs() hands these out
  bool journal_opened_ = false;
  int recording_depth_ = 0;  // an input's method calling another records once
};

}  // namespace gavel::server
