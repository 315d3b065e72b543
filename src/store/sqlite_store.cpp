// SqliteStore: opening the file, the schema and its migrations, and the four
// operations, each one statement prepared at opening and kept, with bound
// parameters.
#include "store/sqlite_store.h"

#include <sqlite3.h>

#include <array>
#include <string_view>

#include "sqlite/open.h"
#include "store/match_columns.h"

namespace gavel::store {
namespace {

using engine::invalid;
using sqlite::bind_text;
using sqlite::column_text;
using sqlite::prepare;

// Schema migrations, one entry per version (see sqlite::Migration).
constexpr std::array<std::string_view, 2> kToVersion1 = {
    // NOT NULL on the key: SQLite, unlike the standard, lets a TEXT PRIMARY KEY be NULL.
    "CREATE TABLE matches ("
    " code TEXT PRIMARY KEY NOT NULL,"
    " game TEXT NOT NULL,"
    " finished_at INTEGER NOT NULL,"
    " record TEXT NOT NULL,"
    " players TEXT NOT NULL,"
    " summary TEXT NOT NULL)",
    // Purge deletes by age and recent() reads newest first: both walk this index.
    "CREATE INDEX matches_finished_at ON matches (finished_at)",
};
constexpr std::array<sqlite::Migration, 1> kMigrations = {kToVersion1};

// Every failure of the shared SQLite layer becomes an engine error here, with
// the label that tells which database failed.
std::unexpected<engine::Error> to_store_error(const sqlite::Error& error) {
  return invalid("match store: " + error.message);
}

std::unexpected<engine::Error> db_error(sqlite3* db, std::string_view what) {
  return to_store_error(sqlite::last_error(db, what));
}

// Each statement is reset and its bindings cleared when the operation ends,
// on every path, so the next one starts clean and holds no read lock meanwhile.
class Reset {
 public:
  explicit Reset(sqlite3_stmt* stmt) : stmt_(stmt) {}
  Reset(const Reset&) = delete;
  Reset& operator=(const Reset&) = delete;
  ~Reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }

 private:
  sqlite3_stmt* stmt_;
};

constexpr std::string_view kSaveSql =
    "INSERT INTO matches (code, game, finished_at, record, players, summary)"
    " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
    " ON CONFLICT (code) DO UPDATE SET game = excluded.game,"
    " finished_at = excluded.finished_at, record = excluded.record,"
    " players = excluded.players, summary = excluded.summary";
constexpr std::string_view kLoadSql =
    "SELECT game, finished_at, record, players, summary FROM matches WHERE code = ?1";
constexpr std::string_view kPurgeSql = "DELETE FROM matches WHERE finished_at < ?1";
constexpr std::string_view kRecentSql =
    "SELECT code, game, finished_at, players FROM matches"
    " ORDER BY finished_at DESC, code ASC LIMIT ?1";

}  // namespace

Result<std::unique_ptr<SqliteStore>> SqliteStore::open(const std::string& path) {
  auto db = sqlite::open(path, kMigrations);
  if (!db) return to_store_error(db.error());
  Statements statements;
  for (auto [stmt, sql] : {std::pair{&statements.save, kSaveSql},
                           {&statements.load, kLoadSql},
                           {&statements.purge, kPurgeSql},
                           {&statements.recent, kRecentSql}}) {
    auto prepared = prepare(db->get(), sql);
    if (!prepared) return to_store_error(prepared.error());
    *stmt = std::move(*prepared);
  }
  return std::unique_ptr<SqliteStore>(new SqliteStore(std::move(*db), std::move(statements)));
}

Result<void> SqliteStore::save_finished(const FinishedMatch& match) {
  // Rendering needs no connection: before the lock.
  auto texts = match_texts(match);
  if (!texts) return std::unexpected(texts.error());
  return save_all(std::span(&*texts, 1));
}

Result<void> SqliteStore::save_all(std::span<const MatchTexts> matches) {
  if (matches.empty()) return {};
  std::lock_guard lock(mutex_);
  auto transaction = sqlite::Transaction::begin(db_.get());
  if (!transaction) return to_store_error(transaction.error());
  auto* s = statements_.save.get();
  for (const auto& match : matches) {
    const Reset reset(s);
    const bool bound = bind_text(s, 1, match.code) && bind_text(s, 2, match.game) &&
                       sqlite3_bind_int64(s, 3, match.finished_at_ms) == SQLITE_OK &&
                       bind_text(s, 4, match.record) && bind_text(s, 5, match.players) &&
                       bind_text(s, 6, match.summary);
    if (!bound) return db_error(db_.get(), "binding match '" + match.code + "'");
    if (sqlite3_step(s) != SQLITE_DONE) return db_error(db_.get(), "saving '" + match.code + "'");
  }
  if (auto committed = transaction->commit(); !committed) {
    return to_store_error(committed.error());
  }
  return {};
}

Result<std::optional<FinishedMatch>> SqliteStore::load(std::string_view code) {
  FinishedMatch match;
  std::string record, players, summary;
  {
    std::lock_guard lock(mutex_);
    auto* s = statements_.load.get();
    const Reset reset(s);
    if (!bind_text(s, 1, code)) return db_error(db_.get(), "binding a code");
    const int rc = sqlite3_step(s);
    if (rc == SQLITE_DONE) return std::nullopt;
    if (rc != SQLITE_ROW) return db_error(db_.get(), "loading '" + std::string(code) + "'");
    match.code = code;
    match.game = column_text(s, 0);
    match.finished_at_ms = sqlite3_column_int64(s, 1);
    record = column_text(s, 2);
    players = column_text(s, 3);
    summary = column_text(s, 4);
  }

  // Parsing needs no connection, so it runs after the lock is released.
  return match_from_columns(std::move(match.code), std::move(match.game), match.finished_at_ms,
                            record, players, summary);
}

Result<int> SqliteStore::purge_older_than(std::int64_t cutoff_ms) {
  std::lock_guard lock(mutex_);
  auto* s = statements_.purge.get();
  const Reset reset(s);
  if (sqlite3_bind_int64(s, 1, cutoff_ms) != SQLITE_OK) {
    return db_error(db_.get(), "binding the cutoff");
  }
  if (sqlite3_step(s) != SQLITE_DONE) return db_error(db_.get(), "purging old matches");
  return sqlite3_changes(db_.get());
}

Result<std::vector<MatchSummary>> SqliteStore::recent(int limit) {
  if (limit < 0) return invalid("the number of recent matches must not be negative");
  struct Row {
    MatchSummary summary;
    std::string players;
  };
  std::vector<Row> rows;
  {
    std::lock_guard lock(mutex_);
    auto* s = statements_.recent.get();
    const Reset reset(s);
    if (sqlite3_bind_int(s, 1, limit) != SQLITE_OK) return db_error(db_.get(), "binding a limit");
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
      rows.push_back({{column_text(s, 0), column_text(s, 1), sqlite3_column_int64(s, 2), {}},
                      column_text(s, 3)});
    }
    if (rc != SQLITE_DONE) return db_error(db_.get(), "listing recent matches");
  }

  std::vector<MatchSummary> summaries;
  summaries.reserve(rows.size());
  for (auto& row : rows) {
    auto summary = summary_from_columns(std::move(row.summary.code), std::move(row.summary.game),
                                        row.summary.finished_at_ms, row.players);
    if (!summary) return std::unexpected(summary.error());
    summaries.push_back(std::move(*summary));
  }
  return summaries;
}

}  // namespace gavel::store
