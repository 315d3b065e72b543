// The shared finish step: the bots' share, rounding to tenths, the floor,
// and the unrated result.
#include "ratings/settle.h"

#include <gtest/gtest.h>

#include "settlement_totals.h"

#include <limits>

namespace gavel::ratings {
namespace {

const Participant kHuman = Participant::human();
const Participant kBot = Participant::bot();

TEST(Settle, BotsChangesAreSharedEquallyAmongHumans) {
  const std::vector people = {kHuman, kHuman, kBot};
  const auto s = settle(people, std::vector{10.0, -4.0, -6.0}, FloorRule::kReconcile);
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_TRUE(s->rated);
  EXPECT_DOUBLE_EQ(s->entries[0].exact_change, 7.0);
  EXPECT_DOUBLE_EQ(s->entries[1].exact_change, -7.0);
  EXPECT_EQ(s->entries[0].change, 70);
  EXPECT_EQ(s->entries[1].change, -70);
  EXPECT_EQ(s->entries[0].new_rating, 15070);
}

TEST(Settle, BotsKeepTheirRawChangeForTheRecordButShowZero) {
  const std::vector people = {kHuman, kBot};
  const auto s = settle(people, std::vector{3.5, -3.5}, FloorRule::kReconcile);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[1].kind, Kind::kBot);
  EXPECT_DOUBLE_EQ(s->entries[1].raw_change, -3.5);
  EXPECT_EQ(s->entries[1].exact_change, 0.0);
  EXPECT_EQ(s->entries[1].change, 0);
  EXPECT_EQ(s->entries[1].new_rating, kBotRating);
  EXPECT_EQ(s->entries[0].change, 0);  // alone with a bot: unchanged
}

TEST(Settle, ChangesAreRoundedToTenthsAndStillSumToZero) {
  const std::vector people = {kHuman, kHuman, kHuman};
  const auto s =
      settle(people, std::vector{10.0 / 3.0, 10.0 / 3.0, -20.0 / 3.0}, FloorRule::kReconcile);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[0].change, 34);
  EXPECT_EQ(s->entries[1].change, 33);
  EXPECT_EQ(s->entries[2].change, -67);
}

TEST(Settle, ReconciliationKeepsEveryHumanAtOneAndTheTotal) {
  // Two humans at 1.0 with a bot: the loser would reach −19.0.
  const std::vector people = {Participant::human(10), Participant::human(10), kBot};
  const auto s = settle(people, std::vector{-20.0, 20.0, 0.0}, FloorRule::kReconcile);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[0].new_rating, kFloor);
  EXPECT_EQ(s->entries[1].new_rating, kFloor);
  EXPECT_EQ(human_total(*s, true), human_total(*s, false));
}

TEST(Settle, ClampRaisesTheTotal) {
  const std::vector people = {Participant::human(10), Participant::human(10)};
  const auto s = settle(people, std::vector{-20.0, 20.0}, FloorRule::kClamp);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[0].new_rating, kFloor);
  EXPECT_EQ(s->entries[0].change, 0);
  EXPECT_EQ(s->entries[1].new_rating, 210);
}

TEST(Settle, RefusesBadInput) {
  const std::vector people = {kHuman, kHuman};
  EXPECT_FALSE(settle(people, std::vector{1.0}, FloorRule::kReconcile));
  EXPECT_FALSE(settle(people, std::vector{std::numeric_limits<double>::quiet_NaN(), 0.0},
                      FloorRule::kReconcile));
  EXPECT_FALSE(settle(people, std::vector{std::numeric_limits<double>::infinity(), 0.0},
                      FloorRule::kReconcile));
  EXPECT_FALSE(settle(people, std::vector{2 * kMaxRawChange, 0.0}, FloorRule::kReconcile));
  const std::vector bots = {kBot, kBot};
  EXPECT_FALSE(settle(bots, std::vector{1.0, -1.0}, FloorRule::kReconcile));
}

TEST(Settle, UnratedChangesNothing) {
  const std::vector people = {Participant::human(12345), kBot, Participant::human(10)};
  const Settlement s = unrated(people);
  EXPECT_FALSE(s.rated);
  ASSERT_EQ(s.entries.size(), 3u);
  for (std::size_t i = 0; i < people.size(); ++i) {
    EXPECT_EQ(s.entries[i].kind, people[i].kind);
    EXPECT_EQ(s.entries[i].change, 0);
    EXPECT_EQ(s.entries[i].raw_change, 0.0);
    EXPECT_EQ(s.entries[i].new_rating, people[i].rating);
  }
}

}  // namespace
}  // namespace gavel::ratings
