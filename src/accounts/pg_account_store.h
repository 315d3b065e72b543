// AccountStore on PostgreSQL: the accounts, sessions, tokens, guests and
// ratings several Gavel servers share, through a bounded pool of connections.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>

#include "accounts/account_store.h"
#include "accounts/account_store_options.h"
#include "postgres/pool.h"

namespace gavel::accounts {

class PgAccountStore final : public AccountStore {
 public:
  using Options = AccountStoreOptions;

  // Connects to `url` (postgres://...) and brings the tables up to date.
  static Result<std::unique_ptr<PgAccountStore>> open(const std::string& url, Options options,
                                                      std::size_t connections = 4);

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
  PgAccountStore(std::unique_ptr<postgres::Pool> pool, Options options, std::string dummy_hash)
      : options_(std::move(options)), dummy_hash_(std::move(dummy_hash)), pool_(std::move(pool)) {}

  // One statement on a borrowed connection; its failure as an account error
  // (a unique clash is kConflict, a missing account kInvalid).
  Result<postgres::Rows> run(const postgres::Statement& statement,
                             std::initializer_list<postgres::Param> params);
  // Sessions or tokens of an account (columns id, label, created_at, last
  // used, digest).
  Result<std::vector<SecretInfo>> list_owned(const postgres::Statement& statement,
                                             std::int64_t account_id,
                                             std::string_view current_digest);

  const Options options_;
  // Verified against when a login names no account, so an unknown name takes
  // as long as a wrong password (see SqliteAccountStore).
  const std::string dummy_hash_;
  std::unique_ptr<postgres::Pool> pool_;
};

}  // namespace gavel::accounts
