// RoomJournal on its own SQLite file (DATA_DIR/rooms.db), WAL with
// synchronous=FULL by default: a commit is on disk before write() returns,
// and group commit (journal_writer.h) makes that one fsync per batch, not per
// move.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "sqlite/sqlite.h"
#include "store/room_journal.h"

namespace gavel::store {

class SqliteRoomJournal final : public RoomJournal {
 public:
  // `fsync`: every commit waits for the disk (synchronous=FULL); without it a
  // commit survives a crash of the process but not of the machine.
  static Result<std::unique_ptr<SqliteRoomJournal>> open(const std::string& path,
                                                         bool fsync = true);

  Result<Written> write(const JournalBatch& batch) override;
  using RoomJournal::load;
  Result<std::vector<JournaledRoom>> load() override;
  Result<std::optional<std::int64_t>> alive_at() override;

 private:
  struct Statements {
    sqlite::Stmt insert, forget, alive;
    sqlite::TransactionStatements transaction;
  };
  SqliteRoomJournal(sqlite::Db db, Statements statements)
      : db_(std::move(db)), statements_(std::move(statements)) {}

  std::mutex mutex_;  // one connection, used by one operation at a time
  sqlite::Db db_;     // before the statements: they are finalized first
  // Prepared once: every accepted move is a write, and preparing costs more
  // than appending a line.
  Statements statements_;
};

}  // namespace gavel::store
