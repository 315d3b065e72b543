// Spendii's point-gap rule against the rulebook and the notes' worked
// examples (points 52–55).
#include "ratings/point_gap.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

namespace gavel::ratings {
namespace {

TEST(PointGap, TwoHumansFifteenToTenArePlusMinusTwenty) {
  const std::vector<Participant> two = {Participant::human(), Participant::human()};
  const auto raw = point_gap_changes(two, std::vector<std::int64_t>{15, 10});
  ASSERT_TRUE(raw) << raw.error().message;
  EXPECT_EQ(raw->score, (std::vector{0.0, 1.0}));  // a loss share: the leader lost nothing
  EXPECT_EQ(raw->expected, (std::vector{0.5, 0.5}));
  EXPECT_EQ(raw->change, (std::vector{20.0, -20.0}));
}

TEST(PointGap, OneHumanAgainstThreeBotsWinningGetsRawTen) {
  const std::vector<Participant> people = {Participant::human(), Participant::bot(),
                                           Participant::bot(), Participant::bot()};
  const auto raw = point_gap_changes(people, std::vector<std::int64_t>{15, 10, 8, 6});
  ASSERT_TRUE(raw);
  // Gaps 0, 5, 7, 9 of 21; everyone expects a quarter of the loss.
  EXPECT_DOUBLE_EQ(raw->score[1], 5.0 / 21.0);
  EXPECT_DOUBLE_EQ(raw->expected[2], 0.25);
  EXPECT_DOUBLE_EQ(raw->change[0], 10.0);
  EXPECT_NEAR(raw->change[1] + raw->change[2] + raw->change[3], -10.0, 1e-12);
}

TEST(PointGap, AllEqualIsADrawThatCostsTheHigherRated) {
  const std::vector<Participant> two = {Participant::human(16000), Participant::human(15000)};
  const auto raw = point_gap_changes(two, std::vector<std::int64_t>{12, 12});
  ASSERT_TRUE(raw);
  EXPECT_EQ(raw->score, (std::vector{0.5, 0.5}));
  // The higher rating expects the smaller loss share.
  const double favourite_loss = 1.0 / (1.0 + std::pow(10.0, 0.25));
  EXPECT_NEAR(raw->expected[0], favourite_loss, 1e-12);
  EXPECT_NEAR(raw->change[0], -40.0 * (0.5 - favourite_loss), 1e-12);
  EXPECT_LT(raw->change[0], 0.0);
  EXPECT_NEAR(raw->change[0] + raw->change[1], 0.0, 1e-12);
}

TEST(PointGap, NegativePointsAreOrdinaryTotals) {
  const std::vector<Participant> three(3, Participant::human());
  const auto raw = point_gap_changes(three, std::vector<std::int64_t>{-3, 5, 1});
  ASSERT_TRUE(raw);
  EXPECT_DOUBLE_EQ(raw->score[0], 8.0 / 12.0);
  EXPECT_DOUBLE_EQ(raw->score[1], 0.0);
  EXPECT_NEAR(std::accumulate(raw->change.begin(), raw->change.end(), 0.0), 0.0, 1e-12);
}

TEST(PointGap, RefusesBadInput) {
  const std::vector<Participant> two = {Participant::human(), Participant::human()};
  EXPECT_FALSE(point_gap_changes(two, std::vector<std::int64_t>{15}));
  EXPECT_FALSE(point_gap_changes(two, std::vector<std::int64_t>{15, 10, 3}));
  EXPECT_FALSE(point_gap_changes(two, std::vector<std::int64_t>{kMaxPoints + 1, 0}));
  EXPECT_FALSE(point_gap_changes(two, std::vector<std::int64_t>{0, -kMaxPoints - 1}));
  EXPECT_TRUE(point_gap_changes(two, std::vector<std::int64_t>{kMaxPoints, -kMaxPoints}));
  const std::vector<Participant> bots = {Participant::bot(), Participant::bot()};
  EXPECT_FALSE(point_gap_changes(bots, std::vector<std::int64_t>{1, 2}));
}

}  // namespace
}  // namespace gavel::ratings
