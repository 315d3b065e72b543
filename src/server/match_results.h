// What happens when a match ends: its replay goes to the store and, when the
// game was rated, the game's ELO rule settles the ratings in one transaction;
// the stored changes are handed back for the room to show. Runs on the
// background pool, never on the room's strand or an I/O thread.
#pragma once

#include <boost/asio.hpp>
#include <functional>
#include <string>
#include <vector>

#include "accounts/account_store.h"
#include "games/catalog.h"
#include "server/room_ratings.h"
#include "server/room_types.h"
#include "store/store.h"

namespace gavel::server {

class Room;

class MatchResults {
 public:
  using ShowRatings = std::function<void(const std::string& code, std::vector<SeatRating>)>;

  MatchResults(const games::Catalog& catalog, store::MatchStore& store,
               accounts::AccountStore& accounts, boost::asio::io_context::executor_type background,
               ShowRatings show_ratings);

  // Called on the room's strand once, when its match has just finished:
  // copies what it needs and returns at once.
  void finished(const Room& room);

 private:
  void settle(const std::string& code, const std::string& game, Millis at,
              const std::vector<SeatedPlayer>& seats, std::shared_ptr<const engine::Match> match);

  const games::Catalog& catalog_;
  store::MatchStore& store_;
  accounts::AccountStore& accounts_;
  boost::asio::io_context::executor_type background_;
  ShowRatings show_ratings_;
};

}  // namespace gavel::server
