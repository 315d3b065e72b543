#include "match_slot.h"

#include <memory>
#include <vector>

#include "agents.h"

namespace gavel::load {
namespace {

std::string create_body(const Options& options, int seats, int bots) {
  std::string body = "{\"game\":\"" + options.game + "\",\"seats\":" + std::to_string(seats) +
                     ",\"bots\":" + std::to_string(bots) + ",\"public\":false";
  if (options.turn_seconds > 0) body += ",\"turnSeconds\":" + std::to_string(options.turn_seconds);
  if (const auto settings = settings_of(options); !settings.empty())
    body += ",\"settings\":" + settings;
  return body + "}";
}

asio::awaitable<void> pause_for(std::chrono::milliseconds delay) {
  asio::steady_timer timer(co_await asio::this_coro::executor, delay);
  co_await timer.async_wait(asio::use_awaitable);
}

// Connects what is not connected; false when some connection failed.
asio::awaitable<bool> connect_all(LoadRun& run,
                                  std::vector<std::unique_ptr<HttpConnection>>& connections) {
  const auto executor = co_await asio::this_coro::executor;
  for (auto& connection : connections) {
    if (connection->is_open()) continue;
    connection = std::make_unique<HttpConnection>(executor);
    try {
      co_await connection->connect(run.endpoints);
    } catch (const std::exception&) {
      run.count_connect_error();
      co_return false;
    }
  }
  co_return true;
}

// Plays every agent's seat at once and waits for all of them.
asio::awaitable<int> play_seats(LoadRun& run,
                                std::vector<std::unique_ptr<HttpConnection>>& connections,
                                const std::vector<Seat>& seats, std::vector<engine::Rng>& rngs) {
  const auto executor = co_await asio::this_coro::executor;
  asio::steady_timer all_done(executor, Clock::time_point::max());
  int running = static_cast<int>(seats.size());
  int finished = 0;
  const auto protocol = protocol_of(run.options);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    auto play = [&, i]() -> asio::awaitable<void> {
      bool done = false;
      try {
        if (run.options.transport == Transport::ws)
          done = co_await play_feed_websocket(run, seats[i], rngs[i]);
        else if (protocol == Protocol::state)
          done = co_await play_state_longpoll(run, *connections[i], seats[i], rngs[i]);
        else
          done = co_await play_feed_longpoll(run, *connections[i], seats[i], rngs[i]);
      } catch (const std::exception& e) {
        if (!run.stopping) run.count_error(std::string("play: ") + e.what());
        connections[i]->close();
      }
      if (done) ++finished;
      if (--running == 0) all_done.cancel();
    };
    asio::co_spawn(executor, play, asio::detached);
  }
  boost::system::error_code ec;
  co_await all_done.async_wait(asio::redirect_error(asio::use_awaitable, ec));
  co_return finished;
}

}  // namespace

asio::awaitable<void> run_match_slot(LoadRun& run, int index) {
  const auto& options = run.options;
  const int seats = seats_of(options);
  const int bots = bots_of(options);
  const int agents = seats - bots;
  const auto executor = co_await asio::this_coro::executor;
  std::vector<std::unique_ptr<HttpConnection>> connections;
  std::vector<engine::Rng> rngs;
  for (int i = 0; i < agents; ++i) {
    connections.push_back(std::make_unique<HttpConnection>(executor));
    rngs.emplace_back(static_cast<std::uint64_t>(index) * 16 + static_cast<std::uint64_t>(i) + 1);
  }
  bool ready = co_await connect_all(run, connections);
  ++run.slots_ready;
  const std::string body = create_body(options, seats, bots);
  while (!run.stopping) {
    if (!ready) {
      co_await pause_for(std::chrono::seconds(1));
      ready = co_await connect_all(run, connections);
      continue;
    }
    try {
      const auto created =
          co_await connections[0]->call(http::verb::post, "/api/matches", "", body);
      const auto code = read_string_field(created.body, "code");
      if (created.status != 201 || code.empty()) {
        run.count_error(
            "create " +
            std::to_string(created.status));  // e.g. 503, the server is full: try again shortly
        co_await pause_for(std::chrono::milliseconds(500));
        continue;
      }
      if (run.measuring) ++run.tally.created;
      std::vector<Seat> joined;
      const std::string join_target = "/api/matches/" + code + "/join";
      for (int i = 0; i < agents; ++i) {
        auto reply = co_await connections[i]->call(http::verb::post, join_target, "",
                                                   R"({"name":"load","kind":"agent"})");
        auto token = read_string_field(reply.body, "token");
        if (reply.status != 200 || token.empty()) break;
        joined.push_back(Seat{code, std::move(token), std::move(reply.body)});
      }
      if (static_cast<int>(joined.size()) != agents) {
        run.count_error("join failed");
        continue;
      }
      ++run.live_matches;
      const auto began = Clock::now();
      const bool began_before_window = !run.measuring;
      const int finished = co_await play_seats(run, connections, joined, rngs);
      --run.live_matches;
      if (finished == agents) run.count_finished(began, began_before_window);
    } catch (const std::exception& e) {
      if (!run.stopping) run.count_error(std::string("create or join: ") + e.what());
      for (auto& connection : connections) connection->close();
    }
    ready = co_await connect_all(run, connections);
  }
}

}  // namespace gavel::load
