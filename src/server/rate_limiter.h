// Requests per second per client address: a token bucket per address, so a
// burst is fine and a flood gets 429 with how long to wait.
#pragma once

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace gavel::server {

class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;
  // `rate` tokens per second, buckets hold up to `burst`.
  RateLimiter(double rate, double burst) : rate_(rate), burst_(burst) {}

  // Takes one token for `client`; when none is left, how many whole seconds
  // until one is (for Retry-After).
  std::optional<int> take(const std::string& client, Clock::time_point now = Clock::now());

 private:
  struct Bucket {
    double tokens;
    Clock::time_point updated;
  };
  void forget_idle(Clock::time_point now);

  double rate_;
  double burst_;
  std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace gavel::server
