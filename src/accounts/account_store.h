// Where registered players, their sessions, agent tokens and per-game ratings
// are kept: the database-neutral interface the server will talk to.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/error.h"
#include "ratings/rating.h"

namespace gavel::accounts {

using ratings::Tenths;

struct Account {
  std::int64_t id = 0;
  std::string name;  // as registered, letter case kept
  std::int64_t created_at_ms = 0;
  bool operator==(const Account&) const = default;
};

// One player's rating change in one finished match. `old_rating` is what the
// caller computed from (read with rating()); the store refuses the whole batch
// if the stored rating has moved since, rather than overwrite a change it
// never saw.
struct RatingUpdate {
  std::int64_t account_id = 0;
  Tenths old_rating = 0;
  Tenths new_rating = 0;
};

// Every rated player's update for one finished match, applied all or nothing.
struct RatedMatch {
  std::string game;
  std::string match_code;
  std::int64_t finished_at_ms = 0;
  std::vector<RatingUpdate> updates;
};

struct RatingHistoryEntry {
  std::string game;
  std::string match_code;
  Tenths old_rating = 0;
  Tenths new_rating = 0;
  Tenths change = 0;  // new - old, stored as shown
  std::int64_t finished_at_ms = 0;
  bool operator==(const RatingHistoryEntry&) const = default;
};

struct LeaderboardEntry {
  std::int64_t account_id = 0;
  std::string name;
  Tenths rating = 0;
  bool operator==(const LeaderboardEntry&) const = default;
};

// Storage failures come back as errors, never exceptions. Implementations are
// safe to call from several threads at once. Times are milliseconds since the
// epoch, always passed in: the store reads no clock.
class AccountStore {
 public:
  AccountStore() = default;
  AccountStore(const AccountStore&) = delete;
  AccountStore& operator=(const AccountStore&) = delete;
  virtual ~AccountStore() = default;

  // Registers a player after checking the name and password rules (kInvalid);
  // a name taken in any letter case is kConflict.
  virtual Result<Account> create_account(std::string_view name, std::string_view password,
                                         std::int64_t now_ms) = 0;
  // The account with this name in any letter case, or nullopt.
  virtual Result<std::optional<Account>> find_account(std::string_view name) = 0;
  // The account when the password is right; kUnauthorized, with one message
  // for an unknown name and a wrong password, otherwise. Throttling is the
  // caller's (LoginThrottle), before it calls this.
  virtual Result<Account> verify_login(std::string_view name, std::string_view password) = 0;

  // A new browser session for the account: the returned secret goes in the
  // cookie and is never stored, only its digest.
  virtual Result<std::string> create_session(std::int64_t account_id, std::int64_t now_ms) = 0;
  // The session's account, or nullopt when it is unknown or idle too long (an
  // idle session is deleted). Each lookup counts as activity.
  virtual Result<std::optional<Account>> find_session(std::string_view secret,
                                                      std::int64_t now_ms) = 0;
  // Logout. Deleting an unknown session is not an error.
  virtual Result<void> delete_session(std::string_view secret) = 0;
  // Deletes every session idle too long at now_ms; returns how many.
  virtual Result<int> purge_expired_sessions(std::int64_t now_ms) = 0;

  // A new bearer token for the account's agents, stored like a session
  // (digest only). Tokens do not expire; they are revoked.
  virtual Result<std::string> create_api_token(std::int64_t account_id, std::string_view label,
                                               std::int64_t now_ms) = 0;
  virtual Result<std::optional<Account>> find_api_token(std::string_view secret,
                                                        std::int64_t now_ms) = 0;
  virtual Result<void> revoke_api_token(std::string_view secret) = 0;

  // The account's rating in `game`: ratings::kStartRating until it has one.
  virtual Result<Tenths> rating(std::int64_t account_id, std::string_view game) = 0;
  // Applies one finished match's updates in one transaction: the new ratings
  // and one history row per player. A match already rated, or an old rating
  // that no longer matches, is kConflict; on any error nothing is written.
  virtual Result<void> apply_ratings(const RatedMatch& match) = 0;
  // The updates stored for one match in `game` (none if it was never rated):
  // how a restart tells a match it rated from one it must still rate.
  virtual Result<std::vector<RatingUpdate>> match_ratings(std::string_view game,
                                                          std::string_view match_code) = 0;
  // Up to `limit` history rows for the account in `game`, newest first.
  virtual Result<std::vector<RatingHistoryEntry>> rating_history(std::int64_t account_id,
                                                                 std::string_view game,
                                                                 int limit) = 0;
  // The top `limit` rated players in `game`, by rating then name (case-folded).
  virtual Result<std::vector<LeaderboardEntry>> leaderboard(std::string_view game, int limit) = 0;
};

}  // namespace gavel::accounts
