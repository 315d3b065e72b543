// Two servers on one database, each with its fenced journal and its lease:
// a new room is its creator's, a taken code is refused, a lapsed lease lets
// the other adopt while the old owner's writes are refused, a commit in
// flight holds an adoption back, a stop releases rooms with their unheld
// time, and a restart under the same address takes its rooms back.
#include "cluster/room_ownership.h"

#include <gtest/gtest.h>

#include "store/pg_room_journal.h"
#include "tests/support/pg_scratch.h"

namespace gavel::cluster {
namespace {
using namespace std::chrono_literals;
using Place = Whereabouts::Place;

struct Server {
  std::unique_ptr<store::PgRoomJournal> journal;
  std::unique_ptr<RoomOwnership> ownership;
};

class RoomOwnershipTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    auto made = testing::PgScratch::create(&error);
    ASSERT_TRUE(error.empty()) << error;
    if (!made) GTEST_SKIP() << testing::PgScratch::kSkipReason;
    scratch_.emplace(std::move(*made));
  }

  Server server(const std::string& id) {
    auto journal = store::PgRoomJournal::open(scratch_->url(), id);
    EXPECT_TRUE(journal) << journal.error().message;
    auto ownership = RoomOwnership::open(scratch_->url(), id, 5000ms);
    EXPECT_TRUE(ownership) << ownership.error().message;
    return {std::move(*journal), std::move(*ownership)};
  }
  // The room's first line, as a server writes it when the room is made.
  static store::JournalBatch opening(const std::string& code, const std::string& line) {
    return {{{code, line}}, {}, std::nullopt, {code}};
  }
  static store::JournalBatch line(const std::string& code, const std::string& text) {
    return {{{code, text}}, {}, std::nullopt};
  }
  void lapse(const std::string& id) {
    auto done = scratch_->admin().run(
        "UPDATE cluster_servers SET alive_until = now() - interval '1 second' WHERE id = '" + id +
        "'");
    ASSERT_TRUE(done) << done.error().message;
  }
  std::vector<std::string> inputs(Server& server, const std::string& code) {
    auto rooms = server.journal->load({code});
    EXPECT_TRUE(rooms);
    return rooms && !rooms->empty() ? rooms->front().inputs : std::vector<std::string>{};
  }
  Place place(Server& server, const std::string& code) {
    auto where = server.ownership->locate(code);
    EXPECT_TRUE(where);
    return where ? where->place : Place::kNowhere;
  }

  std::optional<testing::PgScratch> scratch_;
};

TEST_F(RoomOwnershipTest, ANewRoomIsItsCreatorsAndTheOthersSayWhere) {
  auto a = server("10.0.0.1:8080");
  auto b = server("10.0.0.2:8080");
  auto written = a.journal->write(opening("R1", "a1"));
  ASSERT_TRUE(written);
  EXPECT_TRUE(written->refused.empty());
  EXPECT_EQ(place(a, "R1"), Place::kHere);
  auto seen = b.ownership->locate("R1");
  ASSERT_TRUE(seen);
  EXPECT_EQ(seen->place, Place::kElsewhere);
  EXPECT_EQ(seen->address, "10.0.0.1:8080");
  // For as long as A's lease (5 s) has to run.
  EXPECT_GT(seen->holds_for, 4000ms);
  EXPECT_LE(seen->holds_for, 5000ms);
  EXPECT_EQ(place(b, "NOSUCH"), Place::kNowhere);
}

TEST_F(RoomOwnershipTest, ACodeAnotherServerHoldsIsRefused) {
  auto a = server("A:1");
  auto b = server("B:1");
  ASSERT_TRUE(a.journal->write(opening("R1", "a1")));
  auto clash = b.journal->write(opening("R1", "b1"));
  ASSERT_TRUE(clash);
  EXPECT_EQ(clash->refused, std::vector<std::string>{"R1"});
  // And a later line of a room it never held, too.
  auto stray = b.journal->write(line("R1", "b2"));
  ASSERT_TRUE(stray);
  EXPECT_EQ(stray->refused, std::vector<std::string>{"R1"});
  EXPECT_EQ(inputs(a, "R1"), std::vector<std::string>{"a1"});
}

TEST_F(RoomOwnershipTest, ALapsedLeaseLetsAnotherAdoptAndFencesTheOldOwner) {
  auto a = server("A:1");
  auto b = server("B:1");
  ASSERT_TRUE(a.journal->write({{{"R1", "a1"}, {"R2", "x1"}}, {}, std::nullopt, {"R1", "R2"}}));
  ASSERT_TRUE(a.journal->write(line("R1", "a2")));
  auto early = b.ownership->adopt(64);
  ASSERT_TRUE(early);
  EXPECT_TRUE(early->empty()) << "A's lease still runs";
  lapse("A:1");
  EXPECT_EQ(place(b, "R1"), Place::kUnheld);
  auto adopted = b.ownership->adopt(64);
  ASSERT_TRUE(adopted);
  ASSERT_EQ(adopted->size(), 2u);
  EXPECT_EQ((*adopted)[0].code, "R1");
  EXPECT_GE((*adopted)[0].unheld_ms, 0);
  EXPECT_EQ(place(b, "R1"), Place::kHere);
  // A, stalled and back, is refused; B writes on after A's lines.
  auto late = a.journal->write(line("R1", "a3"));
  ASSERT_TRUE(late);
  EXPECT_EQ(late->refused, std::vector<std::string>{"R1"});
  auto going_on = b.journal->write(line("R1", "b1"));
  ASSERT_TRUE(going_on);
  EXPECT_TRUE(going_on->refused.empty());
  EXPECT_EQ(inputs(b, "R1"), (std::vector<std::string>{"a1", "a2", "b1"}));
  // Nor may A forget the room it lost: B's lines stay.
  ASSERT_TRUE(a.journal->write({{}, {"R1"}, std::nullopt}));
  EXPECT_EQ(inputs(b, "R1").size(), 3u);
  EXPECT_EQ(place(b, "R1"), Place::kHere);
}

TEST_F(RoomOwnershipTest, AnAdoptionSkipsARoomWhoseCommitIsInFlight) {
  auto a = server("A:1");
  auto b = server("B:1");
  ASSERT_TRUE(a.journal->write(opening("R1", "a1")));
  lapse("A:1");
  // A commit holding the room's row, as the journal's fence does.
  auto& held = scratch_->admin();
  ASSERT_TRUE(held.run("BEGIN"));
  ASSERT_TRUE(held.query("SELECT code FROM room_owners WHERE code = 'R1' FOR SHARE"));
  auto skipped = b.ownership->adopt(64);
  ASSERT_TRUE(skipped);
  EXPECT_TRUE(skipped->empty());
  ASSERT_TRUE(held.run("COMMIT"));
  auto adopted = b.ownership->adopt(64);
  ASSERT_TRUE(adopted);
  EXPECT_EQ(adopted->size(), 1u);
}

TEST_F(RoomOwnershipTest, AStopReleasesRoomsForTheOthersAndLeavesNoLease) {
  auto a = server("A:1");
  auto b = server("B:1");
  ASSERT_TRUE(a.journal->write(opening("R1", "a1")));
  ASSERT_TRUE(a.ownership->drain());
  // Still A's, but not for certain for any time: it hands its rooms over.
  auto draining = b.ownership->locate("R1");
  ASSERT_TRUE(draining);
  EXPECT_EQ(draining->place, Place::kElsewhere);
  EXPECT_EQ(draining->holds_for, 0ms);
  auto open = b.ownership->any_open_server();
  ASSERT_TRUE(open);
  EXPECT_EQ(*open, std::optional<std::string>("B:1")) << "a draining server takes no rooms";
  auto released = a.ownership->release_all();
  ASSERT_TRUE(released);
  EXPECT_EQ(*released, 1);
  EXPECT_EQ(place(b, "R1"), Place::kUnheld);
  auto adopted = b.ownership->adopt(64);
  ASSERT_TRUE(adopted);
  ASSERT_EQ(adopted->size(), 1u);
  EXPECT_LT((*adopted)[0].unheld_ms, 60'000);
  auto rows = scratch_->admin().query("SELECT count(*) FROM cluster_servers WHERE id = 'A:1'");
  ASSERT_TRUE(rows);
  EXPECT_EQ(postgres::text(*rows, 0, 0), "0");
}

TEST_F(RoomOwnershipTest, ARestartUnderTheSameAddressTakesItsRoomsBack) {
  {
    auto a = server("A:1");
    ASSERT_TRUE(a.journal->write(opening("R1", "a1")));
    ASSERT_TRUE(a.journal->write(opening("R2", "x1")));
    ASSERT_TRUE(a.journal->write({{}, {"R2"}, std::nullopt}));  // R2 left
  }
  auto again = server("A:1");
  auto mine = again.ownership->reclaim();
  ASSERT_TRUE(mine);
  EXPECT_EQ(*mine, std::vector<std::string>{"R1"});
  auto other = server("B:1");
  auto adopted = other.ownership->adopt(64);
  ASSERT_TRUE(adopted);
  EXPECT_TRUE(adopted->empty()) << "A's restart renewed its lease";
}

}  // namespace
}  // namespace gavel::cluster
