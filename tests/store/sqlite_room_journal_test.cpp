// The room journal's SQLite file: a file of the first schema is converted,
// an unusable path is refused, and the lines of rooms gone stay out of
// every load until a pass deletes them (the contract every backend keeps is
// in room_journal_contract_test.cpp).
#include "store/sqlite_room_journal.h"
#include "../support/scratch_dir.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <map>
#include <random>

namespace gavel::store {
namespace {

class SqliteRoomJournalTest : public ::testing::Test {
 protected:
  std::string path() const { return (dir_.path() / "data" / "rooms.db").string(); }
  std::unique_ptr<SqliteRoomJournal> open_journal(std::uint64_t compact_at_least = 4096) {
    auto journal = SqliteRoomJournal::open(path(), true, compact_at_least);
    EXPECT_TRUE(journal) << journal.error().message;
    return journal ? std::move(*journal) : nullptr;
  }
  // One number read behind the journal's back, on its own connection.
  std::int64_t count(const std::string& sql) const {
    sqlite3* db = nullptr;
    EXPECT_EQ(sqlite3_open(path().c_str(), &db), SQLITE_OK);
    sqlite3_stmt* stmt = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr), SQLITE_OK);
    const std::int64_t n = sqlite3_step(stmt) == SQLITE_ROW ? sqlite3_column_int64(stmt, 0) : -1;
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return n;
  }
  // The inputs of the one room a load returns; none if it returns other than one.
  static std::vector<std::string> only_rooms_inputs(SqliteRoomJournal& journal) {
    auto rooms = journal.load();
    EXPECT_TRUE(rooms);
    if (!rooms) return {};
    EXPECT_EQ(rooms->size(), 1u);
    return rooms->size() == 1 ? rooms->front().inputs : std::vector<std::string>{};
  }
  std::int64_t rows() const { return count("SELECT count(*) FROM room_inputs"); }
  std::int64_t notes() const { return count("SELECT count(*) FROM forgotten_rooms"); }
  gavel::testing::ScratchDir dir_{"room_journal"};
};

TEST_F(SqliteRoomJournalTest, AFileOfTheFirstSchemaKeepsItsInputs) {
  // The first schema numbered rows with AUTOINCREMENT; opening converts it.
  std::filesystem::create_directories(dir_.path() / "data");
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path().c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db,
                         "CREATE TABLE room_inputs (id INTEGER PRIMARY KEY AUTOINCREMENT,"
                         " code TEXT NOT NULL, input TEXT NOT NULL);"
                         "CREATE INDEX room_inputs_code ON room_inputs (code, id);"
                         "CREATE TABLE server_facts (name TEXT PRIMARY KEY NOT NULL,"
                         " value INTEGER NOT NULL);"
                         "INSERT INTO room_inputs (code, input) VALUES"
                         " ('AAAAA', 'a1'), ('BBBBB', 'b1'), ('AAAAA', 'a2');"
                         "INSERT INTO server_facts VALUES ('alive_at', 7);"
                         "PRAGMA user_version = 1;",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);
  auto journal = open_journal();
  ASSERT_TRUE(journal->write({{{"AAAAA", "a3"}}, {}, 8}));
  auto rooms = journal->load();
  ASSERT_TRUE(rooms);
  ASSERT_EQ(rooms->size(), 2u);
  EXPECT_EQ((*rooms)[0].inputs, (std::vector<std::string>{"a1", "a2", "a3"}));
  EXPECT_EQ((*rooms)[1].inputs, (std::vector<std::string>{"b1"}));
}

TEST_F(SqliteRoomJournalTest, AFileOfTheSecondSchemaLosesItsIndexAndKeepsItsInputs) {
  {
    auto journal = open_journal();
    ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}, {"BBBBB", "b1"}}, {}, 1}));
  }
  // Back to schema 2: its index, no notes of rooms gone.
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path().c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db,
                         "DROP TABLE forgotten_rooms;"
                         "CREATE INDEX room_inputs_code ON room_inputs (code, id);"
                         "PRAGMA user_version = 2;",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);
  auto journal = open_journal();
  EXPECT_EQ(count("SELECT count(*) FROM sqlite_master WHERE name = 'room_inputs_code'"), 0);
  ASSERT_TRUE(journal->write({{{"AAAAA", "a2"}}, {"BBBBB"}, 2}));
  auto rooms = journal->load();
  ASSERT_TRUE(rooms);
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ(rooms->front().inputs, (std::vector<std::string>{"a1", "a2"}));
}

TEST_F(SqliteRoomJournalTest, ARoomGoneKeepsItsLinesOnlyUntilThePass) {
  {
    auto journal = open_journal();
    ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}, {"BBBBB", "b1"}, {"AAAAA", "a2"}}, {}, 1}));
    ASSERT_TRUE(journal->write({{}, {"AAAAA"}, std::nullopt}));
    EXPECT_EQ(rows(), 3);  // far below the pass's 4,096
  }
  auto journal = open_journal();  // as after a restart: still gone
  auto rooms = journal->load();
  ASSERT_TRUE(rooms);
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ(rooms->front().code, "BBBBB");
  EXPECT_EQ(notes(), 1);
}

TEST_F(SqliteRoomJournalTest, ThePassDeletesTheLinesOfEveryRoomGone) {
  auto journal = open_journal(4);
  ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}, {"BBBBB", "b1"}, {"CCCCC", "c1"}}, {}, 1}));
  // Two rows left behind (a line and a note) against two live lines: no pass.
  ASSERT_TRUE(journal->write({{}, {"AAAAA"}, std::nullopt}));
  EXPECT_EQ(rows(), 3);
  // Four behind, one live: the pass runs in this commit.
  ASSERT_TRUE(journal->write({{}, {"BBBBB"}, std::nullopt}));
  EXPECT_EQ(rows(), 1);
  EXPECT_EQ(notes(), 0);
  auto rooms = journal->load();
  ASSERT_TRUE(rooms);
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ(rooms->front().inputs, (std::vector<std::string>{"c1"}));
}

TEST_F(SqliteRoomJournalTest, ThePassWaitsForAsManyRowsGoneAsLiveLines) {
  auto journal = open_journal(1);
  ASSERT_TRUE(journal->write(
      {{{"AAAAA", "a1"}, {"BBBBB", "b1"}, {"BBBBB", "b2"}, {"BBBBB", "b3"}}, {}, 1}));
  ASSERT_TRUE(journal->write({{}, {"AAAAA"}, std::nullopt}));  // 2 behind, 3 live
  EXPECT_EQ(rows(), 4);
  ASSERT_TRUE(journal->write({{}, {"ZZZZZ"}, std::nullopt}));  // 3 behind (a note)
  EXPECT_EQ(rows(), 3);
  EXPECT_EQ(notes(), 0);
}

TEST_F(SqliteRoomJournalTest, ARestartCountsWhatRoomsGoneLeftBehind) {
  {
    auto journal = open_journal();
    ASSERT_TRUE(journal->write({{{"AAAAA", "a1"}, {"AAAAA", "a2"}, {"AAAAA", "a3"}}, {}, 1}));
    ASSERT_TRUE(journal->write({{}, {"AAAAA"}, std::nullopt}));  // 4 rows behind
  }
  auto journal = open_journal(5);
  // One more note makes five: the pass runs only if the four were counted.
  ASSERT_TRUE(journal->write({{{"BBBBB", "b1"}}, {"ZZZZZ"}, std::nullopt}));
  EXPECT_EQ(rows(), 1);
  EXPECT_EQ(notes(), 0);
}

TEST_F(SqliteRoomJournalTest, ACodeThatComesBackBeforeThePassKeepsOnlyItsNewLines) {
  {
    auto journal = open_journal();
    ASSERT_TRUE(journal->write({{{"AAAAA", "old1"}, {"AAAAA", "old2"}}, {}, 1}));
    ASSERT_TRUE(journal->write({{}, {"AAAAA"}, std::nullopt}));
    ASSERT_TRUE(journal->write({{{"AAAAA", "new1"}}, {}, std::nullopt}));
    EXPECT_EQ(only_rooms_inputs(*journal), (std::vector<std::string>{"new1"}));
  }
  auto journal = open_journal(1);
  EXPECT_EQ(only_rooms_inputs(*journal), (std::vector<std::string>{"new1"}));
  ASSERT_TRUE(journal->write({{{"AAAAA", "new2"}}, {"ZZZZZ"}, std::nullopt}));  // the pass
  EXPECT_EQ(notes(), 0);
  EXPECT_EQ(rows(), 2);
  EXPECT_EQ(only_rooms_inputs(*journal), (std::vector<std::string>{"new1", "new2"}));
}

TEST_F(SqliteRoomJournalTest, RandomWritesForgetsAndRestartsLoadWhatAModelHolds) {
  // Codes from a small set come back often; small passes run often.
  std::mt19937 random(7);
  std::map<std::string, std::vector<std::string>> model;
  std::vector<std::string> first_written;  // the model's room order
  auto journal = open_journal(3);
  for (int step = 0; step < 400; ++step) {
    if (random() % 25 == 0) journal = open_journal(1 + random() % 6);
    JournalBatch batch;
    for (unsigned n = random() % 4; n > 0; --n) {
      const std::string code(5, static_cast<char>('A' + random() % 6));
      const std::string input = code + std::to_string(step) + "/" + std::to_string(n);
      batch.lines.push_back({code, input});
    }
    if (random() % 3 == 0) batch.forgotten.push_back(std::string(5, 'A' + random() % 6));
    ASSERT_TRUE(journal->write(batch));
    for (const auto& line : batch.lines) {
      if (model[line.code].empty()) first_written.push_back(line.code);
      model[line.code].push_back(line.input);
    }
    for (const auto& code : batch.forgotten) {
      model.erase(code);
      std::erase(first_written, code);
    }
    auto rooms = journal->load();
    ASSERT_TRUE(rooms);
    ASSERT_EQ(rooms->size(), first_written.size()) << "step " << step;
    for (std::size_t i = 0; i < rooms->size(); ++i) {
      EXPECT_EQ((*rooms)[i].code, first_written[i]) << "step " << step;
      EXPECT_EQ((*rooms)[i].inputs, model[(*rooms)[i].code]) << "step " << step;
    }
  }
}

TEST_F(SqliteRoomJournalTest, AnUnusablePathIsAnError) {
  EXPECT_FALSE(SqliteRoomJournal::open("/proc/no/such/dir/rooms.db"));
}

}  // namespace
}  // namespace gavel::store
