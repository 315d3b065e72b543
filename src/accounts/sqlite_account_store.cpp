// SqliteAccountStore: opening the file, the schema and its migrations, and
// the operations, each one or a few prepared statements with bound parameters.
#include "accounts/sqlite_account_store.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <string_view>
#include <unordered_set>

#include "accounts/secret_token.h"
#include "accounts/sodium_ready.h"
#include "accounts/sqlite_account_rows.h"
#include "accounts/sqlite_errors.h"
#include "accounts/username.h"
#include "sqlite/open.h"

namespace gavel::accounts {
namespace {

using sqlite::bind_text;
using sqlite::column_text;
using sqlite::prepare;
using sqlite::step_done;
using sqlite::Transaction;

// Schema migrations, one entry per version (see sqlite::Migration).
constexpr std::array<std::string_view, 9> kToVersion1 = {
    // name keeps the letter case shown to others; name_key (folded) decides
    // uniqueness, so "Alice" and "alice" cannot both exist.
    "CREATE TABLE accounts ("
    " id INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " name_key TEXT NOT NULL UNIQUE,"
    " password_hash TEXT NOT NULL,"
    " created_at INTEGER NOT NULL)",
    // digest: BLAKE2b-256 of the cookie's secret; the secret itself is never stored.
    "CREATE TABLE sessions ("
    " digest TEXT PRIMARY KEY NOT NULL,"
    " account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,"
    " created_at INTEGER NOT NULL,"
    " last_seen_at INTEGER NOT NULL)",
    "CREATE INDEX sessions_last_seen_at ON sessions (last_seen_at)",
    "CREATE TABLE api_tokens ("
    " digest TEXT PRIMARY KEY NOT NULL,"
    " account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,"
    " label TEXT NOT NULL,"
    " created_at INTEGER NOT NULL,"
    " last_used_at INTEGER NOT NULL)",
    // Ratings in whole tenths (docs/ratings.md); no row means kStartRating.
    "CREATE TABLE ratings ("
    " account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,"
    " game TEXT NOT NULL,"
    " rating INTEGER NOT NULL,"
    " games INTEGER NOT NULL,"
    " PRIMARY KEY (account_id, game))",
    "CREATE INDEX ratings_leaderboard ON ratings (game, rating DESC)",
    // The key makes rating one match twice for a player impossible.
    "CREATE TABLE rating_history ("
    " account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,"
    " game TEXT NOT NULL,"
    " match_code TEXT NOT NULL,"
    " old_rating INTEGER NOT NULL,"
    " new_rating INTEGER NOT NULL,"
    " change INTEGER NOT NULL,"
    " finished_at INTEGER NOT NULL,"
    " PRIMARY KEY (account_id, game, match_code))",
    "CREATE INDEX rating_history_newest ON rating_history (account_id, game, finished_at DESC)",
    "CREATE INDEX api_tokens_account ON api_tokens (account_id)",
};
// Version 2 (issue 12): the administrator is a stored flag, never a name
// claimed at sign-up; sessions and tokens get public ids (random, not the
// secret's digest) so their owner can list and end them; guests are kept so
// that they survive a restart. AUTOINCREMENT: a guest's number is never
// reused, even after the newest guest is purged.
constexpr std::array<std::string_view, 11> kToVersion2 = {
    "ALTER TABLE accounts ADD COLUMN admin INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE sessions ADD COLUMN id TEXT",
    "UPDATE sessions SET id = lower(hex(randomblob(8)))",
    "CREATE UNIQUE INDEX sessions_id ON sessions (id)",
    "CREATE INDEX sessions_account ON sessions (account_id)",
    "ALTER TABLE api_tokens ADD COLUMN id TEXT",
    "UPDATE api_tokens SET id = lower(hex(randomblob(8)))",
    "CREATE UNIQUE INDEX api_tokens_id ON api_tokens (id)",
    // digest: BLAKE2b-256 of the guest cookie's secret, like a session's.
    "CREATE TABLE guests ("
    " number INTEGER PRIMARY KEY AUTOINCREMENT,"
    " digest TEXT NOT NULL UNIQUE,"
    " name TEXT NOT NULL,"
    " created_at INTEGER NOT NULL,"
    " last_seen_at INTEGER NOT NULL)",
    "CREATE INDEX guests_last_seen_at ON guests (last_seen_at)",
    "CREATE INDEX guests_name ON guests (name)",
};
constexpr std::array<sqlite::Migration, 2> kMigrations = {kToVersion1, kToVersion2};

// Off by default in SQLite, per connection: the ON DELETE CASCADEs and the
// account references need it.
constexpr std::array<std::string_view, 1> kPragmas = {"PRAGMA foreign_keys=ON"};

}  // namespace

Account read_account(sqlite3_stmt* stmt, int first_column) {
  return {sqlite3_column_int64(stmt, first_column), column_text(stmt, first_column + 1),
          sqlite3_column_int64(stmt, first_column + 2),
          sqlite3_column_int(stmt, first_column + 3) != 0};
}

namespace {

std::unexpected<Error> wrong_login() {
  return fail(ErrorKind::kUnauthorized, "wrong username or password");
}

}  // namespace

Result<std::unique_ptr<SqliteAccountStore>> SqliteAccountStore::open(const std::string& path,
                                                                     Options options) {
  if (!sodium_ready()) return fail(ErrorKind::kStorage, "libsodium could not be initialised");
  auto db = sqlite::open(path, kMigrations, kPragmas);
  if (!db) return to_account_error(db.error());

  auto dummy = hash_password("not a password of anyone", options.password_params);
  if (!dummy) return std::unexpected(dummy.error());
  return std::unique_ptr<SqliteAccountStore>(
      new SqliteAccountStore(std::move(*db), std::move(options), std::move(*dummy)));
}

Result<Account> SqliteAccountStore::create_account(std::string_view name, std::string_view password,
                                                   std::int64_t now_ms) {
  if (auto ok = check_username(name, options_.administrator); !ok)
    return std::unexpected(ok.error());
  if (auto ok = check_password(password, name); !ok) return std::unexpected(ok.error());
  // The slow part, outside the lock: logins and lookups go on meanwhile.
  auto hash = hash_password(password, options_.password_params);
  if (!hash) return std::unexpected(hash.error());

  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "INSERT INTO accounts (name, name_key, password_hash, created_at)"
                      " VALUES (?1, ?2, ?3, ?4)");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  const bool bound = bind_text(s, 1, name) && bind_text(s, 2, fold_username(name)) &&
                     bind_text(s, 3, *hash) && sqlite3_bind_int64(s, 4, now_ms) == SQLITE_OK;
  if (!bound) return db_error(db_.get(), "binding a new account");
  if (sqlite3_step(s) != SQLITE_DONE) {
    if (sqlite::is_unique_violation(db_.get())) {
      return fail(ErrorKind::kConflict, "the username \"" + std::string(name) + "\" is taken");
    }
    return db_error(db_.get(), "creating an account");
  }
  return Account{sqlite3_last_insert_rowid(db_.get()), std::string(name), now_ms, false};
}

Result<std::optional<Account>> SqliteAccountStore::find_account(std::string_view name) {
  std::lock_guard lock(mutex_);
  auto stmt =
      prepare(db_.get(), "SELECT id, name, created_at, admin FROM accounts WHERE name_key = ?1");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, fold_username(name))) return db_error(db_.get(), "binding a name");
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) return db_error(db_.get(), "finding an account");
  return read_account(s, 0);
}

Result<Account> SqliteAccountStore::verify_login(std::string_view name, std::string_view password) {
  std::optional<Account> account;
  std::string hash;
  {
    std::lock_guard lock(mutex_);
    auto stmt = prepare(db_.get(),
                        "SELECT id, name, created_at, admin, password_hash FROM accounts"
                        " WHERE name_key = ?1");
    if (!stmt) return to_account_error(stmt.error());
    auto* s = stmt->get();
    if (!bind_text(s, 1, fold_username(name))) return db_error(db_.get(), "binding a name");
    const int rc = sqlite3_step(s);
    if (rc == SQLITE_ROW) {
      account = read_account(s, 0);
      hash = column_text(s, 4);
    } else if (rc != SQLITE_DONE) {
      return db_error(db_.get(), "reading an account");
    }
  }
  if (!account) {
    (void)verify_password(dummy_hash_, password);  // same cost as a real check
    return wrong_login();
  }
  if (!verify_password(hash, password)) return wrong_login();

  // The password is known right now, the only moment it can be hashed again
  // with the current parameters. A failure here does not fail the login.
  if (password_needs_rehash(hash, options_.password_params)) {
    if (auto fresh = hash_password(password, options_.password_params)) {
      std::lock_guard lock(mutex_);
      // Only if unchanged meanwhile: never overwrite a concurrent password change.
      if (auto stmt = prepare(db_.get(),
                              "UPDATE accounts SET password_hash = ?1"
                              " WHERE id = ?2 AND password_hash = ?3")) {
        auto* s = stmt->get();
        if (bind_text(s, 1, *fresh) && sqlite3_bind_int64(s, 2, account->id) == SQLITE_OK &&
            bind_text(s, 3, hash)) {
          sqlite3_step(s);
        }
      }
    }
  }
  return *account;
}

Result<std::string> SqliteAccountStore::insert_secret(std::string_view sql, std::int64_t account_id,
                                                      std::string_view label, std::int64_t now_ms) {
  const std::string secret = new_secret();
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(), sql);
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  const bool bound = bind_text(s, 1, digest_secret(secret)) &&
                     sqlite3_bind_int64(s, 2, account_id) == SQLITE_OK &&
                     sqlite3_bind_int64(s, 3, now_ms) == SQLITE_OK &&
                     (sqlite3_bind_parameter_count(s) < 4 || bind_text(s, 4, label));
  if (!bound) return db_error(db_.get(), "binding a secret");
  if (sqlite3_step(s) != SQLITE_DONE) {
    if (sqlite3_extended_errcode(db_.get()) == SQLITE_CONSTRAINT_FOREIGNKEY) {
      return invalid("there is no account " + std::to_string(account_id));
    }
    return db_error(db_.get(), "storing a secret");
  }
  return secret;
}

Result<void> SqliteAccountStore::delete_secret(std::string_view sql, std::string_view secret) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(), sql);
  if (!stmt) return to_account_error(stmt.error());
  if (!bind_text(stmt->get(), 1, digest_secret(secret))) {
    return db_error(db_.get(), "binding a digest");
  }
  if (auto done = step_done(db_.get(), stmt->get(), "deleting a secret"); !done) {
    return to_account_error(done.error());
  }
  return {};
}

Result<std::string> SqliteAccountStore::create_session(std::int64_t account_id,
                                                       std::int64_t now_ms) {
  return insert_secret(
      "INSERT INTO sessions (digest, account_id, created_at, last_seen_at, id)"
      " VALUES (?1, ?2, ?3, ?3, lower(hex(randomblob(8))))",
      account_id, "", now_ms);
}

Result<std::optional<Account>> SqliteAccountStore::find_session(std::string_view secret,
                                                                std::int64_t now_ms) {
  const std::string digest = digest_secret(secret);
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "SELECT s.last_seen_at, a.id, a.name, a.created_at, a.admin"
                      " FROM sessions s JOIN accounts a ON a.id = s.account_id"
                      " WHERE s.digest = ?1");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, digest)) return db_error(db_.get(), "binding a digest");
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) return db_error(db_.get(), "finding a session");
  const std::int64_t last_seen = sqlite3_column_int64(s, 0);
  const Account account = read_account(s, 1);
  stmt->reset();

  const bool expired = now_ms - last_seen > options_.session_idle_ms;
  if (!expired && now_ms - last_seen < kTouchEveryMs) return account;
  auto change = prepare(db_.get(), expired ? "DELETE FROM sessions WHERE digest = ?1"
                                           : "UPDATE sessions SET last_seen_at = ?2"
                                             " WHERE digest = ?1");
  if (!change) return to_account_error(change.error());
  auto* c = change->get();
  if (!bind_text(c, 1, digest) || (!expired && sqlite3_bind_int64(c, 2, now_ms) != SQLITE_OK)) {
    return db_error(db_.get(), "binding a session");
  }
  if (auto done = step_done(db_.get(), c, "updating a session"); !done) {
    return to_account_error(done.error());
  }
  if (expired) return std::nullopt;
  return account;
}

Result<void> SqliteAccountStore::delete_session(std::string_view secret) {
  return delete_secret("DELETE FROM sessions WHERE digest = ?1", secret);
}

Result<int> SqliteAccountStore::purge_expired_sessions(std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(), "DELETE FROM sessions WHERE last_seen_at < ?1");
  if (!stmt) return to_account_error(stmt.error());
  if (sqlite3_bind_int64(stmt->get(), 1, now_ms - options_.session_idle_ms) != SQLITE_OK) {
    return db_error(db_.get(), "binding the cutoff");
  }
  if (auto done = step_done(db_.get(), stmt->get(), "purging sessions"); !done) {
    return to_account_error(done.error());
  }
  return sqlite3_changes(db_.get());
}

Result<std::string> SqliteAccountStore::create_api_token(std::int64_t account_id,
                                                         std::string_view label,
                                                         std::int64_t now_ms) {
  if (label.size() > 100) return invalid("a token's label must have at most 100 characters");
  return insert_secret(
      "INSERT INTO api_tokens (digest, account_id, created_at, last_used_at, label, id)"
      " VALUES (?1, ?2, ?3, ?3, ?4, lower(hex(randomblob(8))))",
      account_id, label, now_ms);
}

Result<std::optional<Account>> SqliteAccountStore::find_api_token(std::string_view secret,
                                                                  std::int64_t now_ms) {
  const std::string digest = digest_secret(secret);
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "SELECT t.last_used_at, a.id, a.name, a.created_at, a.admin"
                      " FROM api_tokens t JOIN accounts a ON a.id = t.account_id"
                      " WHERE t.digest = ?1");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!bind_text(s, 1, digest)) return db_error(db_.get(), "binding a digest");
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) return db_error(db_.get(), "finding a token");
  const std::int64_t last_used = sqlite3_column_int64(s, 0);
  const Account account = read_account(s, 1);
  stmt->reset();
  // last_used_at is for the owner's token list; agents call many times a
  // second, so it is as coarse as a session's last_seen_at.
  if (now_ms - last_used >= kTouchEveryMs) {
    auto touch = prepare(db_.get(), "UPDATE api_tokens SET last_used_at = ?2 WHERE digest = ?1");
    if (!touch) return to_account_error(touch.error());
    if (!bind_text(touch->get(), 1, digest) ||
        sqlite3_bind_int64(touch->get(), 2, now_ms) != SQLITE_OK) {
      return db_error(db_.get(), "binding a token");
    }
    if (auto done = step_done(db_.get(), touch->get(), "touching a token"); !done) {
      return to_account_error(done.error());
    }
  }
  return account;
}

Result<void> SqliteAccountStore::revoke_api_token(std::string_view secret) {
  return delete_secret("DELETE FROM api_tokens WHERE digest = ?1", secret);
}

}  // namespace gavel::accounts
