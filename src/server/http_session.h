// One HTTP/1.1 connection: reads requests with size and time limits, hands
// them to the API, writes responses in order, and upgrades to a WebSocket
// for /api/matches/{code}/ws.
#pragma once

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <memory>

#include "server/api.h"
#include "server/connection_limit.h"

namespace gavel::server {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

struct Limits {
  std::size_t body_bytes = 64 * 1024;
  std::size_t header_bytes = 8 * 1024;
  std::chrono::seconds read_timeout{30};  // a whole request; also the keep-alive idle limit
  std::chrono::seconds linger{2};         // reading what follows a closing answer
  // A WebSocket whose client has not taken one message for this long is cut.
  std::chrono::milliseconds slow_reader{std::chrono::seconds(30)};
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  // `slot` counts this connection against its address until it closes
  // (handed on to the WebSocket after an upgrade).
  HttpSession(tcp::socket socket, Api& api, Rooms& rooms, Limits limits,
              std::shared_ptr<ConnectionLimit::Slot> slot = nullptr);
  void run();

 private:
  void read();
  void on_header(beast::error_code ec);
  void on_read(beast::error_code ec);
  // Answers a request whose framing is broken, then closes.
  void refuse(Response refusal);
  void linger();
  void discard_rest();
  // `ticket` counts the request as in flight until its answer is written.
  void write(Response response, unsigned version, bool keep_alive, bool head_only = false,
             Drain::Ticket ticket = {});
  void on_write(bool keep_alive, beast::error_code ec);
  bool upgrade_to_websocket();
  // The parsed request's method, path, query, bearer, cookie and client.
  Request request_head() const;

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::string head_;  // the answer being written: its status line and headers
  std::string body_;  // and its body
  std::optional<http::request_parser<http::string_body>> parser_;
  Api& api_;
  Rooms& rooms_;
  Limits limits_;
  std::string client_;
  std::shared_ptr<ConnectionLimit::Slot> slot_;
};

}  // namespace gavel::server
