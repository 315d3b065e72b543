#include "postgres/migrate.h"

#include <array>
#include <string>

namespace gavel::postgres {
namespace {

// Any fixed number works; it only has to be the same in every Gavel server.
constexpr std::string_view kLockSql = "SELECT pg_advisory_xact_lock(7117001)";
constexpr std::string_view kTableSql =
    "CREATE TABLE IF NOT EXISTS schema_version ("
    " store TEXT PRIMARY KEY, version INTEGER NOT NULL)";

}  // namespace

Result<void> migrate(Connection& connection, std::string_view store,
                     std::span<const Migration> migrations) {
  auto transaction = Transaction::begin(connection);
  if (!transaction) return std::unexpected(transaction.error());
  // The lock before the table: two servers racing to CREATE TABLE IF NOT
  // EXISTS can otherwise both try, and one fails.
  if (auto locked = connection.run(kLockSql); !locked) return locked;
  if (auto made = connection.run(kTableSql); !made) return made;
  const std::array<Param, 1> name = {std::string(store)};
  auto rows = connection.query("SELECT version FROM schema_version WHERE store = $1", name);
  if (!rows) return std::unexpected(rows.error());
  std::int64_t version = 0;
  if (row_count(*rows) == 1) {
    auto read = int64(*rows, 0, 0);
    if (!read) return std::unexpected(read.error());
    version = *read;
  }
  const auto latest = static_cast<std::int64_t>(migrations.size());
  if (version < 0 || version > latest) {
    return failure("the database has schema version " + std::to_string(version) + " for " +
                   std::string(store) + ", newer than this server's " + std::to_string(latest));
  }
  if (version == latest) return transaction->commit();
  for (auto step = version; step < latest; ++step) {
    for (const auto sql : migrations[static_cast<std::size_t>(step)]) {
      if (auto done = connection.run(sql); !done) return done;
    }
  }
  const std::array<Param, 2> record = {std::string(store), std::to_string(latest)};
  auto noted = connection.query(
      "INSERT INTO schema_version (store, version) VALUES ($1, $2::integer)"
      " ON CONFLICT (store) DO UPDATE SET version = excluded.version",
      record);
  if (!noted) return std::unexpected(noted.error());
  return transaction->commit();
}

}  // namespace gavel::postgres
