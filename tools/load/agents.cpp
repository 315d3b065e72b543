#include "agents.h"

#include <optional>

namespace gavel::load {
namespace websocket = beast::websocket;
namespace {

// Live mode: the agent thinks for a uniform time in the range before moving.
asio::awaitable<void> think(const LoadRun& run, engine::Rng& rng) {
  const auto& options = run.options;
  if (options.mode != Mode::live || options.think_max_ms == 0) co_return;
  const auto span = static_cast<std::uint64_t>(options.think_max_ms - options.think_min_ms);
  const auto pause = options.think_min_ms + static_cast<int>(rng.below(span + 1));
  asio::steady_timer timer(co_await asio::this_coro::executor, std::chrono::milliseconds(pause));
  co_await timer.async_wait(asio::use_awaitable);
}

std::string match_path(const Seat& seat) {
  return "/api/matches/" + seat.code;
}

}  // namespace

asio::awaitable<bool> play_state_longpoll(LoadRun& run, HttpConnection& http, const Seat& seat,
                                          engine::Rng& rng) {
  const std::string base = match_path(seat);
  const std::string move_target = base + "/move";
  auto state = read_state(seat.joined_body, "state", rng);
  if (!state.ok) {
    run.count_error("join: no state");
    co_return false;
  }
  while (!state.finished && !run.stopping) {
    if (!state.move.empty()) {
      co_await think(run, rng);
      const auto start = Clock::now();
      const auto reply = co_await http.call(http::verb::post, move_target, seat.token, state.move);
      if (reply.status == 200) {
        run.count_move(start, true);
        state = read_state(reply.body, "state", rng);
        if (state.ok) continue;
        run.count_error("move: no state");
        co_return false;
      }
      if (reply.status != 409) {
        run.count_error("move " + std::to_string(reply.status));
        co_return false;
      }
      run.count_move(start, false);  // the round moved on first: read the state again
    }
    const auto reply = co_await http.call(
        http::verb::get, base + "/state?wait=1&since=" + std::to_string(state.version), seat.token,
        "");
    state = read_state(reply.body, "", rng);
    if (reply.status != 200 || !state.ok) {
      run.count_error("state " + std::to_string(reply.status));
      co_return false;
    }
  }
  co_return state.finished;
}

asio::awaitable<bool> play_feed_longpoll(LoadRun& run, HttpConnection& http, const Seat& seat,
                                         engine::Rng& rng) {
  const std::string base = match_path(seat);
  const std::string move_target = base + "/move";
  std::int64_t since = 0;
  std::optional<std::int64_t> acted;
  while (!run.stopping) {
    const auto reply = co_await http.call(
        http::verb::get, base + "/feed?wait=1&since=" + std::to_string(since), seat.token, "");
    const auto feed = read_feed(reply.body, rng);
    if (reply.status != 200 || feed.kind != FeedAnswer::Kind::feed) {
      run.count_error("feed " + std::to_string(reply.status));
      co_return false;
    }
    since = feed.version;
    if (feed.over) co_return true;
    if (!feed.turn || feed.turn == acted || feed.move.empty()) continue;
    co_await think(run, rng);
    acted = feed.turn;
    const auto start = Clock::now();
    const auto moved = co_await http.call(http::verb::post, move_target, seat.token, feed.move);
    if (moved.status == 200 || moved.status == 409) {
      run.count_move(start, moved.status == 200);
      continue;
    }
    run.count_error(
        "move " + std::to_string(
                      moved.status));  // a 400 would mean the legal actions allowed an illegal move
    co_return false;
  }
  co_return false;
}

asio::awaitable<bool> play_feed_websocket(LoadRun& run, const Seat& seat, engine::Rng& rng) {
  websocket::stream<beast::tcp_stream> ws(co_await asio::this_coro::executor);
  try {
    co_await beast::get_lowest_layer(ws).async_connect(run.endpoints, asio::use_awaitable);
  } catch (const std::exception&) {
    run.count_connect_error();
    co_return false;
  }
  auto& socket = beast::get_lowest_layer(ws).socket();
  socket.set_option(tcp::no_delay(true));
  bool finished = false;
  try {
    co_await ws.async_handshake("localhost",
                                match_path(seat) + "/ws?feed=1&since=0&token=" + seat.token,
                                asio::use_awaitable);
    ws.text(true);
    beast::flat_buffer buffer;
    FeedAnswer latest;
    std::optional<std::int64_t> acted;
    bool pending = false;
    Clock::time_point sent_at;
    std::string message;
    while (!run.stopping) {
      co_await ws.async_read(buffer, asio::use_awaitable);
      const auto data = buffer.cdata();
      const auto answer =
          read_feed(std::string_view(static_cast<const char*>(data.data()), data.size()), rng);
      buffer.consume(buffer.size());
      if (answer.kind == FeedAnswer::Kind::feed) {
        if (answer.over) {
          finished = true;
          break;
        }
        latest = answer;
      } else if (answer.kind == FeedAnswer::Kind::ack && pending) {
        run.count_move(sent_at, true);
        pending = false;
      } else if (answer.kind == FeedAnswer::Kind::error && pending && answer.error_status == 409) {
        run.count_move(sent_at, false);
        pending = false;
      } else {
        run.count_error(answer.kind == FeedAnswer::Kind::error
                            ? "ws move " + std::to_string(answer.error_status)
                            : "ws: unexpected message");
        pending = false;
      }
      // The feed after our move may come before or after its ack: act on
      // the newest turn we have not answered yet, once nothing is pending.
      if (pending || !latest.turn || latest.turn == acted || latest.move.empty()) continue;
      co_await think(run, rng);
      message = "{\"type\":\"move\"," + latest.move.substr(1);
      acted = latest.turn;
      pending = true;
      sent_at = Clock::now();
      co_await ws.async_write(asio::buffer(message), asio::use_awaitable);
    }
  } catch (const std::exception& e) {
    if (!run.stopping) run.count_error(std::string("ws: ") + e.what());
  }
  // Reset rather than close: a closed-loop run opens sockets faster than
  // TIME_WAIT would give their ports back.
  beast::error_code ec;
  socket.set_option(asio::socket_base::linger(true, 0), ec);
  socket.close(ec);
  co_return finished;
}

}  // namespace gavel::load
