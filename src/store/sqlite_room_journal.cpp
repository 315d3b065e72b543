#include "store/sqlite_room_journal.h"

#include <sqlite3.h>

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
constexpr std::array<sqlite::Migration, 2> kMigrations = {kToVersion1, kToVersion2};
// Durable against power loss too, not just a crash of the process.
constexpr std::array<std::string_view, 1> kFullSync = {"PRAGMA synchronous=FULL"};

constexpr std::string_view kInsertSql = "INSERT INTO room_inputs (code, input) VALUES (?1, ?2)";
constexpr std::string_view kForgetSql = "DELETE FROM room_inputs WHERE code = ?1";
constexpr std::string_view kAliveSql =
    "INSERT INTO server_facts (name, value) VALUES ('alive_at', ?1)"
    " ON CONFLICT (name) DO UPDATE SET value = excluded.value";

std::unexpected<engine::Error> to_error(const sqlite::Error& error) {
  return invalid("room journal: " + error.message);
}
std::unexpected<engine::Error> db_error(sqlite3* db, std::string_view what) {
  return to_error(sqlite::last_error(db, what));
}

}  // namespace

Result<std::unique_ptr<SqliteRoomJournal>> SqliteRoomJournal::open(const std::string& path,
                                                                   bool fsync) {
  auto db = fsync ? sqlite::open(path, kMigrations, kFullSync) : sqlite::open(path, kMigrations);
  if (!db) return to_error(db.error());
  Statements statements;
  for (auto [stmt, sql] : {std::pair{&statements.insert, kInsertSql},
                           {&statements.forget, kForgetSql},
                           {&statements.alive, kAliveSql}}) {
    auto prepared = prepare(db->get(), sql);
    if (!prepared) return to_error(prepared.error());
    *stmt = std::move(*prepared);
  }
  auto transaction = sqlite::TransactionStatements::prepare(db->get());
  if (!transaction) return to_error(transaction.error());
  statements.transaction = std::move(*transaction);
  return std::unique_ptr<SqliteRoomJournal>(
      new SqliteRoomJournal(std::move(*db), std::move(statements)));
}

Result<Written> SqliteRoomJournal::write(const JournalBatch& batch) {
  std::lock_guard lock(mutex_);
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
  }
  for (const auto& code : batch.forgotten) {
    auto* s = statements_.forget.get();
    sqlite3_reset(s);
    if (!bind_text(s, 1, code)) return db_error(db, "binding a code");
    if (sqlite3_step(s) != SQLITE_DONE) return db_error(db, "forgetting a room");
  }
  if (batch.alive_at_ms) {
    auto* s = statements_.alive.get();
    sqlite3_reset(s);
    if (sqlite3_bind_int64(s, 1, *batch.alive_at_ms) != SQLITE_OK ||
        sqlite3_step(s) != SQLITE_DONE) {
      return db_error(db, "noting the time");
    }
  }
  if (auto done = transaction->commit(); !done) return to_error(done.error());
  return Written{};  // one server's own: every line stored
}

Result<std::vector<JournaledRoom>> SqliteRoomJournal::load() {
  std::lock_guard lock(mutex_);
  auto select = prepare(db_.get(), "SELECT code, input FROM room_inputs ORDER BY id");
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
