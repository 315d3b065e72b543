// The room journal's contract on SQLite and PostgreSQL alike: lines come
// back per room in the order they were written, a forgotten room is gone, the
// time noted survives a reopen, a batch is all or nothing, and what write()
// returned survives the connection's end.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "../support/store_backends.h"
#include "store/pg_room_journal.h"
#include "store/sqlite_room_journal.h"

namespace gavel::store {
namespace {

class RoomJournalTest : public gavel::testing::StoreBackendTest {
 protected:
  // A second call opens the same journal again, as after a restart.
  std::unique_ptr<RoomJournal> open_journal() {
    Result<std::unique_ptr<RoomJournal>> journal =
        postgres() ? Result<std::unique_ptr<RoomJournal>>(PgRoomJournal::open(url()))
                   : Result<std::unique_ptr<RoomJournal>>(
                         SqliteRoomJournal::open(sqlite_path("rooms.db")));
    EXPECT_TRUE(journal) << journal.error().message;
    return journal ? std::move(*journal) : nullptr;
  }
  // One statement behind the journal's back, on its own connection.
  void raw(const std::string& sql) {
    if (postgres()) {
      auto done = pg().admin().run(sql);
      ASSERT_TRUE(done) << done.error().message;
      return;
    }
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(sqlite_path("rooms.db").c_str(), &db), SQLITE_OK);
    char* message = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message);
    const std::string why = message ? message : "";
    sqlite3_free(message);
    sqlite3_close(db);
    ASSERT_EQ(rc, SQLITE_OK) << why;
  }
};
GAVEL_ON_EVERY_BACKEND(RoomJournalTest);

TEST_P(RoomJournalTest, LinesComeBackPerRoomInTheOrderWritten) {
  {
    auto journal = open_journal();
    ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}, {"BBBBB", "b1"}, {"AAAAA", "a2"}}, {}, 5}));
    ASSERT_TRUE(journal->write({{{"BBBBB", "b2"}, {"CCCCC", "c1"}}, {}, 9}));
  }
  auto journal = open_journal();  // as after a restart
  auto rooms = journal->load();
  ASSERT_TRUE(rooms);
  ASSERT_EQ(rooms->size(), 3u);
  EXPECT_EQ((*rooms)[0].code, "AAAAA");
  EXPECT_EQ((*rooms)[0].inputs, (std::vector<std::string>{"a1", "a2"}));
  EXPECT_EQ((*rooms)[1].inputs, (std::vector<std::string>{"b1", "b2"}));
  EXPECT_EQ((*rooms)[2].inputs, (std::vector<std::string>{"c1"}));
  auto alive = journal->alive_at();
  ASSERT_TRUE(alive);
  EXPECT_EQ(*alive, std::optional<std::int64_t>(9));
}

TEST_P(RoomJournalTest, AForgottenRoomIsGone) {
  auto journal = open_journal();
  ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}, {"BBBBB", "b1"}}, {}, std::nullopt}));
  ASSERT_TRUE(journal->write({{}, {"AAAAA"}, std::nullopt}));
  auto rooms = journal->load();
  ASSERT_TRUE(rooms);
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ(rooms->front().code, "BBBBB");
  auto alive = journal->alive_at();
  ASSERT_TRUE(alive);
  EXPECT_FALSE(alive->has_value());
}

TEST_P(RoomJournalTest, ARoomKeepsItsOrderAfterTheNewestRowsAreForgotten) {
  // Row ids are reused once the largest are deleted; a room still reads in
  // the order it was written.
  auto journal = open_journal();
  ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}, {"BBBBB", "b1"}, {"BBBBB", "b2"}}, {}, 1}));
  ASSERT_TRUE(journal->write({{}, {"BBBBB"}, std::nullopt}));
  ASSERT_TRUE(journal->write({{{"AAAAA", "a2"}, {"CCCCC", "c1"}, {"AAAAA", "a3"}}, {}, 2}));
  auto rooms = journal->load();
  ASSERT_TRUE(rooms);
  ASSERT_EQ(rooms->size(), 2u);
  EXPECT_EQ((*rooms)[0].inputs, (std::vector<std::string>{"a1", "a2", "a3"}));
  EXPECT_EQ((*rooms)[1].inputs, (std::vector<std::string>{"c1"}));
}

TEST_P(RoomJournalTest, ABatchThatFailsHalfwayWritesNothing) {
  auto journal = open_journal();
  ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}}, {}, 3}));
  // The second line of the next batch is refused by the database itself.
  raw(postgres() ? "ALTER TABLE room_inputs ADD CONSTRAINT refuse_bad CHECK (input <> 'bad')"
                 : "CREATE TRIGGER refuse_bad BEFORE INSERT ON room_inputs"
                   " WHEN NEW.input = 'bad' BEGIN SELECT RAISE(ABORT, 'refused'); END");
  EXPECT_FALSE(journal->write({{{"AAAAA", "a2"}, {"BBBBB", "bad"}}, {"AAAAA"}, 9}));
  auto rooms = journal->load();
  ASSERT_TRUE(rooms) << rooms.error().message;
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ(rooms->front().inputs, (std::vector<std::string>{"a1"}));
  EXPECT_EQ(*journal->alive_at(), std::optional<std::int64_t>(3));
  // The journal stays usable after the refusal.
  ASSERT_TRUE(journal->write({{{"AAAAA", "a2"}}, {}, std::nullopt}));
  EXPECT_EQ(journal->load()->front().inputs, (std::vector<std::string>{"a1", "a2"}));
}

TEST_P(RoomJournalTest, AnyTextComesBackAsWritten) {
  // What a JSON line may hold: quotes, backslashes, commas, braces, NULL as
  // a word, empty text, letters beyond ASCII.
  const std::vector<std::string> inputs = {R"({"say":"a \"quoted\" word, {braces} and \\ back"})",
                                           "", "NULL", "\"", "é ✓ 🂡"};
  JournalBatch batch;
  for (const auto& input : inputs) batch.lines.push_back({"AAAAA", input});
  batch.lines.push_back({"B,\"{}", "odd code"});
  auto journal = open_journal();
  ASSERT_TRUE(journal->write(batch));
  auto rooms = open_journal()->load();
  ASSERT_TRUE(rooms) << rooms.error().message;
  ASSERT_EQ(rooms->size(), 2u);
  EXPECT_EQ((*rooms)[0].inputs, inputs);
  EXPECT_EQ((*rooms)[1].code, "B,\"{}");
}

using PgRoomJournalTest = RoomJournalTest;
INSTANTIATE_TEST_SUITE_P(Postgres, PgRoomJournalTest,
                         ::testing::Values(gavel::testing::Backend::kPostgres),
                         gavel::testing::backend_name);

TEST_P(PgRoomJournalTest, AWriteAfterTheServerDroppedTheConnectionReconnects) {
  auto journal = open_journal();
  ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}}, {}, 1}));
  // The journal's sessions end (the call waits for them), as when PostgreSQL
  // restarts between two moves.
  raw("SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity WHERE application_name = '" +
      pg().schema() + "'");
  auto written = journal->write({{{"AAAAA", "a2"}}, {}, 2});
  ASSERT_TRUE(written) << written.error().message;
  auto reopened = open_journal();
  auto rooms = reopened->load();
  ASSERT_TRUE(rooms) << rooms.error().message;
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ(rooms->front().inputs, (std::vector<std::string>{"a1", "a2"}));
}

TEST_P(PgRoomJournalTest, TheSchemaVersionIsRecorded) {
  ASSERT_TRUE(open_journal());
  auto version =
      pg().admin().query("SELECT version FROM schema_version WHERE store = 'room_journal'");
  ASSERT_TRUE(version) << version.error().message;
  ASSERT_EQ(postgres::row_count(*version), 1);
  EXPECT_EQ(postgres::text(*version, 0, 0), "2");
}

// Rooms journaled before rooms had owners (schema 1) wait to be adopted.
TEST_P(PgRoomJournalTest, RoomsOfTheFirstSchemaBecomeUnheld) {
  ASSERT_TRUE(open_journal());
  raw("DROP TABLE room_owners");
  raw("DROP TABLE cluster_servers");
  raw("UPDATE schema_version SET version = 1 WHERE store = 'room_journal'");
  raw("INSERT INTO room_inputs (code, input) VALUES ('OLD01', 'a'), ('OLD01', 'b')");
  auto journal = open_journal();
  ASSERT_TRUE(journal);
  auto owners = pg().admin().query("SELECT code, server_id IS NULL FROM room_owners");
  ASSERT_TRUE(owners) << owners.error().message;
  ASSERT_EQ(postgres::row_count(*owners), 1);
  EXPECT_EQ(postgres::text(*owners, 0, 0), "OLD01");
  EXPECT_EQ(postgres::text(*owners, 0, 1), "t");
}

}  // namespace
}  // namespace gavel::store
