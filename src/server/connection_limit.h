// How many connections one client address may hold open at once, counted
// from accept to close (HTTP and WebSocket alike), so one address cannot take
// the file descriptors every other client needs (docs/api.md, "Limits").
#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace gavel::server {

class ConnectionLimit {
 public:
  using Clock = std::chrono::steady_clock;
  // Held by a connection for as long as it is open; releases its count when
  // the last copy goes (the HTTP session hands it on to its WebSocket).
  class Slot {
   public:
    ~Slot();
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;

   private:
    friend class ConnectionLimit;
    struct Counts;
    Slot(std::shared_ptr<Counts> counts, std::string address);
    std::shared_ptr<Counts> counts_;
    std::string address_;
  };

  // `per_address` 0: no limit.
  explicit ConnectionLimit(int per_address);

  // A slot for a new connection from `address`, or nullptr when the address
  // already holds `per_address` connections (the caller closes the socket).
  // A refusal is logged at most once a minute per address, with how many.
  std::shared_ptr<Slot> open(const std::string& address, Clock::time_point now = Clock::now());
  int open_from(const std::string& address) const;

 private:
  int per_address_;
  std::shared_ptr<Slot::Counts> counts_;
};

}  // namespace gavel::server
