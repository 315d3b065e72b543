// A WebSocket that receives the viewer's state on every change of one match.
// Its send queue holds at most the message being written and the newest
// waiting one: each message is a whole state, so older ones can be dropped.
// Opened with ?feed=1 it carries the agent protocol's feed instead: every
// message holds the events after the one before, so none is dropped (a client
// that falls too far behind is closed, and resumes with ?since=), and the
// client may send moves ({"type": "move", …}), each answered by an ack or an
// error. A client that stops reading is cut once one message has waited to be
// written for longer than the slow-reader limit (docs/api.md, "Limits").
#pragma once

#include <boost/beast.hpp>
#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "server/connection_limit.h"
#include "server/room_host.h"

namespace gavel::server {

class WebSocketSession : public Subscriber, public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(boost::asio::ip::tcp::socket socket, std::shared_ptr<RoomHost> host, Actor actor,
                   std::optional<std::uint64_t> feed_since = std::nullopt,
                   std::shared_ptr<ConnectionLimit::Slot> slot = nullptr,
                   std::chrono::milliseconds slow_reader = std::chrono::seconds(30));
  void accept(boost::beast::http::request<boost::beast::http::string_body> request);
  void push(std::string text) override;
  void end() override;

 private:
  void read();
  void closed();
  void write_next();
  void received(std::string text);
  void send_reply(std::optional<std::uint64_t> turn, const Response& response);
  // Closes the socket under a write the client has not taken in time.
  void cut_slow_reader();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  std::shared_ptr<RoomHost> host_;
  Actor actor_;
  std::optional<std::uint64_t> feed_since_;
  std::optional<std::string> writing_;
  std::deque<std::string> waiting_;  // state mode: at most one
  bool open_ = false;
  std::shared_ptr<ConnectionLimit::Slot> slot_;
  std::chrono::milliseconds slow_reader_;
  boost::asio::steady_timer stalled_;  // runs while a write is in flight
  std::string client_;                 // the peer's address, for the log
};

}  // namespace gavel::server
