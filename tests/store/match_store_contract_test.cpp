// The match store's contract, run against SQLite and PostgreSQL alike:
// round trips, upserts, purging, surviving a reopen, refusals, concurrent
// saves, batches; then what only PostgreSQL needs checking (its schema
// version, rows corrupted behind the store's back).
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "../support/store_backends.h"
#include "sample_match.h"
#include "store/pg_store.h"
#include "store/sqlite_store.h"

namespace gavel::store {
namespace {

namespace json = boost::json;

class MatchStoreTest : public gavel::testing::StoreBackendTest {
 protected:
  // A second call opens the same store again, as a restarted server would.
  std::unique_ptr<MatchStore> open_store() {
    Result<std::unique_ptr<MatchStore>> store =
        postgres()
            ? Result<std::unique_ptr<MatchStore>>(PgStore::open(url()))
            : Result<std::unique_ptr<MatchStore>>(SqliteStore::open(sqlite_path("matches.db")));
    EXPECT_TRUE(store) << store.error().message;
    return store ? std::move(*store) : nullptr;
  }
};
GAVEL_ON_EVERY_BACKEND(MatchStoreTest);

TEST_P(MatchStoreTest, SavedMatchLoadsBackEqual) {
  auto store = open_store();
  ASSERT_TRUE(store);
  const auto match = sample("ABCD", 5'000);
  ASSERT_TRUE(store->save_finished(match));
  const auto loaded = store->load("ABCD");
  ASSERT_TRUE(loaded) << loaded.error().message;
  ASSERT_TRUE(loaded->has_value());
  expect_same(**loaded, match);
}

TEST_P(MatchStoreTest, SavingTheSameCodeAgainReplacesIt) {
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

TEST_P(MatchStoreTest, UnknownCodeIsNullopt) {
  auto store = open_store();
  ASSERT_TRUE(store);
  ASSERT_TRUE(store->save_finished(sample("ABCD", 5'000)));
  const auto loaded = store->load("ZZZZ");
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_FALSE(loaded->has_value());
  EXPECT_FALSE(store->load("")->has_value());
}

TEST_P(MatchStoreTest, PurgeRemovesOnlyMatchesFinishedBeforeTheCutoff) {
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

TEST_P(MatchStoreTest, RecentListsNewestFirstWithPlayerNames) {
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

TEST_P(MatchStoreTest, AReopenedFileStillHasTheMatch) {
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

TEST_P(MatchStoreTest, PlayersWithoutNamesAreRefusedWhenSaving) {
  auto store = open_store();
  ASSERT_TRUE(store);
  auto match = sample("ABCD", 5'000);
  match.players = json::array{json::object{{"seat", 0}}};
  EXPECT_FALSE(store->save_finished(match));
  EXPECT_FALSE(store->load("ABCD")->has_value());
  EXPECT_FALSE(store->save_finished(sample("", 5'000)));  // no code
}

TEST_P(MatchStoreTest, ConcurrentSavesAllLand) {
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

TEST_P(MatchStoreTest, ReplayTextsSavedInOneBatchLoadBackEqual) {
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

TEST_P(MatchStoreTest, AReplayWithoutNamedPlayersIsNotRendered) {
  EXPECT_FALSE(replay_texts("ABCD", "bidlock", 1, json::object{{"record", nullptr}}));
  EXPECT_FALSE(replay_texts("ABCD", "bidlock", 1,
                            json::object{{"players", json::array{json::object{{"seat", 0}}}}}));
  EXPECT_FALSE(replay_texts("", "bidlock", 1, json::object{{"players", json::array{}}}));
}

using PgStoreTest = MatchStoreTest;
INSTANTIATE_TEST_SUITE_P(Postgres, PgStoreTest,
                         ::testing::Values(gavel::testing::Backend::kPostgres),
                         gavel::testing::backend_name);

TEST_P(PgStoreTest, TheSchemaVersionIsRecordedAndANewerOneRefused) {
  ASSERT_TRUE(open_store());
  auto version = pg().admin().query("SELECT version FROM schema_version WHERE store = 'matches'");
  ASSERT_TRUE(version) << version.error().message;
  ASSERT_EQ(postgres::row_count(*version), 1);
  EXPECT_EQ(postgres::text(*version, 0, 0), "1");
  ASSERT_TRUE(open_store());  // opening again migrates nothing
  ASSERT_TRUE(pg().admin().run("UPDATE schema_version SET version = 99 WHERE store = 'matches'"));
  const auto store = PgStore::open(url());
  ASSERT_FALSE(store);
  EXPECT_NE(store.error().message.find("schema version 99"), std::string::npos)
      << store.error().message;
}

TEST_P(PgStoreTest, ACorruptRowIsAnErrorNotACrash) {
  auto store = open_store();
  ASSERT_TRUE(store);
  ASSERT_TRUE(store->save_finished(sample("BAD1", 5'000)));
  ASSERT_TRUE(store->save_finished(sample("BAD3", 5'000)));
  ASSERT_TRUE(pg().admin().run("UPDATE matches SET record = '{\"game\": [' WHERE code = 'BAD1'"));
  ASSERT_TRUE(pg().admin().run("UPDATE matches SET players = '42' WHERE code = 'BAD3'"));
  const auto garbage = store->load("BAD1");
  ASSERT_FALSE(garbage);
  EXPECT_NE(garbage.error().message.find("corrupt record"), std::string::npos)
      << garbage.error().message;
  EXPECT_FALSE(store->recent(10));
  ASSERT_TRUE(store->save_finished(sample("GOOD", 6'000)));
  EXPECT_TRUE(store->load("GOOD")->has_value());
}

TEST(PgStoreOpen, AnUnreachableOrMalformedUrlIsAnError) {
  const auto wrong_scheme = PgStore::open("mysql://localhost/gavel");
  ASSERT_FALSE(wrong_scheme);
  EXPECT_NE(wrong_scheme.error().message.find("postgres://"), std::string::npos);
  // Port 1 on this machine: nothing listens there, the refusal is immediate.
  const auto unreachable = PgStore::open("postgres://127.0.0.1:1/gavel?connect_timeout=2");
  ASSERT_FALSE(unreachable);
  EXPECT_NE(unreachable.error().message.find("cannot connect"), std::string::npos)
      << unreachable.error().message;
}

}  // namespace
}  // namespace gavel::store
