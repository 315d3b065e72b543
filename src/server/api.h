// The HTTP/JSON API shared by every game (docs/api.md): routing, tokens,
// long-polls, and the JSON errors. Handlers reach rooms through their hosts,
// so every change to a match happens on that match's strand.
#pragma once

#include <boost/asio.hpp>
#include <memory>
#include <optional>

#include "accounts/account_store.h"
#include "engine/registry.h"
#include "server/auth_api.h"
#include "server/bot_pool.h"
#include "server/config.h"
#include "server/http_types.h"
#include "server/rate_limiter.h"
#include "server/rooms.h"
#include "server/static_files.h"
#include "store/store.h"

namespace gavel::server {

class Api {
 public:
  Api(const Config& config, const engine::Registry& registry, Rooms& rooms,
      store::MatchStore& store, accounts::AccountStore& accounts, asio::io_context& io,
      BotPool& bot_pool);

  void handle(Request request, Reply reply);
  // Counts a request from `client`; the 429 response when it is over its rate.
  std::optional<Response> rate_limited(const std::string& client);

 private:
  void create_match(const Request& request, const Reply& reply);
  // Parses the body and runs `work` with it and the seat token on the match's strand.
  using RoomWork =
      std::function<Response(Room&, const boost::json::value& body, const std::string& token)>;
  void on_room(const std::string& code, const Request& request, const Reply& reply, RoomWork work);
  void join(const std::string& code, const Request& request, const Reply& reply);
  void start(const std::string& code, const Request& request, const Reply& reply);
  void state(const std::string& code, const Request& request, const Reply& reply);
  void move(const std::string& code, const Request& request, const Reply& reply);
  void live_replay(const std::string& code, const Reply& reply);
  void stored_replay(const std::string& code, const Reply& reply);
  void index(const Reply& reply) const;
  void save_finished(const Room& room);
  std::shared_ptr<RoomHost> room_or_404(const std::string& code, const Reply& reply) const;

  const Config& config_;
  const engine::Registry& registry_;
  Rooms& rooms_;
  store::MatchStore& store_;
  asio::io_context& io_;
  BotPool& bot_pool_;
  RateLimiter limiter_;
  StaticFiles static_files_;
  AuthApi auth_;
};

// Helpers for building responses.
Response json_response(int status, const boost::json::value& body);
Response error_response(int status, const std::string& message);

}  // namespace gavel::server
