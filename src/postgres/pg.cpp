#include "postgres/pg.h"

#include <libpq-fe.h>

#include <charconv>
#include <vector>

namespace gavel::postgres {
namespace {

constexpr std::string_view kUniqueViolation = "23505";

// libpq's messages end in a newline; a store's error is one line.
std::string trimmed(const char* message) {
  std::string text = message ? message : "";
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

// The rows of a statement that worked, or its error (never both).
Result<Rows> checked(pg_conn* conn, PGresult* raw) {
  Rows rows(raw);
  if (!raw) return failure(trimmed(PQerrorMessage(conn)));
  const auto status = PQresultStatus(raw);
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return rows;
  const char* state = PQresultErrorField(raw, PG_DIAG_SQLSTATE);
  return std::unexpected(Error{trimmed(PQresultErrorMessage(raw)),
                               state && std::string_view(state) == kUniqueViolation,
                               state ? state : ""});
}

// libpq wants NUL-terminated values, one pointer per parameter.
std::vector<const char*> values_of(std::span<const Param> params) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& param : params) values.push_back(param ? param->c_str() : nullptr);
  return values;
}

}  // namespace

void FinishConn::operator()(pg_conn* conn) const {
  PQfinish(conn);
}
void ClearResult::operator()(pg_result* result) const {
  PQclear(result);
}

Result<Connection> Connection::open(const std::string& url) {
  if (!url.starts_with("postgres://") && !url.starts_with("postgresql://")) {
    return failure("the database URL must start with postgres:// or postgresql://");
  }
  Connection connection(PQconnectdb(url.c_str()));
  pg_conn* conn = connection.conn_.get();
  if (!conn) return failure("cannot connect: out of memory");
  if (PQstatus(conn) != CONNECTION_OK) {
    // The message names the host and the reason, never the password.
    return failure("cannot connect: " + trimmed(PQerrorMessage(conn)));
  }
  // Warnings (a table that already exists) are not worth a line on stderr.
  if (auto quiet = connection.run("SET client_min_messages = warning"); !quiet) {
    return std::unexpected(quiet.error());
  }
  return connection;
}

Result<void> Connection::run(std::string_view sql) {
  auto rows = checked(conn_.get(), PQexec(conn_.get(), std::string(sql).c_str()));
  if (!rows) return std::unexpected(rows.error());
  return {};
}

Result<Rows> Connection::query(std::string_view sql, std::span<const Param> params) {
  const auto values = values_of(params);
  return checked(conn_.get(), PQexecParams(conn_.get(), std::string(sql).c_str(),
                                           static_cast<int>(values.size()), nullptr, values.data(),
                                           nullptr, nullptr, 0));
}

Result<Rows> Connection::execute(const Statement& statement, std::span<const Param> params) {
  const std::string name(statement.name);
  if (!prepared_.contains(statement.name)) {
    // Types are left to the server to infer from the statement's text.
    auto done = checked(conn_.get(), PQprepare(conn_.get(), name.c_str(),
                                               std::string(statement.sql).c_str(), 0, nullptr));
    if (!done) return std::unexpected(done.error());
    prepared_.insert(statement.name);
  }
  const auto values = values_of(params);
  return checked(conn_.get(),
                 PQexecPrepared(conn_.get(), name.c_str(), static_cast<int>(values.size()),
                                values.data(), nullptr, nullptr, 0));
}

bool Connection::alive() const {
  return PQstatus(conn_.get()) == CONNECTION_OK;
}

bool Connection::usable() {
  if (PQstatus(conn_.get()) == CONNECTION_OK) return true;
  PQreset(conn_.get());
  prepared_.clear();  // a new session on the server knows none of them
  return PQstatus(conn_.get()) == CONNECTION_OK &&
         run("SET client_min_messages = warning").has_value();
}

int row_count(const Rows& rows) {
  return PQntuples(rows.get());
}

std::string text(const Rows& rows, int row, int column) {
  return std::string(PQgetvalue(rows.get(), row, column),
                     static_cast<std::size_t>(PQgetlength(rows.get(), row, column)));
}

bool is_null(const Rows& rows, int row, int column) {
  return PQgetisnull(rows.get(), row, column) == 1;
}

Result<std::int64_t> int64(const Rows& rows, int row, int column) {
  const char* begin = PQgetvalue(rows.get(), row, column);
  const char* end = begin + PQgetlength(rows.get(), row, column);
  std::int64_t value = 0;
  const auto [at, ec] = std::from_chars(begin, end, value);
  if (ec != std::errc() || at != end || begin == end) {
    return failure("column " + std::to_string(column) + " is not a whole number");
  }
  return value;
}

int affected(const Rows& rows) {
  const std::string_view count = PQcmdTuples(rows.get());
  int value = 0;
  std::from_chars(count.data(), count.data() + count.size(), value);
  return value;
}

Result<Transaction> Transaction::begin(Connection& connection) {
  auto done = connection.run("BEGIN");
  // A connection the server dropped while it sat idle (a restart, an idle
  // timeout) is only noticed now. BEGIN changed nothing, so one reconnect and
  // a second try are safe; a drop later in the transaction is an error.
  if (!done && !connection.alive() && connection.usable()) done = connection.run("BEGIN");
  if (!done) return std::unexpected(done.error());
  return Transaction(connection);
}

Transaction::~Transaction() {
  if (connection_) (void)connection_->run("ROLLBACK");
}

Result<void> Transaction::commit() {
  // Committed or not, the transaction is over: no ROLLBACK after this.
  Connection* connection = std::exchange(connection_, nullptr);
  auto rows = connection->query("COMMIT");
  if (!rows) return std::unexpected(rows.error());
  // A transaction an earlier statement aborted answers COMMIT with ROLLBACK.
  if (std::string_view(PQcmdStatus(rows->get())) != "COMMIT") {
    return failure("the transaction was rolled back");
  }
  return {};
}

}  // namespace gavel::postgres
