// The room journal's SQLite file: a file of the first schema is converted,
// an unusable path is refused (the contract every backend keeps is in
// room_journal_contract_test.cpp).
#include "store/sqlite_room_journal.h"
#include "../support/scratch_dir.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>

namespace gavel::store {
namespace {

class SqliteRoomJournalTest : public ::testing::Test {
 protected:
  std::string path() const { return (dir_.path() / "data" / "rooms.db").string(); }
  std::unique_ptr<SqliteRoomJournal> open_journal() {
    auto journal = SqliteRoomJournal::open(path());
    EXPECT_TRUE(journal) << journal.error().message;
    return journal ? std::move(*journal) : nullptr;
  }
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

TEST_F(SqliteRoomJournalTest, AnUnusablePathIsAnError) {
  EXPECT_FALSE(SqliteRoomJournal::open("/proc/no/such/dir/rooms.db"));
}

}  // namespace
}  // namespace gavel::store
