// A graceful stop (SIGTERM): requests already read are counted until their
// answer is written; once stopping, a request read afterwards is answered
// 503 without being run, so every request is either answered or never
// executed. The server waits for the count to reach zero (bounded) before it
// flushes the journal and exits.
#pragma once

#include <atomic>
#include <memory>

namespace gavel::server {

class Drain {
 public:
  // Held from reading a request until its answer is written (or the
  // connection failed): released when the last copy goes.
  using Ticket = std::shared_ptr<void>;
  Ticket enter() {
    in_flight_.fetch_add(1);
    return Ticket(nullptr, [this](void*) { in_flight_.fetch_sub(1); });
  }
  void stop() { stopping_.store(true); }
  bool stopping() const { return stopping_.load(); }
  int in_flight() const { return in_flight_.load(); }

 private:
  std::atomic<bool> stopping_{false};
  std::atomic<int> in_flight_{0};
};

}  // namespace gavel::server
