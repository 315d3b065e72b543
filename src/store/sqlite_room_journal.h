// RoomJournal on its own SQLite file (DATA_DIR/rooms.db), WAL with
// synchronous=FULL by default: a commit is on disk before write() returns,
// and group commit (journal_writer.h) makes that one fsync per batch, not per
// move. Lines are only appended; the lines of rooms that left are deleted
// in passes over many rooms at once.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "sqlite/sqlite.h"
#include "store/room_journal.h"

namespace gavel::store {

class SqliteRoomJournal final : public RoomJournal {
 public:
  // `fsync`: every commit waits for the disk (synchronous=FULL); without it a
  // commit survives a crash of the process but not of the machine.
  // `compact_at_least`: the fewest rows left by rooms gone (their lines and
  // their notes) that a deleting pass waits for; it also waits for as many
  // as the live rooms' lines.
  static Result<std::unique_ptr<SqliteRoomJournal>> open(const std::string& path, bool fsync = true,
                                                         std::uint64_t compact_at_least = 4096);

  Result<Written> write(const JournalBatch& batch) override;
  using RoomJournal::load;
  Result<std::vector<JournaledRoom>> load() override;
  Result<std::optional<std::int64_t>> alive_at() override;

 private:
  struct Statements {
    sqlite::Stmt insert, forget, alive, delete_forgotten, clear_forgotten;
    sqlite::TransactionStatements transaction;
  };
  SqliteRoomJournal(sqlite::Db db, Statements statements, std::uint64_t compact_at_least)
      : db_(std::move(db)),
        statements_(std::move(statements)),
        compact_at_least_(compact_at_least) {}
  Result<Written> write_locked(const JournalBatch& batch);
  // Reads the counts below from the file.
  Result<void> count_rows();

  std::mutex mutex_;  // one connection, used by one operation at a time
  sqlite::Db db_;     // before the statements: they are finalized first
  // Prepared once: every accepted move is a write, and preparing costs more
  // than appending a line.
  Statements statements_;
  std::uint64_t compact_at_least_;
  // What a deleting pass is weighed by: each live room's lines, their sum,
  // and the rows rooms gone left behind.
  std::unordered_map<std::string, std::uint64_t> lines_per_room_;
  std::uint64_t live_rows_ = 0;
  std::uint64_t dead_rows_ = 0;
};

}  // namespace gavel::store
