// Public pages about registered players: a player's ratings per game with
// their history, and each game's leaderboard. Reads only; the database work
// runs on the background pool, never on an I/O thread.
#pragma once

#include <boost/asio.hpp>

#include "accounts/account_store.h"
#include "games/catalog.h"
#include "server/http_types.h"
#include "server/router.h"

namespace gavel::server {

class PlayersApi {
 public:
  PlayersApi(accounts::AccountStore& store, const games::Catalog& registry,
             boost::asio::io_context::executor_type background)
      : store_(store), registry_(registry), background_(background) {}

  // Its endpoints, each answered on the background (blocking-work) pool.
  void add_routes(Router& router);

 private:
  Response player(const std::string& name);
  Response leaderboard(const std::string& game);

  accounts::AccountStore& store_;
  const games::Catalog& registry_;
  boost::asio::io_context::executor_type background_;
};

}  // namespace gavel::server
