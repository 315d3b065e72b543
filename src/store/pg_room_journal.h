// RoomJournal on PostgreSQL: every live room's inputs in the shared
// database. A batch is one transaction, and write() returns after COMMIT,
// which PostgreSQL makes durable (WAL flushed) before it answers.
#pragma once

#include <memory>
#include <string>

#include "postgres/pool.h"
#include "store/room_journal.h"

namespace gavel::store {

class PgRoomJournal final : public RoomJournal {
 public:
  static Result<std::unique_ptr<PgRoomJournal>> open(const std::string& url);

  Result<void> write(const JournalBatch& batch) override;
  Result<std::vector<JournaledRoom>> load() override;
  Result<std::optional<std::int64_t>> alive_at() override;

 private:
  explicit PgRoomJournal(std::unique_ptr<postgres::Pool> pool) : pool_(std::move(pool)) {}
  // One writer (journal_writer.h) and a load at start: two connections, so a
  // reader never waits behind a commit.
  std::unique_ptr<postgres::Pool> pool_;
};

}  // namespace gavel::store
