// The libpq plumbing every PostgreSQL store shares: RAII handles, a
// connection that keeps its own prepared statements, a transaction, and an
// error value. Nothing here throws: libpq is a C API, and failures come back
// as postgres::Error for each store to label as its own.
#pragma once

#include <cstdint>
#include <expected>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>

struct pg_conn;    // PGconn, from <libpq-fe.h>, kept out of this header so
struct pg_result;  // the stores' headers need not include libpq's

namespace gavel::postgres {

struct Error {
  std::string message;
  // SQLSTATE 23505: a UNIQUE or PRIMARY KEY clash, which the account store
  // reports as a conflict rather than a storage failure.
  bool unique_violation = false;
  // The five-character SQLSTATE, empty when the failure was the connection's.
  std::string sqlstate;
};

// A failure of Gavel's own making (a bad URL, a full pool), with no SQLSTATE.
inline std::unexpected<Error> failure(std::string message) {
  return std::unexpected(Error{std::move(message), false, ""});
}

// SQLSTATE 23503: a row names another that does not exist.
inline constexpr std::string_view kForeignKeyViolation = "23503";

template <class T>
using Result = std::expected<T, Error>;

struct FinishConn {
  void operator()(pg_conn* conn) const;
};
struct ClearResult {
  void operator()(pg_result* result) const;
};
using Rows = std::unique_ptr<pg_result, ClearResult>;

// A statement a store runs often: prepared once per connection under `name`
// (unique across every store, since stores may share a connection's
// database), then run with bound parameters. Both are string literals (the
// connection keeps the name's view for its life).
struct Statement {
  std::string_view name;
  std::string_view sql;
};

// One bound parameter, in text form; nullopt is SQL NULL.
using Param = std::optional<std::string>;

class Connection {
 public:
  // `url`: postgres://user:password@host:port/database?options, or the
  // same with postgresql://; libpq reads the rest of it.
  static Result<Connection> open(const std::string& url);

  // For statements run once (DDL, BEGIN, COMMIT): no parameters, no rows kept.
  Result<void> run(std::string_view sql);
  // A one-off statement with parameters, its rows (none for a command).
  Result<Rows> query(std::string_view sql, std::span<const Param> params = {});
  // A kept statement, prepared on this connection at its first use.
  Result<Rows> execute(const Statement& statement, std::span<const Param> params = {});

  // The connection broke (the server restarted, the network failed):
  // reconnects, forgetting what was prepared. True when it is usable again.
  bool usable();
  // Whether libpq still believes the connection works (it learns otherwise
  // only when a statement fails).
  bool alive() const;

 private:
  explicit Connection(pg_conn* conn) : conn_(conn) {}
  std::unique_ptr<pg_conn, FinishConn> conn_;
  std::unordered_set<std::string_view> prepared_;
};

// What a row holds, read as text (libpq's text format). Row and column must
// exist: callers read only the columns their own SELECT names.
int row_count(const Rows& rows);
std::string text(const Rows& rows, int row, int column);
bool is_null(const Rows& rows, int row, int column);
// A BIGINT column, or an error when it holds something else.
Result<std::int64_t> int64(const Rows& rows, int row, int column);
// How many rows an INSERT, UPDATE or DELETE touched.
int affected(const Rows& rows);

// Ends a transaction with ROLLBACK on every path that does not reach commit().
class Transaction {
 public:
  static Result<Transaction> begin(Connection& connection);
  Transaction(Transaction&& other) noexcept
      : connection_(std::exchange(other.connection_, nullptr)) {}
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  Transaction& operator=(Transaction&&) = delete;
  ~Transaction();
  // Durable when it returns (synchronous_commit is on unless the operator
  // turned it off).
  Result<void> commit();

 private:
  explicit Transaction(Connection& connection) : connection_(&connection) {}
  Connection* connection_;  // null once committed or moved from
};

}  // namespace gavel::postgres
