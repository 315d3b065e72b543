// The room journal on a real file: lines come back per room in the order they
// were written, a forgotten room is gone, the time noted survives a reopen,
// and a batch is all or nothing.
#include "store/sqlite_room_journal.h"
#include "../support/scratch_dir.h"

#include <gtest/gtest.h>

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

TEST_F(SqliteRoomJournalTest, LinesComeBackPerRoomInTheOrderWritten) {
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

TEST_F(SqliteRoomJournalTest, AForgottenRoomIsGone) {
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

TEST_F(SqliteRoomJournalTest, AnUnusablePathIsAnError) {
  EXPECT_FALSE(SqliteRoomJournal::open("/proc/no/such/dir/rooms.db"));
}

}  // namespace
}  // namespace gavel::store
