// RoomJournal on its own SQLite file (DATA_DIR/rooms.db), WAL with
// synchronous=FULL: a commit is on disk before write() returns, and group
// commit (journal_writer.h) makes that one fsync per batch, not per move.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "sqlite/sqlite.h"
#include "store/room_journal.h"

namespace gavel::store {

class SqliteRoomJournal final : public RoomJournal {
 public:
  static Result<std::unique_ptr<SqliteRoomJournal>> open(const std::string& path);

  Result<void> write(const JournalBatch& batch) override;
  Result<std::vector<JournaledRoom>> load() override;
  Result<std::optional<std::int64_t>> alive_at() override;

 private:
  explicit SqliteRoomJournal(sqlite::Db db) : db_(std::move(db)) {}

  std::mutex mutex_;  // one connection, used by one operation at a time
  sqlite::Db db_;
};

}  // namespace gavel::store
