// gavel_load: many agents playing Bidlock against a running Gavel server at
// once, each on its own keep-alive connection, long-polling and moving. It
// reports accepted moves per second, move latency percentiles and, given the
// server's pid, the server's memory per live match. Figures: docs/perf.md.
#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "engine/rng.h"

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace json = boost::json;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
  std::string host = "127.0.0.1";
  std::string port = "8080";
  int matches = 1000;
  int seconds = 30;
  int server_pid = 0;
  int think_ms = 0;  // mean pause before each move; 0: move at once (saturation)
};

struct Totals {
  long moves = 0;
  long refused = 0;
  long finished = 0;
  long errors = 0;
  std::vector<double> latency_ms;
};

long rss_kib(int pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}

asio::awaitable<json::value> call(beast::tcp_stream& stream, http::verb verb,
                                  const std::string& target, const std::string& token,
                                  const std::string& body) {
  http::request<http::string_body> request{verb, target, 11};
  request.set(http::field::host, "localhost");
  request.set(http::field::content_type, "application/json");
  if (!token.empty()) request.set(http::field::authorization, "Bearer " + token);
  request.body() = body;
  request.prepare_payload();
  co_await http::async_write(stream, request, asio::use_awaitable);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  co_await http::async_read(stream, buffer, response, asio::use_awaitable);
  std::error_code ec;
  auto value = json::parse(response.body(), ec);
  if (ec) co_return json::object{{"error", "not JSON"}, {"status", response.result_int()}};
  if (value.is_object()) value.as_object()["status_code"] = response.result_int();
  co_return value;
}

// One agent: plays match after match until time is up.
asio::awaitable<void> agent(tcp::resolver::results_type endpoints, int id, int think_ms,
                            Clock::time_point until, Totals& totals) {
  beast::tcp_stream stream(co_await asio::this_coro::executor);
  gavel::engine::Rng rng(static_cast<std::uint64_t>(id) + 1);
  try {
    co_await stream.async_connect(endpoints, asio::use_awaitable);
    while (Clock::now() < until) {
      auto created = co_await call(stream, http::verb::post, "/api/matches", "",
                                   R"({"seats":2,"bots":1,"turnSeconds":300,"public":false})");
      if (!created.as_object().contains("code")) {
        ++totals.errors;
        co_return;
      }
      const std::string code(created.at("code").as_string());
      auto joined = co_await call(stream, http::verb::post, "/api/matches/" + code + "/join", "",
                                  R"({"name":"load","kind":"agent"})");
      const std::string token(joined.at("token").as_string());
      json::value state = joined.at("state");
      while (Clock::now() < until && state.at("status") != "finished") {
        const auto& you = state.at("you");
        if (you.at("mustMove").as_bool()) {
          if (think_ms > 0) {
            // Uniform in [0, 2 x think]: agents do not all move in step.
            asio::steady_timer pause(co_await asio::this_coro::executor,
                                     std::chrono::milliseconds(rng.below(2 * think_ms + 1)));
            co_await pause.async_wait(asio::use_awaitable);
          }
          const auto& chips = you.at("chips").as_array();
          const auto chip = chips[rng.below(chips.size())].as_int64();
          const auto start = Clock::now();
          auto moved = co_await call(stream, http::verb::post, "/api/matches/" + code + "/move",
                                     token, "{\"chip\":" + std::to_string(chip) + "}");
          totals.latency_ms.push_back(
              std::chrono::duration<double, std::milli>(Clock::now() - start).count());
          if (moved.as_object().contains("state")) {
            ++totals.moves;
            state = moved.at("state");
            continue;
          }
          ++totals.refused;  // e.g. a deadline beat us; read the state again
        }
        const auto version = state.at("version").as_int64();
        state = co_await call(
            stream, http::verb::get,
            "/api/matches/" + code + "/state?wait=1&since=" + std::to_string(version), token, "");
        if (!state.as_object().contains("version")) {
          ++totals.errors;
          co_return;
        }
      }
      if (state.at("status") == "finished") ++totals.finished;
    }
  } catch (const std::exception&) {
    ++totals.errors;
  }
}

double percentile(std::vector<double>& values, double p) {
  if (values.empty()) return 0;
  const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1));
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index),
                   values.end());
  return values[index];
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--help") {
      std::puts(
          "usage: gavel_load [--host H] [--port P] [--matches N] [--seconds S] [--think-ms MS] "
          "[--server-pid PID]");
      return 0;
    }
    if (!has_value) {
      std::fprintf(stderr, "gavel_load: %s needs a value\n", arg.c_str());
      return 2;
    }
    const std::string value = argv[++i];
    if (arg == "--host")
      options.host = value;
    else if (arg == "--port")
      options.port = value;
    else if (arg == "--matches")
      options.matches = std::stoi(value);
    else if (arg == "--seconds")
      options.seconds = std::stoi(value);
    else if (arg == "--think-ms")
      options.think_ms = std::stoi(value);
    else if (arg == "--server-pid")
      options.server_pid = std::stoi(value);
    else {
      std::fprintf(stderr, "gavel_load: unknown option %s\n", arg.c_str());
      return 2;
    }
  }
  asio::io_context io(1);
  tcp::resolver resolver(io);
  const auto endpoints = resolver.resolve(options.host, options.port);
  const long rss_before = options.server_pid ? rss_kib(options.server_pid) : -1;
  const auto start = Clock::now();
  const auto until = start + std::chrono::seconds(options.seconds);
  Totals totals;
  for (int id = 0; id < options.matches; ++id) {
    asio::co_spawn(io, agent(endpoints, id, options.think_ms, until, totals), asio::detached);
  }
  // Sample the server's memory half-way, when every match is live.
  long rss_live = -1;
  asio::steady_timer sampler(io, std::chrono::seconds(options.seconds) / 2);
  sampler.async_wait([&](beast::error_code) {
    if (options.server_pid) rss_live = rss_kib(options.server_pid);
  });
  io.run();
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  std::printf("agents (live matches): %d, %.1f s\n", options.matches, elapsed);
  std::printf(
      "moves accepted: %ld (%.0f per second); refused: %ld; matches finished: %ld; errors: %ld\n",
      totals.moves, static_cast<double>(totals.moves) / elapsed, totals.refused, totals.finished,
      totals.errors);
  std::printf("move latency: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
              percentile(totals.latency_ms, 0.5), percentile(totals.latency_ms, 0.99),
              percentile(totals.latency_ms, 1.0));
  if (rss_before > 0 && rss_live > 0) {
    std::printf(
        "server memory: %ld KiB before, %ld KiB with the matches live: %.1f KiB per match\n",
        rss_before, rss_live, static_cast<double>(rss_live - rss_before) / options.matches);
  }
  return totals.errors > 0 ? 1 : 0;
}
