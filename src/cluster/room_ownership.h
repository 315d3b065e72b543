// Which server holds each live room, when servers share one PostgreSQL
// database (docs/deploy.md, "Room ownership"). Each server keeps a lease in
// cluster_servers, renewed well before it lapses; each room's row in
// room_owners names its server. The journal refuses the inputs of a room
// whose row names another server (store/pg_room_journal.h), so a server
// that lost its rooms while it was stalled can never write for them.
// Every time is the database's clock, so servers' clocks need not agree.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "postgres/pool.h"

namespace gavel::cluster {

// A room this server has just taken over, and for how long it had no
// server answering for it (its clocks pause for that long).
struct Adopted {
  std::string code;
  std::int64_t unheld_ms = 0;
};

// Where a room is, as the database says.
struct Whereabouts {
  enum class Place {
    kNowhere,    // no live room has the code
    kHere,       // this server's
    kElsewhere,  // a live server's: `address`
    kUnheld,     // released, or its server's lease lapsed: the next adopter's
  };
  Place place = Place::kNowhere;
  std::string address;
  // kElsewhere: how long that answer stays true for certain, the holder's
  // lease left (nothing while the holder drains, handing its rooms over).
  std::chrono::milliseconds holds_for{0};
};

class RoomOwnership {
 public:
  // `server_id` is the host:port the proxy reaches this server at. Opens
  // its connections and takes the lease (the tables are the journal's:
  // open the PostgreSQL journal first).
  static postgres::Result<std::unique_ptr<RoomOwnership>> open(const std::string& url,
                                                               std::string server_id,
                                                               std::chrono::milliseconds lease);

  const std::string& server_id() const { return server_id_; }
  std::chrono::milliseconds lease() const { return lease_; }

  // Records a new room's code as this server's: false when the code is
  // taken (by any server), so that codes are unique across servers before
  // the room exists and every server's lookup finds it at once.
  postgres::Result<bool> claim(const std::string& code);
  // Extends the lease by its length from now.
  postgres::Result<void> renew();
  // Takes over at most `limit` rooms that no live server holds, in code
  // order, skipping those another adopter is taking at the same moment.
  postgres::Result<std::vector<Adopted>> adopt(int limit);
  // The rooms still recorded as this server's: a server restarted under
  // its address takes them back at once, without waiting for its lease.
  postgres::Result<std::vector<std::string>> reclaim();
  postgres::Result<Whereabouts> locate(const std::string& code);
  // A live server that takes new rooms, at random; none when all drain.
  postgres::Result<std::optional<std::string>> any_open_server();
  // From now on this server is stopping: it adopts nothing, and the proxy's
  // lookups send unheld rooms elsewhere.
  postgres::Result<void> drain();
  // Every room of this server becomes unheld, for the others to adopt, and
  // its lease ends. Returns how many rooms it released.
  postgres::Result<int> release_all();

 private:
  RoomOwnership(std::unique_ptr<postgres::Pool> pool, std::string server_id,
                std::chrono::milliseconds lease)
      : pool_(std::move(pool)), server_id_(std::move(server_id)), lease_(lease) {}
  std::unique_ptr<postgres::Pool> pool_;
  const std::string server_id_;
  const std::chrono::milliseconds lease_;
};

}  // namespace gavel::cluster
