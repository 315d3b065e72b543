// One keep-alive HTTP connection to the server, reused request after
// request: its read buffer and request object live as long as it does.
#pragma once

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <chrono>
#include <string>
#include <string_view>

namespace gavel::load {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

struct Reply {
  int status = 0;
  std::string body;
};

class HttpConnection {
 public:
  explicit HttpConnection(asio::any_io_executor executor) : stream_(std::move(executor)) {}

  asio::awaitable<void> connect(const tcp::resolver::results_type& endpoints);
  bool is_open() const { return stream_.socket().is_open(); }
  // One request and its answer. Throws on a broken connection. A connection
  // idle for longer than the server keeps one (a WebSocket match leaves it
  // unused) is opened anew first.
  asio::awaitable<Reply> call(http::verb verb, std::string_view target, std::string_view token,
                              std::string_view body);
  void close();

 private:
  asio::awaitable<void> open_anew();

  const tcp::resolver::results_type* endpoints_ = nullptr;
  std::chrono::steady_clock::time_point last_used_;
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  http::request<http::string_body> request_;
};

}  // namespace gavel::load
