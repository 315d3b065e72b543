// SqliteStore against real files: round trips, upserts, purging, surviving a
// reopen, WAL, corrupt rows, concurrent saves and unusable paths.
#include "store/sqlite_store.h"
#include "../support/scratch_dir.h"
#include "sample_match.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <unistd.h>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

namespace gavel::store {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;
using engine::JournalEntry;
using engine::MatchRecord;
using engine::Origin;

// A directory of its own per test, removed afterwards, so runs never see each
// other's files (ctest runs tests in parallel).
class SqliteStoreTest : public ::testing::Test {
 protected:
  // A nested path, so open() has to create the parent directories itself.
  std::string db_path() const { return (dir_ / "data" / "matches.db").string(); }

  std::unique_ptr<SqliteStore> open_store() {
    auto store = SqliteStore::open(db_path());
    EXPECT_TRUE(store) << store.error().message;
    return store ? std::move(*store) : nullptr;
  }

  // Runs one statement on the file through the plain C API, behind the
  // store's back; returns the first column of the first row, if any.
  std::string raw_sql(const std::string& sql) const {
    sqlite3* db = nullptr;
    EXPECT_EQ(sqlite3_open_v2(db_path().c_str(), &db, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    sqlite3_busy_timeout(db, 5000);
    sqlite3_stmt* stmt = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr), SQLITE_OK)
        << sqlite3_errmsg(db);
    std::string first;
    const int rc = sqlite3_step(stmt);
    EXPECT_TRUE(rc == SQLITE_ROW || rc == SQLITE_DONE) << sqlite3_errmsg(db);
    if (rc == SQLITE_ROW && sqlite3_column_text(stmt, 0)) {
      first = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return first;
  }

  gavel::testing::ScratchDir scratch_{"gavel_store_test"};
  const fs::path& dir_ = scratch_.path();
};

TEST_F(SqliteStoreTest, TheFileIsInWalModeWithTheSchemaVersionSet) {
  auto store = open_store();
  ASSERT_TRUE(store);
  // WAL is a property of the file, so a separate connection sees it too.
  EXPECT_EQ(raw_sql("PRAGMA journal_mode"), "wal");
  EXPECT_EQ(raw_sql("PRAGMA user_version"), "1");
}

TEST_F(SqliteStoreTest, AFileFromANewerSchemaIsRefused) {
  { ASSERT_TRUE(open_store()); }
  raw_sql("PRAGMA user_version = 99");
  const auto store = SqliteStore::open(db_path());
  ASSERT_FALSE(store);
  EXPECT_NE(store.error().message.find("schema version 99"), std::string::npos)
      << store.error().message;
}

TEST_F(SqliteStoreTest, ACorruptRowIsAnErrorNotACrash) {
  auto store = open_store();
  ASSERT_TRUE(store);
  ASSERT_TRUE(store->save_finished(sample("BAD1", 5'000)));
  ASSERT_TRUE(store->save_finished(sample("BAD2", 5'000)));
  ASSERT_TRUE(store->save_finished(sample("BAD3", 5'000)));
  raw_sql("UPDATE matches SET record = '{\"game\": [not json' WHERE code = 'BAD1'");
  raw_sql("UPDATE matches SET record = '{\"game\": 7}' WHERE code = 'BAD2'");
  raw_sql("UPDATE matches SET players = '42' WHERE code = 'BAD3'");

  const auto garbage = store->load("BAD1");
  ASSERT_FALSE(garbage);
  EXPECT_NE(garbage.error().message.find("corrupt record"), std::string::npos)
      << garbage.error().message;
  const auto not_a_record = store->load("BAD2");
  ASSERT_FALSE(not_a_record);
  EXPECT_NE(not_a_record.error().message.find("'game'"), std::string::npos)
      << not_a_record.error().message;
  EXPECT_FALSE(store->recent(10));  // BAD3's players have no names
  // The store stays usable after refusing a row.
  ASSERT_TRUE(store->save_finished(sample("GOOD", 6'000)));
  EXPECT_TRUE(store->load("GOOD")->has_value());
}

TEST_F(SqliteStoreTest, AParentThatCannotBeCreatedIsAnError) {
  const auto blocker = dir_ / "blocker";
  std::ofstream(blocker) << "a regular file, not a directory";
  const auto store = SqliteStore::open((blocker / "sub" / "matches.db").string());
  ASSERT_FALSE(store);
  EXPECT_NE(store.error().message.find("cannot create"), std::string::npos)
      << store.error().message;
  EXPECT_FALSE(SqliteStore::open(""));
}

// A batch of texts rendered from replays lands whole, each loading back as
// the match it came from: record and players are taken from the replay.

}  // namespace
}  // namespace gavel::store
