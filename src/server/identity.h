// Who is making a request: a registered player (session cookie or a "gva_"
// agent token), a guest (guest cookie), or nobody. Rooms need this on every
// request, so lookups are cached briefly in memory in front of the account
// store; guests are kept in memory in front of the same store, so they
// survive a restart.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "accounts/account_store.h"
#include "server/http_types.h"

namespace gavel::server {

inline constexpr std::string_view kSessionCookie = "gavel_session";
inline constexpr std::string_view kGuestCookie = "gavel_guest";
inline constexpr std::string_view kAgentTokenPrefix = "gva_";

struct Identity {
  enum class Kind { kNone, kGuest, kAccount };
  Kind kind = Kind::kNone;
  std::int64_t id = 0;  // the account's id, or the guest's number
  std::string name;
  bool admin = false;

  bool registered() const { return kind == Kind::kAccount; }
  bool guest() const { return kind == Kind::kGuest; }
  bool known() const { return kind != Kind::kNone; }
  // "a:12" or "g:7": unique across both kinds; "" for nobody.
  std::string key() const;
  bool operator==(const Identity&) const = default;
};

// Guests by the secret in their cookie. Bounded: beyond max_guests, guests
// idle too long are dropped, then the longest-idle ones (their next visit
// makes a new guest). Names are unique among the guests kept.
//
// With a store, every guest is also written there (the digest of its secret,
// its number, name and times): memory is then a cache, a guest it dropped or
// never saw (after a restart) is looked up in the store, numbers come from
// the store and never repeat, and the store is trimmed to the same bounds.
class GuestBook {
 public:
  using Clock = std::chrono::steady_clock;
  struct Options {
    std::size_t max_guests = 100'000;
    Clock::duration idle_limit = std::chrono::hours(24);
  };
  GuestBook() : GuestBook(Options{}) {}
  explicit GuestBook(Options options, accounts::AccountStore* store = nullptr);

  struct Created {
    std::string secret;  // for the cookie; "" when the store could not keep the guest
    Identity identity;
  };
  // A new guest with a generated name, unique among the guests kept.
  Created create(Clock::time_point now);
  // The guest holding `secret`, or nullopt (unknown or idle too long).
  std::optional<Identity> find(std::string_view secret, Clock::time_point now);
  std::size_t size() const;

 private:
  struct Guest {
    Identity identity;
    Clock::time_point last_seen;
    std::int64_t stored_seen_ms = 0;  // when the store last heard of it
  };
  void make_room(Clock::time_point now);
  std::string unique_name() const;
  bool name_taken(const std::string& name) const;
  void forget(std::unordered_map<std::string, Guest>::iterator guest);
  std::int64_t idle_ms() const;

  const Options options_;
  accounts::AccountStore* const store_;  // null: memory only
  std::int64_t created_since_trim_ = 0;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Guest> guests_;  // by secret
  std::unordered_set<std::string> names_;          // every kept guest's name
  std::int64_t next_id_ = 1;
};

// Resolves a request to an Identity. Order: session cookie, then a "gva_"
// bearer token, then the guest cookie. Account lookups are cached for
// `cache_for`, so most requests never touch the database.
class IdentityResolver {
 public:
  using Clock = std::chrono::steady_clock;
  IdentityResolver(accounts::AccountStore& store, GuestBook& guests,
                   Clock::duration cache_for = std::chrono::seconds(30));

  // A storage failure is treated as nobody (the request then fails its own
  // permission check with a clear message), never as someone else.
  Identity resolve(const Request& request) { return resolve(request, Clock::now()); }
  // The same at a given time, so tests can step past the cache's expiry.
  Identity resolve(const Request& request, Clock::time_point now);
  // Forget a cached session (logout).
  void forget_session(std::string_view secret);
  // Forget every cached session and token of an account (one was ended or
  // revoked, its password changed, its administrator flag set), so the next
  // request asks the store. A lookup already under way when this is called
  // is not cached either.
  void forget_account(std::int64_t account_id);
  // With several servers: told of each account forgotten here (a sign-out
  // too), to tell the others; forget_account_here is their side of it.
  void on_account_forgotten(std::function<void(std::int64_t account_id)> announce) {
    announce_ = std::move(announce);
  }
  void forget_account_here(std::int64_t account_id);
  // The identity of an account found elsewhere (signup, login).
  static Identity from_account(const accounts::Account& account);

 private:
  // The cached identity under `key` (kNone for a cached miss), or nullopt.
  std::optional<Identity> cached(const std::string& key, Clock::time_point now);
  // Caches unless forget_account ran since `generation` was read.
  void remember(const std::string& key, const Identity& identity, Clock::time_point now,
                std::uint64_t generation);
  std::uint64_t generation() const;

  accounts::AccountStore& store_;
  GuestBook& guests_;
  Clock::duration cache_for_;
  mutable std::mutex mutex_;
  std::uint64_t generation_ = 0;  // bumped by forget_account
  struct Entry {
    Identity identity;
    Clock::time_point expires;
  };
  std::unordered_map<std::string, Entry> cache_;  // by "s:" + secret or "t:" + token
  std::function<void(std::int64_t)> announce_;
};

// The value of one cookie in a Cookie header, or "".
std::string cookie_value(std::string_view header, std::string_view name);

}  // namespace gavel::server
