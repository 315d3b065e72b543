// What each viewer of a room is told: the API's State object (the game's own
// view for that seat, flat, plus the room's fields), kept as text per seat and
// version because reads far outnumber changes; the lobby's entries; the
// replay. Only what the viewer may see: the game's view decides the secrets.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>

#include "server/room_types.h"

namespace gavel::server {

class Room;

// The keys the room writes into the State object over the game's view, at
// the top, in each "players" entry and in "you". The published State is flat
// (the Bidlock rulebook's agent API), so a game's view must never use these
// names itself: tests/server/state_keys_test.cpp holds every game to that.
inline constexpr std::array<std::string_view, 14> kRoomStateKeys = {
    "code",      "game",         "status", "version", "seats",  "botLevel",   "public",
    "createdAt", "legalActions", "room",   "log",     "viewer", "serverTime", "secondsLeft"};
inline constexpr std::array<std::string_view, 11> kRoomPlayerKeys = {
    "name", "kind",  "host",      "ready", "online", "resigned",
    "bot",  "guest", "anonymous", "elo",   "hidden"};
inline constexpr std::array<std::string_view, 6> kRoomYouKeys = {"name",     "host",     "ready",
                                                                 "resigned", "mustMove", "turn"};

// The texts of one version's states by seat (-1: spectator), each without its
// per-read fields and closing brace; add_clock() completes one.
using StatePrefixes = std::unordered_map<Seat, std::shared_ptr<const std::string>>;

class StateCache {
 public:
  // The texts of `version`; those of an older version are dropped first.
  const StatePrefixes& current(std::uint64_t version);
  std::shared_ptr<const std::string> prefix(const Room& room, Seat seat);

 private:
  std::uint64_t version_ = 0;
  StatePrefixes texts_;
};

// The State's text without its per-read fields and closing brace (seat -1: a
// spectator): the game's view for the seat, flat, with the room's fields
// written over it (state_text.cpp).
std::string state_prefix_text(const Room& room, Seat seat);

// What the per-read "viewer" object needs, copied at each version so reads
// outside the strand can build it.
struct ViewerFacts {
  std::unordered_map<std::string, Seat> seat_by_key;
  std::set<std::string> requested;
  std::set<std::string> invited;
};
ViewerFacts viewer_facts(const Room& room);
std::string viewer_json(const ViewerFacts& facts, const Identity& identity,
                        std::optional<Seat> seat);

// Tenths of a second until `deadline`, rounded down, never below 0: the
// State's "secondsLeft" with one decimal.
std::int64_t tenths_until(Millis deadline, Millis now);
// Completes a prefix with the per-read fields (the viewer and the clock), so
// that every read of one version costs a copy, not a rendering.
std::string add_clock(const std::string& prefix, Millis now,
                      std::optional<std::int64_t> tenths_left,
                      std::string_view viewer_json = "null");

// One entry of GET /api/matches (open agent tables).
boost::json::object listing(const Room& room);
// One entry of GET /api/rooms (every room).
boost::json::object lobby_entry(const Room& room);
// The round-by-round record; the seed and inputs only once finished. Written
// as text (GET /api/replay, the store), with the players and the record apart
// too, as the store keeps them in columns of their own; the record is empty
// before the end. A game with Hosting::private_record has the record here
// but not in the replay.
struct ReplayTexts {
  std::string replay;
  std::string players;
  std::string record;
};
ReplayTexts replay_texts(const Room& room);
// The same, parsed.
boost::json::object replay(const Room& room);

}  // namespace gavel::server
