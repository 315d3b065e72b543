// One match as the server hosts it: the seats and who holds them, the lobby
// before play, the engine session during play, the log, and the API's State
// object for each viewer. Pure logic: no sockets, timers or threads here; the
// asio host (room_host.h) drives it on the match's strand.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/game.h"
#include "engine/session.h"
#include "server/api_error.h"

namespace gavel::server {

using engine::Millis;
using engine::Seat;

enum class RoomStatus { kLobby, kPlaying, kFinished };
const char* status_name(RoomStatus status);

// The body of POST /api/matches, checked.
struct RoomOptions {
  std::string game = "bidlock";
  int seats = 3;
  int bots = 0;
  std::string bot_level;  // empty: the game's default house bot
  bool is_public = true;
  boost::json::value settings;  // the game's own settings (turnSeconds for Bidlock)
};

ApiResult<RoomOptions> parse_room_options(const boost::json::value& body,
                                          const engine::Registry& registry,
                                          int default_turn_seconds);

// Seconds until `deadline` in tenths, never below 0.
double seconds_until(Millis deadline, Millis now);

// Completes a state_prefix() with the clock fields, so that every read of one
// version costs a copy, not a rendering.
std::string add_clock(const std::string& prefix, Millis now, std::optional<double> seconds_left);

struct Member {
  std::string name;
  std::string kind;   // "human", "agent" or "bot"
  std::string token;  // empty for bots
  bool host = false;
};

struct Joined {
  std::string token;
  Seat seat = 0;
};

class Room {
 public:
  Room(const engine::Registry& registry, RoomOptions options, std::string code, engine::Seed seed,
       Millis now);

  const std::string& code() const { return code_; }
  const RoomOptions& options() const { return options_; }
  RoomStatus status() const { return status_; }
  std::uint64_t version() const { return version_; }
  Millis created_at() const { return created_at_; }
  Millis last_activity() const { return last_activity_; }
  const std::vector<Member>& members() const { return members_; }
  std::optional<Seat> seat_of(std::string_view token) const;

  // POST join: takes the next seat. `token` is the fresh secret for it.
  ApiResult<Joined> join(const boost::json::value& body, std::string token, Millis now);
  // POST start: host only; fills empty seats with house bots and starts.
  ApiResult<void> start(std::string_view token, Millis now);
  // POST move: the seat holding `token` acts.
  ApiResult<void> move(std::string_view token, const boost::json::value& action, Millis now);
  // A house bot's decision for its seat, made from a copy of the match.
  ApiResult<void> bot_move(Seat seat, const boost::json::value& action, Millis now);
  // Applies every deadline due by `now` (the house bot stands in). Returns inputs recorded.
  int advance(Millis now);

  std::optional<Millis> next_deadline() const;
  // Bot seats that have something to do now.
  std::vector<Seat> bots_to_move() const;
  const engine::Match* match() const { return session_ ? &session_->match() : nullptr; }
  engine::SeatBot& bot(Seat seat) { return *bots_[seat]; }

  // The API's State object as `token`'s seat sees it (spectator when no seat).
  boost::json::object state(std::optional<std::string_view> token, Millis now) const;
  // The same as JSON text. Reads far outnumber changes, so the text is kept
  // per viewer for the current version; only the clock fields are added per read.
  std::string state_text(std::optional<std::string_view> token, Millis now) const;
  // The cached text of a seat's state (-1: spectator) without the clock
  // fields and the closing brace; complete it with add_clock().
  std::shared_ptr<const std::string> state_prefix(Seat seat) const;
  // The texts rendered so far for the current version, by seat (-1: spectator).
  using Prefixes = std::unordered_map<Seat, std::shared_ptr<const std::string>>;
  const Prefixes& cached_prefixes() const;
  std::optional<double> seconds_left(Millis now) const;
  // One entry of GET /api/matches.
  boost::json::object listing() const;
  // The round-by-round record; the seed and inputs only once finished.
  boost::json::object replay() const;

 private:
  void add_member(Member member);
  void begin_match(Millis now);
  void changed(Millis now);
  void log(Millis at, std::string text);
  std::vector<std::string> names() const;
  // The State without its clock fields (serverTime, secondsLeft); -1: spectator.
  boost::json::object state_body(Seat seat) const;

  const engine::Registry& registry_;
  const engine::GameInfo& game_;
  RoomOptions options_;
  std::string code_;
  engine::Seed seed_;
  Millis created_at_;
  Millis last_activity_;
  RoomStatus status_ = RoomStatus::kLobby;
  std::uint64_t version_ = 1;
  std::vector<Member> members_;
  std::optional<engine::Session> session_;
  std::vector<std::unique_ptr<engine::SeatBot>> bots_;  // by seat; null for people
  std::unique_ptr<engine::SeatBot> stand_in_;           // plays for absent seats
  std::size_t narrated_ = 0;
  std::vector<boost::json::object> log_;
  mutable std::uint64_t cached_version_ = 0;
  mutable Prefixes cached_text_;  // state_body text without its closing brace
};

}  // namespace gavel::server
