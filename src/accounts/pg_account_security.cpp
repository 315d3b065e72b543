// PgAccountStore: what an account holder manages (sessions, agent tokens,
// password) and the administrator flag. Every change also names the
// account, so one player can never end another's session by guessing an id.
#include "accounts/password.h"
#include "accounts/pg_account_rows.h"
#include "accounts/pg_account_store.h"
#include "accounts/pg_errors.h"
#include "accounts/secret_token.h"
#include "accounts/username.h"

namespace gavel::accounts {
namespace {

using postgres::Statement;

constexpr Statement kListSessions = {
    "sessions_list",
    "SELECT id, '', created_at, last_seen_at, digest FROM sessions"
    " WHERE account_id = $1::bigint ORDER BY created_at DESC, id COLLATE \"C\""};
constexpr Statement kEndSession = {
    "sessions_end", "DELETE FROM sessions WHERE account_id = $1::bigint AND id = $2"};
constexpr Statement kListTokens = {
    "api_tokens_list",
    "SELECT id, label, created_at, last_used_at, '' FROM api_tokens"
    " WHERE account_id = $1::bigint ORDER BY created_at DESC, id COLLATE \"C\""};
constexpr Statement kRevokeToken = {
    "api_tokens_revoke", "DELETE FROM api_tokens WHERE account_id = $1::bigint AND id = $2"};
constexpr Statement kReadPassword = {
    "accounts_password", "SELECT name, password_hash FROM accounts WHERE id = $1::bigint"};
// Only if unchanged since it was verified: two changes at once cannot both
// pass with the same old password.
constexpr Statement kChangePassword = {
    "accounts_change_password",
    "UPDATE accounts SET password_hash = $1 WHERE id = $2::bigint AND password_hash = $3"};
constexpr Statement kEndOthers = {
    "sessions_end_others", "DELETE FROM sessions WHERE account_id = $1::bigint AND digest <> $2"};
constexpr Statement kSetAdmin = {"accounts_set_admin",
                                 "UPDATE accounts SET admin = $1::boolean WHERE name_key = $2"
                                 " RETURNING id, name, created_at, admin"};

}  // namespace

Result<std::vector<SecretInfo>> PgAccountStore::list_owned(const Statement& statement,
                                                           std::int64_t account_id,
                                                           std::string_view current_digest) {
  auto rows = run(statement, {number(account_id)});
  if (!rows) return std::unexpected(rows.error());
  std::vector<SecretInfo> out;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    auto created = column_int64(*rows, row, 2);
    auto used = column_int64(*rows, row, 3);
    if (!created || !used) return std::unexpected(created ? used.error() : created.error());
    SecretInfo info{postgres::text(*rows, row, 0), postgres::text(*rows, row, 1), *created, *used,
                    false};
    info.current = !current_digest.empty() && postgres::text(*rows, row, 4) == current_digest;
    out.push_back(std::move(info));
  }
  return out;
}

Result<std::vector<SecretInfo>> PgAccountStore::list_sessions(std::int64_t account_id,
                                                              std::string_view current_secret) {
  return list_owned(kListSessions, account_id,
                    current_secret.empty() ? "" : digest_secret(current_secret));
}

Result<bool> PgAccountStore::end_session(std::int64_t account_id, std::string_view id) {
  auto rows = run(kEndSession, {number(account_id), std::string(id)});
  if (!rows) return std::unexpected(rows.error());
  return postgres::affected(*rows) > 0;
}

Result<std::vector<SecretInfo>> PgAccountStore::list_api_tokens(std::int64_t account_id) {
  return list_owned(kListTokens, account_id, "");
}

Result<bool> PgAccountStore::revoke_api_token_by_id(std::int64_t account_id, std::string_view id) {
  auto rows = run(kRevokeToken, {number(account_id), std::string(id)});
  if (!rows) return std::unexpected(rows.error());
  return postgres::affected(*rows) > 0;
}

Result<void> PgAccountStore::change_password(std::int64_t account_id, std::string_view current,
                                             std::string_view fresh,
                                             std::string_view keep_session) {
  auto stored = run(kReadPassword, {number(account_id)});
  if (!stored) return std::unexpected(stored.error());
  if (postgres::row_count(*stored) == 0) {
    return fail(ErrorKind::kUnauthorized, "there is no such account");
  }
  const std::string name = postgres::text(*stored, 0, 0);
  const std::string old_hash = postgres::text(*stored, 0, 1);
  // Hashing and verifying, the slow parts, hold no connection.
  if (!verify_password(old_hash, current)) {
    return fail(ErrorKind::kUnauthorized, "the current password is wrong");
  }
  if (auto ok = check_password(fresh, name); !ok) return std::unexpected(ok.error());
  auto hash = hash_password(fresh, options_.password_params);
  if (!hash) return std::unexpected(hash.error());

  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  auto transaction = postgres::Transaction::begin(**connection);
  if (!transaction) return to_account_error(transaction.error());
  const std::array<postgres::Param, 3> change = {*hash, number(account_id), old_hash};
  auto changed = (*connection)->execute(kChangePassword, change);
  if (!changed) return to_account_error(changed.error());
  if (postgres::affected(*changed) == 0) {
    return fail(ErrorKind::kConflict, "the password was changed meanwhile; try again");
  }
  const std::array<postgres::Param, 2> others = {
      number(account_id), keep_session.empty() ? "" : digest_secret(keep_session)};
  if (auto ended = (*connection)->execute(kEndOthers, others); !ended) {
    return to_account_error(ended.error());
  }
  if (auto committed = transaction->commit(); !committed) {
    return to_account_error(committed.error());
  }
  return {};
}

Result<Account> PgAccountStore::set_admin(std::string_view name, bool admin) {
  auto rows = run(kSetAdmin, {admin ? "true" : "false", fold_username(name)});
  if (!rows) return std::unexpected(rows.error());
  if (postgres::row_count(*rows) == 0) {
    return invalid("there is no account named \"" + std::string(name) + "\"");
  }
  return read_account(*rows, 0, 0);
}

}  // namespace gavel::accounts
