// PgStore: the matches table, its migrations, and the five operations, each
// a statement kept prepared on every connection of the pool.
#include "store/pg_store.h"

#include <array>
#include <string_view>

#include "postgres/migrate.h"
#include "store/match_columns.h"

namespace gavel::store {
namespace {

using engine::invalid;
using postgres::Param;
using postgres::Statement;

// The same columns as the SQLite file (sqlite_store.cpp), in PostgreSQL's types.
constexpr std::array<std::string_view, 2> kToVersion1 = {
    "CREATE TABLE matches ("
    " code TEXT PRIMARY KEY,"
    " game TEXT NOT NULL,"
    " finished_at BIGINT NOT NULL,"
    " record TEXT NOT NULL,"
    " players TEXT NOT NULL,"
    " summary TEXT NOT NULL)",
    "CREATE INDEX matches_finished_at ON matches (finished_at)",
};
constexpr std::array<postgres::Migration, 1> kMigrations = {kToVersion1};

constexpr Statement kSave = {
    "matches_save",
    "INSERT INTO matches (code, game, finished_at, record, players, summary)"
    " VALUES ($1, $2, $3::bigint, $4, $5, $6)"
    " ON CONFLICT (code) DO UPDATE SET game = excluded.game,"
    " finished_at = excluded.finished_at, record = excluded.record,"
    " players = excluded.players, summary = excluded.summary"};
constexpr Statement kLoad = {
    "matches_load",
    "SELECT game, finished_at, record, players, summary FROM matches WHERE code = $1"};
constexpr Statement kPurge = {"matches_purge",
                              "DELETE FROM matches WHERE finished_at < $1::bigint"};
// Text sorts by bytes (COLLATE "C"), as in SQLite, whatever the database's
// own collation: ties come out in the same order on both backends.
constexpr Statement kRecent = {
    "matches_recent",
    "SELECT code, game, finished_at, players FROM matches"
    " ORDER BY finished_at DESC, code COLLATE \"C\" ASC LIMIT $1::bigint"};

std::unexpected<engine::Error> to_store_error(const postgres::Error& error) {
  return invalid("match store: " + error.message);
}

}  // namespace

Result<std::unique_ptr<PgStore>> PgStore::open(const std::string& url, std::size_t connections) {
  auto pool = postgres::Pool::open(url, connections);
  if (!pool) return to_store_error(pool.error());
  {
    auto connection = (*pool)->acquire();
    if (!connection) return to_store_error(connection.error());
    if (auto done = postgres::migrate(**connection, "matches", kMigrations); !done) {
      return to_store_error(done.error());
    }
  }
  return std::unique_ptr<PgStore>(new PgStore(std::move(*pool)));
}

Result<void> PgStore::save_finished(const FinishedMatch& match) {
  auto texts = match_texts(match);
  if (!texts) return std::unexpected(texts.error());
  return save_all(std::span(&*texts, 1));
}

Result<void> PgStore::save_all(std::span<const MatchTexts> matches) {
  if (matches.empty()) return {};
  auto connection = pool_->acquire();
  if (!connection) return to_store_error(connection.error());
  auto transaction = postgres::Transaction::begin(**connection);
  if (!transaction) return to_store_error(transaction.error());
  for (const auto& match : matches) {
    const std::array<Param, 6> params = {
        match.code,   match.game,    std::to_string(match.finished_at_ms),
        match.record, match.players, match.summary};
    if (auto saved = (*connection)->execute(kSave, params); !saved) {
      return invalid("match store: saving '" + match.code + "': " + saved.error().message);
    }
  }
  if (auto committed = transaction->commit(); !committed) return to_store_error(committed.error());
  return {};
}

Result<std::optional<FinishedMatch>> PgStore::load(std::string_view code) {
  std::string game, record, players, summary;
  std::int64_t finished_at_ms = 0;
  {
    auto connection = pool_->acquire();
    if (!connection) return to_store_error(connection.error());
    const std::array<Param, 1> params = {std::string(code)};
    auto rows = (*connection)->execute(kLoad, params);
    if (!rows) return to_store_error(rows.error());
    if (postgres::row_count(*rows) == 0) return std::nullopt;
    game = postgres::text(*rows, 0, 0);
    auto at = postgres::int64(*rows, 0, 1);
    if (!at) return to_store_error(at.error());
    finished_at_ms = *at;
    record = postgres::text(*rows, 0, 2);
    players = postgres::text(*rows, 0, 3);
    summary = postgres::text(*rows, 0, 4);
  }
  // Parsing needs no connection: it runs after the connection is given back.
  return match_from_columns(std::string(code), std::move(game), finished_at_ms, record, players,
                            summary);
}

Result<int> PgStore::purge_older_than(std::int64_t cutoff_ms) {
  auto connection = pool_->acquire();
  if (!connection) return to_store_error(connection.error());
  const std::array<Param, 1> params = {std::to_string(cutoff_ms)};
  auto rows = (*connection)->execute(kPurge, params);
  if (!rows) return to_store_error(rows.error());
  return postgres::affected(*rows);
}

Result<std::vector<MatchSummary>> PgStore::recent(int limit) {
  if (limit < 0) return invalid("the number of recent matches must not be negative");
  postgres::Rows rows;
  {
    auto connection = pool_->acquire();
    if (!connection) return to_store_error(connection.error());
    const std::array<Param, 1> params = {std::to_string(limit)};
    auto read = (*connection)->execute(kRecent, params);
    if (!read) return to_store_error(read.error());
    rows = std::move(*read);
  }
  std::vector<MatchSummary> summaries;
  const int count = postgres::row_count(rows);
  summaries.reserve(static_cast<std::size_t>(count));
  for (int row = 0; row < count; ++row) {
    auto at = postgres::int64(rows, row, 2);
    if (!at) return to_store_error(at.error());
    auto summary = summary_from_columns(postgres::text(rows, row, 0), postgres::text(rows, row, 1),
                                        *at, postgres::text(rows, row, 3));
    if (!summary) return std::unexpected(summary.error());
    summaries.push_back(std::move(*summary));
  }
  return summaries;
}

}  // namespace gavel::store
