// Requests are rate-limited per address, then routed: the API's table first,
// the browser client's files for everything else that is not under /api.
// Every error is {"error": "..."} with a 4xx (or 5xx) status and changes nothing.
#include "server/api.h"

#include <charconv>

#include "server/clock.h"
#include "server/embedded.h"
#include "server/feed.h"
#include "server/replay_step.h"
#include "server/request_guard.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// A replay as GET /api/replay/{code} answers it, written as text.
Response replay_response(const Room& room) {
  return Response{200, "application/json", replay_texts(room).replay, {}};
}

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

// ?since=V: a version the caller has seen; 0 when absent.
std::optional<std::uint64_t> since_of(const Request& request) {
  const auto since = request.query.find("since");
  if (since == request.query.end()) return 0;
  std::uint64_t version = 0;
  const auto& text = since->second;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), version);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return version;
}

bool wants_wait(const Request& request) {
  const auto wait = request.query.find("wait");
  return wait != request.query.end() && wait->second != "0";
}

Response text_response(const char* type, std::string_view body) {
  return Response{200, type, std::string(body), {}};
}

}  // namespace

std::string upper_code(std::string text) {
  for (auto& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

Api::Api(ApiParts parts)
    : parts_(parts),
      public_origin_(origin_of(parts.config.public_url)),
      limiter_(parts.config.requests_per_second, parts.config.requests_per_second * 2),
      static_files_(parts.config.web_dir),
      guests_(GuestBook::Options{}, &parts.accounts),
      identities_(parts.accounts, guests_),
      auth_(parts.accounts, parts.wallets, guests_, identities_, parts.background,
            public_origin_.starts_with("https://")),
      players_(parts.accounts, parts.catalog, parts.background),
      // Passcodes (spendii-notes 7): after 5 wrong codes in 10 minutes for one
      // room from one player or address, every further try waits. The throttle
      // lets free_failures pass and slows the try after the next failure, hence 4.
      passcode_throttle_(
          accounts::LoginThrottle::Options{.free_failures = 4, .window = std::chrono::minutes(10)}),
      stakes_(parts.wallets, parts.rooms, parts.background, parts.ownership),
      // A fifth of the lease: the period at which servers renew and adopt.
      owner_cache_(std::chrono::milliseconds(parts.config.lease_ms) / 5, kOwnerCacheRooms) {
  add_routes();
}

std::optional<Response> Api::rate_limited(const std::string& client) {
  const auto wait = limiter_.take(client);
  if (!wait) return std::nullopt;
  return refusal_response(too_fast("too many requests from your address; use long-polling "
                                   "(?wait=1&since=version) instead of "
                                   "polling in a loop",
                                   static_cast<int>(*wait))
                              .error());
}

void Api::add_routes() {
  const auto get = [this](const char* path, std::function<void(const Reply&)> handler) {
    router_.add("GET", path,
                [handler](const Request&, const Params&, const Reply& reply) { handler(reply); });
  };
  get("/api", [this](const Reply& reply) { index(reply); });
  get("/api/ping", [](const Reply& reply) {
    // A fixed answer through the same path as every route: the baseline for benchmarks.
    reply(json_response(200, json::object{{"ok", true}}));
  });
  get("/api/docs",
      [](const Reply& reply) { reply(text_response("text/markdown; charset=utf-8", kApiDocs)); });
  get("/api/openapi.json",
      [](const Reply& reply) { reply(text_response("application/json", kOpenApi)); });
  // The agent protocol and each game's rules, for people and agents alike.
  get("/protocol", [](const Reply& reply) {
    reply(text_response("text/markdown; charset=utf-8", kProtocolDocs));
  });
  get("/rules", [](const Reply& reply) {
    json::array games;
    for (const auto& rules : game_rules()) {
      games.push_back(
          json::object{{"game", rules.game}, {"path", "/rules/" + std::string(rules.game)}});
    }
    reply(json_response(200, json::object{{"rules", std::move(games)}}));
  });
  router_.add("GET", "/rules/{game}", [](const Request&, const Params& p, const Reply& reply) {
    for (const auto& rules : game_rules()) {
      if (rules.game != p[0]) continue;
      std::string text(rules.rulebook);
      text += "\n\n---\n\n";
      text += rules.decisions;
      return reply(text_response("text/markdown; charset=utf-8", text));
    }
    reply(error_response(
        404, "there are no rules for a game named '" + p[0] + "'; GET /rules lists them"));
  });
  router_.add("GET", "/api/replay/{code}",
              [this](const Request&, const Params& p, const Reply& reply) {
                stored_replay(upper_code(p[0]), reply);
              });
  for (const char* method : {"GET", "POST"}) {
    router_.add(method, "/api/admin/defaults",
                [this](const Request& request, const Params&, const Reply& reply) {
                  admin_defaults(request, reply);
                });
  }
  auth_.add_routes(router_);
  players_.add_routes(router_);
  get("/api/matches", [this](const Reply& reply) {
    reply(json_response(200, json::object{{"open", parts_.rooms.open_lobbies()}}));
  });
  router_.add("POST", "/api/matches", [this](const Request& r, const Params&, const Reply& reply) {
    create_match(r, reply);
  });
  router_.add(
      "GET", "/api/rooms", [this](const Request& request, const Params&, const Reply& reply) {
        const auto game = request.query.find("game");
        const std::string name = game == request.query.end() ? "" : game->second;
        if (!name.empty() && !parts_.catalog.find(name)) {
          return reply(error_response(400, "there is no game named '" + name + "'; see GET /api"));
        }
        reply(Response{200,
                       "application/json",
                       parts_.rooms.lobby_text(name),
                       {{"Cache-Control", "no-store"}}});
      });
  router_.add("POST", "/api/rooms", [this](const Request& r, const Params&, const Reply& reply) {
    create_room(r, reply);
  });
  // The waiting rooms that invited the signed-in player, on any server.
  router_.add(
      "GET", "/api/invitations", [this](const Request& request, const Params&, const Reply& reply) {
        const auto identity = identify(request);
        if (!identity.registered()) {
          return reply(error_response(401, "sign in to see your invitations"));
        }
        reply(
            json_response(200, json::object{{"rooms", parts_.rooms.invitations(identity.key())}}));
      });
  // /api/matches/{code}/... and /api/rooms/{code}/... are the same room.
  add_room_routes("/api/matches/{code}/");
  add_room_routes("/api/rooms/{code}/");
}

std::optional<Response> Api::refuse_cross_site(const Request& request) const {
  return server::refuse_cross_site(request, public_origin_);
}

void Api::handle(Request request, Reply reply) {
  // The proxy asks where to send each room request it forwards; the
  // request itself is counted when it arrives. Nobody else may ask: the
  // answer names the servers' own addresses.
  if (request.path == "/api/cluster/owner" && request.from_proxy) {
    return owner_lookup(request, reply);
  }
  if (auto limited = rate_limited(request.client)) return reply(std::move(*limited));
  if (changes_state(request.method)) {
    if (auto refused = refuse_cross_site(request)) return reply(std::move(*refused));
    if (auto refused = refuse_non_json(request)) return reply(std::move(*refused));
  }
  if (router_.dispatch(request, reply)) return;
  const bool get = request.method == "GET" || request.method == "HEAD";
  if (request.path != "/api" && !request.path.starts_with("/api/")) {
    if (request.path == "/bot.py" && get) {
      return reply(text_response("text/x-python; charset=utf-8", kSampleBot));
    }
    if (get) {
      if (auto file = static_files_.serve(request.path)) return reply(std::move(*file));
    }
    return reply(Response{404, "text/plain; charset=utf-8", "Not found\n", {}});
  }
  reply(error_response(
      404, "no such endpoint: " + request.method + " " + request.path + " (GET /api lists them)"));
}

std::shared_ptr<RoomHost> Api::room_or_404(const std::string& code, const Reply& reply) const {
  auto host = parts_.rooms.find(upper_code(code));
  if (!host) missing_room(upper_code(code), reply);
  return host;
}

Actor Api::actor_of(const Request& request, const json::value& body) {
  Actor actor;
  actor.token = token_of(request, body);
  // An agent's account token identifies the player, not a seat.
  if (actor.token.starts_with(kAgentTokenPrefix)) actor.token.clear();
  actor.identity = identify(request);
  // A session cookie is tried first (identity.cpp): with one, it is a browser.
  actor.agent = actor.identity.registered() && request.bearer.starts_with(kAgentTokenPrefix) &&
                cookie_value(request.cookie, kSessionCookie).empty();
  return actor;
}

void Api::with_rating(Actor actor, const std::string& game, std::function<void(Actor)> then) {
  if (game.empty() || !actor.identity.registered()) return then(std::move(actor));
  asio::post(parts_.background, [this, actor = std::move(actor), game, then = std::move(then)] {
    auto rated = actor;
    if (auto rating = parts_.accounts.rating(actor.identity.id, game)) rated.rating = *rating;
    then(std::move(rated));
  });
}

void Api::on_room(const std::string& code, const Request& request, const Reply& reply,
                  RoomWork work, bool needs_rating) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  auto body = parse_body(request.body);
  if (!body) return reply(refusal_response(body.error()));
  const std::string game = needs_rating ? host->summary().game : "";
  Actor actor = actor_of(request, *body);
  with_rating(std::move(actor), game,
              [host, reply, work = std::move(work), body = std::move(*body)](Actor actor) {
                // Everything the work needs is copied: it runs later, on the room's strand.
                host->with_room(
                    [work, actor = std::move(actor), body](Room& room) {
                      if (const auto seat = room.seat_of(actor)) room.seen(*seat, now_ms());
                      return work(room, body, actor);
                    },
                    reply);
              });
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
  if (!wants_wait(request) || !request.query.contains("since")) {
    // Plain reads use the published text and never queue behind the match.
    if (auto text = host->read_state(actor, now_ms())) {
      if (!*text) return reply(refusal_response(text->error()));
      return reply(
          Response{200, "application/json", std::move(**text), {{"Cache-Control", "no-store"}}});
    }
    return host->with_room(render, reply);
  }
  const auto since = since_of(request);
  if (!since)
    return reply(error_response(400, "since must be a version number from an earlier state"));
  const std::uint64_t version = *since;
  // A bad token is refused at once, not after the wait.
  host->run([host, version, render, actor, reply,
             longest = std::chrono::seconds(parts_.config.long_poll_seconds)](Room& room) {
    if (!actor.token.empty() && !room.seat_of(actor.token)) {
      return reply(error_response(403, "that token does not hold a seat in this match"));
    }
    // A long-poll is the agent's presence: it comes back every 25 s at most.
    if (const auto seat = room.seat_of(actor)) room.seen(*seat, now_ms());
    host->when_changed(version, longest, render, reply);
  });
}

void Api::feed(const std::string& code, const Request& request, const Reply& reply) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  const auto since = since_of(request);
  if (!since) {
    return reply(error_response(400, "since must be an event number from an earlier feed"));
  }
  const Actor actor = actor_of(request, nullptr);
  const auto render = [actor, since = *since](Room& room) {
    const auto seat = room.seat_of(actor);
    return Response{200,
                    "application/json",
                    feed_text(room, seat, since, now_ms()),
                    {{"Cache-Control", "no-store"}}};
  };
  const bool wait = wants_wait(request);
  host->run([host, render, actor, reply, wait, since = *since,
             longest = std::chrono::seconds(parts_.config.long_poll_seconds)](Room& room) {
    if (!actor.token.empty() && !room.seat_of(actor.token)) {
      return reply(error_response(403, "that token does not hold a seat in this match"));
    }
    const auto seat = room.seat_of(actor);
    if (seat) room.seen(*seat, now_ms());
    // Events the caller has not seen yet, or a finished match, answer at once;
    // otherwise the feed waits for the room's next change.
    if (!wait || feed_version(room) > since || room.status() == RoomStatus::kFinished ||
        room.status() == RoomStatus::kClosed) {
      return reply(render(room));
    }
    host->when_changed(room.version(), longest, render, reply);
  });
}

void Api::live_replay(const std::string& code, const Reply& reply) {
  if (auto host = parts_.rooms.find(code)) {
    return host->with_room([](Room& room) { return replay_response(room); }, reply);
  }
  stored_replay(code, reply);
}

void Api::from_store(const std::string& code, const Reply& reply,
                     std::function<Response(const json::value& replay)> answer) {
  from_store_match(code, reply, [answer = std::move(answer)](const store::FinishedMatch& stored) {
    return answer(stored.summary);
  });
}

void Api::from_store_match(const std::string& code, const Reply& reply,
                           std::function<Response(const store::FinishedMatch& stored)> answer) {
  // The store is a database read, and what follows may be work: off the
  // I/O thread.
  asio::post(parts_.background, [this, code, reply, answer = std::move(answer)] {
    auto stored = parts_.store.load(code);
    if (!stored) {
      return reply(error_response(500, "the replay store failed: " + stored.error().message));
    }
    if (!*stored) {
      return reply(error_response(
          404, "no finished match with code " + code + " (replays are kept 7 days)"));
    }
    reply(answer(**stored));
  });
}

void Api::stored_replay(const std::string& code, const Reply& reply) {
  if (auto host = parts_.rooms.find(code);
      host && host->summary().status == RoomStatus::kFinished) {
    return host->with_room([](Room& room) { return replay_response(room); }, reply);
  }
  from_store(code, reply, [](const json::value& replay) { return json_response(200, replay); });
}

void Api::stepped_replay(const std::string& code, const std::string& step, const Reply& reply) {
  if (auto host = parts_.rooms.find(code)) {
    return host->with_room([step](Room& room) { return replay_step_response(room, step); }, reply);
  }
  from_store(code, reply, [this, step](const json::value& replay) {
    return stored_replay_step_response(parts_.catalog, replay, step);
  });
}

}  // namespace gavel::server
