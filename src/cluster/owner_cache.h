// Where other servers' rooms were a moment ago, so that nginx's lookups
// (GET /api/cluster/owner) for a busy room do not each read the database
// (docs/deploy.md, "Routing"). Only "held by that live server" is kept:
// this server's own rooms are answered from memory, and a room that is
// unheld or unknown is asked again every time (it is about to be adopted or
// created). An entry lives for a fifth of the lease, the period at which
// servers renew and adopt, so a stale answer outlives a move of the room by
// at most that; the server it names then answers 503 with the new owner,
// and the client asks again (docs/protocol.md's Retry-After).
// Bounded: when full, expired entries go, and if none has expired the whole
// cache is emptied (a burst of new rooms costs one database read each).
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace gavel::cluster {

class OwnerCache {
 public:
  using Clock = std::chrono::steady_clock;

  OwnerCache(Clock::duration lifetime, std::size_t capacity)
      : lifetime_(lifetime), capacity_(capacity) {}

  // The server that held `code` less than a lifetime before `now`.
  std::optional<std::string> find(const std::string& code, Clock::time_point now) const;
  void remember(const std::string& code, const std::string& address, Clock::time_point now);
  // `code` is no longer where it was (this server holds it, or it ended).
  void forget(const std::string& code);
  std::size_t size() const;

 private:
  struct Entry {
    std::string address;
    Clock::time_point expires;
  };
  void make_room(Clock::time_point now);

  const Clock::duration lifetime_;
  const std::size_t capacity_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace gavel::cluster
