// Kept apart from the stores so that their files read as the schema and the
// queries, not as C API plumbing.
#include "sqlite/sqlite.h"

#include <sqlite3.h>

namespace gavel::sqlite {

void CloseDb::operator()(sqlite3* db) const {
  sqlite3_close_v2(db);
}

void FinalizeStmt::operator()(sqlite3_stmt* stmt) const {
  sqlite3_finalize(stmt);
}

Error last_error(sqlite3* db, std::string_view what) {
  return {std::string(what) + ": " + sqlite3_errmsg(db), is_unique_violation(db)};
}

bool is_unique_violation(sqlite3* db) {
  const int code = sqlite3_extended_errcode(db);
  return code == SQLITE_CONSTRAINT_UNIQUE || code == SQLITE_CONSTRAINT_PRIMARYKEY;
}

Result<Stmt> prepare(sqlite3* db, std::string_view sql) {
  sqlite3_stmt* raw = nullptr;
  const int rc = sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &raw, nullptr);
  Stmt stmt(raw);
  if (rc != SQLITE_OK)
    return std::unexpected(last_error(db, "preparing '" + std::string(sql) + "'"));
  return stmt;
}

Result<void> run(sqlite3* db, std::string_view sql) {
  auto stmt = prepare(db, sql);
  if (!stmt) return std::unexpected(stmt.error());
  int rc = SQLITE_ROW;
  while (rc == SQLITE_ROW) rc = sqlite3_step(stmt->get());
  if (rc != SQLITE_DONE)
    return std::unexpected(last_error(db, "running '" + std::string(sql) + "'"));
  return {};
}

Result<void> step_done(sqlite3* db, sqlite3_stmt* stmt, std::string_view what) {
  if (sqlite3_step(stmt) != SQLITE_DONE) return std::unexpected(last_error(db, what));
  return {};
}

bool bind_text(sqlite3_stmt* stmt, int index, std::string_view text) {
  // An empty view may have a null data(), which SQLite would bind as NULL.
  const char* data = text.empty() ? "" : text.data();
  return sqlite3_bind_text64(stmt, index, data, text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) ==
         SQLITE_OK;
}

std::string column_text(sqlite3_stmt* stmt, int column) {
  // column_text before column_bytes: that order gives the UTF-8 length.
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, column));
  if (!text) return {};
  return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, column)));
}

Result<TransactionStatements> TransactionStatements::prepare(sqlite3* db) {
  auto begin = sqlite::prepare(db, "BEGIN IMMEDIATE");
  if (!begin) return std::unexpected(begin.error());
  auto commit = sqlite::prepare(db, "COMMIT");
  if (!commit) return std::unexpected(commit.error());
  return TransactionStatements{std::move(*begin), std::move(*commit)};
}

namespace {
// A prepared statement with no rows, run once and reset for the next time.
Result<void> run_prepared(sqlite3* db, sqlite3_stmt* stmt, std::string_view what) {
  const int rc = sqlite3_step(stmt);
  sqlite3_reset(stmt);
  if (rc != SQLITE_DONE) return std::unexpected(last_error(db, what));
  return {};
}
}  // namespace

Result<Transaction> Transaction::begin(sqlite3* db) {
  if (auto begun = run(db, "BEGIN IMMEDIATE"); !begun) return std::unexpected(begun.error());
  return Transaction(db, nullptr);
}

Result<Transaction> Transaction::begin(sqlite3* db, const TransactionStatements& prepared) {
  if (auto begun = run_prepared(db, prepared.begin.get(), "running 'BEGIN IMMEDIATE'"); !begun) {
    return std::unexpected(begun.error());
  }
  return Transaction(db, prepared.commit.get());
}

Transaction::~Transaction() {
  if (db_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
}

Result<void> Transaction::commit() {
  auto done = commit_ ? run_prepared(db_, commit_, "running 'COMMIT'") : run(db_, "COMMIT");
  if (done) db_ = nullptr;
  return done;
}

}  // namespace gavel::sqlite
