// SqliteStore against real files: round trips, upserts, purging, surviving a
// reopen, WAL, corrupt rows, concurrent saves and unusable paths.
#include "store/sqlite_store.h"
#include "../support/scratch_dir.h"

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

FinishedMatch sample(const std::string& code, std::int64_t finished_at) {
  MatchRecord record;
  record.game = "bidlock";
  record.settings = json::object{{"turnSeconds", 10}, {"variant", "classic"}};
  record.seats = 2;
  record.seed = 18'446'744'073'709'551'615ULL;  // the largest seed must survive the text column
  record.start = 1'000;
  record.inputs = {
      {JournalEntry::Kind::kAction, 2'000, 0, json::object{{"chip", 3}}, Origin::kPlayer},
      {JournalEntry::Kind::kAction, 2'500, 1, json::object{{"chip", 9}}, Origin::kBot},
      {JournalEntry::Kind::kTick, 40'000, 0, nullptr, Origin::kPlayer},
      {JournalEntry::Kind::kAction, 40'000, 0, json::object{{"chip", 1}}, Origin::kTimeout},
  };
  FinishedMatch match;
  match.code = code;
  match.game = "bidlock";
  match.finished_at_ms = finished_at;
  match.record = std::move(record);
  match.players = json::array{json::object{{"seat", 0}, {"name", "Ada"}, {"kind", "human"}},
                              json::object{{"seat", 1}, {"name", "Bot Bea"}, {"kind", "bot"}}};
  match.summary = json::object{{"winner", 0}, {"scores", json::array{7, 3}}, {"ratio", 0.1}};
  return match;
}

void expect_same(const FinishedMatch& got, const FinishedMatch& want) {
  EXPECT_EQ(got.code, want.code);
  EXPECT_EQ(got.game, want.game);
  EXPECT_EQ(got.finished_at_ms, want.finished_at_ms);
  EXPECT_EQ(got.record, want.record);
  EXPECT_EQ(got.players, want.players);
  EXPECT_EQ(got.summary, want.summary);
}

TEST_F(SqliteStoreTest, SavedMatchLoadsBackEqual) {
  auto store = open_store();
  ASSERT_TRUE(store);
  const auto match = sample("ABCD", 5'000);
  ASSERT_TRUE(store->save_finished(match));
  const auto loaded = store->load("ABCD");
  ASSERT_TRUE(loaded) << loaded.error().message;
  ASSERT_TRUE(loaded->has_value());
  expect_same(**loaded, match);
}

TEST_F(SqliteStoreTest, SavingTheSameCodeAgainReplacesIt) {
  auto store = open_store();
  ASSERT_TRUE(store);
  ASSERT_TRUE(store->save_finished(sample("ABCD", 5'000)));
  auto second = sample("ABCD", 9'000);
  second.summary = json::object{{"winner", 1}};
  second.record.inputs.pop_back();
  ASSERT_TRUE(store->save_finished(second));
  const auto loaded = store->load("ABCD");
  ASSERT_TRUE(loaded && loaded->has_value());
  expect_same(**loaded, second);
  EXPECT_EQ(store->recent(10)->size(), 1u);
}

TEST_F(SqliteStoreTest, UnknownCodeIsNullopt) {
  auto store = open_store();
  ASSERT_TRUE(store);
  ASSERT_TRUE(store->save_finished(sample("ABCD", 5'000)));
  const auto loaded = store->load("ZZZZ");
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_FALSE(loaded->has_value());
  EXPECT_FALSE(store->load("")->has_value());
}

TEST_F(SqliteStoreTest, PurgeRemovesOnlyMatchesFinishedBeforeTheCutoff) {
  auto store = open_store();
  ASSERT_TRUE(store);
  ASSERT_TRUE(store->save_finished(sample("OLD1", 1'000)));
  ASSERT_TRUE(store->save_finished(sample("OLD2", 1'999)));
  ASSERT_TRUE(store->save_finished(sample("EDGE", 2'000)));  // exactly at the cutoff: kept
  ASSERT_TRUE(store->save_finished(sample("NEW1", 3'000)));
  const auto purged = store->purge_older_than(2'000);
  ASSERT_TRUE(purged) << purged.error().message;
  EXPECT_EQ(*purged, 2);
  EXPECT_FALSE(store->load("OLD1")->has_value());
  EXPECT_FALSE(store->load("OLD2")->has_value());
  EXPECT_TRUE(store->load("EDGE")->has_value());
  EXPECT_TRUE(store->load("NEW1")->has_value());
  EXPECT_EQ(*store->purge_older_than(2'000), 0);
}

TEST_F(SqliteStoreTest, RecentListsNewestFirstWithPlayerNames) {
  auto store = open_store();
  ASSERT_TRUE(store);
  ASSERT_TRUE(store->save_finished(sample("B", 2'000)));
  ASSERT_TRUE(store->save_finished(sample("C", 3'000)));
  ASSERT_TRUE(store->save_finished(sample("A", 1'000)));
  const auto recent = store->recent(2);
  ASSERT_TRUE(recent) << recent.error().message;
  const std::vector<MatchSummary> want = {{"C", "bidlock", 3'000, {"Ada", "Bot Bea"}},
                                          {"B", "bidlock", 2'000, {"Ada", "Bot Bea"}}};
  EXPECT_EQ(*recent, want);
  EXPECT_TRUE(store->recent(0)->empty());
  EXPECT_FALSE(store->recent(-1));
}

TEST_F(SqliteStoreTest, AReopenedFileStillHasTheMatch) {
  const auto match = sample("KEEP", 5'000);
  {
    auto store = open_store();
    ASSERT_TRUE(store);
    ASSERT_TRUE(store->save_finished(match));
  }  // the "server" stops: the connection closes
  auto reopened = open_store();
  ASSERT_TRUE(reopened);
  const auto loaded = reopened->load("KEEP");
  ASSERT_TRUE(loaded && loaded->has_value());
  expect_same(**loaded, match);
}

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

TEST_F(SqliteStoreTest, PlayersWithoutNamesAreRefusedWhenSaving) {
  auto store = open_store();
  ASSERT_TRUE(store);
  auto match = sample("ABCD", 5'000);
  match.players = json::array{json::object{{"seat", 0}}};
  EXPECT_FALSE(store->save_finished(match));
  EXPECT_FALSE(store->load("ABCD")->has_value());
  EXPECT_FALSE(store->save_finished(sample("", 5'000)));  // no code
}

TEST_F(SqliteStoreTest, ConcurrentSavesAllLand) {
  auto store = open_store();
  ASSERT_TRUE(store);
  constexpr int kThreads = 4;
  constexpr int kPerThread = 25;
  std::atomic<int> failures = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kPerThread; ++i) {
        const auto code = "T" + std::to_string(t) + "_" + std::to_string(i);
        if (!store->save_finished(sample(code, t * 1'000 + i))) ++failures;
        if (!store->load(code).value_or(std::nullopt)) ++failures;  // reads interleave too
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures, 0);
  const auto all = store->recent(1'000);
  ASSERT_TRUE(all) << all.error().message;
  EXPECT_EQ(all->size(), static_cast<std::size_t>(kThreads * kPerThread));
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
TEST_F(SqliteStoreTest, ReplayTextsSavedInOneBatchLoadBackEqual) {
  auto store = open_store();
  ASSERT_TRUE(store);
  std::vector<FinishedMatch> matches;
  std::vector<MatchTexts> texts;
  for (int i = 0; i < 5; ++i) {
    auto match = sample("B" + std::to_string(i), 5'000 + i);
    json::object replay{{"code", match.code},
                        {"players", match.players},
                        {"record", engine::record_to_json(match.record)},
                        {"final", json::object{{"round", 13}}}};
    match.summary = replay;
    auto rendered = replay_texts(match.code, match.game, match.finished_at_ms, replay);
    ASSERT_TRUE(rendered) << rendered.error().message;
    texts.push_back(std::move(*rendered));
    matches.push_back(std::move(match));
  }
  ASSERT_TRUE(store->save_all(texts));
  for (const auto& match : matches) {
    const auto loaded = store->load(match.code);
    ASSERT_TRUE(loaded && *loaded);
    expect_same(**loaded, match);
  }
  EXPECT_EQ(store->recent(10)->size(), 5u);
  EXPECT_TRUE(store->save_all({}));  // nothing to write is no error
}

TEST_F(SqliteStoreTest, AReplayWithoutNamedPlayersIsNotRendered) {
  EXPECT_FALSE(replay_texts("ABCD", "bidlock", 1, json::object{{"record", nullptr}}));
  EXPECT_FALSE(replay_texts("ABCD", "bidlock", 1,
                            json::object{{"players", json::array{json::object{{"seat", 0}}}}}));
  EXPECT_FALSE(replay_texts("", "bidlock", 1, json::object{{"players", json::array{}}}));
}

}  // namespace
}  // namespace gavel::store
