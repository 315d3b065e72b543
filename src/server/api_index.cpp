// GET /api: what a client or agent needs to start: every game with its seats,
// bots, room limits and the administrator's defaults, and every endpoint.
#include "server/api.h"
#include "server/embedded.h"

namespace gavel::server {
namespace json = boost::json;

void Api::index(const Reply& reply) const {
  json::array games;
  for (const auto& game : parts_.catalog.entries()) {
    const auto& room = game.host.room;
    games.push_back(
        json::object{{"name", game.name()},
                     {"title", game.title()},
                     {"minSeats", game.info.min_seats},
                     {"maxSeats", game.info.max_seats},
                     {"bots", json::array(game.info.bot_names.begin(), game.info.bot_names.end())},
                     {"room", json::object{{"minPlayers", room.min_players},
                                           {"maxPlayers", room.max_players},
                                           {"maxBots", room.max_bots},
                                           {"maxHumans", room.max_humans},
                                           {"fillToStart", room.fill_to_start},
                                           {"guestMaxPlayers", room.guest_capacity()},
                                           {"guestBotFixed", room.guest_bot_fixed}}},
                     // The administrator's defaults for new rooms ({} means the game's own).
                     {"defaults", parts_.defaults.get(game.name())}});
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
      endpoint("GET", "/api/matches/{code}/feed",
               "the agent protocol's feed: visible_state, your_turn and the events after "
               "?since=V; &wait=1 long-polls up to 25 s (GET /protocol)"),
      endpoint("GET", "/api/matches/{code}/replay",
               "round-by-round record; seed and inputs once finished"),
      endpoint("GET", "/api/matches/{code}/ws",
               "WebSocket: your state pushed on every change (?token=); ?feed=1&since=V pushes "
               "the feed instead and takes moves"),
      endpoint("GET", "/api/replay/{code}", "a finished match's replay, kept 7 days"),
      endpoint("POST", "/api/rooms",
               "create a waiting room as a registered player or guest: {game, capacity, policy, "
               "passcode, showElo, botLevel, settings} (docs/rooms.md)"),
      endpoint("GET", "/api/rooms", "every room, waiting first (?game= filters)"),
      endpoint("GET", "/api/invitations", "the waiting rooms that invited you (signed in)"),
      endpoint("POST", "/api/rooms/{code}/{action}",
               "join, request, cancel-request, accept, decline, ready, add-bot, remove-bot, start, "
               "move, exit, resign, host, invite, policy, chat, recreate, what-if, end"),
      endpoint("GET", "/api/rooms/{code}/state", "the same as /api/matches/{code}/state"),
      endpoint("GET", "/api/players/{name}", "a player's ratings per game and history"),
      endpoint("GET", "/api/leaderboard/{game}", "the top 100 of a game"),
      endpoint("GET", "/api/admin/defaults",
               "administrator: the settings new rooms start from (GET /api shows each game's)"),
      endpoint("POST", "/api/admin/defaults",
               "administrator: {game, settings} for new rooms of a game"),
      endpoint("POST", "/api/auth/guest", "play as a guest: a generated name and its cookie"),
      endpoint("POST", "/api/auth/signup",
               "register: {username, password}; sets the session cookie"),
      endpoint("POST", "/api/auth/login", "log in: {username, password}; sets the session cookie"),
      endpoint("POST", "/api/auth/logout", "end the browser session"),
      endpoint("GET", "/api/wallet",
               "your play-money wallet: balance and ledger entries (registered players)"),
      endpoint("GET", "/api/auth/me", "the logged-in player (cookie, or an agent token gva_...)"),
      endpoint("POST", "/api/auth/tokens",
               "a bearer token for your agents (needs the session cookie)"),
      endpoint("GET", "/api/auth/tokens", "your agent tokens: id, label, created, last used"),
      endpoint("DELETE", "/api/auth/tokens/{id}", "revoke one of your agent tokens"),
      endpoint("GET", "/api/auth/sessions", "your browser sessions: id, created, last seen"),
      endpoint("DELETE", "/api/auth/sessions/{id}", "end one of your browser sessions"),
      endpoint("POST", "/api/auth/password",
               "change your password: {current, new}; ends your other sessions"),
      endpoint("GET", "/api/docs", "the API document (Markdown)"),
      endpoint("GET", "/protocol", "the generic agent protocol every game speaks (Markdown)"),
      endpoint("GET", "/rules/{game}", "a game's rulebook as built and its decisions (Markdown)"),
      endpoint("GET", "/api/ping", "a fixed answer, to check the server is up"),
      endpoint("GET", "/api/openapi.json", "the OpenAPI description"),
      endpoint("GET", "/bot.py", "a complete sample agent in Python"),
  };
  json::object rules;
  for (const auto& entry : game_rules()) {
    rules[entry.game] = "/rules/" + std::string(entry.game);
  }
  reply(json_response(
      200,
      json::object{{"name", "Gavel"},
                   // The testing environment: games offer their test-only settings.
                   {"testing", parts_.config.testing},
                   {"games", std::move(games)},
                   {"protocol", "/protocol"},
                   {"rules", std::move(rules)},
                   {"auth", "Authorization: Bearer <token>, or \"token\" in the body, or ?token="},
                   {"endpoints", std::move(endpoints)}}));
}

}  // namespace gavel::server
