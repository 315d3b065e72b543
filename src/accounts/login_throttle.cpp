// The throttle's arithmetic: exponential backoff from the last failure, keys
// for addresses and usernames in one table, and the eviction that bounds it.
#include "accounts/login_throttle.h"

#include <algorithm>

#include "accounts/username.h"

namespace gavel::accounts {
namespace {

// Distinct prefixes, so an address can never be mistaken for a username (or
// a single key, "k:").
std::string address_key(std::string_view address) {
  return "a:" + std::string(address);
}
std::string username_key(std::string_view username) {
  return "u:" + fold_username(username);
}

std::string single_key(std::string_view key) {
  return "k:" + std::string(key);
}

std::chrono::seconds whole_seconds(LoginThrottle::Clock::duration wait) {
  // Rounded up: retrying after a rounded-down Retry-After would be refused again.
  return std::max(std::chrono::seconds(1), std::chrono::ceil<std::chrono::seconds>(wait));
}

}  // namespace

std::optional<LoginThrottle::Clock::duration> LoginThrottle::wait_for(const std::string& key,
                                                                      Clock::time_point now) const {
  const auto found = entries_.find(key);
  if (found == entries_.end()) return std::nullopt;
  const Entry& entry = found->second;
  if (now - entry.last_failure >= options_.window) return std::nullopt;
  const int excess = entry.failures - options_.free_failures;
  if (excess <= 0) return std::nullopt;
  // first_wait * 2^(excess - 1), capped; doubling stops at the cap, so it
  // cannot overflow whatever the options.
  auto wait = options_.first_wait;
  for (int i = 1; i < excess && wait < options_.max_wait; ++i) wait *= 2;
  wait = std::min(wait, options_.max_wait);
  const auto allowed_at = entry.last_failure + wait;
  if (allowed_at <= now) return std::nullopt;
  return allowed_at - now;
}

std::optional<std::chrono::seconds> LoginThrottle::wait_before_login(std::string_view address,
                                                                     std::string_view username,
                                                                     Clock::time_point now) {
  std::lock_guard lock(mutex_);
  const auto by_address = wait_for(address_key(address), now);
  const auto by_username = wait_for(username_key(username), now);
  if (!by_address && !by_username) return std::nullopt;
  const auto wait = std::max(by_address.value_or(Clock::duration::zero()),
                             by_username.value_or(Clock::duration::zero()));
  return whole_seconds(wait);
}

std::optional<std::chrono::seconds> LoginThrottle::wait_before(std::string_view key,
                                                               Clock::time_point now) {
  std::lock_guard lock(mutex_);
  const auto wait = wait_for(single_key(key), now);
  if (!wait) return std::nullopt;
  return whole_seconds(*wait);
}

void LoginThrottle::record_key_failure(std::string_view key, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  fail(single_key(key), now);
}

void LoginThrottle::fail(const std::string& key, Clock::time_point now) {
  auto found = entries_.find(key);
  if (found == entries_.end()) {
    make_room(now);
    entries_.emplace(key, Entry{1, now});
    return;
  }
  Entry& entry = found->second;
  // A quiet window forgives everything before it.
  if (now - entry.last_failure >= options_.window) entry.failures = 0;
  entry.failures = std::min(entry.failures + 1, 1'000'000);
  entry.last_failure = std::max(entry.last_failure, now);
}

void LoginThrottle::record_failure(std::string_view address, std::string_view username,
                                   Clock::time_point now) {
  std::lock_guard lock(mutex_);
  fail(address_key(address), now);
  fail(username_key(username), now);
}

void LoginThrottle::record_success(std::string_view username) {
  std::lock_guard lock(mutex_);
  entries_.erase(username_key(username));
}

std::size_t LoginThrottle::tracked_keys() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

void LoginThrottle::make_room(Clock::time_point now) {
  if (entries_.size() < options_.max_keys) return;
  // One sweep drops every stale entry, so sweeps are rare unless the table is
  // full of live ones.
  std::erase_if(entries_, [&](const auto& item) {
    return now - item.second.last_failure >= options_.window;
  });
  if (entries_.size() < options_.max_keys) return;
  // Still full of recent failures (a flood from many addresses): forget the
  // quietest key. Losing one attacker's count is better than unbounded memory.
  const auto oldest = std::min_element(
      entries_.begin(), entries_.end(),
      [](const auto& a, const auto& b) { return a.second.last_failure < b.second.last_failure; });
  entries_.erase(oldest);
}

}  // namespace gavel::accounts
