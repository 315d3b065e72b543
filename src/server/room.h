// One room as the server hosts it (docs/rooms.md): who sits in it and who
// asked to, the waiting room before play, the engine session during play,
// chat, the log, and the API's State object for each viewer. Pure logic: no
// sockets, timers, threads or databases here; the asio host (room_host.h)
// drives it on the room's strand and the API looks up accounts beforehand.
//
// Two flows share it: waiting rooms (POST /api/rooms: the creator hosts,
// people join by the room's policy and mark themselves ready, the host adds
// bots and starts) and agent tables (POST /api/matches: anonymous seats, the
// match starts when the last seat fills).
#pragma once

#include <boost/json.hpp>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/session.h"
#include "games/catalog.h"
#include "server/api_error.h"
#include "server/identity.h"

namespace gavel::server {

using engine::Millis;
using engine::Seat;

enum class RoomStatus { kLobby, kPlaying, kFinished, kClosed };
const char* status_name(RoomStatus status);

enum class RoomFlow { kWaiting, kTable };
enum class JoinPolicy { kOpen, kApproval, kPasscode };
const char* policy_name(JoinPolicy policy);

// The body of POST /api/matches or POST /api/rooms, checked.
struct RoomOptions {
  std::string game;  // the catalog's first game when the body names none
  RoomFlow flow = RoomFlow::kTable;
  int seats = 3;          // agent tables: the seats; waiting rooms: the capacity
  int bots = 0;           // agent tables: house bots seated at once
  std::string bot_level;  // empty: the game's default house bot
  bool is_public = true;
  boost::json::value settings;  // the game's own settings (turnSeconds for Bidlock)
  JoinPolicy policy = JoinPolicy::kOpen;
  std::string passcode;  // four digits with kPasscode
  bool show_elo = true;
  bool rated = false;       // set from the creator, not the body
  bool guest_room = false;  // set from the creator, not the body
};

ApiResult<RoomOptions> parse_room_options(const boost::json::value& body,
                                          const games::Catalog& registry, int default_turn_seconds);
// POST /api/rooms: a waiting room made by `creator` (registered or guest);
// the game's settings start from defaults_for(game) (the administrator's).
ApiResult<RoomOptions> parse_waiting_room_options(
    const boost::json::value& body, const games::Catalog& registry, const Identity& creator,
    const std::function<boost::json::object(const std::string& game)>& defaults_for);
// {"policy", "passcode"} of a body, from `current` when "policy" is missing.
ApiResult<std::pair<JoinPolicy, std::string>> parse_join_policy(const boost::json::object& fields,
                                                                JoinPolicy current);

// Seconds until `deadline` in tenths, never below 0.
double seconds_until(Millis deadline, Millis now);

// Completes a state_prefix() with the per-read fields (the viewer and the
// clock), so that every read of one version costs a copy, not a rendering.
std::string add_clock(const std::string& prefix, Millis now, std::optional<double> seconds_left,
                      const std::string& viewer_json = "null");

struct Member {
  std::string name;
  std::string kind;   // "human", "agent" or "bot"
  std::string token;  // the seat token; empty for bots
  bool host = false;
  bool ready = false;
  std::string key;              // Identity::key() of who holds the seat; "" at agent tables
  std::int64_t account_id = 0;  // registered players only
  bool guest = false;
  std::optional<ratings::Tenths> rating;  // registered players: their rating in this game
  bool resigned = false;
  Millis seen_at = 0;   // last request or connection, for presence
  int connections = 0;  // open WebSockets
  bool online = false;
  bool is_bot() const { return kind == "bot"; }
  static Member house_bot() {
    Member bot;
    bot.kind = "bot";
    bot.ready = true;
    return bot;
  }
};

struct Joined {
  std::string token;
  Seat seat = 0;
};

// Who is asking: the seat token they sent (if any) and who they are.
struct Actor {
  std::string token;
  Identity identity;
  ratings::Tenths rating = ratings::kStartRating;  // the identity's rating in this room's game

  static Actor with_token(std::string_view token) {
    Actor actor;
    actor.token = std::string(token);
    return actor;
  }
};

struct JoinRequest {
  std::string key;
  std::string name;
  std::int64_t account_id = 0;
  ratings::Tenths rating = ratings::kStartRating;
};

struct ChatLine {
  Millis at = 0;
  std::string name;
  std::string text;
};

// One seat's stored rating change after a rated game.
struct SeatRating {
  Seat seat = 0;
  ratings::Tenths old_rating = 0;
  ratings::Tenths new_rating = 0;
};

// What the per-read "viewer" object needs, copied at each version so reads
// outside the strand can build it.
struct ViewerFacts {
  std::unordered_map<std::string, Seat> seat_by_key;
  std::set<std::string> requested;
  std::set<std::string> invited;
  RoomStatus status = RoomStatus::kLobby;
  RoomFlow flow = RoomFlow::kTable;
};
std::string viewer_json(const ViewerFacts& facts, const Identity& identity,
                        std::optional<Seat> seat);

class Room {
 public:
  // An agent table, or a waiting room without its creator (tests); see create_waiting.
  Room(const games::Catalog& registry, RoomOptions options, std::string code, engine::Seed seed,
       Millis now);
  // A waiting room with `creator` seated as its ready host.
  static Room create_waiting(const games::Catalog& registry, RoomOptions options, std::string code,
                             engine::Seed seed, Millis now, const Actor& creator,
                             std::string token);

  const std::string& code() const { return code_; }
  const RoomOptions& options() const { return options_; }
  const games::GameEntry& game() const { return game_; }
  RoomStatus status() const { return status_; }
  std::uint64_t version() const { return version_; }
  Millis created_at() const { return created_at_; }
  Millis last_activity() const { return last_activity_; }
  const std::vector<Member>& members() const { return members_; }
  const std::vector<JoinRequest>& requests() const { return requests_; }
  const std::vector<ChatLine>& chat_lines() const { return chat_; }
  bool ended_by_admin() const { return ended_by_admin_; }
  const std::optional<std::string>& next_room() const { return next_; }
  std::optional<Seat> seat_of(std::string_view token) const;
  // The seat of the actor: by seat token first, then by identity.
  std::optional<Seat> seat_of(const Actor& actor) const;
  // The identities that sit in this room or asked to join it.
  std::set<std::string> involved_keys() const;

  // --- agent tables (and the shared match actions) ---
  // POST join: takes the next seat. `token` is the fresh secret for it.
  ApiResult<Joined> join(const boost::json::value& body, std::string token, Millis now);
  // POST start: host only. Agent tables fill empty seats with house bots;
  // waiting rooms need the game's start condition.
  ApiResult<void> start(const Actor& actor, Millis now);
  ApiResult<void> start(std::string_view token, Millis now) {
    return start(Actor::with_token(token), now);
  }
  // POST move: the actor's seat acts.
  ApiResult<void> move(const Actor& actor, const boost::json::value& action, Millis now);
  ApiResult<void> move(std::string_view token, const boost::json::value& action, Millis now) {
    return move(Actor::with_token(token), action, now);
  }
  // A house bot's decision for its seat, made from a copy of the match.
  ApiResult<void> bot_move(Seat seat, const boost::json::value& action, Millis now);
  // Applies every deadline due by `now` (the house bot stands in), and plays
  // resigned seats. Returns inputs recorded.
  int advance(Millis now);

  // --- waiting rooms (docs/rooms.md) ---
  // A registered player takes a seat under the room's policy.
  ApiResult<Joined> join_waiting(const Actor& actor, const boost::json::value& body,
                                 std::string token, Millis now);
  // Whether an error from join_waiting was a wrong passcode (throttled by the caller).
  static bool is_wrong_passcode(const ApiError& error);
  ApiResult<void> request_to_join(const Actor& actor, Millis now);
  ApiResult<void> cancel_request(const Actor& actor, Millis now);
  // The host answers a request. Accepting returns the seated player's key.
  ApiResult<std::string> accept(const Actor& actor, const std::string& name, std::string token,
                                Millis now);
  ApiResult<void> decline(const Actor& actor, const std::string& name, Millis now);
  ApiResult<void> set_ready(const Actor& actor, bool ready, Millis now);
  ApiResult<void> add_bot(const Actor& actor, Millis now);
  ApiResult<void> remove_bot(const Actor& actor, const std::string& name, Millis now);
  // Leaves the waiting room. The host role passes on; a room with no human closes.
  ApiResult<void> exit(const Actor& actor, Millis now);
  ApiResult<void> resign(const Actor& actor, Millis now);
  ApiResult<void> hand_over(const Actor& actor, const std::string& name, Millis now);
  // `invitee` is a registered player the API has looked up by name.
  ApiResult<void> invite(const Actor& actor, const Identity& invitee, Millis now);
  ApiResult<void> set_policy(const Actor& actor, const boost::json::value& body, Millis now);
  ApiResult<void> chat(const Actor& actor, const boost::json::value& body, Millis now);
  // Checks that the actor may "Create same room" here.
  ApiResult<void> may_recreate(const Actor& actor) const;
  void set_next_room(std::string code, Millis now);
  // The administrator ends the room: unrated.
  ApiResult<void> end_by_admin(const Actor& actor, Millis now);
  // Drops the identity's seat (waiting room) and request: it went elsewhere.
  void forget(const std::string& key, Millis now);
  // The stored ratings after a rated game.
  void set_ratings(std::vector<SeatRating> changes, Millis now);

  // --- presence ---
  // A request or connection from `seat` now; `connected` +1/-1 for WebSockets.
  void seen(Seat seat, Millis now, int connected = 0);
  // Marks seats offline that have no connection and were not seen recently.
  void refresh_presence(Millis now);

  std::optional<Millis> next_deadline() const;
  // Bot seats that have something to do now.
  std::vector<Seat> bots_to_move() const;
  const engine::Match* match() const { return session_ ? &session_->match() : nullptr; }
  engine::SeatBot& bot(Seat seat) { return *bots_[seat]; }
  // Whether the finished match counts for ratings.
  bool rated_result() const;

  // The API's State object as `token`'s seat sees it (spectator when no seat).
  boost::json::object state(std::optional<std::string_view> token, Millis now) const;
  // The same as JSON text. Reads far outnumber changes, so the text is kept
  // per viewer for the current version; only the per-read fields are added.
  std::string state_text(std::optional<std::string_view> token, Millis now) const;
  std::string state_text(const Actor& actor, Millis now) const;
  // The cached text of a seat's state (-1: spectator) without the per-read
  // fields and the closing brace; complete it with add_clock().
  std::shared_ptr<const std::string> state_prefix(Seat seat) const;
  // The texts rendered so far for the current version, by seat (-1: spectator).
  using Prefixes = std::unordered_map<Seat, std::shared_ptr<const std::string>>;
  const Prefixes& cached_prefixes() const;
  ViewerFacts viewer_facts() const;
  std::optional<double> seconds_left(Millis now) const;
  // One entry of GET /api/matches (open agent tables).
  boost::json::object listing() const;
  // One entry of GET /api/rooms (every room).
  boost::json::object lobby_entry() const;
  // The round-by-round record; the seed and inputs only once finished.
  boost::json::object replay() const;

 private:
  void add_member(Member member);
  void begin_match(Millis now);
  void changed(Millis now);
  void log(Millis at, std::string text);
  std::vector<std::string> names() const;
  // The State without its per-read fields; -1: spectator.
  boost::json::object state_body(Seat seat) const;
  boost::json::object room_body(Seat seat) const;
  // The start condition; the reason it does not hold, or nullopt.
  std::optional<std::string> start_blocked_by() const;
  ApiResult<Seat> host_in_waiting_room(const Actor& actor) const;
  ApiResult<void> may_take_a_seat(const Actor& actor) const;
  void seat_player(const Actor& actor, const std::string& name, std::int64_t account_id,
                   std::optional<ratings::Tenths> rating, std::string token, Millis now);
  void remove_member(Seat seat);
  int count_bots() const;
  // The most house bots this room may hold (the game's limit; agent tables
  // also keep one seat for a player).
  int max_bots() const;
  int play_resigned(Millis now);

  const games::Catalog& registry_;
  const games::GameEntry& game_;
  RoomOptions options_;
  std::string code_;
  engine::Seed seed_;
  Millis created_at_;
  Millis last_activity_;
  RoomStatus status_ = RoomStatus::kLobby;
  std::uint64_t version_ = 1;
  std::vector<Member> members_;
  std::vector<JoinRequest> requests_;
  std::vector<std::pair<std::string, std::string>> invited_;  // key, name
  std::vector<ChatLine> chat_;
  std::unordered_map<std::string, std::deque<Millis>> chat_times_;  // by key, for the rate
  std::optional<std::string> next_;
  std::optional<std::vector<SeatRating>> ratings_;
  bool ended_by_admin_ = false;
  std::optional<engine::Session> session_;
  std::vector<std::unique_ptr<engine::SeatBot>> bots_;  // by seat; null for people
  std::unique_ptr<engine::SeatBot> stand_in_;           // plays for absent and resigned seats
  std::size_t narrated_ = 0;
  std::vector<boost::json::object> log_;
  mutable std::uint64_t cached_version_ = 0;
  mutable Prefixes cached_text_;  // state_body text without its closing brace
};

}  // namespace gavel::server
