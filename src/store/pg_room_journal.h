// RoomJournal on PostgreSQL: every live room's inputs in the shared
// database. A batch is one transaction, and write() returns after COMMIT,
// which PostgreSQL makes durable (WAL flushed) before it answers.
//
// Opened with a server id, the journal is fenced (docs/deploy.md, "Room
// ownership"): a room's lines are stored only while room_owners names this
// server, whose row each commit locks (FOR SHARE) so that no other server
// can adopt the room between the check and the commit; a room another
// server adopted is refused. A room's first lines record it as this
// server's. Without an id (the store's own tests), every line is stored.
#pragma once

#include <memory>
#include <string>

#include "postgres/pool.h"
#include "store/room_journal.h"

namespace gavel::store {

class PgRoomJournal final : public RoomJournal {
 public:
  static Result<std::unique_ptr<PgRoomJournal>> open(const std::string& url,
                                                     std::string server_id = "");

  Result<Written> write(const JournalBatch& batch) override;
  Result<std::vector<JournaledRoom>> load() override;
  Result<std::vector<JournaledRoom>> load(const std::vector<std::string>& codes) override;
  Result<std::optional<std::int64_t>> alive_at() override;

 private:
  PgRoomJournal(std::unique_ptr<postgres::Pool> pool, std::string server_id)
      : pool_(std::move(pool)), server_id_(std::move(server_id)) {}
  // Each server notes its own time (servers sharing one row would queue
  // behind each other's commits).
  std::string alive_name() const {
    return server_id_.empty() ? "alive_at" : "alive_at:" + server_id_;
  }
  Result<Written> write_fenced(postgres::Connection& connection, const JournalBatch& batch);
  // One writer (journal_writer.h) and loads (at start, on adoption): two
  // connections, so a reader never waits behind a commit.
  std::unique_ptr<postgres::Pool> pool_;
  const std::string server_id_;
};

}  // namespace gavel::store
