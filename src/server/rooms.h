// Every live room by code, with the server-wide bounds: how many matches may
// be live at once, how long an idle lobby lives, how long a finished match
// stays in memory (its replay stays in the store), and the bounds per creating
// address: how many live rooms nobody else has joined it may hold, and how
// soon such a room closes while it waits (docs/api.md, "Limits").
#pragma once

#include <atomic>
#include <boost/asio.hpp>
#include <boost/json.hpp>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "server/room_host.h"

namespace gavel::server {

struct RoomLimits {
  int max_live = 2000;
  Millis lobby_idle_ms = 6LL * 3600 * 1000;
  Millis finished_keep_ms = 3600 * 1000;
  int unjoined_per_address = 20;
  Millis unjoined_ms = 10 * 60 * 1000;
  Millis abandon_ms = 30 * 60 * 1000;  // Room::abandon_if_idle
};

class Rooms {
 public:
  explicit Rooms(RoomLimits limits) : limits_(limits) {}
  // Hosts that outlive the registry (a handler still queued) stop reporting to it.
  ~Rooms();
  Rooms(const Rooms&) = delete;
  Rooms& operator=(const Rooms&) = delete;

  // Adds a room under a fresh code; 503 when the live-match limit is reached,
  // 429 when `origin`'s address already holds its share of unjoined rooms.
  // `make` builds the host for a code not yet taken.
  Allowed<std::shared_ptr<RoomHost>> add(
      const std::function<std::shared_ptr<RoomHost>(std::string code)>& make,
      const RoomOrigin& origin = {});
  // Someone took a seat or asked for one from `address`: from another address
  // than the creator's, the room is joined, and the bounds per address no
  // longer count it.
  void joined_from(const std::string& code, const std::string& address);
  std::shared_ptr<RoomHost> find(const std::string& code) const;
  // A room rebuilt from its journal at start-up, under its own code and
  // beyond the live limit (it was within it when made).
  void adopt(std::shared_ptr<RoomHost> host);
  // Told the code of every room that leaves memory, so its journal goes too.
  void on_dropped(std::function<void(const std::string& code)> dropped) {
    dropped_ = std::move(dropped);
  }
  // Public lobbies waiting for players, newest first; gathered again only
  // when some room's lobby entry changed (agents poll it).
  boost::json::array open_lobbies() const;
  // GET /api/rooms: every public room not closed (all of one game when
  // `game` is not empty): waiting, then playing, then finished, newest first.
  boost::json::array lobby(std::string_view game) const;
  // The same as the text of {"rooms": [...]}, rendered again only when some
  // room's lobby entry changed: every open lobby page polls it, and with
  // thousands of rooms a rendering costs milliseconds while moves in play
  // never change an entry. `game` must be a registered game or "".
  std::string lobby_text(const std::string& game) const;
  // The identity sits in or asked to join a waiting room other than
  // `except_code`: it leaves them (a player waits in one room at a time).
  void forget_elsewhere(const std::string& key, const std::string& except_code, Millis now);
  // Marks quiet seats offline in every live room.
  void refresh_presence();
  // Drops idle lobbies, unjoined lobbies past their time and finished rooms
  // past theirs. Returns how many.
  int sweep(Millis now);
  // Kept as rooms change (RoomTally), not counted.
  int live_count() const;
  void close_all();

 private:
  RoomLimits limits_;
  std::atomic<std::uint64_t> lobby_generation_{0};
  mutable std::mutex mutex_;
  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::pair<std::uint64_t, std::string>> lobby_cache_;
  mutable std::optional<std::pair<std::uint64_t, boost::json::array>> open_cache_;
  std::unordered_map<std::string, std::shared_ptr<RoomHost>> rooms_;
  // Every room of rooms_ with its status and origin (its own lock, taken under mutex_).
  RoomTally tally_;
  // The refusal when `origin` holds its share of unjoined live rooms.
  std::optional<Refusal> over_address_share(const RoomOrigin& origin) const;
  std::function<void(const std::string&)> dropped_;
};

}  // namespace gavel::server
