// PgWalletStore: holders are "player:<id>", "table:<code>", "house" and
// "mint", as in the SQLite store (sqlite_wallet_store.cpp). A change reads
// and checks balances, then appends a balanced set of entries, all under the
// wallet's lock inside one transaction.
#include "accounts/pg_wallet_store.h"

#include <array>
#include <numeric>

#include "accounts/pg_errors.h"
#include "postgres/migrate.h"

namespace gavel::accounts {
namespace {

using postgres::Connection;
using postgres::Param;
using postgres::Statement;
using Move = PgWalletStore::Move;

constexpr std::array<std::string_view, 6> kToVersion1 = {
    "CREATE TABLE ledger ("
    " id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
    " txn BIGINT NOT NULL,"  // the entries of one transaction share it, and sum to 0
    " holder TEXT NOT NULL,"
    " amount BIGINT NOT NULL,"
    " kind TEXT NOT NULL,"
    " table_code TEXT NOT NULL,"
    " at BIGINT NOT NULL)",
    "CREATE INDEX ledger_by_holder ON ledger (holder, table_code)",
    "CREATE INDEX ledger_by_table ON ledger (table_code, kind)",
    // One grant per account, even if two servers' sign-ups race.
    "CREATE UNIQUE INDEX one_grant ON ledger (holder) WHERE kind = 'grant' AND holder <> 'mint'",
    "CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS"
    " $$ BEGIN RAISE EXCEPTION 'the ledger is append-only'; END $$",
    "CREATE TRIGGER ledger_no_change BEFORE UPDATE OR DELETE ON ledger"
    " FOR EACH ROW EXECUTE FUNCTION ledger_append_only()",
};
constexpr std::array<postgres::Migration, 1> kMigrations = {kToVersion1};

// The wallet's advisory lock (another number than the migrations' lock).
constexpr std::string_view kLockSql = "SELECT pg_advisory_xact_lock(7117002)";

constexpr Statement kNextTxn = {"ledger_next_txn", "SELECT COALESCE(MAX(txn), 0) + 1 FROM ledger"};
constexpr Statement kInsert = {"ledger_insert",
                               "INSERT INTO ledger (txn, holder, amount, kind, table_code, at)"
                               " VALUES ($1::bigint, $2, $3::bigint, $4, $5, $6::bigint)"};
constexpr Statement kBalance = {"ledger_balance",
                                "SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE holder = $1"};
constexpr Statement kTotal = {"ledger_total", "SELECT COALESCE(SUM(amount), 0) FROM ledger"};
constexpr Statement kStaked = {
    "ledger_staked",
    "SELECT COALESCE(-SUM(amount), 0) FROM ledger"
    " WHERE holder = $1 AND table_code = $2 AND kind IN ('stake', 'refund')"};
constexpr Statement kSettled = {
    "ledger_settled", "SELECT 1 FROM ledger WHERE table_code = $1 AND kind = 'rake' LIMIT 1"};
constexpr Statement kGranted = {
    "ledger_granted", "SELECT 1 FROM ledger WHERE holder = $1 AND kind = 'grant' LIMIT 1"};
constexpr Statement kEntries = {"ledger_entries",
                                "SELECT id, amount, kind, table_code, at FROM ledger"
                                " WHERE holder = $1 ORDER BY id DESC LIMIT $2::bigint"};
constexpr Statement kTableStakes = {
    "ledger_table_stakes",
    "SELECT substr(holder, 8)::bigint, -SUM(amount) FROM ledger"
    " WHERE table_code = $1 AND holder LIKE 'player:%' AND kind IN ('stake', 'refund')"
    " GROUP BY holder HAVING SUM(amount) < 0 ORDER BY 1"};
constexpr Statement kOpenTables = {
    "ledger_open_tables",
    "SELECT substr(holder, 7) FROM ledger WHERE holder LIKE 'table:%'"
    " GROUP BY holder HAVING SUM(amount) > 0 ORDER BY holder COLLATE \"C\""};

using ledger::player;
using ledger::table_holder;

// The first column of the first row, as a number.
Result<Units> single(Connection& connection, const Statement& statement,
                     std::span<const Param> params) {
  auto rows = connection.execute(statement, params);
  if (!rows) return to_account_error(rows.error());
  return column_int64(*rows, 0, 0);
}

Result<Units> balance_of(Connection& connection, std::string holder) {
  const std::array<Param, 1> params = {std::move(holder)};
  return single(connection, kBalance, params);
}

Result<Units> staked(Connection& connection, std::int64_t account_id, std::string_view table) {
  const std::array<Param, 2> params = {player(account_id), std::string(table)};
  return single(connection, kStaked, params);
}

Result<bool> exists(Connection& connection, const Statement& statement, std::string key) {
  const std::array<Param, 1> params = {std::move(key)};
  auto rows = connection.execute(statement, params);
  if (!rows) return to_account_error(rows.error());
  return postgres::row_count(*rows) > 0;
}

Result<void> refuse_settled(Connection& connection, std::string_view table) {
  auto done = exists(connection, kSettled, std::string(table));
  if (!done) return std::unexpected(done.error());
  if (*done) return fail(ErrorKind::kConflict, "that table has been settled");
  return {};
}

Result<void> append(Connection& connection, const std::vector<Move>& moves, std::int64_t now_ms) {
  // A transaction that does not balance would create or destroy units.
  const Units net = std::accumulate(moves.begin(), moves.end(), Units{0},
                                    [](Units sum, const Move& m) { return sum + m.amount; });
  if (net != 0) return fail(ErrorKind::kStorage, "wallet: an unbalanced transaction was refused");
  auto txn = single(connection, kNextTxn, {});  // safe: the wallet's lock is held
  if (!txn) return std::unexpected(txn.error());
  for (const auto& move : moves) {
    const std::array<Param, 6> params = {number(*txn), move.holder, number(move.amount),
                                         move.kind,    move.table,  number(now_ms)};
    if (auto done = connection.execute(kInsert, params); !done) {
      if (done.error().unique_violation) return fail(ErrorKind::kConflict, "already granted");
      return to_account_error(done.error());
    }
  }
  return {};
}

// Runs `change` in one transaction under the wallet's lock; commits when it
// succeeds, rolls back otherwise.
template <class T, class Change>
Result<T> locked(postgres::Pool& pool, Change change) {
  auto connection = pool.acquire();
  if (!connection) return to_account_error(connection.error());
  auto transaction = postgres::Transaction::begin(**connection);
  if (!transaction) return to_account_error(transaction.error());
  if (auto lock = (*connection)->run(kLockSql); !lock) return to_account_error(lock.error());
  Result<T> result = change(**connection);
  if (!result) return result;
  if (auto done = transaction->commit(); !done) return to_account_error(done.error());
  return result;
}

}  // namespace

Result<std::unique_ptr<PgWalletStore>> PgWalletStore::open(const std::string& url,
                                                           std::size_t connections) {
  auto pool = postgres::Pool::open(url, connections);
  if (!pool) return to_account_error(pool.error());
  {
    auto connection = (*pool)->acquire();
    if (!connection) return to_account_error(connection.error());
    if (auto done = postgres::migrate(**connection, "wallets", kMigrations); !done) {
      return to_account_error(done.error());
    }
  }
  return std::unique_ptr<PgWalletStore>(new PgWalletStore(std::move(*pool)));
}

Result<void> PgWalletStore::grant(std::int64_t account_id, std::int64_t now_ms) {
  return locked<void>(*pool_, [&](Connection& connection) -> Result<void> {
    auto granted = exists(connection, kGranted, player(account_id));
    if (!granted) return std::unexpected(granted.error());
    if (*granted) return {};
    return append(
        connection,
        {{player(account_id), kWalletGrant, "grant", ""}, {"mint", -kWalletGrant, "grant", ""}},
        now_ms);
  });
}

Result<Units> PgWalletStore::balance(std::int64_t account_id) {
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  return balance_of(**connection, player(account_id));
}

Result<std::vector<LedgerEntry>> PgWalletStore::entries(std::int64_t account_id, int limit) {
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  // A negative limit reads every entry, as SQLite's LIMIT -1 does.
  const std::array<Param, 2> params = {player(account_id),
                                       limit < 0 ? Param() : Param(number(limit))};
  auto rows = (*connection)->execute(kEntries, params);
  if (!rows) return to_account_error(rows.error());
  std::vector<LedgerEntry> out;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    auto id = column_int64(*rows, row, 0);
    auto amount = column_int64(*rows, row, 1);
    auto at = column_int64(*rows, row, 4);
    if (!id || !amount || !at) {
      return std::unexpected(!id ? id.error() : (!amount ? amount.error() : at.error()));
    }
    out.push_back(
        {*id, *amount, postgres::text(*rows, row, 2), postgres::text(*rows, row, 3), *at});
  }
  return out;
}

Result<void> PgWalletStore::hold(std::int64_t account_id, std::string_view table, Units stake,
                                 std::int64_t now_ms) {
  if (stake <= 0) return invalid("a stake is a whole number of units above 0");
  return locked<void>(*pool_, [&](Connection& connection) -> Result<void> {
    if (auto open = refuse_settled(connection, table); !open) return open;
    auto already = staked(connection, account_id, table);
    if (!already) return std::unexpected(already.error());
    if (*already > 0) return fail(ErrorKind::kConflict, "you already have a stake on that table");
    auto have = balance_of(connection, player(account_id));
    if (!have) return std::unexpected(have.error());
    if (*have < stake) {
      return fail(ErrorKind::kConflict, "the stake is " + number(stake) +
                                            " units and your wallet holds " + number(*have));
    }
    return append(connection,
                  {{player(account_id), -stake, "stake", std::string(table)},
                   {table_holder(table), stake, "stake", std::string(table)}},
                  now_ms);
  });
}

Result<Units> PgWalletStore::release(std::int64_t account_id, std::string_view table,
                                     std::int64_t now_ms) {
  return locked<Units>(*pool_, [&](Connection& connection) -> Result<Units> {
    if (auto open = refuse_settled(connection, table); !open) return std::unexpected(open.error());
    auto held = staked(connection, account_id, table);
    if (!held) return held;
    if (*held <= 0) return Units{0};
    if (auto done = append(connection,
                           {{table_holder(table), -*held, "refund", std::string(table)},
                            {player(account_id), *held, "refund", std::string(table)}},
                           now_ms);
        !done) {
      return std::unexpected(done.error());
    }
    return *held;
  });
}

Result<void> PgWalletStore::refund_table(std::string_view table, std::int64_t now_ms) {
  return locked<void>(*pool_, [&](Connection& connection) -> Result<void> {
    if (auto open = refuse_settled(connection, table); !open) return open;
    // Every player's net stake on the table goes back to them.
    const std::array<Param, 1> params = {std::string(table)};
    auto rows = connection.execute(kTableStakes, params);
    if (!rows) return to_account_error(rows.error());
    std::vector<Move> moves;
    for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
      auto account = column_int64(*rows, row, 0);
      auto held = column_int64(*rows, row, 1);
      if (!account || !held) return std::unexpected(account ? held.error() : account.error());
      moves.push_back({player(*account), *held, "refund", std::string(table)});
      moves.push_back({table_holder(table), -*held, "refund", std::string(table)});
    }
    if (moves.empty()) return {};
    return append(connection, moves, now_ms);
  });
}

Result<void> PgWalletStore::settle(std::string_view table, const std::vector<Payout>& payouts,
                                   std::int64_t now_ms) {
  return locked<void>(*pool_, [&](Connection& connection) -> Result<void> {
    if (auto open = refuse_settled(connection, table); !open) return open;
    auto pot_now = balance_of(connection, table_holder(table));
    if (!pot_now) return std::unexpected(pot_now.error());
    auto moves = ledger::settlement_moves(table, payouts, *pot_now, [&](std::int64_t account_id) {
      return staked(connection, account_id, table);
    });
    if (!moves) return std::unexpected(moves.error());
    return append(connection, *moves, now_ms);
  });
}

Result<std::vector<Payout>> PgWalletStore::stakes(std::string_view table) {
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  const std::array<Param, 1> params = {std::string(table)};
  auto rows = (*connection)->execute(kTableStakes, params);
  if (!rows) return to_account_error(rows.error());
  std::vector<Payout> out;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    auto account = column_int64(*rows, row, 0);
    auto held = column_int64(*rows, row, 1);
    if (!account || !held) return std::unexpected(account ? held.error() : account.error());
    out.push_back({*account, *held});
  }
  return out;
}

Result<std::vector<std::string>> PgWalletStore::open_tables() {
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  auto rows = (*connection)->execute(kOpenTables, {});
  if (!rows) return to_account_error(rows.error());
  std::vector<std::string> out;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    out.push_back(postgres::text(*rows, row, 0));
  }
  return out;
}

Result<Units> PgWalletStore::pot(std::string_view table) {
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  return balance_of(**connection, table_holder(table));
}

Result<Units> PgWalletStore::house() {
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  return balance_of(**connection, "house");
}

Result<Units> PgWalletStore::total() {
  auto connection = pool_->acquire();
  if (!connection) return to_account_error(connection.error());
  return single(**connection, kTotal, {});
}

}  // namespace gavel::accounts
