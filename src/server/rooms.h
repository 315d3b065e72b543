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

#include "cluster/lobby_directory.h"
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
  // The room's journal was refused (another server adopted it): it leaves
  // this server, its journal and its lobby row staying with the new owner.
  void moved_away(const std::string& code);
  // Told the code of every room that leaves memory, so its journal goes too.
  void on_dropped(std::function<void(const std::string& code)> dropped) {
    dropped_ = std::move(dropped);
  }
  // With a shared database, a fresh code is kept only once `claim` (no
  // lock held) says the database recorded it as this server's.
  void claim_codes_with(std::function<bool(const std::string& code)> claim) {
    claim_ = std::move(claim);
  }
  // The other servers' rooms come from `directory` (which outlives this
  // registry) from now on; until then, and with a LocalLobbyDirectory,
  // there are none.
  void use_directory(const cluster::LobbyDirectory& directory) { directory_ = &directory; }
  // This server's entries for the directory to publish (every room not
  // closed that is public or has invitations), or nullopt when no lobby
  // entry changed since `generation`, which it moves on.
  std::optional<std::vector<cluster::LobbyEntry>> local_entries(std::uint64_t& generation) const;
  // Public lobbies waiting for players, newest first, of every server;
  // gathered again only when some room's lobby entry changed, here or on
  // another server (agents poll it).
  boost::json::array open_lobbies() const;
  // GET /api/rooms: every public room not closed (all of one game when
  // `game` is not empty) of every server: waiting, then playing, then
  // finished, newest first.
  boost::json::array lobby(std::string_view game) const;
  // The same as the text of {"rooms": [...]}, rendered again only when some
  // room's lobby entry changed, here or on another server: every open lobby
  // page polls it, and with thousands of rooms a rendering costs
  // milliseconds while moves in play never change an entry. `game` must be
  // a registered game or "".
  std::string lobby_text(const std::string& game) const;
  // The waiting rooms of every server that invited the identity `key`,
  // newest first, as their lobby entries (private rooms too: the host
  // invited this player).
  boost::json::array invitations(const std::string& key) const;
  // The identity sits in or asked to join a waiting room other than
  // `except_code`: it leaves them (a player waits in one room at a time),
  // here and, told through `announce`, on the other servers, whose side of
  // it is forget_here.
  void forget_elsewhere(const std::string& key, const std::string& except_code, Millis now);
  void forget_here(const std::string& key, const std::string& except_code, Millis now);
  void on_seated(std::function<void(const std::string& key, const std::string& code)> announce) {
    announce_seated_ = std::move(announce);
  }
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
  const cluster::LobbyDirectory* directory_ = &alone_;
  static const cluster::LocalLobbyDirectory alone_;
  // A cached listing is current while neither this server's entries nor
  // the other servers' changed.
  using Generations = std::pair<std::uint64_t, std::uint64_t>;  // local, remote
  Generations generations() const {
    return {lobby_generation_.load(), directory_->remote_generation()};
  }
  mutable std::mutex mutex_;
  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::pair<Generations, std::string>> lobby_cache_;
  mutable std::optional<std::pair<Generations, boost::json::array>> open_cache_;
  std::unordered_map<std::string, std::shared_ptr<RoomHost>> rooms_;
  // Every room of rooms_ with its status and origin (its own lock, taken under mutex_).
  RoomTally tally_;
  // The refusal when `origin` holds its share of unjoined live rooms.
  std::optional<Refusal> over_address_share(const RoomOrigin& origin) const;
  // The lobby entries of every server that `keep` accepts (rooms.cpp).
  std::vector<cluster::LobbyEntry> every_server(
      const std::function<bool(const cluster::LobbyEntry&)>& keep) const;
  std::function<void(const std::string&)> dropped_;
  std::function<bool(const std::string&)> claim_;
  std::function<void(const std::string&, const std::string&)> announce_seated_;
  // A code not held here, claimed in the shared database when there is one.
  Allowed<std::string> fresh_code(const RoomOrigin& origin);
};

}  // namespace gavel::server
