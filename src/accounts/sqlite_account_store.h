// AccountStore on one SQLite file of its own, through the SQLite C API: the
// accounts of a single server, surviving restarts.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>

#include "accounts/account_store.h"
#include "accounts/account_store_options.h"
#include "accounts/password.h"
#include "sqlite/sqlite.h"

namespace gavel::accounts {

class SqliteAccountStore final : public AccountStore {
 public:
  using Options = AccountStoreOptions;

  // Opens (creating if needed) the database at `path`, creating its parent
  // directories, switching it to WAL and bringing its schema up to date.
  static Result<std::unique_ptr<SqliteAccountStore>> open(const std::string& path, Options options);
  static Result<std::unique_ptr<SqliteAccountStore>> open(const std::string& path) {
    return open(path, Options{});
  }

  Result<Account> create_account(std::string_view name, std::string_view password,
                                 std::int64_t now_ms) override;
  Result<std::optional<Account>> find_account(std::string_view name) override;
  Result<Account> verify_login(std::string_view name, std::string_view password) override;

  Result<std::string> create_session(std::int64_t account_id, std::int64_t now_ms) override;
  Result<std::optional<Account>> find_session(std::string_view secret,
                                              std::int64_t now_ms) override;
  Result<void> delete_session(std::string_view secret) override;
  Result<int> purge_expired_sessions(std::int64_t now_ms) override;

  Result<std::string> create_api_token(std::int64_t account_id, std::string_view label,
                                       std::int64_t now_ms) override;
  Result<std::optional<Account>> find_api_token(std::string_view secret,
                                                std::int64_t now_ms) override;
  Result<void> revoke_api_token(std::string_view secret) override;

  Result<std::vector<SecretInfo>> list_sessions(std::int64_t account_id,
                                                std::string_view current_secret) override;
  Result<bool> end_session(std::int64_t account_id, std::string_view id) override;
  Result<std::vector<SecretInfo>> list_api_tokens(std::int64_t account_id) override;
  Result<bool> revoke_api_token_by_id(std::int64_t account_id, std::string_view id) override;
  Result<void> change_password(std::int64_t account_id, std::string_view current,
                               std::string_view fresh, std::string_view keep_session) override;
  Result<Account> set_admin(std::string_view name, bool admin) override;

  Result<StoredGuest> create_guest(std::string_view secret, std::string_view name,
                                   std::int64_t now_ms) override;
  Result<std::optional<StoredGuest>> find_guest(std::string_view secret, std::int64_t now_ms,
                                                std::int64_t idle_ms) override;
  Result<bool> guest_name_taken(std::string_view name, std::int64_t now_ms,
                                std::int64_t idle_ms) override;
  Result<std::int64_t> trim_guests(std::int64_t now_ms, std::int64_t idle_ms,
                                   std::int64_t max_guests) override;

  Result<Tenths> rating(std::int64_t account_id, std::string_view game) override;
  Result<void> apply_ratings(const RatedMatch& match) override;
  Result<std::vector<RatingUpdate>> match_ratings(std::string_view game,
                                                  std::string_view match_code) override;
  Result<std::vector<RatingHistoryEntry>> rating_history(std::int64_t account_id,
                                                         std::string_view game, int limit) override;
  Result<std::vector<LeaderboardEntry>> leaderboard(std::string_view game, int limit) override;

 private:
  using Db = sqlite::Db;

  SqliteAccountStore(Db db, Options options, std::string dummy_hash)
      : options_(std::move(options)), dummy_hash_(std::move(dummy_hash)), db_(std::move(db)) {}

  // Stores the digest of a fresh secret with `sql` (?1 digest, ?2 account,
  // ?3 now, ?4 label if the statement has it) and returns the secret.
  Result<std::string> insert_secret(std::string_view sql, std::int64_t account_id,
                                    std::string_view label, std::int64_t now_ms);
  Result<void> delete_secret(std::string_view sql, std::string_view secret);
  // Runs `sql` (?1 account, ?2 public id) and says whether it changed a row.
  Result<bool> delete_owned(std::string_view sql, std::int64_t account_id, std::string_view id);
  // Sessions or tokens of an account from `sql` (?1 account; columns id,
  // label, created_at, last used, digest).
  Result<std::vector<SecretInfo>> list_owned(std::string_view sql, std::int64_t account_id,
                                             std::string_view current_digest);

  const Options options_;
  // Verified against when a login names no account, so an unknown name takes
  // as long as a wrong password and timing does not tell which names exist.
  const std::string dummy_hash_;
  // One connection serves every thread. SQLite keeps per-connection state
  // between calls (the last error, an open transaction), so each operation
  // runs alone from prepare to reading its result. Password hashing, the slow
  // part, runs outside it.
  std::mutex mutex_;
  Db db_;
};

}  // namespace gavel::accounts
