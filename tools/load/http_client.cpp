#include "http_client.h"

namespace gavel::load {

namespace {

// The server closes a keep-alive connection idle for 30 s (docs/api.md, "Limits").
constexpr auto kMostIdle = std::chrono::seconds(20);

}  // namespace

asio::awaitable<void> HttpConnection::connect(const tcp::resolver::results_type& endpoints) {
  endpoints_ = &endpoints;
  co_await stream_.async_connect(endpoints, asio::use_awaitable);
  stream_.socket().set_option(tcp::no_delay(true));
  last_used_ = std::chrono::steady_clock::now();
}

asio::awaitable<void> HttpConnection::open_anew() {
  close();
  buffer_.clear();
  co_await connect(*endpoints_);
}

asio::awaitable<Reply> HttpConnection::call(http::verb verb, std::string_view target,
                                            std::string_view token, std::string_view body) {
  if (endpoints_ && std::chrono::steady_clock::now() - last_used_ > kMostIdle) co_await open_anew();
  request_.clear();
  request_.method(verb);
  request_.target(target);
  request_.version(11);
  request_.set(http::field::host, "localhost");
  if (!token.empty()) {
    std::string bearer = "Bearer ";
    bearer += token;
    request_.set(http::field::authorization, bearer);
  }
  if (verb == http::verb::post) request_.set(http::field::content_type, "application/json");
  request_.body().assign(body);
  request_.prepare_payload();
  co_await http::async_write(stream_, request_, asio::use_awaitable);
  http::response_parser<http::string_body> parser;
  parser.body_limit(16 * 1024 * 1024);
  co_await http::async_read(stream_, buffer_, parser, asio::use_awaitable);
  auto response = parser.release();
  last_used_ = std::chrono::steady_clock::now();
  if (!response.keep_alive()) close();
  co_return Reply{static_cast<int>(response.result_int()), std::move(response.body())};
}

void HttpConnection::close() {
  beast::error_code ec;
  stream_.socket().shutdown(tcp::socket::shutdown_both, ec);
  stream_.socket().close(ec);
}

}  // namespace gavel::load
