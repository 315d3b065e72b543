// Route table first, then one function per endpoint. Every error is
// {"error": "..."} with a 4xx (or 503) status and leaves the match unchanged.
#include "server/api.h"

#include <charconv>

#include "engine/journal.h"
#include "server/clock.h"
#include "server/embedded.h"
#include "server/secrets.h"

namespace gavel::server {
namespace json = boost::json;

Response json_response(int status, const json::value& body) {
  return Response{
      status, "application/json", json::serialize(body), {{"Cache-Control", "no-store"}}};
}

Response error_response(int status, const std::string& message) {
  return json_response(status, json::object{{"error", message}});
}

namespace {

std::vector<std::string> split_path(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t start = 1;
  while (start <= path.size()) {
    const auto end = path.find('/', start);
    parts.push_back(path.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  if (!parts.empty() && parts.back().empty()) parts.pop_back();
  return parts;
}

std::string upper(std::string text) {
  for (auto& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

}  // namespace

ApiResult<json::value> parse_body(const std::string& body) {
  if (body.find_first_not_of(" \t\r\n") == std::string::npos) return json::value(json::object{});
  std::error_code ec;
  auto value = json::parse(body, ec);
  if (ec) return api_error(400, "the body is not valid JSON: " + ec.message());
  return value;
}

namespace {
// The seat token: Authorization: Bearer, else "token" in the body, else ?token=.
std::string token_of(const Request& request, const json::value& body) {
  if (!request.bearer.empty()) return request.bearer;
  if (const auto* object = body.if_object()) {
    if (const auto* token = object->if_contains("token"); token && token->is_string()) {
      return std::string(token->as_string());
    }
  }
  const auto it = request.query.find("token");
  return it == request.query.end() ? "" : it->second;
}
}  // namespace

Response reply_error(const ApiError& error) {
  return error_response(error.status, error.message);
}

Response with_state(int status, const json::object& fields, const std::string& state_text) {
  auto body = json::serialize(fields);
  body.pop_back();
  body += ",\"state\":" + state_text + "}";
  return Response{status, "application/json", std::move(body), {{"Cache-Control", "no-store"}}};
}

Api::Api(const Config& config, const games::Catalog& registry, Rooms& rooms,
         store::MatchStore& store, accounts::AccountStore& accounts, RoomDefaults& defaults,
         asio::io_context& io, BotPool& bot_pool)
    : config_(config),
      registry_(registry),
      rooms_(rooms),
      store_(store),
      io_(io),
      bot_pool_(bot_pool),
      accounts_(accounts),
      defaults_(defaults),
      limiter_(config.requests_per_second, config.requests_per_second * 2),
      static_files_(config.web_dir),
      identities_(accounts, guests_, config.administrator),
      auth_(accounts, guests_, identities_, bot_pool.executor()),
      players_(accounts, registry, bot_pool.executor()),
      // Passcodes (spendii-notes 7): after 5 wrong codes in 10 minutes from one player or
      // address, every further try waits. The throttle lets free_failures pass and slows
      // the try after the next failure, hence 4.
      passcode_throttle_(accounts::LoginThrottle::Options{.free_failures = 4,
                                                          .window = std::chrono::minutes(10)}) {}

std::optional<Response> Api::rate_limited(const std::string& client) {
  const auto wait = limiter_.take(client);
  if (!wait) return std::nullopt;
  auto response = error_response(429,
                                 "too many requests from your address; use long-polling "
                                 "(?wait=1&since=version) instead of polling in a loop");
  response.headers.emplace_back("Retry-After", std::to_string(*wait));
  return response;
}

void Api::handle(Request request, Reply reply) {
  if (auto limited = rate_limited(request.client)) return reply(std::move(*limited));
  const auto parts = split_path(request.path);
  const bool get = request.method == "GET" || request.method == "HEAD";
  const bool post = request.method == "POST";
  const auto wrong_method = [&](const char* allowed) {
    auto response = error_response(405, "use " + std::string(allowed) + " for " + request.path);
    response.headers.emplace_back("Allow", allowed);
    reply(std::move(response));
  };
  if (parts.empty() || parts[0] != "api") {
    if (request.path == "/bot.py" && get) {
      return reply(Response{200, "text/x-python; charset=utf-8", std::string(kSampleBot), {}});
    }
    if (get) {
      if (auto file = static_files_.serve(request.path)) return reply(std::move(*file));
    }
    return reply(Response{404, "text/plain; charset=utf-8", "Not found\n", {}});
  }
  if (parts.size() == 1) return get ? index(reply) : wrong_method("GET");
  if (auth_.handle(request, reply)) return;
  if (players_.handle(request, reply)) return;
  if (parts.size() == 2 && parts[1] == "ping") {
    // A fixed answer through the same path as every route: the baseline for benchmarks.
    return get ? reply(json_response(200, json::object{{"ok", true}})) : wrong_method("GET");
  }
  if (parts.size() == 2 && parts[1] == "docs") {
    if (!get) return wrong_method("GET");
    return reply(Response{200, "text/markdown; charset=utf-8", std::string(kApiDocs), {}});
  }
  if (parts.size() == 2 && parts[1] == "openapi.json") {
    if (!get) return wrong_method("GET");
    return reply(Response{200, "application/json", std::string(kOpenApi), {}});
  }
  if (parts.size() == 3 && parts[1] == "replay") {
    return get ? stored_replay(upper(parts[2]), reply) : wrong_method("GET");
  }
  if (parts.size() == 3 && parts[1] == "admin" && parts[2] == "defaults") {
    if (!get && !post) return wrong_method("GET, POST");
    return admin_defaults(request, reply);
  }
  if (parts[1] == "matches" || parts[1] == "rooms") {
    if (parts.size() == 2) {
      if (parts[1] == "matches") {
        if (post) return create_match(request, reply);
        if (get) return reply(json_response(200, json::object{{"open", rooms_.open_lobbies()}}));
      } else {
        if (post) return create_room(request, reply);
        if (get) {
          const auto game = request.query.find("game");
          const std::string name = game == request.query.end() ? "" : game->second;
          if (!name.empty() && !registry_.find(name)) {
            return reply(
                error_response(400, "there is no game named '" + name + "'; see GET /api"));
          }
          return reply(Response{
              200, "application/json", rooms_.lobby_text(name), {{"Cache-Control", "no-store"}}});
        }
      }
      return wrong_method("GET, POST");
    }
    const std::string code = upper(parts[2]);
    if (parts.size() == 4) {
      const auto& what = parts[3];
      if (what == "state") return get ? state(code, request, reply) : wrong_method("GET");
      if (what == "replay") return get ? live_replay(code, reply) : wrong_method("GET");
      if (what == "ws") {
        // Only reached when the request was not a WebSocket upgrade for a live match.
        if (!room_or_404(code, reply)) return;
        return reply(
            error_response(400, "this is a WebSocket endpoint: connect with Upgrade: websocket"));
      }
      if (is_room_action(what)) {
        if (!post) return wrong_method("POST");
        return room_action(code, what, request, reply);
      }
    }
  }
  reply(error_response(
      404, "no such endpoint: " + request.method + " " + request.path + " (GET /api lists them)"));
}

std::shared_ptr<RoomHost> Api::room_or_404(const std::string& code, const Reply& reply) const {
  auto host = rooms_.find(code);
  if (!host) reply(error_response(404, "no match with code " + code));
  return host;
}

void Api::create_match(const Request& request, const Reply& reply) {
  auto body = parse_body(request.body);
  if (!body) return reply(reply_error(body.error()));
  auto options = parse_room_options(*body, registry_, config_.turn_seconds);
  if (!options) return reply(reply_error(options.error()));
  const HostSettings host_settings{config_.bot_delay_min_ms, config_.bot_delay_max_ms};
  auto host = rooms_.add([&](std::string code) {
    return std::make_shared<RoomHost>(
        io_, bot_pool_.executor(), Room(registry_, *options, code, new_seed(), now_ms()),
        host_settings, [this](const Room& room) { save_finished(room); });
  });
  if (!host) return reply(reply_error(host.error()));
  (*host)->with_room(
      [](Room& room) {
        return with_state(201, json::object{{"code", room.code()}, {"url", "/m/" + room.code()}},
                          room.state_text(std::nullopt, now_ms()));
      },
      reply);
}

Actor Api::actor_of(const Request& request, const json::value& body, const std::string& game) {
  Actor actor;
  actor.token = token_of(request, body);
  // An agent's account token identifies the player, not a seat.
  if (actor.token.starts_with(kAgentTokenPrefix)) actor.token.clear();
  actor.identity = identify(request);
  if (!game.empty() && actor.identity.registered()) {
    if (auto rating = accounts_.rating(actor.identity.id, game)) actor.rating = *rating;
  }
  return actor;
}

void Api::on_room(const std::string& code, const Request& request, const Reply& reply,
                  RoomWork work, bool with_rating) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  auto body = parse_body(request.body);
  if (!body) return reply(reply_error(body.error()));
  const std::string game = with_rating ? host->summary().game : "";
  // Everything the work needs is copied: it runs later, on the match's strand.
  host->with_room(
      [work = std::move(work), actor = actor_of(request, *body, game),
       body = std::move(*body)](Room& room) {
        if (const auto seat = room.seat_of(actor)) room.seen(*seat, now_ms());
        return work(room, body, actor);
      },
      reply);
}

void Api::state(const std::string& code, const Request& request, const Reply& reply) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  const Actor actor = actor_of(request, nullptr);
  const auto render = [actor](Room& room) {
    if (!actor.token.empty() && !room.seat_of(actor.token)) {
      return error_response(403, "that token does not hold a seat in this match");
    }
    return Response{
        200, "application/json", room.state_text(actor, now_ms()), {{"Cache-Control", "no-store"}}};
  };
  const auto wait = request.query.find("wait");
  const auto since = request.query.find("since");
  if (wait == request.query.end() || wait->second == "0" || since == request.query.end()) {
    // Plain reads use the published text and never queue behind the match.
    if (auto text = host->read_state(actor, now_ms())) {
      if (!*text) return reply(reply_error(text->error()));
      return reply(
          Response{200, "application/json", std::move(**text), {{"Cache-Control", "no-store"}}});
    }
    return host->with_room(render, reply);
  }
  std::uint64_t version = 0;
  const auto& text = since->second;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), version);
  if (ec != std::errc() || end != text.data() + text.size()) {
    return reply(error_response(400, "since must be a version number from an earlier state"));
  }
  // A bad token is refused at once, not after the wait.
  host->run([host, version, render, actor, reply,
             longest = std::chrono::seconds(config_.long_poll_seconds)](Room& room) {
    if (!actor.token.empty() && !room.seat_of(actor.token)) {
      return reply(error_response(403, "that token does not hold a seat in this match"));
    }
    // A long-poll is the agent's presence: it comes back every 25 s at most.
    if (const auto seat = room.seat_of(actor)) room.seen(*seat, now_ms());
    host->when_changed(version, longest, render, reply);
  });
}

void Api::live_replay(const std::string& code, const Reply& reply) {
  if (auto host = rooms_.find(code)) {
    return host->with_room([](Room& room) { return json_response(200, room.replay()); }, reply);
  }
  stored_replay(code, reply);
}

void Api::stored_replay(const std::string& code, const Reply& reply) {
  if (auto host = rooms_.find(code); host && host->summary().status == RoomStatus::kFinished) {
    return host->with_room([](Room& room) { return json_response(200, room.replay()); }, reply);
  }
  auto stored = store_.load(code);
  if (!stored)
    return reply(error_response(500, "the replay store failed: " + stored.error().message));
  if (!*stored)
    return reply(
        error_response(404, "no finished match with code " + code + " (replays are kept 7 days)"));
  reply(json_response(200, (*stored)->summary));
}

void Api::save_finished(const Room& room) {
  const auto replay = room.replay();
  store::FinishedMatch match;
  match.code = room.code();
  match.game = room.options().game;
  match.finished_at_ms = room.last_activity();
  if (const auto* record = replay.if_contains("record")) {
    if (auto parsed = engine::record_from_json(*record)) match.record = std::move(*parsed);
  }
  match.players = replay.at("players");
  match.summary = replay;
  (void)store_.save_finished(match);  // a failed save loses a replay, never the match
  if (room.rated_result()) rate_finished(room);
}

void Api::index(const Reply& reply) const {
  json::array games;
  for (const auto& game : registry_.entries()) {
    games.push_back(
        json::object{{"name", game.name()},
                     {"title", game.title()},
                     {"minSeats", game.info.min_seats},
                     {"maxSeats", game.info.max_seats},
                     {"bots", json::array(game.info.bot_names.begin(), game.info.bot_names.end())},
                     {"room", json::object{{"minPlayers", game.host.room.min_players},
                                           {"maxPlayers", game.host.room.max_players},
                                           {"maxBots", game.host.room.max_bots},
                                           {"guestMaxPlayers", game.host.room.guest_capacity()}}},
                     // The administrator's defaults for new rooms ({} means the game's own).
                     {"defaults", defaults_.get(game.name())}});
  }
  const auto endpoint = [](const char* method, const char* path, const char* what) {
    return json::object{{"method", method}, {"path", path}, {"description", what}};
  };
  json::array endpoints = {
      endpoint("POST", "/api/matches",
               "create a match: {game, seats, bots, botLevel, turnSeconds, public}"),
      endpoint("GET", "/api/matches", "public lobbies waiting for players"),
      endpoint("POST", "/api/matches/{code}/join",
               "take the next seat: {name, kind} -> {token, seat}"),
      endpoint("POST", "/api/matches/{code}/start",
               "host only: fill empty seats with house bots and start"),
      endpoint("GET", "/api/matches/{code}/state",
               "the state; ?wait=1&since={version} long-polls up to 25 s"),
      endpoint("POST", "/api/matches/{code}/move", "act for your seat, e.g. {\"chip\": 7}"),
      endpoint("GET", "/api/matches/{code}/replay",
               "round-by-round record; seed and inputs once finished"),
      endpoint("GET", "/api/matches/{code}/ws",
               "WebSocket: your state pushed on every change (?token=)"),
      endpoint("GET", "/api/replay/{code}", "a finished match's replay, kept 7 days"),
      endpoint("POST", "/api/rooms",
               "create a waiting room as a registered player or guest: {game, capacity, policy, "
               "passcode, showElo, botLevel, settings} (docs/rooms.md)"),
      endpoint("GET", "/api/rooms", "every room, waiting first (?game= filters)"),
      endpoint("POST", "/api/rooms/{code}/{action}",
               "join, request, cancel-request, accept, decline, ready, add-bot, remove-bot, start, "
               "move, exit, resign, host, invite, policy, chat, recreate, what-if, end"),
      endpoint("GET", "/api/rooms/{code}/state", "the same as /api/matches/{code}/state"),
      endpoint("GET", "/api/players/{name}", "a player's ratings per game and history"),
      endpoint("GET", "/api/leaderboard/{game}", "the top 100 of a game"),
      endpoint("GET", "/api/admin/defaults", "the settings new rooms start from"),
      endpoint("POST", "/api/admin/defaults",
               "administrator: {game, settings} for new rooms of a game"),
      endpoint("POST", "/api/auth/guest", "play as a guest: a generated name and its cookie"),
      endpoint("POST", "/api/auth/signup",
               "register: {username, password}; sets the session cookie"),
      endpoint("POST", "/api/auth/login", "log in: {username, password}; sets the session cookie"),
      endpoint("POST", "/api/auth/logout", "end the browser session"),
      endpoint("GET", "/api/auth/me", "the logged-in player (cookie, or an agent token gva_...)"),
      endpoint("POST", "/api/auth/tokens",
               "a bearer token for your agents (needs the session cookie)"),
      endpoint("GET", "/api/docs", "the API document (Markdown)"),
      endpoint("GET", "/api/ping", "a fixed answer, to check the server is up"),
      endpoint("GET", "/api/openapi.json", "the OpenAPI description"),
      endpoint("GET", "/bot.py", "a complete sample agent in Python"),
  };
  reply(json_response(
      200,
      json::object{{"name", "Gavel"},
                   {"games", std::move(games)},
                   {"auth", "Authorization: Bearer <token>, or \"token\" in the body, or ?token="},
                   {"endpoints", std::move(endpoints)}}));
}

}  // namespace gavel::server
