// gavel verify-auction: re-simulates a finished Blind Auction from its replay
// (a file, '-' for standard input, or an http:// URL of
// GET /api/matches/{code}/replay) and says where the replay differs.
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <cstdio>

#include "cli/commands.h"
#include "cli/input_text.h"
#include "games/auction/verify.h"

namespace gavel::cli {
namespace json = boost::json;

namespace {

constexpr std::size_t kMaxReplayBytes = 64 * 1024 * 1024;

// A plain HTTP GET; the body, or an error message starting with "error: ".
std::string http_get(std::string_view url) {
  namespace beast = boost::beast;
  namespace http = beast::http;
  namespace asio = boost::asio;
  auto rest = url.substr(std::string_view("http://").size());
  const auto slash = rest.find('/');
  const std::string authority(rest.substr(0, slash));
  const std::string target =
      slash == std::string_view::npos ? "/" : std::string(rest.substr(slash));
  const auto colon = authority.rfind(':');
  const std::string host = colon == std::string::npos ? authority : authority.substr(0, colon);
  const std::string port = colon == std::string::npos ? "80" : authority.substr(colon + 1);
  try {
    asio::io_context io;
    asio::ip::tcp::resolver resolver(io);
    beast::tcp_stream stream(io);
    stream.expires_after(std::chrono::seconds(30));
    stream.connect(resolver.resolve(host, port));
    http::request<http::empty_body> request{http::verb::get, target, 11};
    request.set(http::field::host, authority);
    request.set(http::field::accept, "application/json");
    http::write(stream, request);
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(kMaxReplayBytes);
    http::read(stream, buffer, parser);
    beast::error_code ignored;
    stream.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
    const auto& response = parser.get();
    if (response.result() != http::status::ok) {
      return "error: the server answered " + std::to_string(response.result_int()) + ": " +
             response.body();
    }
    return response.body();
  } catch (const std::exception& e) {
    return std::string("error: ") + e.what();
  }
}

}  // namespace

int verify_auction_command(Args args) {
  if (args.size() != 1 || args[0] == "--help" || args[0] == "-h") {
    std::fputs(
        "usage: gavel verify-auction FILE|URL\n"
        "\n"
        "Re-simulates a finished Blind Auction from its replay (the JSON of\n"
        "GET /api/matches/{code}/replay; FILE '-' reads standard input; URL http://...)\n"
        "and checks the commitment, the seed, every value, every item's bids,\n"
        "tie-break, winner and price, credits, profits, ranking and payouts.\n"
        "Exit code 0: verified; 1: it differs or cannot be read; 2: bad usage.\n",
        args.size() == 1 ? stdout : stderr);
    return args.size() == 1 ? 0 : 2;
  }
  std::string text;
  if (args[0].starts_with("http://")) {
    text = http_get(args[0]);
    if (text.starts_with("error: ")) {
      std::fprintf(stderr, "verify-auction: %s\n", text.c_str() + 7);
      return 1;
    }
  } else if (args[0].starts_with("https://")) {
    std::fputs("verify-auction: only http:// URLs; save an https replay to a file first\n", stderr);
    return 2;
  } else {
    auto read = read_input_text(args[0]);
    if (!read) {
      std::fprintf(stderr, "verify-auction: cannot read %.*s\n", static_cast<int>(args[0].size()),
                   args[0].data());
      return 1;
    }
    text = std::move(*read);
  }
  std::error_code ec;
  const auto replay = json::parse(text, ec);
  if (ec) {
    std::fputs("verify-auction: the replay is not JSON\n", stderr);
    return 1;
  }
  const auto verdict = auction::verify_replay(replay);
  for (const auto& difference : verdict.differences) {
    std::fprintf(stdout, "DIFFERS  %s\n", difference.c_str());
  }
  if (!verdict.readable || !verdict.differences.empty()) {
    std::printf("verify-auction: %zu difference(s)\n", verdict.differences.size());
    return 1;
  }
  std::printf("verify-auction: verified (%d items, %d public events, commitment and seed)\n",
              verdict.items_checked, verdict.events_checked);
  return 0;
}

}  // namespace gavel::cli
