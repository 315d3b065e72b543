// Incoming messages are read (to notice pings and close frames) and ignored:
// moves go through POST /move, which keeps one path for every rule check.
#include "server/websocket_session.h"

namespace gavel::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

WebSocketSession::WebSocketSession(boost::asio::ip::tcp::socket socket,
                                   std::shared_ptr<RoomHost> host, Actor actor)
    : ws_(std::move(socket)), host_(std::move(host)), actor_(std::move(actor)) {}

void WebSocketSession::accept(beast::http::request<beast::http::string_body> request) {
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.read_message_max(4096);
  auto shared =
      std::make_shared<beast::http::request<beast::http::string_body>>(std::move(request));
  ws_.async_accept(*shared, [self = shared_from_this(), shared](beast::error_code ec) {
    if (ec) return;
    self->open_ = true;
    self->host_->subscribe(self, self->actor_);
    self->read();
  });
}

void WebSocketSession::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    if (ec) return self->closed();
    self->buffer_.consume(self->buffer_.size());
    self->read();
  });
}

// The seat's presence counts open sockets, so the host hears of each close once.
void WebSocketSession::closed() {
  if (!open_) return;
  open_ = false;
  host_->unsubscribe(this);
}

void WebSocketSession::push(std::string text) {
  boost::asio::dispatch(
      ws_.get_executor(), [self = shared_from_this(), text = std::move(text)]() mutable {
        if (!self->open_) return;
        self->waiting_ = std::move(text);  // replaces an older state nobody has seen yet
        if (!self->writing_) self->write_next();
      });
}

void WebSocketSession::write_next() {
  if (!waiting_ || !open_) return;
  writing_ = std::move(waiting_);
  waiting_.reset();
  ws_.text(true);
  ws_.async_write(boost::asio::buffer(*writing_),
                  [self = shared_from_this()](beast::error_code ec, std::size_t) {
                    self->writing_.reset();
                    if (ec) return self->closed();
                    self->write_next();
                  });
}

}  // namespace gavel::server
