#include "accounts/ledger_moves.h"

namespace gavel::accounts::ledger {

std::string player(std::int64_t account_id) {
  return "player:" + std::to_string(account_id);
}

std::string table_holder(std::string_view code) {
  return "table:" + std::string(code);
}

Result<std::vector<Move>> settlement_moves(
    std::string_view table, const std::vector<Payout>& payouts, Units pot_now,
    const std::function<Result<Units>(std::int64_t account_id)>& staked) {
  std::vector<Move> moves;
  Units paid = 0;
  for (const auto& payout : payouts) {
    if (payout.amount < 0) return invalid("a payout cannot be negative");
    auto stake = staked(payout.account_id);
    if (!stake) return std::unexpected(stake.error());
    if (*stake <= 0) return invalid("only a player who staked on the table can be paid from it");
    paid += payout.amount;
    if (payout.amount == 0) continue;
    moves.push_back({player(payout.account_id), payout.amount, "payout", std::string(table)});
    moves.push_back({table_holder(table), -payout.amount, "payout", std::string(table)});
  }
  if (paid > pot_now) {
    return invalid("the payouts (" + std::to_string(paid) + ") exceed the pot (" +
                   std::to_string(pot_now) + ")");
  }
  const Units rake = pot_now - paid;
  moves.push_back({"house", rake, "rake", std::string(table)});
  moves.push_back({table_holder(table), -rake, "rake", std::string(table)});
  return moves;
}

}  // namespace gavel::accounts::ledger
