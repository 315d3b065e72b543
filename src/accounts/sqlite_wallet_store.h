// WalletStore on its own SQLite file: the ledger is one append-only table
// (triggers refuse UPDATE and DELETE), each operation one transaction.
#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "accounts/ledger_moves.h"
#include "accounts/wallet_store.h"
#include "sqlite/sqlite.h"

namespace gavel::accounts {

class SqliteWalletStore final : public WalletStore {
 public:
  static Result<std::unique_ptr<SqliteWalletStore>> open(const std::string& path);

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

 private:
  explicit SqliteWalletStore(sqlite::Db db) : db_(std::move(db)) {}

  using Move = ledger::Move;  // one transaction's entries sum to 0
  Result<void> write(const std::vector<Move>& moves, std::int64_t now_ms);
  Result<Units> sum(std::string_view where, std::string_view a, std::string_view b = {});
  Result<Units> staked(std::int64_t account_id, std::string_view table);
  Result<bool> settled(std::string_view table);

  // One connection, one operation at a time (see SqliteAccountStore).
  std::mutex mutex_;
  sqlite::Db db_;
};

}  // namespace gavel::accounts
