// Group commit: inputs handed in from many threads are all stored, in each
// room's order, and each caller hears "durable" only after its lines are;
// a busy writer gathers inputs into one commit, an idle one writes at once.
#include "server/journal_writer.h"
#include "../support/scratch_dir.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <mutex>
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

// Counts the lines of each commit that held any; stores nothing. The first
// such commit waits for `release` when one is given, so that inputs queue
// up behind it.
class CountingJournal final : public store::RoomJournal {
 public:
  explicit CountingJournal(std::shared_future<void> release = {}) : release_(release) {}
  store::Result<store::Written> write(const store::JournalBatch& batch) override {
    if (batch.lines.empty()) return store::Written{};
    if (release_.valid() && commits().empty()) release_.wait();
    std::lock_guard lock(mutex_);
    commits_.push_back(batch.lines.size());
    return store::Written{};
  }
  store::Result<std::vector<store::JournaledRoom>> load() override { return {}; }
  store::Result<std::optional<std::int64_t>> alive_at() override { return std::nullopt; }
  std::vector<std::size_t> commits() {
    std::lock_guard lock(mutex_);
    return commits_;
  }

 private:
  std::shared_future<void> release_;
  std::mutex mutex_;
  std::vector<std::size_t> commits_;
};

// Appends one input of `code` and returns what its durable callback says.
std::future<bool> append_one(JournalWriter& writer, const std::string& code) {
  auto done = std::make_shared<std::promise<bool>>();
  writer.append(code, {R"({"i":1})"}, false, [done](bool stored) { done->set_value(stored); });
  return done->get_future();
}

using std::chrono::seconds;
constexpr auto kForever = std::chrono::hours(1);

TEST(JournalWriter, AnInputToAnIdleWriterIsWrittenWithoutGathering) {
  CountingJournal journal;
  JournalWriter writer(journal, {.gather = kForever});
  // Were it gathered, this would wait an hour.
  EXPECT_EQ(append_one(writer, "ROOM1").wait_for(seconds(30)), std::future_status::ready);
  EXPECT_EQ(journal.commits(), std::vector<std::size_t>{1});
}

TEST(JournalWriter, AWriterBusyWithSeveralRoomsGathersTheInputsThatFollowIntoOneCommit) {
  std::promise<void> release;
  CountingJournal journal(release.get_future().share());
  JournalWriter writer(journal, {.gather = kForever});
  auto first = append_one(writer, "ROOM1");  // idle: written at once, and held
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  auto second = append_one(writer, "ROOM2");
  auto third = append_one(writer, "ROOM3");
  release.set_value();
  ASSERT_TRUE(first.get());
  ASSERT_TRUE(second.get());  // two rooms in one commit: the writer is busy
  ASSERT_TRUE(third.get());
  // Right after that commit these two share one, though without the
  // gathering the first would be long written alone; the commit waits
  // for as many as the last one held, not for the hour.
  auto fourth = append_one(writer, "ROOM4");
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  auto fifth = append_one(writer, "ROOM5");
  ASSERT_TRUE(fourth.get());
  ASSERT_TRUE(fifth.get());
  EXPECT_EQ(journal.commits(), (std::vector<std::size_t>{1, 2, 2}));
}

TEST(JournalWriter, OneRoomsInputsAreNotGatheredForItsOwnNextOnes) {
  CountingJournal journal;
  JournalWriter writer(journal, {.gather = kForever});
  // One fast match: each input follows a commit of that room's alone.
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(append_one(writer, "ROOM1").wait_for(seconds(30)), std::future_status::ready);
  }
  EXPECT_EQ(journal.commits(), (std::vector<std::size_t>{1, 1, 1}));
}

TEST(JournalWriter, ALongQueueIsWrittenWithoutWaitingForMore) {
  std::promise<void> release;
  CountingJournal journal(release.get_future().share());
  JournalWriter writer(journal, {.gather = kForever});
  const auto many = [&](int n) {
    std::vector<std::future<bool>> waiting;
    for (int i = 0; i < n; ++i) waiting.push_back(append_one(writer, "ROOM" + std::to_string(i)));
    return waiting;
  };
  auto first = append_one(writer, "ROOM1");  // held, while 300 queue behind it
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  auto behind = many(300);
  release.set_value();
  ASSERT_TRUE(first.get());
  for (auto& input : behind) ASSERT_TRUE(input.get());  // one commit of 300
  // The next commit would wait for 300 again, forever, but 256 are enough.
  auto next = many(260);
  EXPECT_EQ(next.front().wait_for(seconds(30)), std::future_status::ready);
  writer.stop();  // does not wait out the hour for the rest either
  for (auto& input : next) EXPECT_TRUE(input.get());
  const auto commits = journal.commits();
  ASSERT_GE(commits.size(), 3u);
  EXPECT_EQ(commits[0], 1u);
  EXPECT_EQ(commits[1], 300u);
}

}  // namespace
}  // namespace gavel::server
