// Buckets that have refilled completely carry no information and are
// dropped when the table grows, which bounds its memory.
#include "server/rate_limiter.h"

#include <algorithm>
#include <cmath>

namespace gavel::server {

std::optional<int> RateLimiter::take(const std::string& client, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (buckets_.size() > 10'000) forget_idle(now);
  auto [it, fresh] = buckets_.try_emplace(client, Bucket{burst_, now});
  auto& bucket = it->second;
  if (!fresh) {
    const std::chrono::duration<double> elapsed = now - bucket.updated;
    bucket.tokens = std::min(burst_, bucket.tokens + elapsed.count() * rate_);
    bucket.updated = now;
  }
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return std::nullopt;
  }
  return std::max(1, static_cast<int>(std::ceil((1 - bucket.tokens) / rate_)));
}

void RateLimiter::forget_idle(Clock::time_point now) {
  std::erase_if(buckets_, [&](const auto& entry) {
    const std::chrono::duration<double> elapsed = now - entry.second.updated;
    return entry.second.tokens + elapsed.count() * rate_ >= burst_;
  });
}

}  // namespace gavel::server
