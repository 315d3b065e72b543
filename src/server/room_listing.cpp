// The facts are compared field by field against the room as it is, so a
// version that changed none of them costs a few string comparisons. The
// room's options, code, creation time and game are fixed for its life and
// are not among them.
#include "server/room_listing.h"

#include "server/room.h"

namespace gavel::server {

bool ListedFacts::same_as(const Room& room) const {
  if (!known_ || room.status() != status_ || room.seating().policy() != policy_) return false;
  const auto& members = room.members();
  if (members.size() != seats_.size()) return false;
  for (std::size_t i = 0; i < members.size(); ++i) {
    const auto& seat = seats_[i];
    const auto& member = members[i];
    if (member.name != seat.name || member.kind != seat.kind || member.key != seat.key ||
        member.rating != seat.rating) {
      return false;
    }
  }
  const auto& requests = room.requests();
  if (requests.size() != requests_.size()) return false;
  for (std::size_t i = 0; i < requests.size(); ++i) {
    if (requests[i].key != requests_[i]) return false;
  }
  const auto& invited = room.seating().invited();
  if (invited.size() != invited_.size()) return false;
  for (std::size_t i = 0; i < invited.size(); ++i) {
    if (invited[i].first != invited_[i]) return false;
  }
  return true;
}

bool ListedFacts::update(const Room& room) {
  if (same_as(room)) return false;
  known_ = true;
  status_ = room.status();
  policy_ = room.seating().policy();
  seats_.clear();
  for (const auto& member : room.members()) {
    seats_.push_back({member.name, member.kind, member.key, member.rating});
  }
  requests_.clear();
  for (const auto& request : room.requests()) requests_.push_back(request.key);
  invited_.clear();
  for (const auto& [key, name] : room.seating().invited()) invited_.push_back(key);
  return true;
}

}  // namespace gavel::server
