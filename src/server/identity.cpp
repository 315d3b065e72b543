// Guests are kept in memory, keyed by their cookie's secret, in front of the
// account store (when there is one); accounts come from the store behind a
// short cache. Both maps are bounded so that a flood of made-up cookies or
// new guests cannot grow memory without limit.
#include "server/identity.h"

#include <sodium.h>

#include <algorithm>

#include "accounts/guest_names.h"
#include "accounts/secret_token.h"
#include "accounts/username.h"
#include "server/clock.h"

namespace gavel::server {

namespace {

// Each entry is a secret or token someone sent. Beyond this many the cache is
// swept, so random cookies cost a bounded amount of memory.
constexpr std::size_t kMaxCacheEntries = 100'000;

// Random draws of a guest name before widening it: with 9000 numbered names a
// crowded book clashes often, and drawing forever could never end once every
// name is taken.
constexpr int kNameDraws = 8;

// The stored guests are trimmed to the book's bounds once per this many new
// guests (and at start): a count per creation would cost a table scan each.
constexpr std::int64_t kTrimEvery = 256;

// A memory hit writes "last seen" to the store this often, so that a guest
// active only in memory is not idle in the store when the server restarts.
constexpr std::int64_t kStoreSeenEveryMs = 60'000;

}  // namespace

std::string Identity::key() const {
  switch (kind) {
    case Kind::kAccount:
      return "a:" + std::to_string(id);
    case Kind::kGuest:
      return "g:" + std::to_string(id);
    case Kind::kNone:
      break;
  }
  return "";
}

std::string cookie_value(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    const auto semicolon = header.find(';');
    auto part = header.substr(0, semicolon);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    if (part.size() > name.size() && part.substr(0, name.size()) == name &&
        part[name.size()] == '=') {
      return std::string(part.substr(name.size() + 1));
    }
    if (semicolon == std::string_view::npos) break;
    header.remove_prefix(semicolon + 1);
  }
  return "";
}

// --- GuestBook ---

GuestBook::GuestBook(Options options, accounts::AccountStore* store)
    : options_(options), store_(store) {
  if (store_) {
    (void)store_->trim_guests(now_ms(), idle_ms(), static_cast<std::int64_t>(options_.max_guests));
  }
}

std::int64_t GuestBook::idle_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(options_.idle_limit).count();
}

bool GuestBook::name_taken(const std::string& name) const {
  if (names_.contains(name)) return true;
  if (!store_) return false;
  // A store failure counts as taken: the next draw is tried instead.
  const auto stored = store_->guest_name_taken(name, now_ms(), idle_ms());
  return !stored || *stored;
}

std::string GuestBook::unique_name() const {
  std::string name;
  for (int draw = 0; draw < kNameDraws; ++draw) {
    name = accounts::new_guest_name();
    if (!name_taken(name)) return name;
  }
  // The numbered names are nearly all taken (max_guests may well exceed the
  // 9000 of them): each extra random digit makes ten times as many names, so
  // this ends after a digit or two.
  while (name_taken(name)) name += static_cast<char>('0' + randombytes_uniform(10));
  return name;
}

GuestBook::Created GuestBook::create(Clock::time_point now) {
  std::lock_guard lock(mutex_);
  make_room(now);
  Created created;
  // A clash of 128 random bits never happens in practice; checking costs nothing.
  do {
    created.secret = accounts::new_secret();
  } while (guests_.contains(created.secret));
  const std::string name = unique_name();
  std::int64_t number = 0;
  const std::int64_t wall = now_ms();
  if (store_) {
    if (++created_since_trim_ >= kTrimEvery) {
      created_since_trim_ = 0;
      (void)store_->trim_guests(wall, idle_ms(), static_cast<std::int64_t>(options_.max_guests));
    }
    auto stored = store_->create_guest(created.secret, name, wall);
    // Without the store's number there is no number that is sure never to
    // be used again: no guest rather than a guest who might be someone else.
    if (!stored) return Created{};
    number = stored->number;
  } else {
    number = next_id_++;
  }
  created.identity = Identity{Identity::Kind::kGuest, number, name, false};
  names_.insert(created.identity.name);
  guests_.emplace(created.secret, Guest{created.identity, now, wall});
  return created;
}

std::optional<Identity> GuestBook::find(std::string_view secret, Clock::time_point now) {
  if (secret.empty()) return std::nullopt;
  std::lock_guard lock(mutex_);
  const auto found = guests_.find(std::string(secret));
  if (found == guests_.end()) {
    if (!store_) return std::nullopt;
    // Dropped from memory, or from before a restart: the store may know it.
    const std::int64_t wall = now_ms();
    auto stored = store_->find_guest(secret, wall, idle_ms());
    if (!stored || !*stored) return std::nullopt;
    make_room(now);
    const Identity identity{Identity::Kind::kGuest, (*stored)->number, (*stored)->name, false};
    names_.insert(identity.name);
    guests_.emplace(std::string(secret), Guest{identity, now, wall});
    return identity;
  }
  if (now - found->second.last_seen >= options_.idle_limit) {
    // Gone for good, so its name is free again for a new guest.
    forget(found);
    return std::nullopt;
  }
  found->second.last_seen = std::max(found->second.last_seen, now);
  if (store_) {
    const std::int64_t wall = now_ms();
    if (wall - found->second.stored_seen_ms >= kStoreSeenEveryMs) {
      // The lookup touches the stored guest; a failure is retried next time.
      if (auto stored = store_->find_guest(secret, wall, idle_ms()); stored && *stored) {
        found->second.stored_seen_ms = wall;
      }
    }
  }
  return found->second.identity;
}

std::size_t GuestBook::size() const {
  std::lock_guard lock(mutex_);
  return guests_.size();
}

void GuestBook::forget(std::unordered_map<std::string, Guest>::iterator guest) {
  names_.erase(guest->second.identity.name);
  guests_.erase(guest);
}

void GuestBook::make_room(Clock::time_point now) {
  if (guests_.size() < options_.max_guests) return;
  // One sweep drops every guest idle too long (they could not be found any
  // more anyway), so sweeps are rare unless the book is full of live guests.
  for (auto it = guests_.begin(); it != guests_.end();) {
    if (now - it->second.last_seen >= options_.idle_limit) {
      names_.erase(it->second.identity.name);
      it = guests_.erase(it);
    } else {
      ++it;
    }
  }
  // Still full of live guests (a flood of new ones): forget the longest idle,
  // who is the least likely to come back. Its next visit makes a new guest.
  while (!guests_.empty() && guests_.size() >= options_.max_guests) {
    const auto oldest = std::min_element(
        guests_.begin(), guests_.end(),
        [](const auto& a, const auto& b) { return a.second.last_seen < b.second.last_seen; });
    forget(oldest);
  }
}

// --- IdentityResolver ---

IdentityResolver::IdentityResolver(accounts::AccountStore& store, GuestBook& guests,
                                   Clock::duration cache_for)
    : store_(store), guests_(guests), cache_for_(cache_for) {}

Identity IdentityResolver::from_account(const accounts::Account& account) {
  return Identity{Identity::Kind::kAccount, account.id, account.name, account.admin};
}

std::uint64_t IdentityResolver::generation() const {
  std::lock_guard lock(mutex_);
  return generation_;
}

void IdentityResolver::forget_account(std::int64_t account_id) {
  forget_account_here(account_id);
  if (announce_) announce_(account_id);
}

void IdentityResolver::forget_account_here(std::int64_t account_id) {
  std::lock_guard lock(mutex_);
  ++generation_;
  std::erase_if(cache_, [&](const auto& item) {
    const Identity& identity = item.second.identity;
    return identity.registered() && identity.id == account_id;
  });
}

std::optional<Identity> IdentityResolver::cached(const std::string& key, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  const auto found = cache_.find(key);
  if (found == cache_.end()) return std::nullopt;
  if (now >= found->second.expires) {
    cache_.erase(found);
    return std::nullopt;
  }
  return found->second.identity;
}

void IdentityResolver::remember(const std::string& key, const Identity& identity,
                                Clock::time_point now, std::uint64_t generation) {
  std::lock_guard lock(mutex_);
  // An account was forgotten while this lookup ran: what it found may be
  // what was just ended or revoked.
  if (generation != generation_) return;
  if (cache_.size() >= kMaxCacheEntries && !cache_.contains(key)) {
    std::erase_if(cache_, [&](const auto& item) { return now >= item.second.expires; });
    // Still full of live entries: dropping them all only costs some lookups,
    // and is cheaper than finding the oldest on every insert during a flood.
    if (cache_.size() >= kMaxCacheEntries) cache_.clear();
  }
  cache_[key] = Entry{identity, now + cache_for_};
}

void IdentityResolver::forget_session(std::string_view secret) {
  std::lock_guard lock(mutex_);
  cache_.erase("s:" + std::string(secret));
}

Identity IdentityResolver::resolve(const Request& request, Clock::time_point now) {
  // Looks one secret up through the cache. nullopt: the store failed, which
  // must end the resolution as nobody; kNone: a (cached) miss, try the next way.
  const auto lookup = [&](const std::string& key, auto&& find) -> std::optional<Identity> {
    if (auto hit = cached(key, now)) return hit;
    const std::uint64_t before = generation();
    const accounts::Result<std::optional<accounts::Account>> found = find();
    if (!found) return std::nullopt;  // not cached: the next request tries again
    const Identity identity = *found ? from_account(**found) : Identity{};
    remember(key, identity, now, before);
    return identity;
  };

  if (const auto secret = cookie_value(request.cookie, kSessionCookie); !secret.empty()) {
    const auto identity =
        lookup("s:" + secret, [&] { return store_.find_session(secret, now_ms()); });
    if (!identity) return Identity{};
    if (identity->known()) return *identity;
  }
  if (request.bearer.starts_with(kAgentTokenPrefix) &&
      request.bearer.size() > kAgentTokenPrefix.size()) {
    const auto token = request.bearer.substr(kAgentTokenPrefix.size());
    const auto identity =
        lookup("t:" + token, [&] { return store_.find_api_token(token, now_ms()); });
    if (!identity) return Identity{};
    if (identity->known()) return *identity;
  }
  // A stale session cookie or a revoked token falls through: the same browser
  // may still hold a valid guest cookie.
  if (const auto secret = cookie_value(request.cookie, kGuestCookie); !secret.empty()) {
    if (auto guest = guests_.find(secret, now)) return *guest;
  }
  return Identity{};
}

}  // namespace gavel::server
