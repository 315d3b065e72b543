#include "store/pg_settings_text.h"

#include <array>
#include <string_view>

#include "postgres/migrate.h"

namespace gavel::store {
namespace {

using engine::invalid;
using postgres::Param;
using postgres::Statement;

constexpr std::array<std::string_view, 1> kToVersion1 = {
    "CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
};
constexpr std::array<postgres::Migration, 1> kMigrations = {kToVersion1};

constexpr Statement kRead = {"settings_read", "SELECT value FROM settings WHERE name = $1"};
constexpr Statement kWrite = {"settings_write",
                              "INSERT INTO settings (name, value) VALUES ($1, $2)"
                              " ON CONFLICT (name) DO UPDATE SET value = excluded.value"};

std::unexpected<engine::Error> to_error(const postgres::Error& error) {
  return invalid("settings: " + error.message);
}

}  // namespace

Result<std::unique_ptr<PgSettingsText>> PgSettingsText::open(const std::string& url,
                                                             std::string name) {
  auto pool = postgres::Pool::open(url, 1);
  if (!pool) return to_error(pool.error());
  {
    auto connection = (*pool)->acquire();
    if (!connection) return to_error(connection.error());
    if (auto done = postgres::migrate(**connection, "settings", kMigrations); !done) {
      return to_error(done.error());
    }
  }
  return std::unique_ptr<PgSettingsText>(new PgSettingsText(std::move(*pool), std::move(name)));
}

Result<std::optional<std::string>> PgSettingsText::read() {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  const std::array<Param, 1> params = {name_};
  auto rows = (*connection)->execute(kRead, params);
  if (!rows) return to_error(rows.error());
  if (postgres::row_count(*rows) == 0) return std::nullopt;
  return postgres::text(*rows, 0, 0);
}

Result<void> PgSettingsText::write(const std::string& text) {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  const std::array<Param, 2> params = {name_, text};
  if (auto done = (*connection)->execute(kWrite, params); !done) return to_error(done.error());
  return {};
}

}  // namespace gavel::store
