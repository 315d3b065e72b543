// Slows down password guessing: after a few failed logins from one address or
// for one username, each further attempt must wait, longer every time.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace gavel::accounts {

class LoginThrottle {
 public:
  using Clock = std::chrono::steady_clock;

  struct Options {
    // Failures allowed without any wait.
    int free_failures = 5;
    // A key's failures are forgotten once it has had none for this long.
    Clock::duration window = std::chrono::minutes(15);
    // The wait after the first failure beyond the free ones; it doubles with
    // each further failure, up to max_wait.
    Clock::duration first_wait = std::chrono::seconds(1);
    Clock::duration max_wait = std::chrono::minutes(5);
    // Bounds memory: beyond this many tracked keys, stale ones are dropped,
    // then the longest quiet ones.
    std::size_t max_keys = 100'000;
  };

  LoginThrottle() : LoginThrottle(Options{}) {}
  explicit LoginThrottle(Options options) : options_(options) {}

  // Before checking a password: how long the client must still wait (whole
  // seconds, at least 1, for Retry-After), or nullopt when it may try now.
  // The longer of the address's and the username's waits.
  std::optional<std::chrono::seconds> wait_before_login(std::string_view address,
                                                        std::string_view username,
                                                        Clock::time_point now);
  // A wrong password (or unknown name) from `address` for `username`.
  void record_failure(std::string_view address, std::string_view username, Clock::time_point now);
  // A right password: the username's count starts again. The address's does
  // not, or one valid account would let its owner guess others' passwords
  // without ever waiting.
  void record_success(std::string_view username);

  // One key on its own (a ceiling per username across every address, say),
  // with the same arithmetic; keys here never clash with the ones above.
  std::optional<std::chrono::seconds> wait_before(std::string_view key, Clock::time_point now);
  void record_key_failure(std::string_view key, Clock::time_point now);

  std::size_t tracked_keys() const;

 private:
  struct Entry {
    int failures = 0;
    Clock::time_point last_failure;
  };

  std::optional<Clock::duration> wait_for(const std::string& key, Clock::time_point now) const;
  void fail(const std::string& key, Clock::time_point now);
  void make_room(Clock::time_point now);

  const Options options_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace gavel::accounts
