// SqliteAccountStore's ratings: reading one, applying a rated match's
// changes in one transaction, history and the leaderboard.
#include <sqlite3.h>

#include <string_view>
#include <unordered_set>

#include "accounts/sqlite_account_store.h"
#include "accounts/sqlite_errors.h"
#include "sqlite/sqlite.h"

namespace gavel::accounts {

using sqlite::bind_text;
using sqlite::column_text;
using sqlite::prepare;
using sqlite::Transaction;

namespace {

// The stored rating, or kStartRating when the player has none in this game.
// The caller holds the lock.
Result<Tenths> read_rating(sqlite3* db, std::int64_t account_id, std::string_view game) {
  auto stmt = prepare(db, "SELECT rating FROM ratings WHERE account_id = ?1 AND game = ?2");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (sqlite3_bind_int64(s, 1, account_id) != SQLITE_OK || !bind_text(s, 2, game)) {
    return db_error(db, "binding a rating key");
  }
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_DONE) return ratings::kStartRating;
  if (rc != SQLITE_ROW) return db_error(db, "reading a rating");
  return sqlite3_column_int64(s, 0);
}

Result<void> check_rated_match(const RatedMatch& match) {
  if (match.game.empty()) return invalid("a rated match needs a game");
  if (match.match_code.empty()) return invalid("a rated match needs a match code");
  std::unordered_set<std::int64_t> seen;
  for (const auto& update : match.updates) {
    if (!seen.insert(update.account_id).second) {
      return invalid("account " + std::to_string(update.account_id) + " appears twice in match " +
                     match.match_code);
    }
    if (update.new_rating < ratings::kFloor || update.new_rating > ratings::kMaxRating) {
      return invalid("rating " + std::to_string(update.new_rating) + " tenths is out of range");
    }
  }
  return {};
}

}  // namespace

Result<Tenths> SqliteAccountStore::rating(std::int64_t account_id, std::string_view game) {
  std::lock_guard lock(mutex_);
  return read_rating(db_.get(), account_id, game);
}

Result<void> SqliteAccountStore::apply_ratings(const RatedMatch& match) {
  if (auto ok = check_rated_match(match); !ok) return ok;
  std::lock_guard lock(mutex_);
  sqlite3* db = db_.get();
  auto transaction = Transaction::begin(db);
  if (!transaction) return to_account_error(transaction.error());
  auto upsert = prepare(db,
                        "INSERT INTO ratings (account_id, game, rating, games)"
                        " VALUES (?1, ?2, ?3, 1)"
                        " ON CONFLICT (account_id, game) DO UPDATE SET"
                        " rating = excluded.rating, games = games + 1");
  if (!upsert) return to_account_error(upsert.error());
  auto history = prepare(db,
                         "INSERT INTO rating_history (account_id, game, match_code, old_rating,"
                         " new_rating, change, finished_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  if (!history) return to_account_error(history.error());

  for (const auto& update : match.updates) {
    auto current = read_rating(db, update.account_id, match.game);
    if (!current) return std::unexpected(current.error());
    if (*current != update.old_rating) {
      return fail(ErrorKind::kConflict, "account " + std::to_string(update.account_id) +
                                            "'s rating in " + match.game + " changed while match " +
                                            match.match_code + " was being rated");
    }
    auto* u = upsert->get();
    sqlite3_reset(u);
    const bool upsert_bound = sqlite3_bind_int64(u, 1, update.account_id) == SQLITE_OK &&
                              bind_text(u, 2, match.game) &&
                              sqlite3_bind_int64(u, 3, update.new_rating) == SQLITE_OK;
    if (!upsert_bound) return db_error(db, "binding a rating");
    if (sqlite3_step(u) != SQLITE_DONE) {
      if (sqlite3_extended_errcode(db) == SQLITE_CONSTRAINT_FOREIGNKEY) {
        return invalid("there is no account " + std::to_string(update.account_id));
      }
      return db_error(db, "storing a rating");
    }

    auto* h = history->get();
    sqlite3_reset(h);
    const bool history_bound =
        sqlite3_bind_int64(h, 1, update.account_id) == SQLITE_OK && bind_text(h, 2, match.game) &&
        bind_text(h, 3, match.match_code) &&
        sqlite3_bind_int64(h, 4, update.old_rating) == SQLITE_OK &&
        sqlite3_bind_int64(h, 5, update.new_rating) == SQLITE_OK &&
        sqlite3_bind_int64(h, 6, update.new_rating - update.old_rating) == SQLITE_OK &&
        sqlite3_bind_int64(h, 7, match.finished_at_ms) == SQLITE_OK;
    if (!history_bound) return db_error(db, "binding a history row");
    if (sqlite3_step(h) != SQLITE_DONE) {
      if (sqlite::is_unique_violation(db)) {
        return fail(ErrorKind::kConflict,
                    "match " + match.match_code + " of " + match.game + " has already been rated");
      }
      return db_error(db, "storing a history row");
    }
  }
  if (auto done = transaction->commit(); !done) return to_account_error(done.error());
  return {};
}

Result<std::vector<RatingUpdate>> SqliteAccountStore::match_ratings(std::string_view game,
                                                                    std::string_view match_code) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "SELECT account_id, old_rating, new_rating FROM rating_history"
                      " WHERE game = ?1 AND match_code = ?2 ORDER BY account_id");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, game) || !bind_text(s, 2, match_code)) {
    return db_error(db_.get(), "binding a match's ratings query");
  }
  std::vector<RatingUpdate> rows;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    rows.push_back(
        {sqlite3_column_int64(s, 0), sqlite3_column_int64(s, 1), sqlite3_column_int64(s, 2)});
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading a match's ratings");
  return rows;
}

Result<std::vector<RatingHistoryEntry>> SqliteAccountStore::rating_history(std::int64_t account_id,
                                                                           std::string_view game,
                                                                           int limit) {
  if (limit < 0) return invalid("the number of history rows must not be negative");
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "SELECT match_code, old_rating, new_rating, change, finished_at"
                      " FROM rating_history WHERE account_id = ?1 AND game = ?2"
                      " ORDER BY finished_at DESC, match_code DESC LIMIT ?3");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (sqlite3_bind_int64(s, 1, account_id) != SQLITE_OK || !bind_text(s, 2, game) ||
      sqlite3_bind_int(s, 3, limit) != SQLITE_OK) {
    return db_error(db_.get(), "binding a history query");
  }
  std::vector<RatingHistoryEntry> rows;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    rows.push_back({std::string(game), column_text(s, 0), sqlite3_column_int64(s, 1),
                    sqlite3_column_int64(s, 2), sqlite3_column_int64(s, 3),
                    sqlite3_column_int64(s, 4)});
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading rating history");
  return rows;
}

Result<std::vector<LeaderboardEntry>> SqliteAccountStore::leaderboard(std::string_view game,
                                                                      int limit) {
  if (limit < 0) return invalid("the leaderboard size must not be negative");
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "SELECT a.id, a.name, r.rating FROM ratings r"
                      " JOIN accounts a ON a.id = r.account_id WHERE r.game = ?1"
                      " ORDER BY r.rating DESC, a.name_key ASC LIMIT ?2");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, game) || sqlite3_bind_int(s, 2, limit) != SQLITE_OK) {
    return db_error(db_.get(), "binding a leaderboard query");
  }
  std::vector<LeaderboardEntry> rows;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    rows.push_back({sqlite3_column_int64(s, 0), column_text(s, 1), sqlite3_column_int64(s, 2)});
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading the leaderboard");
  return rows;
}

}  // namespace gavel::accounts
