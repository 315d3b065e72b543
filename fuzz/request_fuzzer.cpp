// Fuzz target: raw bytes as one keep-alive connection's requests, through
// Beast's request parser with the server's own limits and then the real API
// (every route, handler and room), on a server in memory: no sockets, SQLite
// stores in a scratch directory, one io_context polled here.
//
// So that the bytes can reach a match, "{code}", "{token}" and "{cookie}" in
// a request's head (target and headers) stand for the last room code, seat
// token and cookie the server handed out on this connection: a seed file
// creates a match, joins it and moves (fuzz/corpus/fuzz_request/).
//
// Every answer must be a well-formed HTTP response; every error under /api a
// JSON object with an "error" string; every JSON body must parse; no answer
// may hold the canary written beside the static files' directory, unless the
// input itself carried it (an error may name the room code it was asked for);
// and every request must be answered (long-polls are cut to 0 s). Anything
// else aborts.
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>

#include "accounts/password.h"
#include "accounts/sqlite_account_store.h"
#include "accounts/sqlite_wallet_store.h"
#include "fuzz/byte_reader.h"
#include "games/all_games.h"
#include "server/api.h"
#include "server/http_session.h"
#include "server/response_head.h"
#include "server/secrets.h"
#include "store/sqlite_store.h"

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace json = boost::json;
using namespace gavel;

constexpr std::string_view kCanary = "GAVEL-FUZZ-CANARY-never-served";

[[noreturn]] void fail(const std::string& what, const std::string& detail = "") {
  std::fprintf(stderr, "fuzz_request: %s\n%s\n", what.c_str(), detail.c_str());
  std::abort();
}

// What lives as long as the process: the stores, the settings, a scratch
// directory. Rooms, the API and the io_context are made fresh for each input.
struct World {
  std::filesystem::path dir;
  server::Config config;
  std::unique_ptr<store::SqliteStore> matches;
  std::unique_ptr<accounts::SqliteAccountStore> accounts;
  std::unique_ptr<accounts::SqliteWalletStore> wallets;
  std::optional<server::RoomDefaults> defaults;

  World() {
    if (!server::init_secrets()) fail("libsodium failed to initialise");
    char pattern[] = "/tmp/gavel_fuzz_request_XXXXXX";
    if (!mkdtemp(pattern)) fail("no scratch directory");
    dir = pattern;
    std::filesystem::create_directories(dir / "web");
    std::ofstream(dir / "web" / "index.html") << "<!doctype html><title>Gavel</title>\n";
    std::ofstream(dir / "canary.txt") << kCanary << "\n";  // outside web/: never served
    config.data_dir = dir.string();
    config.web_dir = (dir / "web").string();
    config.requests_per_second = 1e9;  // the limiter is not what is fuzzed here
    config.long_poll_seconds = 0;      // a held request answers at the next poll
    config.bot_delay_min_ms = 0;
    config.bot_delay_max_ms = 0;
    config.max_live_matches = 50;
    config.administrator = "admin";
    auto store = store::SqliteStore::open((dir / "gavel.db").string());
    accounts::SqliteAccountStore::Options options;
    options.password_params = accounts::minimum_password_params();  // fast hashing
    options.administrator = config.administrator;
    auto account_store =
        accounts::SqliteAccountStore::open((dir / "accounts.db").string(), options);
    auto wallet_store = accounts::SqliteWalletStore::open((dir / "wallets.db").string());
    auto room_defaults = server::RoomDefaults::load((dir / "room-defaults.json").string());
    if (!store || !account_store || !wallet_store || !room_defaults) fail("cannot open the stores");
    matches = std::move(*store);
    accounts = std::move(*account_store);
    wallets = std::move(*wallet_store);
    defaults.emplace(std::move(*room_defaults));
  }
  ~World() {
    matches.reset();
    accounts.reset();
    wallets.reset();
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

World& world() {
  static World w;
  return w;
}

// What the server handed out on this connection, for the placeholders.
struct Handed {
  std::string code, token, cookie;
};

void substitute(std::string& head, const Handed& handed) {
  const std::pair<std::string_view, const std::string*> marks[] = {
      {"{code}", &handed.code}, {"{token}", &handed.token}, {"{cookie}", &handed.cookie}};
  for (const auto& [mark, value] : marks) {
    for (auto at = head.find(mark); at != std::string::npos; at = head.find(mark, at)) {
      head.replace(at, mark.size(), *value);
      at += value->size();
    }
  }
}

// The Request the session builds from a parsed message (HttpSession::request_head).
server::Request to_request(http::request<http::string_body>& message) {
  server::Request request;
  request.method = std::string(message.method_string());
  const std::string target(message.target());
  const auto question = target.find('?');
  request.path = target.substr(0, question);
  if (question != std::string::npos)
    request.query = server::parse_query(std::string_view(target).substr(question + 1));
  const auto authorization = message[http::field::authorization];
  if (authorization.size() > 7 && beast::iequals(authorization.substr(0, 7), "Bearer ")) {
    request.bearer = std::string(authorization.substr(7));
  }
  request.cookie = std::string(message[http::field::cookie]);
  request.client = "203.0.113.7";
  request.body = std::move(message.body());
  return request;
}

void check_response(const server::Request& request, const server::Response& response,
                    bool input_holds_canary, Handed& handed) {
  const std::string what = request.method + " " + request.path;
  if (response.status < 100 || response.status > 599) fail(what + ": status out of range");
  // The bytes the session would send must parse back as one HTTP response.
  std::string text;
  server::write_response_head(text, response, 11, true, response.body.size());
  text += response.body;
  http::response_parser<http::string_body> parser;
  parser.eager(true);
  parser.body_limit(64 * 1024 * 1024);
  beast::error_code ec;
  parser.put(asio::buffer(text), ec);
  if (ec || !parser.is_done()) fail(what + ": not a well-formed response", text);
  // The canary file's name is not its content, so only reading the file can
  // put the content in an answer whose input never held it.
  if (!input_holds_canary && response.body.find(kCanary) != std::string::npos)
    fail(what + ": served a file outside");

  const bool is_json = response.content_type.starts_with("application/json");
  const bool under_api = request.path == "/api" || request.path.starts_with("/api/");
  json::value body;
  if (is_json) {
    body = json::parse(response.body, ec);
    if (ec) fail(what + ": a JSON response that does not parse", response.body);
  }
  if (response.status >= 400 && under_api) {
    const auto* object = body.if_object();
    const auto* error = object ? object->if_contains("error") : nullptr;
    if (!is_json || !error || !error->is_string() || error->as_string().empty()) {
      fail(what + ": an error without {\"error\": \"...\"}", response.body);
    }
  }
  if (response.status < 300 && body.is_object()) {
    const auto& object = body.as_object();
    if (const auto* code = object.if_contains("code"); code && code->is_string())
      handed.code = std::string(code->as_string());
    if (const auto* token = object.if_contains("token"); token && token->is_string())
      handed.token = std::string(token->as_string());
  }
  for (const auto& [name, value] : response.headers) {
    if (beast::iequals(name, "Set-Cookie")) handed.cookie = value.substr(0, value.find(';'));
  }
}

// Runs the io_context until `done`, or fails: with long-polls cut to 0 s and
// bots that do not wait, every request is answered by ready work alone.
void drive(asio::io_context& io, const std::function<bool()>& done, const std::string& what) {
  for (int round = 0; round < 200 && !done(); ++round) {
    io.restart();
    if (io.poll() == 0) io.run_for(std::chrono::milliseconds(1));
  }
  if (!done()) fail(what + ": never answered");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto& w = world();
  asio::io_context io;
  server::Rooms rooms(server::RoomLimits{w.config.max_live_matches, 6 * 3'600'000, 3'600'000});
  server::MatchResults results(all_games(), *w.matches, *w.accounts,
                               [](const std::string&, std::vector<server::SeatRating>) {});
  std::optional<server::Api> api;
  api.emplace(server::ApiParts{.config = w.config,
                               .catalog = all_games(),
                               .rooms = rooms,
                               .store = *w.matches,
                               .accounts = *w.accounts,
                               .wallets = *w.wallets,
                               .defaults = *w.defaults,
                               .io = io,
                               .background = io.get_executor(),
                               .bots = io.get_executor(),
                               .results = results});
  const server::Limits limits;
  Handed handed;
  std::string rest(reinterpret_cast<const char*>(data), size);
  const bool input_holds_canary = rest.find(kCanary) != std::string::npos;
  while (!rest.empty()) {
    const auto head_end = rest.find("\r\n\r\n");
    std::string head = rest.substr(0, head_end);
    substitute(head, handed);
    rest = head + rest.substr(std::min(head_end, rest.size()));

    http::request_parser<http::string_body> parser;
    parser.eager(true);
    parser.body_limit(limits.body_bytes);
    parser.header_limit(static_cast<std::uint32_t>(limits.header_bytes));
    beast::error_code ec;
    std::size_t used = 0;
    while (!ec && !parser.is_done() && used < rest.size()) {
      const auto n = parser.put(asio::buffer(rest.data() + used, rest.size() - used), ec);
      if (n == 0) break;
      used += n;
    }
    if (ec == http::error::body_limit || ec == http::error::header_limit)
      break;                             // the session's 413/431
    if (ec || !parser.is_done()) break;  // garbage or a cut request: the session closes
    rest.erase(0, used);
    auto& message = parser.get();
    if (beast::websocket::is_upgrade(message)) continue;  // a WebSocket, not this target's
    const bool keep_alive = message.keep_alive();
    auto request = to_request(message);
    std::optional<server::Response> response;
    api->handle(request, [&response](server::Response r) { response = std::move(r); });
    drive(
        io, [&] { return response.has_value(); }, request.method + " " + request.path);
    check_response(request, *response, input_holds_canary, handed);
    if (!keep_alive) break;
  }
  // Finish what the requests started (saves, bots), then close every room.
  rooms.close_all();
  io.restart();
  io.poll();
  api.reset();
  return 0;
}
