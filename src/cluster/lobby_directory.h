// The lobby every server shows: its own rooms' entries, live, merged with
// the entries the other servers published. A directory carries this
// server's entries out and the others' in, off the I/O threads, so that
// answering GET /api/rooms never waits on a database (docs/deploy.md,
// "Lobby across servers").
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gavel::cluster {

// One room as the lobby lists it. The JSON texts are those the room renders
// for GET /api/rooms and GET /api/matches; the other fields are what the
// ordering and the filters read. Shared and immutable: a room that did not
// change keeps its pointers, which is how a publisher tells it did not.
struct LobbyEntry {
  std::string code;
  std::string game;
  int rank = 0;  // the lobby's order: 0 waiting, 1 playing, 2 finished
  std::int64_t created_at = 0;
  // Shown in the lobby (a public room); a private room is published only
  // for its invitees.
  bool listed = true;
  std::shared_ptr<const boost::json::object> entry;         // GET /api/rooms
  std::shared_ptr<const boost::json::object> listing;       // GET /api/matches; null unless open
  std::shared_ptr<const std::vector<std::string>> invited;  // identity keys
};

// The lobby's order: rank, then newest first, then by code (a total order,
// so every server lists the same rooms the same way).
bool lobby_before(const LobbyEntry& a, const LobbyEntry& b);

// The other servers' entries, in lobby order.
using RemoteEntries = std::shared_ptr<const std::vector<LobbyEntry>>;

class LobbyDirectory {
 public:
  // This server's entries when they changed since `generation` (which it
  // moves on), nullopt when they did not; called on the directory's thread.
  using Gather = std::function<std::optional<std::vector<LobbyEntry>>(std::uint64_t& generation)>;

  virtual ~LobbyDirectory() = default;
  // Begins publishing what `gather` returns and following the others.
  virtual void start(Gather gather) = 0;
  // Stops the directory's threads; the rows published stay (they expire,
  // or the server that adopts a room publishes it again).
  virtual void stop() = 0;
  // The others' entries now, never null, and a number that changes
  // whenever they do (a cached lobby compares it).
  virtual RemoteEntries remote() const = 0;
  virtual std::uint64_t remote_generation() const = 0;
};

// One server alone (SQLite, or no other server): nothing to publish, no
// one else's entries.
class LocalLobbyDirectory final : public LobbyDirectory {
 public:
  void start(Gather) override {}
  void stop() override {}
  RemoteEntries remote() const override { return empty_; }
  std::uint64_t remote_generation() const override { return 0; }

 private:
  RemoteEntries empty_ = std::make_shared<const std::vector<LobbyEntry>>();
};

}  // namespace gavel::cluster
