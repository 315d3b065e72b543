// SqliteWalletStore: holders are "player:<id>", "table:<code>", "house" and
// "mint" (where grants come from, so it goes negative). Each public operation
// takes the lock, opens one IMMEDIATE transaction, checks, writes a balanced
// set of entries and commits: a crash leaves a transaction whole or absent.
#include "accounts/sqlite_wallet_store.h"

#include <sqlite3.h>

#include <array>
#include <numeric>

#include "accounts/sqlite_errors.h"
#include "sqlite/open.h"

namespace gavel::accounts {

namespace {

constexpr std::array<std::string_view, 5> kToVersion1 = {
    "CREATE TABLE ledger ("
    " id INTEGER PRIMARY KEY,"
    " txn INTEGER NOT NULL,"  // the entries of one transaction share it, and sum to 0
    " holder TEXT NOT NULL,"
    " amount INTEGER NOT NULL,"
    " kind TEXT NOT NULL,"
    " table_code TEXT NOT NULL,"
    " at INTEGER NOT NULL)",
    "CREATE INDEX ledger_by_holder ON ledger (holder, table_code)",
    // One grant per account, even if two sign-up paths race.
    "CREATE UNIQUE INDEX one_grant ON ledger (holder) WHERE kind = 'grant' AND holder <> 'mint'",
    "CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger"
    " BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END",
    "CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger"
    " BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END",
};
constexpr std::array<sqlite::Migration, 1> kMigrations = {kToVersion1};

using ledger::player;
using ledger::table_holder;

}  // namespace

Result<std::unique_ptr<SqliteWalletStore>> SqliteWalletStore::open(const std::string& path) {
  auto db = sqlite::open(path, kMigrations);
  if (!db) return to_account_error(db.error());
  return std::unique_ptr<SqliteWalletStore>(new SqliteWalletStore(std::move(*db)));
}

Result<void> SqliteWalletStore::write(const std::vector<Move>& moves, std::int64_t now_ms) {
  // A transaction that does not balance would create or destroy units.
  const Units net = std::accumulate(moves.begin(), moves.end(), Units{0},
                                    [](Units sum, const Move& m) { return sum + m.amount; });
  if (net != 0) return fail(ErrorKind::kStorage, "wallet: an unbalanced transaction was refused");
  auto next = sqlite::prepare(db_.get(), "SELECT COALESCE(MAX(txn), 0) + 1 FROM ledger");
  if (!next) return to_account_error(next.error());
  if (sqlite3_step(next->get()) != SQLITE_ROW)
    return db_error(db_.get(), "numbering a transaction");
  const auto txn = sqlite3_column_int64(next->get(), 0);
  auto insert = sqlite::prepare(db_.get(),
                                "INSERT INTO ledger (txn, holder, amount, kind, table_code, at)"
                                " VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  if (!insert) return to_account_error(insert.error());
  auto* s = insert->get();
  for (const auto& move : moves) {
    sqlite3_reset(s);
    const bool bound =
        sqlite3_bind_int64(s, 1, txn) == SQLITE_OK && sqlite::bind_text(s, 2, move.holder) &&
        sqlite3_bind_int64(s, 3, move.amount) == SQLITE_OK && sqlite::bind_text(s, 4, move.kind) &&
        sqlite::bind_text(s, 5, move.table) && sqlite3_bind_int64(s, 6, now_ms) == SQLITE_OK;
    if (!bound) return db_error(db_.get(), "binding a ledger entry");
    if (sqlite3_step(s) != SQLITE_DONE) {
      if (sqlite::is_unique_violation(db_.get()))
        return fail(ErrorKind::kConflict, "already granted");
      return db_error(db_.get(), "writing a ledger entry");
    }
  }
  return {};
}

// SUM(amount) over the rows `where` selects, binding ?1 = a and ?2 = b.
Result<Units> SqliteWalletStore::sum(std::string_view where, std::string_view a,
                                     std::string_view b) {
  auto stmt = sqlite::prepare(
      db_.get(), "SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE " + std::string(where));
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  const int params = sqlite3_bind_parameter_count(s);
  if ((params >= 1 && !sqlite::bind_text(s, 1, a)) ||
      (params >= 2 && !sqlite::bind_text(s, 2, b))) {
    return db_error(db_.get(), "binding a sum");
  }
  if (sqlite3_step(s) != SQLITE_ROW) return db_error(db_.get(), "summing the ledger");
  return sqlite3_column_int64(s, 0);
}

// What the account has on the table now (its stake less what came back).
Result<Units> SqliteWalletStore::staked(std::int64_t account_id, std::string_view table) {
  auto moved = sum("holder = ?1 AND table_code = ?2 AND kind IN ('stake', 'refund')",
                   player(account_id), table);
  if (!moved) return moved;
  return -*moved;
}

Result<bool> SqliteWalletStore::settled(std::string_view table) {
  auto stmt = sqlite::prepare(
      db_.get(), "SELECT 1 FROM ledger WHERE table_code = ?1 AND kind = 'rake' LIMIT 1");
  if (!stmt) return to_account_error(stmt.error());
  if (!sqlite::bind_text(stmt->get(), 1, table)) return db_error(db_.get(), "binding a table");
  const int rc = sqlite3_step(stmt->get());
  if (rc != SQLITE_ROW && rc != SQLITE_DONE) return db_error(db_.get(), "reading a settlement");
  return rc == SQLITE_ROW;
}

Result<void> SqliteWalletStore::grant(std::int64_t account_id, std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  auto txn = sqlite::Transaction::begin(db_.get());
  if (!txn) return to_account_error(txn.error());
  auto count = sqlite::prepare(db_.get(),
                               "SELECT COUNT(*) FROM ledger WHERE holder = ?1 AND kind = 'grant'");
  if (!count) return to_account_error(count.error());
  if (!sqlite::bind_text(count->get(), 1, player(account_id)) ||
      sqlite3_step(count->get()) != SQLITE_ROW) {
    return db_error(db_.get(), "reading a grant");
  }
  if (sqlite3_column_int64(count->get(), 0) > 0) return {};
  if (auto ok = write(
          {{player(account_id), kWalletGrant, "grant", ""}, {"mint", -kWalletGrant, "grant", ""}},
          now_ms);
      !ok) {
    return ok;
  }
  if (auto ok = txn->commit(); !ok) return to_account_error(ok.error());
  return {};
}

Result<Units> SqliteWalletStore::balance(std::int64_t account_id) {
  std::lock_guard lock(mutex_);
  return sum("holder = ?1", player(account_id));
}

Result<std::vector<LedgerEntry>> SqliteWalletStore::entries(std::int64_t account_id, int limit) {
  std::lock_guard lock(mutex_);
  auto stmt = sqlite::prepare(db_.get(),
                              "SELECT id, amount, kind, table_code, at FROM ledger"
                              " WHERE holder = ?1 ORDER BY id DESC LIMIT ?2");
  if (!stmt) return to_account_error(stmt.error());
  auto* s = stmt->get();
  if (!sqlite::bind_text(s, 1, player(account_id)) || sqlite3_bind_int(s, 2, limit) != SQLITE_OK) {
    return db_error(db_.get(), "binding a ledger read");
  }
  std::vector<LedgerEntry> out;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    out.push_back({sqlite3_column_int64(s, 0), sqlite3_column_int64(s, 1),
                   sqlite::column_text(s, 2), sqlite::column_text(s, 3),
                   sqlite3_column_int64(s, 4)});
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading the ledger");
  return out;
}

Result<void> SqliteWalletStore::hold(std::int64_t account_id, std::string_view table, Units stake,
                                     std::int64_t now_ms) {
  if (stake <= 0) return invalid("a stake is a whole number of units above 0");
  std::lock_guard lock(mutex_);
  auto txn = sqlite::Transaction::begin(db_.get());
  if (!txn) return to_account_error(txn.error());
  auto done = settled(table);
  if (!done) return std::unexpected(done.error());
  if (*done) return fail(ErrorKind::kConflict, "that table has been settled");
  auto already = staked(account_id, table);
  if (!already) return std::unexpected(already.error());
  if (*already > 0) return fail(ErrorKind::kConflict, "you already have a stake on that table");
  auto have = sum("holder = ?1", player(account_id));
  if (!have) return std::unexpected(have.error());
  if (*have < stake) {
    return fail(ErrorKind::kConflict, "the stake is " + std::to_string(stake) +
                                          " units and your wallet holds " + std::to_string(*have));
  }
  if (auto ok = write({{player(account_id), -stake, "stake", std::string(table)},
                       {table_holder(table), stake, "stake", std::string(table)}},
                      now_ms);
      !ok) {
    return ok;
  }
  if (auto ok = txn->commit(); !ok) return to_account_error(ok.error());
  return {};
}

Result<Units> SqliteWalletStore::release(std::int64_t account_id, std::string_view table,
                                         std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  auto txn = sqlite::Transaction::begin(db_.get());
  if (!txn) return to_account_error(txn.error());
  auto done = settled(table);
  if (!done) return std::unexpected(done.error());
  if (*done) return fail(ErrorKind::kConflict, "that table has been settled");
  auto held = staked(account_id, table);
  if (!held) return held;
  if (*held <= 0) return Units{0};
  if (auto ok = write({{table_holder(table), -*held, "refund", std::string(table)},
                       {player(account_id), *held, "refund", std::string(table)}},
                      now_ms);
      !ok) {
    return std::unexpected(ok.error());
  }
  if (auto ok = txn->commit(); !ok) return to_account_error(ok.error());
  return *held;
}

Result<void> SqliteWalletStore::refund_table(std::string_view table, std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  auto txn = sqlite::Transaction::begin(db_.get());
  if (!txn) return to_account_error(txn.error());
  auto done = settled(table);
  if (!done) return std::unexpected(done.error());
  if (*done) return fail(ErrorKind::kConflict, "that table has been settled");
  // Every player's net stake on the table goes back to them.
  auto stmt = sqlite::prepare(db_.get(),
                              "SELECT holder, -SUM(amount) FROM ledger WHERE table_code = ?1"
                              " AND holder LIKE 'player:%' AND kind IN ('stake', 'refund')"
                              " GROUP BY holder HAVING SUM(amount) < 0 ORDER BY holder");
  if (!stmt) return to_account_error(stmt.error());
  if (!sqlite::bind_text(stmt->get(), 1, table)) return db_error(db_.get(), "binding a table");
  std::vector<Move> moves;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(stmt->get())) == SQLITE_ROW) {
    const Units held = sqlite3_column_int64(stmt->get(), 1);
    moves.push_back({sqlite::column_text(stmt->get(), 0), held, "refund", std::string(table)});
    moves.push_back({table_holder(table), -held, "refund", std::string(table)});
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading a table's stakes");
  if (moves.empty()) return {};
  if (auto ok = write(moves, now_ms); !ok) return ok;
  if (auto ok = txn->commit(); !ok) return to_account_error(ok.error());
  return {};
}

Result<void> SqliteWalletStore::settle(std::string_view table, const std::vector<Payout>& payouts,
                                       std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  auto txn = sqlite::Transaction::begin(db_.get());
  if (!txn) return to_account_error(txn.error());
  auto done = settled(table);
  if (!done) return std::unexpected(done.error());
  if (*done) return fail(ErrorKind::kConflict, "that table has been settled");
  auto pot_now = sum("holder = ?1", table_holder(table));
  if (!pot_now) return std::unexpected(pot_now.error());
  auto moves = ledger::settlement_moves(
      table, payouts, *pot_now, [&](std::int64_t account_id) { return staked(account_id, table); });
  if (!moves) return std::unexpected(moves.error());
  if (auto ok = write(*moves, now_ms); !ok) return ok;
  if (auto ok = txn->commit(); !ok) return to_account_error(ok.error());
  return {};
}

Result<std::vector<Payout>> SqliteWalletStore::stakes(std::string_view table) {
  std::lock_guard lock(mutex_);
  auto stmt = sqlite::prepare(db_.get(),
                              "SELECT CAST(SUBSTR(holder, 8) AS INTEGER), -SUM(amount) FROM ledger"
                              " WHERE table_code = ?1 AND holder LIKE 'player:%'"
                              " AND kind IN ('stake', 'refund')"
                              " GROUP BY holder HAVING SUM(amount) < 0 ORDER BY 1");
  if (!stmt) return to_account_error(stmt.error());
  if (!sqlite::bind_text(stmt->get(), 1, table)) return db_error(db_.get(), "binding a table");
  std::vector<Payout> out;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(stmt->get())) == SQLITE_ROW) {
    out.push_back({sqlite3_column_int64(stmt->get(), 0), sqlite3_column_int64(stmt->get(), 1)});
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading a table's stakes");
  return out;
}

Result<std::vector<std::string>> SqliteWalletStore::open_tables() {
  std::lock_guard lock(mutex_);
  auto stmt = sqlite::prepare(db_.get(),
                              "SELECT SUBSTR(holder, 7) FROM ledger WHERE holder LIKE 'table:%'"
                              " GROUP BY holder HAVING SUM(amount) > 0 ORDER BY 1");
  if (!stmt) return to_account_error(stmt.error());
  std::vector<std::string> out;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(stmt->get())) == SQLITE_ROW) {
    out.push_back(sqlite::column_text(stmt->get(), 0));
  }
  if (rc != SQLITE_DONE) return db_error(db_.get(), "reading the open tables");
  return out;
}

Result<Units> SqliteWalletStore::pot(std::string_view table) {
  std::lock_guard lock(mutex_);
  return sum("holder = ?1", table_holder(table));
}

Result<Units> SqliteWalletStore::house() {
  std::lock_guard lock(mutex_);
  return sum("holder = 'house'", "");
}

Result<Units> SqliteWalletStore::total() {
  std::lock_guard lock(mutex_);
  return sum("1 = 1", "");
}

}  // namespace gavel::accounts
