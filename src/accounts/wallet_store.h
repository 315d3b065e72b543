// Play-money wallets for paid tables (blind-auction notes 30-34): whole
// units on an append-only ledger. Every transaction is a set of entries that
// sums to zero across holders (a player, a table's pot, the house, and the
// mint that grants come from), so the ledger's total never changes and no
// unit is created or lost; a holder's balance is the sum of its entries.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/error.h"

namespace gavel::accounts {

using Units = std::int64_t;

// What every new account is given once (notes 30).
inline constexpr Units kWalletGrant = 1000;

struct LedgerEntry {
  std::int64_t id = 0;
  Units amount = 0;   // + into the player's wallet, - out of it
  std::string kind;   // grant, stake, refund, payout
  std::string table;  // the table code; empty for the grant
  std::int64_t at_ms = 0;
  bool operator==(const LedgerEntry&) const = default;
};

// A seat's share of a settled pot.
struct Payout {
  std::int64_t account_id = 0;
  Units amount = 0;
};

// Storage failures come back as errors; implementations are safe to call
// from several threads at once; times are passed in.
class WalletStore {
 public:
  WalletStore() = default;
  WalletStore(const WalletStore&) = delete;
  WalletStore& operator=(const WalletStore&) = delete;
  virtual ~WalletStore() = default;

  // Gives the account kWalletGrant once; later calls change nothing.
  virtual Result<void> grant(std::int64_t account_id, std::int64_t now_ms) = 0;
  virtual Result<Units> balance(std::int64_t account_id) = 0;
  // The account's entries, newest first, at most `limit`.
  virtual Result<std::vector<LedgerEntry>> entries(std::int64_t account_id, int limit) = 0;

  // Moves `stake` from the account into `table`'s pot: kConflict when the
  // balance is short or the account already has a stake there.
  virtual Result<void> hold(std::int64_t account_id, std::string_view table, Units stake,
                            std::int64_t now_ms) = 0;
  // Returns the account's stake on a table that has not been settled; no
  // stake there is not an error. Returns what came back.
  virtual Result<Units> release(std::int64_t account_id, std::string_view table,
                                std::int64_t now_ms) = 0;
  // Returns every stake on `table` (it never started, or was aborted).
  virtual Result<void> refund_table(std::string_view table, std::int64_t now_ms) = 0;
  // Pays the pot out in one transaction: each payout to its account, the
  // rest (the rake) to the house. The payouts may not exceed the pot, and
  // only accounts that staked may be paid; a settled table is kConflict.
  virtual Result<void> settle(std::string_view table, const std::vector<Payout>& payouts,
                              std::int64_t now_ms) = 0;

  // Who has a stake on the table now, and how much, by account id.
  virtual Result<std::vector<Payout>> stakes(std::string_view table) = 0;
  // Tables whose pot holds units and that are not settled.
  virtual Result<std::vector<std::string>> open_tables() = 0;

  // What the table's pot and the house hold now.
  virtual Result<Units> pot(std::string_view table) = 0;
  virtual Result<Units> house() = 0;
  // The sum of every entry in the ledger: always 0.
  virtual Result<Units> total() = 0;
};

}  // namespace gavel::accounts
