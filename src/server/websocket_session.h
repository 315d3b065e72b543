// A WebSocket that receives the viewer's state on every change of one match.
// Its send queue holds at most the message being written and the newest
// waiting one: each message is a whole state, so older ones can be dropped.
#pragma once

#include <boost/beast.hpp>
#include <memory>
#include <optional>
#include <string>

#include "server/room_host.h"

namespace gavel::server {

class WebSocketSession : public Subscriber, public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(boost::asio::ip::tcp::socket socket, std::shared_ptr<RoomHost> host,
                   Actor actor);
  void accept(boost::beast::http::request<boost::beast::http::string_body> request);
  void push(std::string text) override;

 private:
  void read();
  void closed();
  void write_next();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  std::shared_ptr<RoomHost> host_;
  Actor actor_;
  std::optional<std::string> writing_;
  std::optional<std::string> waiting_;
  bool open_ = false;
};

}  // namespace gavel::server
