#include "cluster/server_events.h"

#include <boost/json.hpp>
#include <chrono>
#include <cstdio>

#include "postgres/listener.h"

namespace gavel::cluster {
namespace json = boost::json;
using namespace std::chrono_literals;

postgres::Result<std::unique_ptr<ServerEvents>> ServerEvents::open(const std::string& url,
                                                                   std::string server_id) {
  auto sender = postgres::Connection::open(url);
  if (!sender) return std::unexpected(sender.error());
  auto channel = postgres::channel_for(*sender, "gavel_events");
  if (!channel) return std::unexpected(channel.error());
  return std::unique_ptr<ServerEvents>(
      new ServerEvents(url, std::move(server_id), std::move(*channel), std::move(*sender)));
}

ServerEvents::ServerEvents(std::string url, std::string server_id, std::string channel,
                           postgres::Connection sender)
    : url_(std::move(url)),
      server_id_(std::move(server_id)),
      channel_(std::move(channel)),
      sender_(std::move(sender)) {}

ServerEvents::~ServerEvents() {
  stop();
}

void ServerEvents::start(EventHandlers handlers) {
  handlers_ = std::move(handlers);
  listening_ = std::thread([this] { listen_loop(); });
}

void ServerEvents::stop() {
  stopping_ = true;
  if (listening_.joinable()) listening_.join();
}

void ServerEvents::account_changed(std::int64_t account_id) {
  send(json::serialize(
      json::object{{"from", server_id_}, {"kind", "account"}, {"account", account_id}}));
}

void ServerEvents::seated(const std::string& key, const std::string& code) {
  send(json::serialize(
      json::object{{"from", server_id_}, {"kind", "seated"}, {"key", key}, {"code", code}}));
}

void ServerEvents::draining() {
  send(json::serialize(json::object{{"from", server_id_}, {"kind", "draining"}}));
}

void ServerEvents::send(const std::string& payload) {
  std::lock_guard lock(sending_);
  const postgres::Param params[] = {channel_, payload};
  auto done = sender_.query("SELECT pg_notify($1, $2)", params);
  // Once more after a broken connection (the database restarted).
  if (!done && sender_.usable()) done = sender_.query("SELECT pg_notify($1, $2)", params);
  if (!done) {
    std::fprintf(stderr, "gavel: telling the other servers: %s\n", done.error().message.c_str());
  }
}

void ServerEvents::listen_loop() {
  const auto stopping = [this] { return stopping_.load(); };
  while (!stopping()) {
    auto listener = postgres::Listener::open(url_, channel_);
    if (!listener) {
      std::this_thread::sleep_for(1s);
      continue;
    }
    // Short waits, so that stop() is heard within one of them.
    while (!stopping()) {
      auto arrived = listener->wait(200ms);
      if (!arrived) break;  // reconnect
      for (const auto& payload : *arrived) heard(payload);
    }
  }
}

void ServerEvents::heard(const std::string& payload) {
  boost::system::error_code ec;
  const auto value = json::parse(payload, ec);
  const auto* event = value.if_object();
  if (ec || !event) return;
  const auto text = [event](const char* key) -> std::string {
    const auto* field = event->if_contains(key);
    return field && field->is_string() ? std::string(field->as_string()) : "";
  };
  if (text("from") == server_id_) return;
  const auto kind = text("kind");
  if (kind == "account" && handlers_.account_changed) {
    if (const auto* id = event->if_contains("account"); id && id->is_int64()) {
      handlers_.account_changed(id->as_int64());
    }
  } else if (kind == "seated" && handlers_.seated) {
    handlers_.seated(text("key"), text("code"));
  } else if (kind == "draining" && handlers_.draining) {
    handlers_.draining(text("from"));
  }
}

}  // namespace gavel::cluster
