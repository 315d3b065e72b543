// SqliteAccountStore: what an account holder manages (their sessions, agent
// tokens and password) and the administrator flag `gavel admin` sets. Rows
// are named by public ids; every change also names the account, so one
// player can never end another's session by guessing an id.
#include <sqlite3.h>

#include "accounts/password.h"
#include "accounts/secret_token.h"
#include "accounts/sqlite_account_rows.h"
#include "accounts/sqlite_account_store.h"
#include "accounts/sqlite_errors.h"
#include "accounts/username.h"
#include "sqlite/sqlite.h"

namespace gavel::accounts {

using sqlite::bind_text;
using sqlite::column_text;
using sqlite::prepare;
using sqlite::step_done;
using sqlite::Transaction;

Result<std::vector<SecretInfo>> SqliteAccountStore::list_owned(std::string_view sql,
                                                               std::int64_t account_id,
                                                               std::string_view current_digest) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(), sql);
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (sqlite3_bind_int64(s, 1, account_id) != SQLITE_OK) return db_error(db_.get(), "binding");
  std::vector<SecretInfo> out;
  int rc;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    SecretInfo info{column_text(s, 0), column_text(s, 1), sqlite3_column_int64(s, 2),
                    sqlite3_column_int64(s, 3), false};
    info.current = !current_digest.empty() && column_text(s, 4) == current_digest;
    out.push_back(std::move(info));
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "listing");
  return out;
}

Result<bool> SqliteAccountStore::delete_owned(std::string_view sql, std::int64_t account_id,
                                              std::string_view id) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(), sql);
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (sqlite3_bind_int64(s, 1, account_id) != SQLITE_OK || !bind_text(s, 2, id)) {
    return db_error(db_.get(), "binding an id");
  }
  if (auto done = step_done(db_.get(), s, "deleting by id"); !done) {
    return to_account_error(done.error());
  }
  return sqlite3_changes(db_.get()) > 0;
}

Result<std::vector<SecretInfo>> SqliteAccountStore::list_sessions(std::int64_t account_id,
                                                                  std::string_view current_secret) {
  return list_owned(
      "SELECT id, '', created_at, last_seen_at, digest FROM sessions"
      " WHERE account_id = ?1 ORDER BY created_at DESC, id",
      account_id, current_secret.empty() ? "" : digest_secret(current_secret));
}

Result<bool> SqliteAccountStore::end_session(std::int64_t account_id, std::string_view id) {
  return delete_owned("DELETE FROM sessions WHERE account_id = ?1 AND id = ?2", account_id, id);
}

Result<std::vector<SecretInfo>> SqliteAccountStore::list_api_tokens(std::int64_t account_id) {
  return list_owned(
      "SELECT id, label, created_at, last_used_at, '' FROM api_tokens"
      " WHERE account_id = ?1 ORDER BY created_at DESC, id",
      account_id, "");
}

Result<bool> SqliteAccountStore::revoke_api_token_by_id(std::int64_t account_id,
                                                        std::string_view id) {
  return delete_owned("DELETE FROM api_tokens WHERE account_id = ?1 AND id = ?2", account_id, id);
}

Result<void> SqliteAccountStore::change_password(std::int64_t account_id, std::string_view current,
                                                 std::string_view fresh,
                                                 std::string_view keep_session) {
  std::string name;
  std::string old_hash;
  {
    std::lock_guard lock(mutex_);
    auto stmt = prepare(db_.get(), "SELECT name, password_hash FROM accounts WHERE id = ?1");
    if (!stmt) return to_account_error(stmt.error());
    if (sqlite3_bind_int64(stmt->get(), 1, account_id) != SQLITE_OK) {
      return db_error(db_.get(), "binding an account");
    }
    const int rc = sqlite3_step(stmt->get());
    if (rc == SQLITE_DONE) return fail(ErrorKind::kUnauthorized, "there is no such account");
    if (rc != SQLITE_ROW) return db_error(db_.get(), "reading an account");
    name = column_text(stmt->get(), 0);
    old_hash = column_text(stmt->get(), 1);
  }
  // Hashing and verifying are the slow parts: outside the lock.
  if (!verify_password(old_hash, current)) {
    return fail(ErrorKind::kUnauthorized, "the current password is wrong");
  }
  if (auto ok = check_password(fresh, name); !ok) return std::unexpected(ok.error());
  auto hash = hash_password(fresh, options_.password_params);
  if (!hash) return std::unexpected(hash.error());

  std::lock_guard lock(mutex_);
  auto transaction = Transaction::begin(db_.get());
  if (!transaction) return to_account_error(transaction.error());
  // Only if unchanged since it was verified: two changes at once cannot both
  // pass with the same old password.
  auto update = prepare(
      db_.get(), "UPDATE accounts SET password_hash = ?1 WHERE id = ?2 AND password_hash = ?3");
  if (!update) return to_account_error(update.error());
  auto* u = update->get();
  if (!bind_text(u, 1, *hash) || sqlite3_bind_int64(u, 2, account_id) != SQLITE_OK ||
      !bind_text(u, 3, old_hash)) {
    return db_error(db_.get(), "binding a password");
  }
  if (auto done = step_done(db_.get(), u, "changing a password"); !done) {
    return to_account_error(done.error());
  }
  if (sqlite3_changes(db_.get()) == 0) {
    return fail(ErrorKind::kConflict, "the password was changed meanwhile; try again");
  }
  auto end = prepare(db_.get(), "DELETE FROM sessions WHERE account_id = ?1 AND digest != ?2");
  if (!end) return to_account_error(end.error());
  auto* e = end->get();
  if (sqlite3_bind_int64(e, 1, account_id) != SQLITE_OK ||
      !bind_text(e, 2, keep_session.empty() ? "" : digest_secret(keep_session))) {
    return db_error(db_.get(), "binding a session");
  }
  if (auto done = step_done(db_.get(), e, "ending other sessions"); !done) {
    return to_account_error(done.error());
  }
  if (auto committed = transaction->commit(); !committed) {
    return to_account_error(committed.error());
  }
  return {};
}

Result<Account> SqliteAccountStore::set_admin(std::string_view name, bool admin) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "UPDATE accounts SET admin = ?1 WHERE name_key = ?2"
                      " RETURNING id, name, created_at, admin");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (sqlite3_bind_int(s, 1, admin ? 1 : 0) != SQLITE_OK || !bind_text(s, 2, fold_username(name))) {
    return db_error(db_.get(), "binding a name");
  }
  const int rc = sqlite3_step(s);
  if (rc == SQLITE_DONE) {
    return invalid("there is no account named \"" + std::string(name) + "\"");
  }
  if (rc != SQLITE_ROW) return db_error(db_.get(), "setting the administrator flag");
  Account account = read_account(s, 0);
  // RETURNING's rows come before the statement is finished: run it out.
  while (sqlite3_step(s) == SQLITE_ROW) {
  }
  return account;
}

}  // namespace gavel::accounts
