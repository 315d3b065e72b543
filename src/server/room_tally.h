// The registry's counts, kept as rooms change instead of counted by a scan:
// how many rooms are live, and per creating address how many of its live
// rooms nobody else has joined (and the oldest of them still waiting), so
// that a create costs the same with 10,000 live rooms as with 10. Each room
// reports its own status changes here (RoomHost::summarize); the tally's
// lock is the innermost one, taken under a room's summary lock and under
// the registry's, and calls out to nothing.
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>

#include "server/room_types.h"

namespace gavel::server {

// Where a new room comes from, for the bounds per address.
struct RoomOrigin {
  std::string address;  // the creator's; empty: not bounded (tests, the server's own)
  Millis created_at = 0;
  bool private_code = false;  // a long code nobody can guess (a private agent table)
};

class RoomTally {
 public:
  // The room `code` is counted from now on, with its status now.
  void added(const std::string& code, const RoomOrigin& origin, RoomStatus status);
  void status_changed(const std::string& code, RoomStatus status);
  // Someone from `address` took or asked for a seat: from another address
  // than the creator's, the room no longer counts in the creator's share.
  void joined_from(const std::string& code, const std::string& address);
  void removed(const std::string& code);

  int live() const;
  // The creator's unjoined live rooms of `address`, and when the oldest of
  // them still in its lobby was made (none: every one is in play).
  struct Share {
    int held = 0;
    std::optional<Millis> oldest_waiting;
  };
  Share unjoined_share(const std::string& address) const;
  // When the room was made, while it waits for someone from another
  // address than its creator's; nullopt once joined or when not bounded.
  std::optional<Millis> unjoined_since(const std::string& code) const;

 private:
  struct Entry {
    RoomStatus status = RoomStatus::kLobby;
    std::string address;  // empty: not bounded
    Millis created_at = 0;
    bool joined = false;
  };
  struct AddressShare {
    int held = 0;                   // unjoined and live
    std::multiset<Millis> waiting;  // the created_at of those unjoined and in their lobby
  };
  // Adds (+1) or takes back (-1) what `entry` counts for, around a change.
  void count(const Entry& entry, int sign);

  mutable std::mutex mutex_;
  int live_ = 0;
  std::unordered_map<std::string, Entry> rooms_;
  std::unordered_map<std::string, AddressShare> addresses_;
};

}  // namespace gavel::server
