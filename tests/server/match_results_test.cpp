// Saving a finished match off the room's strand: what lands in the store is
// the replay the room shows, and until it lands the replay is still answered.
#include "server/match_results.h"

#include <gtest/gtest.h>

#include <future>

#include "../support/scratch_dir.h"
#include "accounts/sqlite_account_store.h"
#include "games/all_games.h"
#include "server/room.h"
#include "server/room_options.h"
#include "store/sqlite_store.h"
#include "tests/support/holdem_end.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

Room finished_table(const std::string& code) {
  auto options = parse_room_options(json::parse(R"({"seats":2})"), all_games(), 30);
  EXPECT_TRUE(options);
  Room room(all_games(), *options, code, 77, 1'000);
  EXPECT_TRUE(room.join(json::object{{"name", "Ann"}}, "a", 2'000));
  EXPECT_TRUE(room.join(json::object{{"name", "Bob"}}, "b", 2'000));
  for (int chip = 1; chip <= 12; ++chip) {
    EXPECT_TRUE(room.move("a", json::object{{"chip", chip}}, 3'000 + chip));
    EXPECT_TRUE(room.move("b", json::object{{"chip", 13 - chip}}, 3'000 + chip));
  }
  EXPECT_EQ(room.status(), RoomStatus::kFinished);
  return room;
}

// A store whose writes wait until the test lets them through.
class HeldStore final : public store::MatchStore {
 public:
  explicit HeldStore(store::MatchStore& inner) : inner_(inner) {}
  std::promise<void> release;
  std::promise<void> writing;

  store::Result<void> save_finished(const store::FinishedMatch& match) override {
    return inner_.save_finished(match);
  }
  store::Result<void> save_all(std::span<const store::MatchTexts> matches) override {
    if (!told_) {
      told_ = true;
      writing.set_value();
      release.get_future().wait();
    }
    return inner_.save_all(matches);
  }
  store::Result<std::optional<store::FinishedMatch>> load(std::string_view code) override {
    return inner_.load(code);
  }
  store::Result<int> purge_older_than(std::int64_t cutoff_ms) override {
    return inner_.purge_older_than(cutoff_ms);
  }
  store::Result<std::vector<store::MatchSummary>> recent(int limit) override {
    return inner_.recent(limit);
  }

 private:
  store::MatchStore& inner_;
  bool told_ = false;
};

class MatchResultsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto opened = store::SqliteStore::open((scratch_.path() / "matches.db").string());
    ASSERT_TRUE(opened);
    store_ = std::move(*opened);
    auto accounts = accounts::SqliteAccountStore::open((scratch_.path() / "accounts.db").string());
    ASSERT_TRUE(accounts);
    accounts_ = std::move(*accounts);
  }

  gavel::testing::ScratchDir scratch_{"gavel_match_results_test"};
  std::unique_ptr<store::SqliteStore> store_;
  std::unique_ptr<accounts::SqliteAccountStore> accounts_;
};

TEST_F(MatchResultsTest, TheStoredReplayIsTheOneTheRoomShows) {
  const auto room = finished_table("ABCDE");
  {
    MatchResults results(all_games(), *store_, *accounts_, nullptr);
    results.finished(room);
  }  // gone: everything queued is written
  const auto stored = store_->load("ABCDE");
  ASSERT_TRUE(stored && *stored);
  const auto shown = replay(room);
  EXPECT_EQ((*stored)->summary, shown);
  EXPECT_EQ((*stored)->players, shown.at("players"));
  EXPECT_EQ((*stored)->record, room.play()->record());
  EXPECT_EQ((*stored)->game, "bidlock");
  EXPECT_EQ((*stored)->finished_at_ms, room.last_activity());
  // What it holds is what it held when built from the room in two views.
  const auto view = room.match()->view(engine::Viewer::spectator());
  EXPECT_EQ(shown.at("rounds"), view.at("history"));
  EXPECT_EQ(shown.at("final").at("game"), "bidlock");
  EXPECT_EQ(shown.at("final").at("history"), view.at("history"));
}

TEST_F(MatchResultsTest, AReplayNotYetWrittenIsStillAnswered) {
  HeldStore held(*store_);
  auto writing = held.writing.get_future();
  const auto first = finished_table("FIRST");
  const auto second = finished_table("SECND");
  {
    MatchResults results(all_games(), held, *accounts_, nullptr);
    results.finished(first);
    writing.wait();  // the writer holds the first batch
    results.finished(second);
    ASSERT_TRUE(results.unsaved_replay("FIRST"));
    EXPECT_EQ(boost::json::parse(results.unsaved_replay("FIRST")->summary), replay(first));
    EXPECT_EQ(boost::json::parse(results.unsaved_replay("SECND")->summary), replay(second));
    EXPECT_FALSE(store_->load("FIRST")->has_value());
    EXPECT_FALSE(results.unsaved_replay("OTHER"));
    held.release.set_value();
  }
  EXPECT_TRUE(store_->load("FIRST")->has_value());
  EXPECT_TRUE(store_->load("SECND")->has_value());
}

// A move after the end (Hold'em's Reveal now in the final-results break):
// the stored replay becomes the one the room shows after it, and the
// ratings, settled once at the end, are neither settled nor shown again.
TEST_F(MatchResultsTest, SavingAgainAfterAMoveAfterTheEndRatesNothingTwice) {
  const auto ann = accounts_->create_account("Ann", "correct horse 1", 1'000);
  const auto bob = accounts_->create_account("Bob", "correct horse 2", 1'000);
  ASSERT_TRUE(ann && bob);
  auto end = testing::holdem_won_by_a_resignation(ann->id, bob->id, 1'000'000, "HOLD1");
  ASSERT_TRUE(end);
  auto& room = end->room;
  ASSERT_TRUE(room.rated_result());
  int shown = 0;
  const auto count = [&](const std::string& code, std::vector<SeatRating> changes) {
    EXPECT_EQ(code, "HOLD1");
    EXPECT_EQ(changes.size(), 2u);
    ++shown;
  };
  const auto first_replay = replay(room);
  {
    MatchResults results(all_games(), *store_, *accounts_, count);
    results.finished(room);
    ASSERT_TRUE(room.move(end->winner, json::object{{"action", "reveal_now"}, {"card", 0}},
                          room.finished_at() + 500));
    results.saved_again(room);
  }  // gone: everything queued is written
  EXPECT_EQ(shown, 1);
  for (const auto id : {ann->id, bob->id}) {
    const auto history = accounts_->rating_history(id, "holdem", 10);
    ASSERT_TRUE(history);
    EXPECT_EQ(history->size(), 1u);
  }
  const auto stored = store_->load("HOLD1");
  ASSERT_TRUE(stored && *stored);
  EXPECT_EQ((*stored)->summary, replay(room));
  EXPECT_NE((*stored)->summary, first_replay);  // the revealed card is in it
  EXPECT_EQ((*stored)->finished_at_ms, room.finished_at());
}

}  // namespace
}  // namespace gavel::server
