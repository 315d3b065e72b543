#include "server/room_tally.h"

namespace gavel::server {

namespace {
bool is_live(RoomStatus status) {
  return status == RoomStatus::kLobby || status == RoomStatus::kPlaying;
}
}  // namespace

void RoomTally::count(const Entry& entry, int sign) {
  if (is_live(entry.status)) live_ += sign;
  if (entry.address.empty() || entry.joined) return;
  auto& share = addresses_[entry.address];
  if (is_live(entry.status)) share.held += sign;
  if (entry.status == RoomStatus::kLobby) {
    if (sign > 0) {
      share.waiting.insert(entry.created_at);
    } else {
      share.waiting.erase(share.waiting.find(entry.created_at));
    }
  }
  // An address with nothing counted takes no memory.
  if (share.held == 0 && share.waiting.empty()) addresses_.erase(entry.address);
}

void RoomTally::added(const std::string& code, const RoomOrigin& origin, RoomStatus status) {
  std::lock_guard lock(mutex_);
  const auto [it, inserted] =
      rooms_.emplace(code, Entry{status, origin.address, origin.created_at, false});
  if (inserted) count(it->second, +1);
}

void RoomTally::status_changed(const std::string& code, RoomStatus status) {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(code);
  if (it == rooms_.end() || it->second.status == status) return;
  count(it->second, -1);
  it->second.status = status;
  count(it->second, +1);
}

void RoomTally::joined_from(const std::string& code, const std::string& address) {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(code);
  if (it == rooms_.end() || it->second.joined || it->second.address == address) return;
  count(it->second, -1);
  it->second.joined = true;
  count(it->second, +1);
}

void RoomTally::removed(const std::string& code) {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(code);
  if (it == rooms_.end()) return;
  count(it->second, -1);
  rooms_.erase(it);
}

int RoomTally::live() const {
  std::lock_guard lock(mutex_);
  return live_;
}

RoomTally::Share RoomTally::unjoined_share(const std::string& address) const {
  std::lock_guard lock(mutex_);
  const auto it = addresses_.find(address);
  if (it == addresses_.end()) return {};
  const auto& share = it->second;
  return {share.held,
          share.waiting.empty() ? std::nullopt : std::optional<Millis>(*share.waiting.begin())};
}

std::optional<Millis> RoomTally::unjoined_since(const std::string& code) const {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(code);
  if (it == rooms_.end() || it->second.address.empty() || it->second.joined) return std::nullopt;
  return it->second.created_at;
}

}  // namespace gavel::server
