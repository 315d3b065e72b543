// MatchStore on one SQLite file, through the SQLite C API: the storage for a
// single server, surviving restarts without a separate database process.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "sqlite/sqlite.h"
#include "store/store.h"

namespace gavel::store {

class SqliteStore final : public MatchStore {
 public:
  // Opens (creating if needed) the database at `path`, creating its parent
  // directories, switching it to WAL and bringing its schema up to date.
  static Result<std::unique_ptr<SqliteStore>> open(const std::string& path);

  Result<void> save_finished(const FinishedMatch& match) override;
  Result<void> save_all(std::span<const MatchTexts> matches) override;
  Result<std::optional<FinishedMatch>> load(std::string_view code) override;
  Result<int> purge_older_than(std::int64_t cutoff_ms) override;
  Result<std::vector<MatchSummary>> recent(int limit) override;

 private:
  using Db = sqlite::Db;

  using Stmt = sqlite::Stmt;
  struct Statements {
    Stmt save, load, purge, recent;
  };

  SqliteStore(Db db, Statements statements)
      : db_(std::move(db)), statements_(std::move(statements)) {}

  // One connection serves every thread. SQLite keeps per-connection state
  // between calls (the last error message, the changes count, an open
  // transaction, a statement's bindings), so each operation must run alone
  // from binding to reading its result; one mutex makes that so. Matches are
  // saved in batches by one writer, so waiting on it costs nothing worth a
  // connection pool.
  std::mutex mutex_;
  Db db_;  // before the statements: they are finalized first
  // Prepared once for the store's life: preparing costs more than a save.
  Statements statements_;
};

}  // namespace gavel::store
