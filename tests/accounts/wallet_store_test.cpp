// The wallet store on SQLite and on PostgreSQL alike: one grant per account,
// stakes held and refunded, settlement with a rake, refusals that change
// nothing, the append-only ledger, and a total that stays 0 through all of it
// and a reopen.
#include "accounts/pg_wallet_store.h"
#include "accounts/sqlite_wallet_store.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <random>

#include "../support/store_backends.h"

namespace gavel::accounts {
namespace {

constexpr std::int64_t kT0 = 1'700'000'000'000;

class WalletStoreTest : public gavel::testing::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    reopen();
  }
  void TearDown() override { wallets_.reset(); }

  std::string db_path() const { return sqlite_path("wallets.db"); }
  void reopen() {
    wallets_.reset();
    using Opened = Result<std::unique_ptr<WalletStore>>;
    auto opened = postgres() ? Opened(PgWalletStore::open(url()))
                             : Opened(SqliteWalletStore::open(db_path()));
    ASSERT_TRUE(opened) << opened.error().message;
    wallets_ = std::move(*opened);
  }
  Units balance(std::int64_t id) {
    auto b = wallets_->balance(id);
    EXPECT_TRUE(b) << b.error().message;
    return b.value_or(-1);
  }
  Units total() {
    auto t = wallets_->total();
    EXPECT_TRUE(t) << t.error().message;
    return t.value_or(-1);
  }
  void fund(std::initializer_list<std::int64_t> ids) {
    for (const auto id : ids) ASSERT_TRUE(wallets_->grant(id, kT0));
  }

  // Whether one statement behind the store's back is refused.
  bool refused(const std::string& sql) {
    if (postgres()) return !pg().admin().run(sql);
    sqlite3* raw = nullptr;
    EXPECT_EQ(sqlite3_open(db_path().c_str(), &raw), SQLITE_OK);
    const bool failed = sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK;
    sqlite3_close(raw);
    return failed;
  }

  std::unique_ptr<WalletStore> wallets_;
};
GAVEL_ON_EVERY_BACKEND(WalletStoreTest);

TEST_P(WalletStoreTest, AnAccountIsGrantedOnceAndTheLedgerStillSumsToZero) {
  EXPECT_EQ(balance(1), 0);
  ASSERT_TRUE(wallets_->grant(1, kT0));
  ASSERT_TRUE(wallets_->grant(1, kT0 + 5));
  EXPECT_EQ(balance(1), kWalletGrant);
  EXPECT_EQ(total(), 0);
  const auto entries = wallets_->entries(1, 10);
  ASSERT_TRUE(entries);
  ASSERT_EQ(entries->size(), 1u);
  EXPECT_EQ((*entries)[0].kind, "grant");
  EXPECT_EQ((*entries)[0].amount, kWalletGrant);
}

TEST_P(WalletStoreTest, AStakeIsHeldOnceAndOnlyWhenTheWalletCoversIt) {
  fund({1});
  EXPECT_EQ(wallets_->hold(1, "T1", kWalletGrant + 1, kT0).error().kind, ErrorKind::kConflict);
  EXPECT_EQ(wallets_->hold(1, "T1", 0, kT0).error().kind, ErrorKind::kInvalid);
  EXPECT_EQ(wallets_->hold(2, "T1", 10, kT0).error().kind, ErrorKind::kConflict);  // no wallet
  EXPECT_EQ(balance(1), kWalletGrant);
  ASSERT_TRUE(wallets_->hold(1, "T1", 300, kT0));
  EXPECT_EQ(wallets_->hold(1, "T1", 300, kT0).error().kind, ErrorKind::kConflict);
  EXPECT_EQ(balance(1), kWalletGrant - 300);
  EXPECT_EQ(*wallets_->pot("T1"), 300);
  EXPECT_EQ(total(), 0);
}

TEST_P(WalletStoreTest, ReleasingAndRefundingGiveEveryStakeBack) {
  fund({1, 2, 3});
  ASSERT_TRUE(wallets_->hold(1, "T", 100, kT0));
  ASSERT_TRUE(wallets_->hold(2, "T", 100, kT0));
  ASSERT_TRUE(wallets_->hold(3, "T", 100, kT0));
  EXPECT_EQ(*wallets_->release(2, "T", kT0), 100);  // left the waiting room
  EXPECT_EQ(*wallets_->release(2, "T", kT0), 0);    // twice changes nothing
  EXPECT_EQ(balance(2), kWalletGrant);
  ASSERT_TRUE(wallets_->hold(2, "T", 100, kT0));  // and may stake again
  const auto stakes = wallets_->stakes("T");
  ASSERT_TRUE(stakes);
  ASSERT_EQ(stakes->size(), 3u);
  EXPECT_EQ((*stakes)[1].account_id, 2);
  EXPECT_EQ((*stakes)[1].amount, 100);
  EXPECT_EQ(*wallets_->open_tables(), std::vector<std::string>{"T"});
  ASSERT_TRUE(wallets_->refund_table("T", kT0));  // the table never started
  for (const auto id : {1, 2, 3}) EXPECT_EQ(balance(id), kWalletGrant);
  EXPECT_EQ(*wallets_->pot("T"), 0);
  EXPECT_TRUE(wallets_->open_tables()->empty());
  EXPECT_TRUE(wallets_->stakes("T")->empty());
  EXPECT_EQ(total(), 0);
}

TEST_P(WalletStoreTest, SettlingPaysEachShareAndTheRakeToTheHouseOnce) {
  fund({1, 2, 3});
  for (const auto id : {1, 2, 3}) ASSERT_TRUE(wallets_->hold(id, "T", 100, kT0));
  // pot 300, rake 5 % = 15, P = 285 split 190 / 95 / 0.
  ASSERT_TRUE(wallets_->settle("T", {{1, 190}, {2, 95}, {3, 0}}, kT0 + 1));
  EXPECT_EQ(balance(1), kWalletGrant + 90);
  EXPECT_EQ(balance(2), kWalletGrant - 5);
  EXPECT_EQ(balance(3), kWalletGrant - 100);
  EXPECT_EQ(*wallets_->house(), 15);
  EXPECT_EQ(*wallets_->pot("T"), 0);
  EXPECT_EQ(total(), 0);
  // Settled is final: no second settlement, refund or release.
  EXPECT_EQ(wallets_->settle("T", {{1, 0}}, kT0).error().kind, ErrorKind::kConflict);
  EXPECT_EQ(wallets_->refund_table("T", kT0).error().kind, ErrorKind::kConflict);
  EXPECT_EQ(wallets_->release(3, "T", kT0).error().kind, ErrorKind::kConflict);
  EXPECT_EQ(wallets_->hold(3, "T", 10, kT0).error().kind, ErrorKind::kConflict);
  EXPECT_EQ(*wallets_->house(), 15);
}

TEST_P(WalletStoreTest, ASettlementThatDoesNotFitThePotChangesNothing) {
  fund({1, 2, 9});
  ASSERT_TRUE(wallets_->hold(1, "T", 100, kT0));
  ASSERT_TRUE(wallets_->hold(2, "T", 100, kT0));
  EXPECT_EQ(wallets_->settle("T", {{1, 201}}, kT0).error().kind, ErrorKind::kInvalid);
  EXPECT_EQ(wallets_->settle("T", {{1, -1}, {2, 50}}, kT0).error().kind, ErrorKind::kInvalid);
  EXPECT_EQ(wallets_->settle("T", {{9, 10}}, kT0).error().kind, ErrorKind::kInvalid);  // no stake
  EXPECT_EQ(*wallets_->pot("T"), 200);
  EXPECT_EQ(*wallets_->house(), 0);
  EXPECT_EQ(balance(9), kWalletGrant);
  ASSERT_TRUE(wallets_->settle("T", {{1, 200}}, kT0));  // no rake at all is fine
  EXPECT_EQ(*wallets_->house(), 0);
}

TEST_P(WalletStoreTest, TheLedgerIsAppendOnlyAndSurvivesAReopen) {
  fund({1});
  ASSERT_TRUE(wallets_->hold(1, "T", 40, kT0));
  EXPECT_TRUE(refused("UPDATE ledger SET amount = amount + 1"));
  EXPECT_TRUE(refused("DELETE FROM ledger"));
  reopen();
  EXPECT_EQ(balance(1), kWalletGrant - 40);
  EXPECT_EQ(*wallets_->pot("T"), 40);
  EXPECT_EQ(total(), 0);
}

TEST_P(WalletStoreTest, RandomTablesNeverCreateOrLoseAUnit) {
  std::mt19937_64 rng(7);
  const int players = 12;
  for (int id = 1; id <= players; ++id) ASSERT_TRUE(wallets_->grant(id, kT0));
  Units house = 0;
  for (int table = 0; table < 60; ++table) {
    const std::string code = "R" + std::to_string(table);
    const Units stake = 1 + static_cast<Units>(rng() % 120);
    std::vector<std::int64_t> seated;
    for (int id = 1; id <= players; ++id) {
      if (rng() % 3 == 0 && wallets_->hold(id, code, stake, kT0)) seated.push_back(id);
    }
    if (seated.empty()) continue;
    if (rng() % 4 == 0) {
      ASSERT_TRUE(wallets_->refund_table(code, kT0));
      continue;
    }
    const Units pot = stake * static_cast<Units>(seated.size());
    const Units rake = pot * static_cast<Units>(rng() % 11) / 100;
    Units left = pot - rake;
    std::vector<Payout> payouts;
    for (std::size_t i = 0; i < seated.size(); ++i) {
      const Units share = i + 1 == seated.size() ? left : static_cast<Units>(rng() % (left + 1));
      payouts.push_back({seated[i], share});
      left -= share;
    }
    ASSERT_TRUE(wallets_->settle(code, payouts, kT0));
    house += rake;
    ASSERT_EQ(total(), 0);
  }
  Units held = 0;
  for (int id = 1; id <= players; ++id) held += balance(id);
  EXPECT_EQ(held + house, kWalletGrant * players);
  EXPECT_EQ(*wallets_->house(), house);
}

}  // namespace
}  // namespace gavel::accounts
