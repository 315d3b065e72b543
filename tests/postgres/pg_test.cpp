// The libpq layer on a real server: kept statements, transactions that roll
// back unless committed, the unique-violation flag the account store relies
// on, and migrations recorded per store.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "../support/pg_scratch.h"
#include "postgres/migrate.h"
#include "postgres/pool.h"

namespace gavel::postgres {
namespace {

class PgTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    auto created = gavel::testing::PgScratch::create(&error);
    if (!error.empty()) FAIL() << error;
    if (!created) GTEST_SKIP() << gavel::testing::PgScratch::kSkipReason;
    scratch_.emplace(std::move(*created));
    auto connection = Connection::open(scratch_->url());
    ASSERT_TRUE(connection) << connection.error().message;
    connection_.emplace(std::move(*connection));
  }
  std::string count(const std::string& table) {
    auto rows = connection_->query("SELECT count(*) FROM " + table);
    EXPECT_TRUE(rows) << rows.error().message;
    return rows ? text(*rows, 0, 0) : "";
  }
  std::optional<gavel::testing::PgScratch> scratch_;
  std::optional<Connection> connection_;
};

TEST_F(PgTest, AKeptStatementRunsManyTimesWithItsParameters) {
  ASSERT_TRUE(connection_->run("CREATE TABLE t (k TEXT PRIMARY KEY, v BIGINT)"));
  constexpr Statement kPut = {"test_put", "INSERT INTO t (k, v) VALUES ($1, $2::bigint)"};
  for (int i = 0; i < 3; ++i) {
    const std::array<Param, 2> params = {"k" + std::to_string(i), std::to_string(i * 10)};
    auto done = connection_->execute(kPut, params);
    ASSERT_TRUE(done) << done.error().message;
    EXPECT_EQ(affected(*done), 1);
  }
  const std::array<Param, 1> key = {std::string("k2")};
  auto rows = connection_->query("SELECT v, NULL FROM t WHERE k = $1", key);
  ASSERT_TRUE(rows);
  ASSERT_EQ(row_count(*rows), 1);
  EXPECT_EQ(*int64(*rows, 0, 0), 20);
  EXPECT_TRUE(is_null(*rows, 0, 1));
  EXPECT_FALSE(int64(*rows, 0, 1));  // NULL is no number
}

TEST_F(PgTest, AClashOnAKeyIsFlaggedAsSuch) {
  ASSERT_TRUE(connection_->run("CREATE TABLE t (k TEXT PRIMARY KEY)"));
  ASSERT_TRUE(connection_->run("INSERT INTO t VALUES ('a')"));
  auto clash = connection_->run("INSERT INTO t VALUES ('a')");
  ASSERT_FALSE(clash);
  EXPECT_TRUE(clash.error().unique_violation);
  auto other = connection_->run("INSERT INTO no_such_table VALUES (1)");
  ASSERT_FALSE(other);
  EXPECT_FALSE(other.error().unique_violation);
  EXPECT_NE(other.error().message.find("no_such_table"), std::string::npos);
}

TEST_F(PgTest, ATransactionNotCommittedLeavesNothing) {
  ASSERT_TRUE(connection_->run("CREATE TABLE t (k TEXT PRIMARY KEY)"));
  {
    auto transaction = Transaction::begin(*connection_);
    ASSERT_TRUE(transaction);
    ASSERT_TRUE(connection_->run("INSERT INTO t VALUES ('a')"));
  }  // an early return on an error path
  EXPECT_EQ(count("t"), "0");
  {
    auto transaction = Transaction::begin(*connection_);
    ASSERT_TRUE(transaction);
    ASSERT_TRUE(connection_->run("INSERT INTO t VALUES ('b')"));
    EXPECT_FALSE(connection_->run("INSERT INTO t VALUES ('b')"));
    // PostgreSQL answers COMMIT of an aborted transaction with ROLLBACK.
    EXPECT_FALSE(transaction->commit());
  }
  EXPECT_EQ(count("t"), "0");
  auto transaction = Transaction::begin(*connection_);
  ASSERT_TRUE(transaction);
  ASSERT_TRUE(connection_->run("INSERT INTO t VALUES ('c')"));
  ASSERT_TRUE(transaction->commit());
  EXPECT_EQ(count("t"), "1");
}

TEST_F(PgTest, MigrationsRunOncePerStoreAndInOrder) {
  static constexpr std::array<std::string_view, 1> kOne = {"CREATE TABLE a (x INTEGER)"};
  static constexpr std::array<std::string_view, 2> kTwo = {"ALTER TABLE a ADD COLUMN y INTEGER",
                                                           "INSERT INTO a VALUES (1, 2)"};
  const std::array<Migration, 1> kFirst = {kOne};
  const std::array<Migration, 2> kBoth = {kOne, kTwo};
  ASSERT_TRUE(migrate(*connection_, "alpha", kFirst));
  ASSERT_TRUE(migrate(*connection_, "alpha", kBoth));  // only the second step runs
  ASSERT_TRUE(migrate(*connection_, "alpha", kBoth));  // nothing runs
  EXPECT_EQ(count("a"), "1");
  auto versions = connection_->query("SELECT store, version FROM schema_version ORDER BY store");
  ASSERT_TRUE(versions);
  ASSERT_EQ(row_count(*versions), 1);
  EXPECT_EQ(text(*versions, 0, 1), "2");
  // An older server's list is refused, not run.
  auto older = migrate(*connection_, "alpha", kFirst);
  ASSERT_FALSE(older);
  EXPECT_NE(older.error().message.find("newer than this server's 1"), std::string::npos)
      << older.error().message;
  // A failing step leaves the version where it was.
  static constexpr std::array<std::string_view, 1> kBad = {
      "ALTER TABLE missing ADD COLUMN z INTEGER"};
  const std::array<Migration, 3> kBroken = {kOne, kTwo, kBad};
  EXPECT_FALSE(migrate(*connection_, "alpha", kBroken));
  auto after = connection_->query("SELECT version FROM schema_version WHERE store = 'alpha'");
  ASSERT_TRUE(after);
  EXPECT_EQ(text(*after, 0, 0), "2");
}

TEST_F(PgTest, APoolLendsUpToItsSizeAndTakesConnectionsBack) {
  auto pool = Pool::open(scratch_->url(), 2);
  ASSERT_TRUE(pool) << pool.error().message;
  {
    auto first = (*pool)->acquire();
    auto second = (*pool)->acquire();
    ASSERT_TRUE(first && second);
    EXPECT_NE(&**first, &**second);
    ASSERT_TRUE((*first)->run("SELECT 1"));
  }
  auto again = (*pool)->acquire();  // one given back, no third opened
  ASSERT_TRUE(again);
  auto sessions =
      connection_->query("SELECT count(*) FROM pg_stat_activity WHERE application_name = '" +
                         scratch_->schema() + "'");
  ASSERT_TRUE(sessions);
  EXPECT_EQ(text(*sessions, 0, 0), "3");  // the pool's two and this test's own
  EXPECT_FALSE(Pool::open(scratch_->url(), 0));
}

TEST(PgConnection, AUrlOfAnotherSchemeIsRefused) {
  auto connection = Connection::open("sqlite:///tmp/x.db");
  ASSERT_FALSE(connection);
  EXPECT_NE(connection.error().message.find("postgres://"), std::string::npos);
}

}  // namespace
}  // namespace gavel::postgres
