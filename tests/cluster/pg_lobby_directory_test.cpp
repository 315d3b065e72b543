// Two directories on one database, as two servers would be: each sees the
// other's entries (never its own), updates, deletes, the lobby's order, and
// a notification waking the other's read.
#include "cluster/pg_lobby_directory.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "tests/support/pg_scratch.h"

namespace gavel::cluster {
namespace {
using namespace std::chrono_literals;
namespace json = boost::json;

// A server's rooms as the test sets them; gather hands them out once per change.
struct FakeRooms {
  std::mutex mutex;
  std::vector<LobbyEntry> entries;
  std::uint64_t generation = 1;
  void set(std::vector<LobbyEntry> now) {
    std::lock_guard lock(mutex);
    entries = std::move(now);
    ++generation;
  }
  LobbyDirectory::Gather gather() {
    return [this](std::uint64_t& seen) -> std::optional<std::vector<LobbyEntry>> {
      std::lock_guard lock(mutex);
      if (seen == generation) return std::nullopt;
      seen = generation;
      return entries;
    };
  }
};

LobbyEntry entry(std::string code, std::string game, int rank, std::int64_t created,
                 std::vector<std::string> invited = {}, bool listed = true) {
  LobbyEntry made;
  made.code = code;
  made.game = game;
  made.rank = rank;
  made.created_at = created;
  made.listed = listed;
  made.entry = std::make_shared<const json::object>(
      json::object{{"code", code}, {"game", game}, {"createdAt", created}, {"rank", rank}});
  if (rank == 0) made.listing = std::make_shared<const json::object>(json::object{{"code", code}});
  made.invited = std::make_shared<const std::vector<std::string>>(std::move(invited));
  return made;
}

std::vector<std::string> codes(const LobbyDirectory& directory) {
  std::vector<std::string> out;
  for (const auto& e : *directory.remote()) out.push_back(e.code);
  return out;
}

// Waits (up to 5 s) until `directory` shows `expected`.
bool shows(const LobbyDirectory& directory, const std::vector<std::string>& expected) {
  for (int i = 0; i < 500; ++i) {
    if (codes(directory) == expected) return true;
    std::this_thread::sleep_for(10ms);
  }
  return false;
}

class PgLobbyDirectoryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    auto made = testing::PgScratch::create(&error);
    ASSERT_TRUE(error.empty()) << error;
    if (made) scratch_.emplace(std::move(*made));
    if (!scratch_) GTEST_SKIP() << testing::PgScratch::kSkipReason;
  }
  std::unique_ptr<PgLobbyDirectory> open(std::string id, FakeRooms& rooms,
                                         std::chrono::milliseconds reread = 60s) {
    auto directory = PgLobbyDirectory::open(
        {.url = scratch_->url(), .server_id = std::move(id), .reread_every = reread});
    EXPECT_TRUE(directory) << (directory ? "" : directory.error().message);
    if (!directory) return nullptr;
    (*directory)->start(rooms.gather());
    return std::move(*directory);
  }
  std::optional<testing::PgScratch> scratch_;
};

TEST_F(PgLobbyDirectoryTest, EachSeesTheOthersEntriesInLobbyOrderNeverItsOwn) {
  FakeRooms rooms_a, rooms_b;
  auto a = open("a", rooms_a);
  auto b = open("b", rooms_b);
  ASSERT_TRUE(a && b);
  rooms_a.set({entry("AAAA", "bidlock", 1, 100), entry("AAAB", "holdem", 0, 50)});
  rooms_b.set({entry("BBBB", "bidlock", 0, 200), entry("BBBC", "spendii", 2, 300)});
  // Waiting first, then playing, then finished; newest first within each.
  EXPECT_TRUE(shows(*b, {"AAAB", "AAAA"})) << ::testing::PrintToString(codes(*b));
  EXPECT_TRUE(shows(*a, {"BBBB", "BBBC"})) << ::testing::PrintToString(codes(*a));
  const auto seen = a->remote();
  EXPECT_EQ((*seen)[0].game, "bidlock");
  EXPECT_EQ((*seen)[0].entry->at("createdAt").as_int64(), 200);
  ASSERT_TRUE((*seen)[0].listing);  // a waiting table is listed for GET /api/matches
  EXPECT_FALSE((*seen)[1].listing);
}

TEST_F(PgLobbyDirectoryTest, UpdatesAndDeletesReachTheOther) {
  FakeRooms rooms_a, rooms_b;
  auto a = open("a", rooms_a);
  auto b = open("b", rooms_b);
  ASSERT_TRUE(a && b);
  rooms_a.set({entry("AAAA", "bidlock", 0, 100), entry("AAAB", "holdem", 0, 50)});
  ASSERT_TRUE(shows(*b, {"AAAA", "AAAB"}));
  const auto before = b->remote_generation();
  // AAAA starts playing and goes behind AAAB; AAAB then leaves.
  rooms_a.set({entry("AAAA", "bidlock", 1, 100, {"u:7"}), entry("AAAB", "holdem", 0, 50)});
  EXPECT_TRUE(shows(*b, {"AAAB", "AAAA"})) << ::testing::PrintToString(codes(*b));
  EXPECT_GT(b->remote_generation(), before);
  EXPECT_EQ(*b->remote()->back().invited, std::vector<std::string>{"u:7"});
  rooms_a.set({entry("AAAA", "bidlock", 1, 100)});
  EXPECT_TRUE(shows(*b, {"AAAA"})) << ::testing::PrintToString(codes(*b));
}

TEST_F(PgLobbyDirectoryTest, ARoomAdoptedByAnotherServerIsOneRow) {
  FakeRooms rooms_a, rooms_b, rooms_c;
  auto a = open("a", rooms_a);
  auto b = open("b", rooms_b);
  auto c = open("c", rooms_c);
  ASSERT_TRUE(a && b && c);
  rooms_a.set({entry("AAAA", "bidlock", 0, 100)});
  ASSERT_TRUE(shows(*c, {"AAAA"}));
  // b publishes the same code (it adopted the room): c still sees it once,
  // and a's later withdrawal does not remove b's row.
  rooms_b.set({entry("AAAA", "bidlock", 1, 100)});
  for (int i = 0; i < 500 && c->remote()->front().rank != 1; ++i) std::this_thread::sleep_for(10ms);
  EXPECT_EQ(codes(*c), std::vector<std::string>{"AAAA"});
  EXPECT_EQ(c->remote()->front().rank, 1);
  rooms_a.set({});
  std::this_thread::sleep_for(500ms);
  EXPECT_EQ(codes(*c), std::vector<std::string>{"AAAA"});
  EXPECT_EQ(codes(*a), std::vector<std::string>{"AAAA"});  // b's now
}

TEST_F(PgLobbyDirectoryTest, ANotificationWakesTheOthersRead) {
  FakeRooms rooms_a, rooms_b;
  // b would read again on its own only after a minute: seeing a's entry
  // within seconds takes the notification.
  auto b = open("b", rooms_b, 60s);
  ASSERT_TRUE(b);
  for (int i = 0; i < 100 && b->reads() == 0; ++i) std::this_thread::sleep_for(10ms);
  const auto reads = b->reads();
  ASSERT_EQ(reads, 1u);  // the read at start
  auto a = open("a", rooms_a);
  ASSERT_TRUE(a);
  rooms_a.set({entry("AAAA", "bidlock", 0, 100)});
  EXPECT_TRUE(shows(*b, {"AAAA"}));
  EXPECT_GT(b->reads(), reads);
}

}  // namespace
}  // namespace gavel::cluster
