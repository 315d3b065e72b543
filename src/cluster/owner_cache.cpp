#include "cluster/owner_cache.h"

#include <algorithm>

namespace gavel::cluster {

std::optional<std::string> OwnerCache::find(const std::string& code, Clock::time_point now) const {
  std::lock_guard lock(mutex_);
  auto found = entries_.find(code);
  if (found == entries_.end() || found->second.expires <= now) return std::nullopt;
  return found->second.address;
}

void OwnerCache::remember(const std::string& code, const std::string& address,
                          Clock::time_point now, Clock::duration holds_for) {
  const auto kept_for = std::min(lifetime_, holds_for);
  if (capacity_ == 0 || kept_for <= Clock::duration::zero()) return;
  std::lock_guard lock(mutex_);
  if (!entries_.contains(code) && entries_.size() >= capacity_) make_room(now);
  entries_.insert_or_assign(code, Entry{address, now + kept_for});
}

void OwnerCache::forget_server(const std::string& address) {
  std::lock_guard lock(mutex_);
  std::erase_if(entries_,
                [&address](const auto& entry) { return entry.second.address == address; });
}

std::size_t OwnerCache::size() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

void OwnerCache::make_room(Clock::time_point now) {
  std::erase_if(entries_, [now](const auto& entry) { return entry.second.expires <= now; });
  if (entries_.size() >= capacity_) entries_.clear();
}

}  // namespace gavel::cluster
