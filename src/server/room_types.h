// The plain facts a room is made of, shared by its parts (seating, chat, the
// running match, what each viewer is told): its options, who sits in it and
// who is asking. No logic beyond naming.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/types.h"
#include "ratings/rating.h"
#include "server/identity.h"

namespace gavel::server {

using engine::Millis;
using engine::Seat;

enum class RoomStatus { kLobby, kPlaying, kFinished, kClosed };
const char* status_name(RoomStatus status);

enum class RoomFlow { kWaiting, kTable };
const char* flow_name(RoomFlow flow);
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
  boost::json::value settings;  // the game's own settings
  JoinPolicy policy = JoinPolicy::kOpen;
  std::string passcode;  // four digits with kPasscode
  bool show_elo = true;
  bool rated = false;       // set from the creator, not the body
  bool guest_room = false;  // set from the creator, not the body
  // Set from the server (FINAL_RESULTS_SECONDS), not the body: how long a
  // finished waiting room's final-results break lasts (room_ending.cpp).
  int final_results_seconds = 30;
};

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
  // The rank in joining order (0 first) once the seats were dealt at the
  // start (Hosting::deals_seats); -1 while the seat is the joining order.
  int entry = -1;
  bool is_bot() const { return kind == "bot"; }
  // Seated by a seat token alone, with no account or guest behind it.
  bool anonymous() const { return !is_bot() && key.empty(); }
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
  // The identity came from an agent's token (gva_), not a browser's session:
  // a seat it takes is shown as an agent's.
  bool agent = false;

  static Actor with_token(std::string_view token) {
    Actor actor;
    actor.token = std::string(token);
    return actor;
  }
  bool anyone() const { return !token.empty() || identity.known(); }
};

struct JoinRequest {
  std::string key;
  std::string name;
  std::int64_t account_id = 0;
  ratings::Tenths rating = ratings::kStartRating;
};

// One seat's stored rating change after a rated game.
struct SeatRating {
  Seat seat = 0;
  ratings::Tenths old_rating = 0;
  ratings::Tenths new_rating = 0;
};

}  // namespace gavel::server
