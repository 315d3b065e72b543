// Group commit: inputs handed in from many threads are all stored, in each
// room's order, and each caller hears "durable" only after its lines are.
#include "server/journal_writer.h"
#include "../support/scratch_dir.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "store/sqlite_room_journal.h"

namespace gavel::server {
namespace {

TEST(JournalWriter, EveryInputIsStoredInItsRoomsOrderBeforeItIsAcknowledged) {
  gavel::testing::ScratchDir dir("journal_writer");
  auto journal = store::SqliteRoomJournal::open((dir.path() / "rooms.db").string());
  ASSERT_TRUE(journal);
  constexpr int kRooms = 4;
  constexpr int kInputs = 200;
  std::atomic<int> acknowledged = 0;
  std::atomic<bool> acknowledged_early = false;
  {
    JournalWriter writer(**journal);
    std::vector<std::thread> rooms;
    for (int room = 0; room < kRooms; ++room) {
      rooms.emplace_back([&, room] {
        const std::string code = "ROOM" + std::to_string(room);
        for (int i = 0; i < kInputs; ++i) {
          writer.append(code, {"{\"i\":" + std::to_string(i) + "}"}, i == 0, [&, code, i](bool) {
            // What was acknowledged is readable from the file already.
            auto stored = (*journal)->load();
            bool found = false;
            for (const auto& saved : stored ? *stored : std::vector<store::JournaledRoom>{}) {
              if (saved.code == code && static_cast<int>(saved.inputs.size()) > i) found = true;
            }
            if (!found) acknowledged_early = true;
            ++acknowledged;
          });
        }
      });
    }
    for (auto& thread : rooms) thread.join();
    writer.stop();
  }
  EXPECT_EQ(acknowledged, kRooms * kInputs);
  EXPECT_FALSE(acknowledged_early);
  auto stored = (*journal)->load();
  ASSERT_TRUE(stored);
  ASSERT_EQ(stored->size(), static_cast<std::size_t>(kRooms));
  for (const auto& room : *stored) {
    ASSERT_EQ(room.inputs.size(), static_cast<std::size_t>(kInputs));
    for (int i = 0; i < kInputs; ++i)
      EXPECT_EQ(room.inputs[i], "{\"i\":" + std::to_string(i) + "}");
  }
  EXPECT_TRUE((*journal)->alive_at().value().has_value());
}

TEST(JournalWriter, AForgottenRoomLeavesTheFile) {
  gavel::testing::ScratchDir dir("journal_writer");
  auto journal = store::SqliteRoomJournal::open((dir.path() / "rooms.db").string());
  ASSERT_TRUE(journal);
  {
    JournalWriter writer(**journal);
    writer.append("GONE1", {R"({"i":1})"}, true, {});
    writer.append("KEPT1", {R"({"i":1})"}, true, {});
    writer.forget("GONE1");
  }
  auto stored = (*journal)->load();
  ASSERT_TRUE(stored);
  ASSERT_EQ(stored->size(), 1u);
  EXPECT_EQ(stored->front().code, "KEPT1");
}

}  // namespace
}  // namespace gavel::server
