// SqliteAccountStore's guests: kept by the digest of their cookie's secret,
// like sessions, so that a restart does not turn a guest into a stranger
// (and lose their seats). Guests are bounded by idleness and by a count.
#include <sqlite3.h>

#include "accounts/secret_token.h"
#include "accounts/sqlite_account_rows.h"
#include "accounts/sqlite_account_store.h"
#include "accounts/sqlite_errors.h"
#include "sqlite/sqlite.h"

namespace gavel::accounts {

using sqlite::bind_text;
using sqlite::column_text;
using sqlite::prepare;
using sqlite::step_done;

Result<StoredGuest> SqliteAccountStore::create_guest(std::string_view secret, std::string_view name,
                                                     std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "INSERT INTO guests (digest, name, created_at, last_seen_at)"
                      " VALUES (?1, ?2, ?3, ?3)");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, digest_secret(secret)) || !bind_text(s, 2, name) ||
      sqlite3_bind_int64(s, 3, now_ms) != SQLITE_OK) {
    return db_error(db_.get(), "binding a guest");
  }
  if (auto done = step_done(db_.get(), s, "storing a guest"); !done) {
    return to_account_error(done.error());
  }
  return StoredGuest{sqlite3_last_insert_rowid(db_.get()), std::string(name), now_ms, now_ms};
}

Result<std::optional<StoredGuest>> SqliteAccountStore::find_guest(std::string_view secret,
                                                                  std::int64_t now_ms,
                                                                  std::int64_t idle_ms) {
  const std::string digest = digest_secret(secret);
  std::lock_guard lock(mutex_);
  auto stmt = prepare(
      db_.get(), "SELECT number, name, created_at, last_seen_at FROM guests WHERE digest = ?1");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, digest)) return db_error(db_.get(), "binding a digest");
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) return db_error(db_.get(), "finding a guest");
  StoredGuest guest{sqlite3_column_int64(s, 0), column_text(s, 1), sqlite3_column_int64(s, 2),
                    sqlite3_column_int64(s, 3)};
  stmt->reset();

  const bool idle = now_ms - guest.last_seen_at_ms >= idle_ms;
  if (!idle && now_ms - guest.last_seen_at_ms < kTouchEveryMs) return guest;
  auto change = prepare(db_.get(), idle ? "DELETE FROM guests WHERE digest = ?1"
                                        : "UPDATE guests SET last_seen_at = ?2 WHERE digest = ?1");
  if (!change) return to_account_error(change.error());
  auto* c = change->get();
  if (!bind_text(c, 1, digest) || (!idle && sqlite3_bind_int64(c, 2, now_ms) != SQLITE_OK)) {
    return db_error(db_.get(), "binding a guest");
  }
  if (auto done = step_done(db_.get(), c, "updating a guest"); !done) {
    return to_account_error(done.error());
  }
  if (idle) return std::nullopt;
  guest.last_seen_at_ms = now_ms;
  return guest;
}

Result<bool> SqliteAccountStore::guest_name_taken(std::string_view name, std::int64_t now_ms,
                                                  std::int64_t idle_ms) {
  std::lock_guard lock(mutex_);
  auto stmt =
      prepare(db_.get(), "SELECT 1 FROM guests WHERE name = ?1 AND last_seen_at > ?2 LIMIT 1");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, name) || sqlite3_bind_int64(s, 2, now_ms - idle_ms) != SQLITE_OK) {
    return db_error(db_.get(), "binding a name");
  }
  const int rc = sqlite3_step(s);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE) return db_error(db_.get(), "reading guest names");
  return rc == SQLITE_ROW;
}

Result<std::int64_t> SqliteAccountStore::trim_guests(std::int64_t now_ms, std::int64_t idle_ms,
                                                     std::int64_t max_guests) {
  std::lock_guard lock(mutex_);
  // Idle ones first (they could not be found any more anyway), then, if the
  // table is still over its bound, the longest idle: the least likely back.
  const char* const steps[] = {
      "DELETE FROM guests WHERE last_seen_at <= ?1 - ?2",
      "DELETE FROM guests WHERE number IN (SELECT number FROM guests"
      " ORDER BY last_seen_at, number LIMIT max(0, (SELECT count(*) FROM guests) - ?3))",
  };
  for (const char* sql : steps) {
    auto stmt = prepare(db_.get(), sql);
    if (!stmt) return to_account_error(stmt.error());
    auto* s = stmt->get();
    const int count = sqlite3_bind_parameter_count(s);
    // Unused parameters stay NULL; each statement names only those it needs.
    if ((count >= 1 && sqlite3_bind_int64(s, 1, now_ms) != SQLITE_OK) ||
        (count >= 2 && sqlite3_bind_int64(s, 2, idle_ms) != SQLITE_OK) ||
        (count >= 3 && sqlite3_bind_int64(s, 3, max_guests) != SQLITE_OK)) {
      return db_error(db_.get(), "binding a bound");
    }
    if (auto done = step_done(db_.get(), s, "trimming guests"); !done) {
      return to_account_error(done.error());
    }
  }
  auto count = prepare(db_.get(), "SELECT count(*) FROM guests");
  if (!count) return to_account_error(count.error());
  if (sqlite3_step(count->get()) != SQLITE_ROW) return db_error(db_.get(), "counting guests");
  return sqlite3_column_int64(count->get(), 0);
}

}  // namespace gavel::accounts
