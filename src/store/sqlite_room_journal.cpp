#include "store/sqlite_room_journal.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <string_view>
#include <unordered_map>

#include "sqlite/open.h"

namespace gavel::store {
namespace {

using engine::invalid;
using sqlite::bind_text;
using sqlite::column_text;
using sqlite::prepare;

constexpr std::array<std::string_view, 3> kToVersion1 = {
    // The row id orders a room's inputs: one writer appends them in order.
    "CREATE TABLE room_inputs ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " code TEXT NOT NULL,"
    " input TEXT NOT NULL)",
    "CREATE INDEX room_inputs_code ON room_inputs (code, id)",
    "CREATE TABLE server_facts (name TEXT PRIMARY KEY NOT NULL, value INTEGER NOT NULL)",
};
// Without AUTOINCREMENT: a new row id is one more than the largest in the
// table, so every room's inputs still read in the order they were appended
// (rows are only ever deleted a whole room at a time), and a commit no
// longer rewrites sqlite_sequence's page for each input.
constexpr std::array<std::string_view, 5> kToVersion2 = {
    "CREATE TABLE room_inputs_v2 ("
    " id INTEGER PRIMARY KEY,"
    " code TEXT NOT NULL,"
    " input TEXT NOT NULL)",
    "INSERT INTO room_inputs_v2 (id, code, input) SELECT id, code, input FROM room_inputs",
    "DROP TABLE room_inputs",
    "ALTER TABLE room_inputs_v2 RENAME TO room_inputs",
    "CREATE INDEX room_inputs_code ON room_inputs (code, id)",
};
// Without the (code, id) index: each room's lines landed in their own
// leaf of it, so a commit wrote one page per room in it, the journal's
// largest cost under load (docs/perf.md, "2026-12-07: the journal without
// its index"). Lines are now only appended, to the table's last page; a
// room that leaves is noted in forgotten_rooms with the largest row id of
// that moment (its lines are those at or below it), and its lines are
// deleted later, many rooms in one pass (SqliteRoomJournal::compact_at_least).
constexpr std::array<std::string_view, 2> kToVersion3 = {
    "DROP INDEX room_inputs_code",
    "CREATE TABLE forgotten_rooms ("
    " code TEXT PRIMARY KEY NOT NULL,"
    " last_id INTEGER NOT NULL) WITHOUT ROWID",
};
constexpr std::array<sqlite::Migration, 3> kMigrations = {kToVersion1, kToVersion2, kToVersion3};
// Durable against power loss too, not just a crash of the process.
constexpr std::array<std::string_view, 1> kFullSync = {"PRAGMA synchronous=FULL"};

constexpr std::string_view kInsertSql = "INSERT INTO room_inputs (code, input) VALUES (?1, ?2)";
// A code can come back (a new room drawing it) before the pass: only the
// lines up to the latest forgetting are the old room's.
constexpr std::string_view kForgetSql =
    "INSERT INTO forgotten_rooms (code, last_id)"
    " VALUES (?1, (SELECT coalesce(max(id), 0) FROM room_inputs))"
    " ON CONFLICT (code) DO UPDATE SET last_id = excluded.last_id";
constexpr std::string_view kAliveSql =
    "INSERT INTO server_facts (name, value) VALUES ('alive_at', ?1)"
    " ON CONFLICT (name) DO UPDATE SET value = excluded.value";
// The rows a forgotten room left behind.
#define GAVEL_FORGOTTEN_ROW                                                 \
  "EXISTS (SELECT 1 FROM forgotten_rooms f WHERE f.code = room_inputs.code" \
  " AND room_inputs.id <= f.last_id)"
constexpr std::string_view kDeleteForgottenSql =
    "DELETE FROM room_inputs WHERE " GAVEL_FORGOTTEN_ROW;
constexpr std::string_view kClearForgottenSql = "DELETE FROM forgotten_rooms";
constexpr std::string_view kLiveLinesSql =
    "SELECT code, input FROM room_inputs WHERE NOT " GAVEL_FORGOTTEN_ROW " ORDER BY id";
constexpr std::string_view kCountLinesSql =
    "SELECT code, " GAVEL_FORGOTTEN_ROW ", count(*) FROM room_inputs GROUP BY 1, 2";
#undef GAVEL_FORGOTTEN_ROW

std::unexpected<engine::Error> to_error(const sqlite::Error& error) {
  return invalid("room journal: " + error.message);
}
std::unexpected<engine::Error> db_error(sqlite3* db, std::string_view what) {
  return to_error(sqlite::last_error(db, what));
}

}  // namespace

Result<std::unique_ptr<SqliteRoomJournal>> SqliteRoomJournal::open(const std::string& path,
                                                                   bool fsync,
                                                                   std::uint64_t compact_at_least) {
  auto db = fsync ? sqlite::open(path, kMigrations, kFullSync) : sqlite::open(path, kMigrations);
  if (!db) return to_error(db.error());
  Statements statements;
  for (auto [stmt, sql] : {std::pair{&statements.insert, kInsertSql},
                           {&statements.forget, kForgetSql},
                           {&statements.alive, kAliveSql},
                           {&statements.delete_forgotten, kDeleteForgottenSql},
                           {&statements.clear_forgotten, kClearForgottenSql}}) {
    auto prepared = prepare(db->get(), sql);
    if (!prepared) return to_error(prepared.error());
    *stmt = std::move(*prepared);
  }
  auto transaction = sqlite::TransactionStatements::prepare(db->get());
  if (!transaction) return to_error(transaction.error());
  statements.transaction = std::move(*transaction);
  std::unique_ptr<SqliteRoomJournal> journal(
      new SqliteRoomJournal(std::move(*db), std::move(statements), compact_at_least));
  if (auto counted = journal->count_rows(); !counted) return std::unexpected(counted.error());
  return journal;
}

Result<void> SqliteRoomJournal::count_rows() {
  sqlite3* db = db_.get();
  lines_per_room_.clear();
  live_rows_ = dead_rows_ = 0;
  auto lines = prepare(db, kCountLinesSql);
  if (!lines) return to_error(lines.error());
  int rc;
  while ((rc = sqlite3_step(lines->get())) == SQLITE_ROW) {
    const auto count = static_cast<std::uint64_t>(sqlite3_column_int64(lines->get(), 2));
    if (sqlite3_column_int(lines->get(), 1) != 0) {
      dead_rows_ += count;
    } else {
      lines_per_room_[column_text(lines->get(), 0)] += count;
      live_rows_ += count;
    }
  }
  if (rc != SQLITE_DONE) return db_error(db, "counting the inputs");
  auto notes = prepare(db, "SELECT count(*) FROM forgotten_rooms");
  if (!notes) return to_error(notes.error());
  if (sqlite3_step(notes->get()) != SQLITE_ROW) return db_error(db, "counting the rooms gone");
  dead_rows_ += static_cast<std::uint64_t>(sqlite3_column_int64(notes->get(), 0));
  return {};
}

Result<Written> SqliteRoomJournal::write(const JournalBatch& batch) {
  std::lock_guard lock(mutex_);
  auto written = write_locked(batch);
  // The counts moved with the rolled-back statements: read them again.
  if (!written) (void)count_rows();
  return written;
}

Result<Written> SqliteRoomJournal::write_locked(const JournalBatch& batch) {
  sqlite3* db = db_.get();
  auto transaction = sqlite::Transaction::begin(db, statements_.transaction);
  if (!transaction) return to_error(transaction.error());
  for (const auto& line : batch.lines) {
    auto* s = statements_.insert.get();
    sqlite3_reset(s);
    if (!bind_text(s, 1, line.code) || !bind_text(s, 2, line.input)) {
      return db_error(db, "binding an input");
    }
    if (sqlite3_step(s) != SQLITE_DONE) return db_error(db, "appending an input");
    ++lines_per_room_[line.code];
    ++live_rows_;
  }
  for (const auto& code : batch.forgotten) {
    auto* s = statements_.forget.get();
    sqlite3_reset(s);
    if (!bind_text(s, 1, code)) return db_error(db, "binding a code");
    if (sqlite3_step(s) != SQLITE_DONE) return db_error(db, "forgetting a room");
    ++dead_rows_;  // its note in forgotten_rooms
    if (auto it = lines_per_room_.find(code); it != lines_per_room_.end()) {
      dead_rows_ += it->second;
      live_rows_ -= it->second;
      lines_per_room_.erase(it);
    }
  }
  if (batch.alive_at_ms) {
    auto* s = statements_.alive.get();
    sqlite3_reset(s);
    if (sqlite3_bind_int64(s, 1, *batch.alive_at_ms) != SQLITE_OK ||
        sqlite3_step(s) != SQLITE_DONE) {
      return db_error(db, "noting the time");
    }
  }
  // The pass reads every row, so it waits until the rows it deletes are at
  // least as many as those it keeps: each line is read a bounded number of
  // times before it goes, and the file holds at most twice the live lines
  // (plus compact_at_least).
  const bool compact = dead_rows_ > 0 && dead_rows_ >= std::max(compact_at_least_, live_rows_);
  if (compact) {
    for (auto* s : {statements_.delete_forgotten.get(), statements_.clear_forgotten.get()}) {
      sqlite3_reset(s);
      if (sqlite3_step(s) != SQLITE_DONE) return db_error(db, "deleting the rooms gone");
    }
  }
  if (auto done = transaction->commit(); !done) return to_error(done.error());
  if (compact) dead_rows_ = 0;
  return Written{};  // one server's own: every line stored
}

Result<std::vector<JournaledRoom>> SqliteRoomJournal::load() {
  std::lock_guard lock(mutex_);
  auto select = prepare(db_.get(), kLiveLinesSql);
  if (!select) return to_error(select.error());
  std::vector<JournaledRoom> rooms;
  std::unordered_map<std::string, std::size_t> index;
  int rc;
  while ((rc = sqlite3_step(select->get())) == SQLITE_ROW) {
    auto code = column_text(select->get(), 0);
    auto [it, fresh] = index.try_emplace(code, rooms.size());
    if (fresh) rooms.push_back({code, {}});
    rooms[it->second].inputs.push_back(column_text(select->get(), 1));
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading the inputs");
  return rooms;
}

Result<std::optional<std::int64_t>> SqliteRoomJournal::alive_at() {
  std::lock_guard lock(mutex_);
  auto select = prepare(db_.get(), "SELECT value FROM server_facts WHERE name = 'alive_at'");
  if (!select) return to_error(select.error());
  const int rc = sqlite3_step(select->get());
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) return db_error(db_.get(), "reading the time");
  return sqlite3_column_int64(select->get(), 0);
}

}  // namespace gavel::store
