// The SQLite C API plumbing both stores share: RAII handles, preparing,
// running, binding and reading text, a transaction, and an error value.
#pragma once

#include <expected>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

struct sqlite3;       // from <sqlite3.h>, kept out of this header so the
struct sqlite3_stmt;  // stores' public headers can name the handle types

namespace gavel::sqlite {

// Neutral between the stores' own error types: each store turns it into its
// own once (to_store_error, to_account_error), adding its label in front.
struct Error {
  std::string message;
  // The failure was a UNIQUE or PRIMARY KEY clash, which the account store
  // reports as a conflict rather than a storage failure.
  bool unique_violation = false;
};

template <class T>
using Result = std::expected<T, Error>;

struct CloseDb {
  void operator()(sqlite3* db) const;
};
using Db = std::unique_ptr<sqlite3, CloseDb>;

struct FinalizeStmt {
  void operator()(sqlite3_stmt* stmt) const;
};
using Stmt = std::unique_ptr<sqlite3_stmt, FinalizeStmt>;

// "<what>: <SQLite's message>", for the connection's last failure.
Error last_error(sqlite3* db, std::string_view what);
bool is_unique_violation(sqlite3* db);

Result<Stmt> prepare(sqlite3* db, std::string_view sql);

// For statements whose rows are not worth reading (DDL, PRAGMA, BEGIN, COMMIT).
Result<void> run(sqlite3* db, std::string_view sql);

// Runs a prepared statement that returns no rows.
Result<void> step_done(sqlite3* db, sqlite3_stmt* stmt, std::string_view what);

// Binds a copy (SQLITE_TRANSIENT) so the binding never outlives the caller's string.
bool bind_text(sqlite3_stmt* stmt, int index, std::string_view text);
std::string column_text(sqlite3_stmt* stmt, int column);

// BEGIN IMMEDIATE and COMMIT prepared once, for a connection that commits
// on every move (the room journal): preparing them anew each time costs
// more than the lines the transaction appends.
struct TransactionStatements {
  static Result<TransactionStatements> prepare(sqlite3* db);
  Stmt begin, commit;
};

// Ends a transaction with ROLLBACK on every path that does not reach commit().
class Transaction {
 public:
  // BEGIN IMMEDIATE: take the write lock at the start, so reads made inside
  // (an old rating, the schema version) cannot change before the commit.
  static Result<Transaction> begin(sqlite3* db);
  // The same with the connection's prepared statements, which must outlive
  // the transaction.
  static Result<Transaction> begin(sqlite3* db, const TransactionStatements& prepared);
  Transaction(Transaction&& other) noexcept
      : db_(std::exchange(other.db_, nullptr)), commit_(other.commit_) {}
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  Transaction& operator=(Transaction&&) = delete;
  ~Transaction();
  Result<void> commit();

 private:
  Transaction(sqlite3* db, sqlite3_stmt* commit) : db_(db), commit_(commit) {}
  sqlite3* db_;           // null once committed or moved from
  sqlite3_stmt* commit_;  // prepared COMMIT, or null to prepare one
};

}  // namespace gavel::sqlite
