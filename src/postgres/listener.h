// A connection of its own that LISTENs on one channel and waits for
// NOTIFYs: PostgreSQL delivers a notification only to a session that is
// not busy with anything else, so a listener shares its connection with
// no store.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "postgres/pg.h"

namespace gavel::postgres {

// `base` (gavel_lobby, gavel_events) for the schema the connection's
// search_path selects, so that deployments (or tests) sharing a database in
// different schemas wake only their own: `base` in public, else
// `base_<schema>`, cut to PostgreSQL's 63 characters.
Result<std::string> channel_for(Connection& connection, const std::string& base);

class Listener {
 public:
  // Connects to `url` and LISTENs on `channel` (an identifier: letters,
  // digits and underscores).
  static Result<Listener> open(const std::string& url, const std::string& channel);

  // The payloads of the notifications that arrived, waiting up to `longest`
  // for the first; empty when none came. An error when the connection broke
  // (open a new listener: notifications sent meanwhile are lost).
  Result<std::vector<std::string>> wait(std::chrono::milliseconds longest);

 private:
  explicit Listener(pg_conn* conn) : conn_(conn) {}
  // Whatever libpq has already read, without waiting.
  std::vector<std::string> take_arrived();
  std::unique_ptr<pg_conn, FinishConn> conn_;
};

}  // namespace gavel::postgres
