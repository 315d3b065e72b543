// The few SQLite C API helpers the account store needs: RAII for statements,
// preparing, running, binding text and a transaction that rolls back unless
// committed. Errors come back as accounts::Error values.
#pragma once

#include <sqlite3.h>

#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "accounts/error.h"

namespace gavel::accounts::sqlite {

struct FinalizeStmt {
  void operator()(sqlite3_stmt* stmt) const { sqlite3_finalize(stmt); }
};
using Stmt = std::unique_ptr<sqlite3_stmt, FinalizeStmt>;

// A kStorage error with SQLite's message, or kConflict when the last failure
// was a uniqueness or primary key constraint (the callers say what clashed).
std::unexpected<Error> db_error(sqlite3* db, std::string_view what);
bool is_unique_violation(sqlite3* db);

Result<Stmt> prepare(sqlite3* db, std::string_view sql);

// For statements whose rows are not worth reading (DDL, PRAGMA, BEGIN, COMMIT).
Result<void> run(sqlite3* db, std::string_view sql);

// Runs a prepared statement that returns no rows.
Result<void> step_done(sqlite3* db, sqlite3_stmt* stmt, std::string_view what);

// Binds a copy (SQLITE_TRANSIENT) so the binding never outlives the caller's string.
bool bind_text(sqlite3_stmt* stmt, int index, std::string_view text);
std::string column_text(sqlite3_stmt* stmt, int column);

// Ends a transaction with ROLLBACK on every path that does not reach commit().
class Transaction {
 public:
  // BEGIN IMMEDIATE: take the write lock at the start, so reads made inside
  // (an old rating, the schema version) cannot change before the commit.
  static Result<Transaction> begin(sqlite3* db);
  Transaction(Transaction&& other) noexcept : db_(std::exchange(other.db_, nullptr)) {}
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  Transaction& operator=(Transaction&&) = delete;
  ~Transaction();
  Result<void> commit();

 private:
  explicit Transaction(sqlite3* db) : db_(db) {}
  sqlite3* db_;  // null once committed or moved from
};

}  // namespace gavel::accounts::sqlite
