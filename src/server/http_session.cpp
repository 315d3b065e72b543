// Requests on one connection are answered one at a time, in order; a
// long-poll simply holds the connection (its read timeout is lifted while
// the API holds the request).
#include "server/http_session.h"

#include <array>
#include <charconv>

#include "server/http_framing.h"
#include "server/log_line.h"
#include "server/request_guard.h"
#include "server/response_head.h"
#include "server/websocket_session.h"

namespace gavel::server {

HttpSession::HttpSession(tcp::socket socket, Api& api, Rooms& rooms, Limits limits,
                         std::shared_ptr<ConnectionLimit::Slot> slot)
    : stream_(std::move(socket)),
      api_(api),
      rooms_(rooms),
      limits_(limits),
      slot_(std::move(slot)) {
  beast::error_code ec;
  const auto endpoint = stream_.socket().remote_endpoint(ec);
  client_ = ec ? "unknown" : endpoint.address().to_string();
}

void HttpSession::run() {
  asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read(); });
}

void HttpSession::read() {
  parser_.emplace();
  parser_->body_limit(limits_.body_bytes);
  parser_->header_limit(static_cast<std::uint32_t>(limits_.header_bytes));
  // One deadline for the whole request, headers and body: a client that
  // trickles bytes gains nothing.
  stream_.expires_after(limits_.read_timeout);
  // The header first, to refuse framing Beast would accept (two lengths).
  http::async_read_header(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_header(ec); });
}

void HttpSession::on_header(beast::error_code ec) {
  if (ec) return on_read(ec);
  if (auto refusal = unsafe_framing(parser_->get().base())) return refuse(std::move(*refusal));
  http::async_read(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
}

void HttpSession::refuse(Response refusal) {
  log_line("bad_request_framing", {{"address", client_},
                                   {"status", refusal.status},
                                   {"error", boost::json::parse(refusal.body).at("error")}});
  write(std::move(refusal), 11, false);
}

void HttpSession::on_read(beast::error_code ec) {
  if (ec == http::error::end_of_stream) {
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    return;
  }
  if (ec) {
    // Broken framing is answered before the close; a timeout or reset is not.
    if (auto refusal = framing_refusal(ec)) return refuse(std::move(*refusal));
    return;
  }

  auto& message = parser_->get();
  if (beast::websocket::is_upgrade(message) && upgrade_to_websocket()) return;

  Request request = request_head();
  request.body = std::move(message.body());
  const bool keep_alive = message.keep_alive();
  const unsigned version = message.version();
  const bool head = message.method() == http::verb::head;

  if (api_.drain().stopping()) {
    return write(error_response(503, "the server is stopping: try again in a moment"), version,
                 false);
  }
  stream_.expires_never();  // the API may hold this request (long-poll)
  auto self = shared_from_this();
  api_.handle(std::move(request), [self, keep_alive, version, head,
                                   ticket = api_.drain().enter()](Response response) {
    asio::dispatch(self->stream_.get_executor(), [self, response = std::move(response), keep_alive,
                                                  version, head, ticket]() mutable {
      self->write(std::move(response), version, keep_alive, head, std::move(ticket));
    });
  });
}

void HttpSession::write(Response response, unsigned version, bool keep_alive, bool head_only,
                        Drain::Ticket ticket) {
  // One answer at a time per connection, so its head and body live here
  // until written, in buffers the connection reuses.
  write_response_head(head_, response, version, keep_alive, response.body.size());
  body_ = std::move(response.body);
  if (head_only) body_.clear();
  stream_.expires_after(limits_.read_timeout);
  const std::array<asio::const_buffer, 2> buffers{asio::buffer(head_), asio::buffer(body_)};
  asio::async_write(stream_, buffers,
                    [self = shared_from_this(), keep_alive, ticket = std::move(ticket)](
                        beast::error_code ec, std::size_t) { self->on_write(keep_alive, ec); });
}

void HttpSession::on_write(bool keep_alive, beast::error_code ec) {
  if (ec) return;
  if (!keep_alive) return linger();
  read();
}

// Closing a socket with unread bytes makes the kernel send a reset, which can
// destroy the answer before the client reads it (a refused request usually
// leaves its body unread). So the answer is followed by our FIN, and what
// the client still sends is read and dropped until it closes, for a bounded time.
void HttpSession::linger() {
  beast::error_code ec;
  stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  if (ec) return;
  stream_.expires_after(limits_.linger);
  discard_rest();
}

void HttpSession::discard_rest() {
  buffer_.consume(buffer_.size());
  stream_.async_read_some(buffer_.prepare(4096),
                          [self = shared_from_this()](beast::error_code ec, std::size_t) {
                            if (!ec) self->discard_rest();
                          });
}

Request HttpSession::request_head() const {
  const auto& message = parser_->get();
  Request request;
  request.method = std::string(message.method_string());
  const std::string target(message.target());
  const auto question = target.find('?');
  request.path = target.substr(0, question);
  if (question != std::string::npos)
    request.query = parse_query(std::string_view(target).substr(question + 1));
  const auto authorization = message[http::field::authorization];
  if (authorization.size() > 7 && beast::iequals(authorization.substr(0, 7), "Bearer ")) {
    request.bearer = std::string(authorization.substr(7));
  }
  request.cookie = std::string(message[http::field::cookie]);
  request.client = api_.client_of(client_, message["X-Real-IP"]);
  request.from_proxy = api_.trusts_proxy(client_);
  request.original_uri = std::string(message["X-Original-URI"]);
  request.origin = std::string(message[http::field::origin]);
  request.fetch_site = std::string(message["Sec-Fetch-Site"]);
  request.host = std::string(message[http::field::host]);
  request.content_type = std::string(message[http::field::content_type]);
  return request;
}

bool HttpSession::upgrade_to_websocket() {
  const Request request = request_head();
  // /api/matches/{code}/ws or /api/rooms/{code}/ws
  std::string code;
  for (const std::string_view prefix : {"/api/matches/", "/api/rooms/"}) {
    if (request.path.starts_with(prefix) && request.path.ends_with("/ws") &&
        request.path.size() > prefix.size() + 3) {
      code = request.path.substr(prefix.size(), request.path.size() - prefix.size() - 3);
    }
  }
  for (auto& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  auto host = code.empty() ? nullptr : rooms_.find(code);
  if (!host) return false;  // answered as a plain 404 by the API
  if (auto limited = api_.rate_limited(request.client)) {
    write(std::move(*limited), parser_->get().version(), false);
    return true;
  }
  // A page elsewhere must not open a socket that rides on the visitor's cookie.
  if (!request.cookie.empty()) {
    if (auto refused = api_.refuse_cross_site(request)) {
      write(std::move(*refused), parser_->get().version(), false);
      return true;
    }
  }
  Actor actor;
  if (const auto it = request.query.find("token"); it != request.query.end()) {
    actor.token = it->second;
  }
  actor.identity = api_.identify(request);
  // ?feed=1 (with ?since=V to resume): the agent protocol's feed.
  std::optional<std::uint64_t> feed_since;
  if (const auto it = request.query.find("feed"); it != request.query.end() && it->second != "0") {
    feed_since = 0;
    if (const auto since = request.query.find("since"); since != request.query.end()) {
      const auto& text = since->second;
      std::uint64_t value = 0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
      if (ec != std::errc() || end != text.data() + text.size()) {
        auto response = error_response(400, "since must be an event number from an earlier feed");
        write(std::move(response), parser_->get().version(), false);
        return true;
      }
      feed_since = value;
    }
  }
  // The token is checked on the match's strand, like every other request.
  stream_.expires_never();
  host->run([self = shared_from_this(), host, actor, feed_since](Room& room) {
    const bool allowed = actor.token.empty() || room.seat_of(actor.token).has_value();
    asio::dispatch(self->stream_.get_executor(), [self, host, actor, allowed, feed_since] {
      if (!allowed) {
        auto response = error_response(403, "that token does not hold a seat in this match");
        return self->write(std::move(response), self->parser_->get().version(), false);
      }
      std::make_shared<WebSocketSession>(self->stream_.release_socket(), host, actor, feed_since,
                                         self->slot_, self->limits_.slow_reader)
          ->accept(self->parser_->release());
    });
  });
  return true;
}

}  // namespace gavel::server
