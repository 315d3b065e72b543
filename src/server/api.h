// The HTTP/JSON API shared by every game (docs/api.md): a route table
// (api_routes.cpp) over handlers for matches and rooms (room_api.cpp), the
// index and documents (api_index.cpp), long-polls and replays. Handlers reach
// rooms through their hosts, so every change happens on that room's strand;
// blocking work (the database, password hashing) goes to the background pool.
#pragma once

#include <boost/asio.hpp>
#include <memory>
#include <optional>

#include "accounts/account_store.h"
#include "accounts/login_throttle.h"
#include "cluster/owner_cache.h"
#include "cluster/room_ownership.h"
#include "games/catalog.h"
#include "server/auth_api.h"
#include "server/config.h"
#include "server/drain.h"
#include "server/http_types.h"
#include "server/identity.h"
#include "server/match_results.h"
#include "server/players_api.h"
#include "server/rate_limiter.h"
#include "server/responses.h"
#include "server/room_defaults.h"
#include "server/room_options.h"
#include "server/rooms.h"
#include "server/router.h"
#include "server/stakes.h"
#include "server/static_files.h"
#include "store/store.h"

namespace gavel::server {

// What the API works with, made and owned by serve() (server.cpp).
struct ApiParts {
  const Config& config;
  const games::Catalog& catalog;
  Rooms& rooms;
  store::MatchStore& store;
  accounts::AccountStore& accounts;
  accounts::WalletStore& wallets;
  RoomDefaults& defaults;
  asio::io_context& io;
  asio::io_context::executor_type background;  // blocking work
  asio::io_context::executor_type bots;        // house bots' thinking
  MatchResults& results;
  InputSink* journal = nullptr;  // where rooms' accepted inputs are stored
  // With a shared database: who holds which room (null when alone), and a
  // wake-up for the lease keeper to adopt a room found unheld.
  cluster::RoomOwnership* ownership = nullptr;
  std::function<void()> adopt_now = [] {};
};

// Room codes are read in any letter case.
std::string upper_code(std::string text);
// The room code in a routed path (/api/matches/{code}/…, /api/rooms/{code}/…,
// /api/replay/{code}, /m/{code}), in capitals; "" for any other path.
std::string room_code_in(std::string_view uri);

class Api {
 public:
  explicit Api(ApiParts parts);

  void handle(Request request, Reply reply);
  // Counts a request from `client`; the 429 response when it is over its rate.
  std::optional<Response> rate_limited(const std::string& client);
  // The 403 for another site's page acting here (request_guard.h), or nullopt.
  std::optional<Response> refuse_cross_site(const Request& request) const;
  // Who makes the request (cookie, agent token or guest cookie).
  Identity identify(const Request& request) { return identities_.resolve(request); }
  // Paid tables' stakes: reconciled every minute and at start-up (stakes.h).
  Stakes& stakes() { return stakes_; }
  // Requests in flight, for a graceful stop.
  Drain& drain() { return drain_; }
  // The host of a room: its strand, timers, bots, and where its inputs go.
  std::shared_ptr<RoomHost> host_for(Room room);
  // The address the request is counted against: the peer's, or the one a
  // trusted proxy (TRUSTED_PROXIES) says it forwards for.
  std::string client_of(const std::string& peer, std::string_view forwarded_for) const;
  bool trusts_proxy(const std::string& peer) const;
  // The cached identities of an account (an account's change, told by
  // another server) and who to tell of changes here.
  void forget_account_here(std::int64_t account_id) { identities_.forget_account_here(account_id); }
  void on_account_forgotten(std::function<void(std::int64_t)> announce) {
    identities_.on_account_forgotten(std::move(announce));
  }
  // The server is stopping (cluster): lookups send unheld rooms elsewhere.
  void start_draining() { draining_ = true; }
  // Another server drains (told by it): its rooms are about to move.
  void forget_rooms_of(const std::string& server) { owner_cache_.forget_server(server); }

 private:
  using Params = Router::Params;
  void add_routes();
  void add_room_routes(const char* prefix);

  // --- matches and rooms (room_api.cpp) ---
  void create_match(const Request& request, const Reply& reply);
  void create_room(const Request& request, const Reply& reply);
  Allowed<std::shared_ptr<RoomHost>> add_room(const std::function<Room(std::string code)>& make,
                                              const std::string& creator_key,
                                              const RoomOrigin& origin);
  // `reply`, noting first that a seat was taken or asked for from the
  // request's address when it succeeded (Rooms::joined_from).
  Reply noting_join(const std::string& code, const Request& request, Reply reply);
  // The actor of a request: its seat token (never an agent's "gva_" token)
  // and identity.
  Actor actor_of(const Request& request, const boost::json::value& body);
  // Adds a registered actor's rating in `game`, read on the background pool;
  // `then` runs with the actor, on no particular thread.
  void with_rating(Actor actor, const std::string& game, std::function<void(Actor)> then);
  // Parses the body and runs `work` with it and the actor on the room's strand.
  using RoomWork =
      std::function<Response(Room&, const boost::json::value& body, const Actor& actor)>;
  void on_room(const std::string& code, const Request& request, const Reply& reply, RoomWork work,
               bool needs_rating = false);
  void join(const std::string& code, const Request& request, const Reply& reply);
  void join_table(const std::shared_ptr<RoomHost>& host, const Request& request,
                  const Reply& reply);
  void invite(const std::string& code, const Request& request, const Reply& reply);
  void recreate(const std::string& code, const Request& request, const Reply& reply);
  void what_if(const std::string& code, const Request& request, const Reply& reply);
  void advice(const std::string& code, const Request& request, const Reply& reply);
  void practice(const std::string& code, const Request& request, const Reply& reply);
  void state(const std::string& code, const Request& request, const Reply& reply);
  void feed(const std::string& code, const Request& request, const Reply& reply);
  void admin_defaults(const Request& request, const Reply& reply);
  void live_replay(const std::string& code, const Reply& reply);
  void stored_replay(const std::string& code, const Reply& reply);
  // GET /api/rooms/{code}/replay/{step}: from the room while it is in
  // memory, else from the store's replay of the finished match.
  void stepped_replay(const std::string& code, const std::string& step, const Reply& reply);
  // A finished match's stored replay handed to `answer`, or 404 / 500.
  void from_store(const std::string& code, const Reply& reply,
                  std::function<Response(const boost::json::value& replay)> answer);
  // The same with the whole stored match (its players' seat keys too).
  void from_store_match(const std::string& code, const Reply& reply,
                        std::function<Response(const store::FinishedMatch& stored)> answer);
  void record(const std::string& code, const Reply& reply);  // TESTING=1 only (api_record.cpp)
  std::shared_ptr<RoomHost> room_or_404(const std::string& code, const Reply& reply) const;

  // --- routing across servers (api_cluster.cpp) ---
  // GET /api/cluster/owner: where nginx sends the request in X-Original-URI.
  void owner_lookup(const Request& request, const Reply& reply);
  // A room not held here: 404 when no server holds it, else ask again.
  void missing_room(const std::string& code, const Reply& reply) const;

  // --- the index and documents (api_index.cpp) ---
  void index(const Reply& reply) const;

  ApiParts parts_;
  std::string public_origin_;  // origin_of(PUBLIC_URL), "" when unset
  Router router_;
  RateLimiter limiter_;
  StaticFiles static_files_;
  GuestBook guests_;
  IdentityResolver identities_;
  AuthApi auth_;
  PlayersApi players_;
  accounts::LoginThrottle passcode_throttle_;
  Stakes stakes_;
  // Other servers' rooms, as the last lookups found them (owner_lookup).
  static constexpr std::size_t kOwnerCacheRooms = 65536;
  cluster::OwnerCache owner_cache_;
  Drain drain_;
  std::atomic<bool> draining_ = false;
};

}  // namespace gavel::server
