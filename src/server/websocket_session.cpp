// In state mode incoming messages are read (to notice pings and close
// frames) and ignored. In feed mode a move is applied through Room::move, the
// same path as POST /move, so every rule check is the same.
#include "server/websocket_session.h"

#include "engine/json_fields.h"
#include "server/clock.h"
#include "server/log_line.h"
#include "server/responses.h"

namespace gavel::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace json = boost::json;

namespace {

// A feed client this far behind is closed rather than buffered without end.
constexpr std::size_t kMostWaitingFeeds = 256;

}  // namespace

WebSocketSession::WebSocketSession(boost::asio::ip::tcp::socket socket,
                                   std::shared_ptr<RoomHost> host, Actor actor,
                                   std::optional<std::uint64_t> feed_since,
                                   std::shared_ptr<ConnectionLimit::Slot> slot,
                                   std::chrono::milliseconds slow_reader)
    : ws_(std::move(socket)),
      host_(std::move(host)),
      actor_(std::move(actor)),
      feed_since_(feed_since),
      slot_(std::move(slot)),
      slow_reader_(slow_reader),
      stalled_(ws_.get_executor()) {
  boost::system::error_code ec;
  const auto peer = beast::get_lowest_layer(ws_).socket().remote_endpoint(ec);
  client_ = ec ? "unknown" : peer.address().to_string();
}

void WebSocketSession::accept(beast::http::request<beast::http::string_body> request) {
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.read_message_max(4096);
  auto shared =
      std::make_shared<beast::http::request<beast::http::string_body>>(std::move(request));
  ws_.async_accept(*shared, [self = shared_from_this(), shared](beast::error_code ec) {
    if (ec) return;
    self->open_ = true;
    self->host_->subscribe(self, self->actor_, self->feed_since_);
    self->read();
  });
}

void WebSocketSession::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    if (ec) return self->closed();
    std::string text = beast::buffers_to_string(self->buffer_.data());
    self->buffer_.consume(self->buffer_.size());
    if (self->feed_since_) self->received(std::move(text));
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
  boost::asio::dispatch(ws_.get_executor(),
                        [self = shared_from_this(), text = std::move(text)]() mutable {
                          if (!self->open_) return;
                          if (!self->feed_since_)
                            self->waiting_.clear();  // an older state nobody has seen yet
                          if (self->waiting_.size() >= kMostWaitingFeeds) {
                            self->open_ = false;
                            self->host_->unsubscribe(self.get());
                            return self->ws_.async_close(websocket::close_code::try_again_later,
                                                         [self](beast::error_code) {});
                          }
                          self->waiting_.push_back(std::move(text));
                          if (!self->writing_) self->write_next();
                        });
}

void WebSocketSession::end() {
  boost::asio::dispatch(ws_.get_executor(), [self = shared_from_this()] {
    if (!self->open_) return;
    self->open_ = false;  // the host has already let go of it
    self->ws_.async_close(websocket::close_code::service_restart, [self](beast::error_code) {});
  });
}

void WebSocketSession::write_next() {
  if (waiting_.empty() || !open_) return;
  writing_ = std::move(waiting_.front());
  waiting_.pop_front();
  ws_.text(true);
  stalled_.expires_after(slow_reader_);
  stalled_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (!ec && self->writing_) self->cut_slow_reader();
  });
  ws_.async_write(boost::asio::buffer(*writing_),
                  [self = shared_from_this()](beast::error_code ec, std::size_t) {
                    self->writing_.reset();
                    self->stalled_.cancel();
                    if (ec) return self->closed();
                    self->write_next();
                  });
}

// No close frame: it would wait behind the write that is stuck.
void WebSocketSession::cut_slow_reader() {
  log_line("slow_reader_cut", {{"address", client_},
                               {"room", host_->code()},
                               {"waited_ms", static_cast<std::int64_t>(slow_reader_.count())}});
  closed();
  beast::error_code ec;
  beast::get_lowest_layer(ws_).socket().close(ec);
}

void WebSocketSession::received(std::string text) {
  boost::system::error_code ec;
  auto message = json::parse(text, ec);
  auto* fields = ec ? nullptr : message.if_object();
  const auto* type = fields ? fields->if_contains("type") : nullptr;
  if (!type || *type != "move") {
    return send_reply(std::nullopt, error_response(400, "send {\"type\": \"move\", …a move…}"));
  }
  fields->erase("type");
  std::optional<std::uint64_t> turn;
  if (const auto* named = fields->if_contains("turn")) {
    if (const auto number = engine::as_whole_number(*named); number && *number >= 0) {
      turn = static_cast<std::uint64_t>(*number);
    }
  }
  host_->with_room(
      [actor = actor_, move = std::move(message)](Room& room) {
        const auto done = room.move(actor, move, now_ms());
        if (!done) return refusal_response(done.error());
        return json_response(200, json::object{{"ok", true}});
      },
      [self = shared_from_this(), turn](Response response) { self->send_reply(turn, response); });
}

void WebSocketSession::send_reply(std::optional<std::uint64_t> turn, const Response& response) {
  json::object reply;
  if (response.status == 200) {
    reply = {{"type", "ack"}, {"turn", turn ? json::value(*turn) : json::value()}};
  } else {
    boost::system::error_code ec;
    const auto body = json::parse(response.body, ec);
    const auto* error = ec || !body.is_object() ? nullptr : body.as_object().if_contains("error");
    reply = {{"type", "error"},
             {"status", response.status},
             {"error", error ? *error : json::value("refused")}};
  }
  push(json::serialize(reply));
}

}  // namespace gavel::server
