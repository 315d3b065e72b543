// PgAccountStore's ratings: reading one, applying a rated match's changes in
// one transaction, history and the leaderboard. Several servers may rate at
// once, so the check that a rating has not moved is part of the write itself.
#include <array>
#include <unordered_set>

#include "accounts/pg_account_store.h"
#include "accounts/pg_errors.h"

namespace gavel::accounts {
namespace {

using postgres::Param;
using postgres::Statement;

constexpr Statement kRating = {
    "ratings_read", "SELECT rating FROM ratings WHERE account_id = $1::bigint AND game = $2"};
// Both write the new rating only where the stored one is still $4 (a row
// made meanwhile by another server is seen here, under its lock): no row
// touched means the rating moved. A missing row counts as the start rating,
// so only an update from it may insert.
constexpr Statement kUpsert = {"ratings_upsert",
                               "INSERT INTO ratings (account_id, game, rating, games)"
                               " VALUES ($1::bigint, $2, $3::bigint, 1)"
                               " ON CONFLICT (account_id, game) DO UPDATE SET"
                               " rating = excluded.rating, games = ratings.games + 1"
                               " WHERE ratings.rating = $4::bigint"};
constexpr Statement kUpdateOnly = {
    "ratings_update",
    "UPDATE ratings SET rating = $3::bigint, games = games + 1"
    " WHERE account_id = $1::bigint AND game = $2 AND rating = $4::bigint"};
constexpr Statement kHistory = {
    "rating_history_insert",
    "INSERT INTO rating_history (account_id, game, match_code, old_rating, new_rating, change,"
    " finished_at) VALUES ($1::bigint, $2, $3, $4::bigint, $5::bigint, $6::bigint, $7::bigint)"};
constexpr Statement kMatchRatings = {"rating_history_match",
                                     "SELECT account_id, old_rating, new_rating FROM rating_history"
                                     " WHERE game = $1 AND match_code = $2 ORDER BY account_id"};
constexpr Statement kHistoryRows = {
    "rating_history_rows",
    "SELECT match_code, old_rating, new_rating, change, finished_at"
    " FROM rating_history WHERE account_id = $1::bigint AND game = $2"
    " ORDER BY finished_at DESC, match_code COLLATE \"C\" DESC LIMIT $3::bigint"};
constexpr Statement kLeaderboard = {
    "ratings_leaderboard",
    "SELECT a.id, a.name, r.rating FROM ratings r"
    " JOIN accounts a ON a.id = r.account_id WHERE r.game = $1"
    " ORDER BY r.rating DESC, a.name_key COLLATE \"C\" ASC LIMIT $2::bigint"};

Result<void> check_rated_match(const RatedMatch& match) {
  if (match.game.empty()) return invalid("a rated match needs a game");
  if (match.match_code.empty()) return invalid("a rated match needs a match code");
  std::unordered_set<std::int64_t> seen;
  for (const auto& update : match.updates) {
    if (!seen.insert(update.account_id).second) {
      return invalid("account " + number(update.account_id) + " appears twice in match " +
                     match.match_code);
    }
    if (update.new_rating < ratings::kFloor || update.new_rating > ratings::kMaxRating) {
      return invalid("rating " + number(update.new_rating) + " tenths is out of range");
    }
  }
  return {};
}

}  // namespace

Result<Tenths> PgAccountStore::rating(std::int64_t account_id, std::string_view game) {
  auto rows = run(kRating, {number(account_id), std::string(game)});
  if (!rows) return std::unexpected(rows.error());
  if (postgres::row_count(*rows) == 0) return ratings::kStartRating;
  return column_int64(*rows, 0, 0);
}

Result<void> PgAccountStore::apply_ratings(const RatedMatch& match) {
  if (auto ok = check_rated_match(match); !ok) return ok;
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  auto transaction = postgres::Transaction::begin(**connection);
  if (!transaction) return to_account_error(transaction.error());
  for (const auto& update : match.updates) {
    const bool from_start = update.old_rating == ratings::kStartRating;
    const std::array<Param, 4> rating = {number(update.account_id), match.game,
                                         number(update.new_rating), number(update.old_rating)};
    auto written = (*connection)->execute(from_start ? kUpsert : kUpdateOnly, rating);
    if (!written) {
      if (written.error().sqlstate == postgres::kForeignKeyViolation) {
        return invalid("there is no account " + number(update.account_id));
      }
      return to_account_error(written.error());
    }
    if (postgres::affected(*written) == 0) {
      return fail(ErrorKind::kConflict, "account " + number(update.account_id) + "'s rating in " +
                                            match.game + " changed while match " +
                                            match.match_code + " was being rated");
    }
    const std::array<Param, 7> history = {number(update.account_id),
                                          match.game,
                                          match.match_code,
                                          number(update.old_rating),
                                          number(update.new_rating),
                                          number(update.new_rating - update.old_rating),
                                          number(match.finished_at_ms)};
    if (auto noted = (*connection)->execute(kHistory, history); !noted) {
      if (noted.error().unique_violation) {
        return fail(ErrorKind::kConflict,
                    "match " + match.match_code + " of " + match.game + " has already been rated");
      }
      return to_account_error(noted.error());
    }
  }
  if (auto done = transaction->commit(); !done) return to_account_error(done.error());
  return {};
}

Result<std::vector<RatingUpdate>> PgAccountStore::match_ratings(std::string_view game,
                                                                std::string_view match_code) {
  auto rows = run(kMatchRatings, {std::string(game), std::string(match_code)});
  if (!rows) return std::unexpected(rows.error());
  std::vector<RatingUpdate> updates;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    RatingUpdate update;
    for (auto [field, column] :
         {std::pair{&update.account_id, 0}, {&update.old_rating, 1}, {&update.new_rating, 2}}) {
      auto value = column_int64(*rows, row, column);
      if (!value) return std::unexpected(value.error());
      *field = *value;
    }
    updates.push_back(update);
  }
  return updates;
}

Result<std::vector<RatingHistoryEntry>> PgAccountStore::rating_history(std::int64_t account_id,
                                                                       std::string_view game,
                                                                       int limit) {
  if (limit < 0) return invalid("the number of history rows must not be negative");
  auto rows = run(kHistoryRows, {number(account_id), std::string(game), number(limit)});
  if (!rows) return std::unexpected(rows.error());
  std::vector<RatingHistoryEntry> entries;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    RatingHistoryEntry entry{std::string(game), postgres::text(*rows, row, 0), 0, 0, 0, 0};
    for (auto [field, column] : {std::pair{&entry.old_rating, 1},
                                 {&entry.new_rating, 2},
                                 {&entry.change, 3},
                                 {&entry.finished_at_ms, 4}}) {
      auto value = column_int64(*rows, row, column);
      if (!value) return std::unexpected(value.error());
      *field = *value;
    }
    entries.push_back(std::move(entry));
  }
  return entries;
}

Result<std::vector<LeaderboardEntry>> PgAccountStore::leaderboard(std::string_view game,
                                                                  int limit) {
  if (limit < 0) return invalid("the leaderboard size must not be negative");
  auto rows = run(kLeaderboard, {std::string(game), number(limit)});
  if (!rows) return std::unexpected(rows.error());
  std::vector<LeaderboardEntry> entries;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    auto id = column_int64(*rows, row, 0);
    auto rating = column_int64(*rows, row, 2);
    if (!id || !rating) return std::unexpected(id ? rating.error() : id.error());
    entries.push_back({*id, postgres::text(*rows, row, 1), *rating});
  }
  return entries;
}

}  // namespace gavel::accounts
