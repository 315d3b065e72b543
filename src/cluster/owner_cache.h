// Where other servers' rooms were a moment ago, so that nginx's lookups
// (GET /api/cluster/owner) for a busy room do not each read the database
// (docs/deploy.md, "Routing"). Only "held by that live server" is kept:
// this server's own rooms are answered from memory, and a room that is
// unheld or unknown is asked again every time (it is about to be adopted or
// created).
// An entry lives for a fifth of the lease (the period at which servers
// renew and adopt) and never past what the database said of the holder's
// lease when asked: a server that dies stops being named once its lease
// lapses, before any other server may adopt its rooms. A server that
// drains tells the others (server_events.h), which forget its entries and
// do not cache it again, so a rolling restart moves rooms as fast as
// without the cache.
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

  // The server that held `code` at a lookup whose answer still holds at `now`.
  std::optional<std::string> find(const std::string& code, Clock::time_point now) const;
  // `address` held `code` at `now`, and will for certain for `holds_for`
  // (its lease left): kept for the lesser of that and the lifetime.
  void remember(const std::string& code, const std::string& address, Clock::time_point now,
                Clock::duration holds_for);
  // `address` is handing its rooms over: none of them is there any more.
  void forget_server(const std::string& address);
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
