#include "cluster/owner_cache.h"

namespace gavel::cluster {

std::optional<std::string> OwnerCache::find(const std::string& code, Clock::time_point now) const {
  std::lock_guard lock(mutex_);
  auto found = entries_.find(code);
  if (found == entries_.end() || found->second.expires <= now) return std::nullopt;
  return found->second.address;
}

void OwnerCache::remember(const std::string& code, const std::string& address,
                          Clock::time_point now) {
  if (capacity_ == 0) return;
  std::lock_guard lock(mutex_);
  if (!entries_.contains(code) && entries_.size() >= capacity_) make_room(now);
  entries_.insert_or_assign(code, Entry{address, now + lifetime_});
}

void OwnerCache::forget(const std::string& code) {
  std::lock_guard lock(mutex_);
  entries_.erase(code);
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
