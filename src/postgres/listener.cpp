#include "postgres/listener.h"

#include <algorithm>

#include <libpq-fe.h>
#include <poll.h>

namespace gavel::postgres {

Result<std::string> channel_for(Connection& connection, const std::string& base) {
  auto rows = connection.query("SELECT current_schema()");
  if (!rows) return std::unexpected(rows.error());
  std::string schema = row_count(*rows) ? text(*rows, 0, 0) : "public";
  std::string channel = base;
  if (schema != "public") {
    channel += '_';
    for (const char c : schema) {
      const bool plain = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
      channel += plain ? c : '_';
    }
  }
  channel.resize(std::min<std::size_t>(channel.size(), 63));
  return channel;
}
namespace {
std::string trimmed(const char* message) {
  std::string text = message ? message : "";
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}
}  // namespace

Result<Listener> Listener::open(const std::string& url, const std::string& channel) {
  if (channel.empty() ||
      channel.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") != std::string::npos) {
    return failure("a channel name is lowercase letters, digits and underscores");
  }
  if (!url.starts_with("postgres://") && !url.starts_with("postgresql://")) {
    return failure("the database URL must start with postgres:// or postgresql://");
  }
  Listener listener(PQconnectdb(url.c_str()));
  pg_conn* conn = listener.conn_.get();
  if (!conn) return failure("cannot connect: out of memory");
  if (PQstatus(conn) != CONNECTION_OK) {
    return failure("cannot connect: " + trimmed(PQerrorMessage(conn)));
  }
  Rows rows(PQexec(conn, ("LISTEN " + channel).c_str()));
  if (!rows || PQresultStatus(rows.get()) != PGRES_COMMAND_OK) {
    return failure("cannot listen: " + trimmed(PQerrorMessage(conn)));
  }
  return listener;
}

std::vector<std::string> Listener::take_arrived() {
  std::vector<std::string> payloads;
  while (PGnotify* notify = PQnotifies(conn_.get())) {
    payloads.emplace_back(notify->extra ? notify->extra : "");
    PQfreemem(notify);
  }
  return payloads;
}

Result<std::vector<std::string>> Listener::wait(std::chrono::milliseconds longest) {
  pg_conn* conn = conn_.get();
  if (auto arrived = take_arrived(); !arrived.empty()) return arrived;
  pollfd descriptor{.fd = PQsocket(conn), .events = POLLIN, .revents = 0};
  if (descriptor.fd < 0) return failure("the listening connection is closed");
  const int ready = ::poll(&descriptor, 1, static_cast<int>(longest.count()));
  if (ready < 0) return std::vector<std::string>{};  // interrupted: the caller waits again
  if (ready == 0) return std::vector<std::string>{};
  if (!PQconsumeInput(conn) || PQstatus(conn) != CONNECTION_OK) {
    return failure("the listening connection broke: " + trimmed(PQerrorMessage(conn)));
  }
  return take_arrived();
}

}  // namespace gavel::postgres
