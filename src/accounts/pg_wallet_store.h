// WalletStore on PostgreSQL: the append-only ledger every server shares.
// Each operation is one transaction that takes the wallet's advisory lock
// first, so servers change wallets one at a time, as the SQLite store's
// single writer does.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "accounts/ledger_moves.h"
#include "accounts/wallet_store.h"
#include "postgres/pool.h"

namespace gavel::accounts {

class PgWalletStore final : public WalletStore {
 public:
  static Result<std::unique_ptr<PgWalletStore>> open(const std::string& url,
                                                     std::size_t connections = 2);

  Result<void> grant(std::int64_t account_id, std::int64_t now_ms) override;
  Result<Units> balance(std::int64_t account_id) override;
  Result<std::vector<LedgerEntry>> entries(std::int64_t account_id, int limit) override;
  Result<void> hold(std::int64_t account_id, std::string_view table, Units stake,
                    std::int64_t now_ms) override;
  Result<Units> release(std::int64_t account_id, std::string_view table,
                        std::int64_t now_ms) override;
  Result<void> refund_table(std::string_view table, std::int64_t now_ms) override;
  Result<void> settle(std::string_view table, const std::vector<Payout>& payouts,
                      std::int64_t now_ms) override;
  Result<std::vector<Payout>> stakes(std::string_view table) override;
  Result<std::vector<std::string>> open_tables() override;
  Result<Units> pot(std::string_view table) override;
  Result<Units> house() override;
  Result<Units> total() override;

  using Move = ledger::Move;  // one transaction's entries sum to 0

 private:
  explicit PgWalletStore(std::unique_ptr<postgres::Pool> pool) : pool_(std::move(pool)) {}
  std::unique_ptr<postgres::Pool> pool_;
};

}  // namespace gavel::accounts
