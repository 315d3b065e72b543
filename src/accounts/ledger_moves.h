// The wallet ledger's rules that do not depend on where the ledger is kept:
// the holders' names and a table's settlement. Both stores (SQLite and
// PostgreSQL) read and write the ledger their own way and settle through
// settlement_moves, so the two cannot drift apart.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/error.h"
#include "accounts/wallet_store.h"

namespace gavel::accounts::ledger {

// One transaction's entry: (holder, amount, kind, table). A transaction's
// entries sum to 0.
struct Move {
  std::string holder;
  Units amount;
  std::string kind;
  std::string table;
};

std::string player(std::int64_t account_id);
std::string table_holder(std::string_view code);

// What settling `table` writes: each payout (never negative, only to a
// player who staked on the table: `staked` answers what an account holds
// there) from the pot to the player, and the rest of `pot_now` as the
// house's rake, whose entry (0 or more) marks the table settled. The
// payouts may not exceed the pot.
Result<std::vector<Move>> settlement_moves(
    std::string_view table, const std::vector<Payout>& payouts, Units pot_now,
    const std::function<Result<Units>(std::int64_t account_id)>& staked);

}  // namespace gavel::accounts::ledger
