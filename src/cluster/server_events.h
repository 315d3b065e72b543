// What one server tells the others at once, when servers share one
// PostgreSQL database: NOTIFY on a channel of its own (gavel_events, per
// schema), sent before the change is answered (so another server has
// heard of it by the time the client can ask there, but for the delivery's
// millisecond) and heard on a listening connection of its own.
// - An account's sessions or tokens changed (a sign-out, a revoked token,
//   a new password, the administrator flag): every server drops what it
//   cached of that account, so the change holds everywhere at once.
// - A player took a seat or asked for one in a waiting room: they leave the
//   waiting rooms of every other server, as of this one (a player waits in
//   one room at a time).
// - A server drains (a rolling restart): the others stop remembering its
//   rooms in their owner lookups (owner_cache.h), for the rooms are about
//   to move.
// A notification lost while a listener reconnects is made up for by the
// identity cache's short life; a stale waiting seat, by its player leaving.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "postgres/pg.h"

namespace gavel::cluster {

struct EventHandlers {
  std::function<void(std::int64_t account_id)> account_changed;
  std::function<void(const std::string& key, const std::string& code)> seated;
  std::function<void(const std::string& server)> draining;
};

class ServerEvents {
 public:
  static postgres::Result<std::unique_ptr<ServerEvents>> open(const std::string& url,
                                                              std::string server_id);
  ~ServerEvents();
  ServerEvents(const ServerEvents&) = delete;
  ServerEvents& operator=(const ServerEvents&) = delete;

  // Hears the other servers' events from now on (never this one's own).
  void start(EventHandlers handlers);
  void stop();

  // Sent at once, on the caller's thread (a change's handler, which goes
  // on to answer it).
  void account_changed(std::int64_t account_id);
  void seated(const std::string& key, const std::string& code);
  void draining();

 private:
  ServerEvents(std::string url, std::string server_id, std::string channel,
               postgres::Connection sender);
  void send(const std::string& payload);
  void listen_loop();
  void heard(const std::string& payload);

  const std::string url_;
  const std::string server_id_;
  const std::string channel_;
  postgres::Connection sender_;
  EventHandlers handlers_;
  std::mutex sending_;  // one statement at a time on sender_
  std::atomic<bool> stopping_ = false;
  std::thread listening_;
};

}  // namespace gavel::cluster
