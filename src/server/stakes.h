// The money of paid tables (docs/accounts.md "Wallets"): a player's stake is
// held before they take a seat and comes back if the seat is refused; every
// other movement is a reconciliation of a table's pot with its room, so one
// path covers leaving, closing, idling out, a restart and the end:
// - the room is gone, closed or never started and nobody is seated: every
//   stake comes back; a stake whose player no longer sits there comes back;
// - the match is over: the pot is paid out by the game's payout rule.
// Reconciling runs after the actions that may change a pot, every minute,
// and at start-up (a room rebuilt from its journal keeps its pot). With a
// shared database, a room not in this server's memory is gone only when no
// server holds it (cluster/room_ownership.h).
#pragma once

#include <boost/asio.hpp>
#include <functional>
#include <memory>
#include <string>

#include "accounts/wallet_store.h"
#include "cluster/room_ownership.h"
#include "server/http_types.h"
#include "server/identity.h"
#include "server/room_host.h"
#include "server/rooms.h"

namespace gavel::server {

class Stakes {
 public:
  Stakes(accounts::WalletStore& wallets, Rooms& rooms,
         boost::asio::io_context::executor_type background,
         cluster::RoomOwnership* ownership = nullptr)
      : wallets_(wallets), rooms_(rooms), background_(background), ownership_(ownership) {}

  // Seats `identity` at `host`'s table: `seat` runs with a reply to answer
  // through. At a paid table the stake is held first (guests and nobody are
  // refused) and given back when the seat is refused.
  void seat_with_stake(const std::shared_ptr<RoomHost>& host, const Identity& identity,
                       const Reply& reply, std::function<void(Reply)> seat);

  // Brings one table's pot in line with its room (see above).
  void reconcile(const std::string& code);
  // Every table whose pot still holds units.
  void reconcile_all();

 private:
  // On the background pool: another server holds the room or is about to.
  bool held_elsewhere(const std::string& code) const;

  accounts::WalletStore& wallets_;
  Rooms& rooms_;
  boost::asio::io_context::executor_type background_;
  cluster::RoomOwnership* ownership_;
};

}  // namespace gavel::server
