// Guests are kept in memory only, keyed by their cookie's secret; accounts
// come from the store behind a short cache. Both maps are bounded so that a
// flood of made-up cookies or new guests cannot grow memory without limit.
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

std::string GuestBook::unique_name() const {
  std::string name;
  for (int draw = 0; draw < kNameDraws; ++draw) {
    name = accounts::new_guest_name();
    if (!names_.contains(name)) return name;
  }
  // The numbered names are nearly all taken (max_guests may well exceed the
  // 9000 of them): each extra random digit makes ten times as many names, so
  // this ends after a digit or two.
  while (names_.contains(name)) name += static_cast<char>('0' + randombytes_uniform(10));
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
  created.identity = Identity{Identity::Kind::kGuest, next_id_++, unique_name(), false};
  names_.insert(created.identity.name);
  guests_.emplace(created.secret, Guest{created.identity, now});
  return created;
}

std::optional<Identity> GuestBook::find(std::string_view secret, Clock::time_point now) {
  if (secret.empty()) return std::nullopt;
  std::lock_guard lock(mutex_);
  const auto found = guests_.find(std::string(secret));
  if (found == guests_.end()) return std::nullopt;
  if (now - found->second.last_seen >= options_.idle_limit) {
    // Gone for good, so its name is free again for a new guest.
    forget(found);
    return std::nullopt;
  }
  found->second.last_seen = std::max(found->second.last_seen, now);
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
                                   std::string administrator, Clock::duration cache_for)
    : store_(store),
      guests_(guests),
      administrator_(accounts::fold_username(administrator)),
      cache_for_(cache_for) {}

Identity IdentityResolver::from_account(const accounts::Account& account) const {
  // An empty administrator setting means nobody is, not whoever has no name.
  const bool admin =
      !administrator_.empty() && accounts::fold_username(account.name) == administrator_;
  return Identity{Identity::Kind::kAccount, account.id, account.name, admin};
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
                                Clock::time_point now) {
  std::lock_guard lock(mutex_);
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
    const accounts::Result<std::optional<accounts::Account>> found = find();
    if (!found) return std::nullopt;  // not cached: the next request tries again
    const Identity identity = *found ? from_account(**found) : Identity{};
    remember(key, identity, now);
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
