// The HTTP/JSON API shared by every game (docs/api.md): routing, tokens,
// long-polls, and the JSON errors. Handlers reach rooms through their hosts,
// so every change to a match happens on that match's strand.
#pragma once

#include <boost/asio.hpp>
#include <memory>
#include <optional>

#include "accounts/account_store.h"
#include "games/catalog.h"
#include "server/auth_api.h"
#include "server/bot_pool.h"
#include "server/config.h"
#include "server/http_types.h"
#include "server/identity.h"
#include "server/players_api.h"
#include "server/rate_limiter.h"
#include "server/room_defaults.h"
#include "server/rooms.h"
#include "server/static_files.h"
#include "store/store.h"

namespace gavel::server {

class Api {
 public:
  Api(const Config& config, const games::Catalog& registry, Rooms& rooms, store::MatchStore& store,
      accounts::AccountStore& accounts, RoomDefaults& defaults, asio::io_context& io,
      BotPool& bot_pool);

  void handle(Request request, Reply reply);
  // Counts a request from `client`; the 429 response when it is over its rate.
  std::optional<Response> rate_limited(const std::string& client);
  // Who makes the request (cookie, agent token or guest cookie).
  Identity identify(const Request& request) { return identities_.resolve(request); }

 private:
  void create_match(const Request& request, const Reply& reply);
  // POST /api/rooms (room_api.cpp, like every waiting-room action).
  void create_room(const Request& request, const Reply& reply);
  // Adds a waiting room for `creator`; its first state's response.
  ApiResult<std::shared_ptr<RoomHost>> add_waiting_room(const RoomOptions& options,
                                                        const Actor& creator);
  // The POST actions under /api/rooms/{code}/ and /api/matches/{code}/.
  static bool is_room_action(const std::string& what);
  void room_action(const std::string& code, const std::string& what, const Request& request,
                   const Reply& reply);
  // The actor of a request: its seat token (never an agent's "gva_" token)
  // and identity; with their rating in `game` when `game` is given.
  Actor actor_of(const Request& request, const boost::json::value& body,
                 const std::string& game = "");
  // Parses the body and runs `work` with it and the actor on the match's strand.
  using RoomWork =
      std::function<Response(Room&, const boost::json::value& body, const Actor& actor)>;
  void on_room(const std::string& code, const Request& request, const Reply& reply, RoomWork work,
               bool with_rating = false);
  void join(const std::string& code, const Request& request, const Reply& reply);
  void invite(const std::string& code, const Request& request, const Reply& reply);
  void recreate(const std::string& code, const Request& request, const Reply& reply);
  void what_if(const std::string& code, const Request& request, const Reply& reply);
  void state(const std::string& code, const Request& request, const Reply& reply);
  void admin_defaults(const Request& request, const Reply& reply);
  void rate_finished(const Room& room);
  void live_replay(const std::string& code, const Reply& reply);
  void stored_replay(const std::string& code, const Reply& reply);
  void index(const Reply& reply) const;
  void save_finished(const Room& room);
  std::shared_ptr<RoomHost> room_or_404(const std::string& code, const Reply& reply) const;

  const Config& config_;
  const games::Catalog& registry_;
  Rooms& rooms_;
  store::MatchStore& store_;
  asio::io_context& io_;
  BotPool& bot_pool_;
  accounts::AccountStore& accounts_;
  RoomDefaults& defaults_;
  RateLimiter limiter_;
  StaticFiles static_files_;
  GuestBook guests_;
  IdentityResolver identities_;
  AuthApi auth_;
  PlayersApi players_;
  accounts::LoginThrottle passcode_throttle_;
};

// Helpers for building responses.
Response json_response(int status, const boost::json::value& body);
Response error_response(int status, const std::string& message);
Response reply_error(const ApiError& error);
// `fields` plus "state": the viewer's state text as the match renders it.
Response with_state(int status, const boost::json::object& fields, const std::string& state_text);
// The body as JSON; an empty body is an empty object.
ApiResult<boost::json::value> parse_body(const std::string& body);

}  // namespace gavel::server
