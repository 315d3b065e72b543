// Hold'em's pairwise finishing-order rule: results 1 / 0.5 / 0, the logistic
// expectation, averages over every opponent, shared places, validation.
#include "ratings/finishing_order.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

namespace gavel::ratings {
namespace {

TEST(FinishingOrder, HeadsUpBetweenEqualRatingsIsPlusMinusTwenty) {
  const std::vector<Participant> two = {Participant::human(), Participant::human()};
  const auto raw = finishing_order_changes(two, std::vector{2, 1});
  ASSERT_TRUE(raw) << raw.error().message;
  EXPECT_EQ(raw->score, (std::vector{0.0, 1.0}));
  EXPECT_EQ(raw->expected, (std::vector{0.5, 0.5}));
  EXPECT_EQ(raw->change, (std::vector{-20.0, 20.0}));
}

TEST(FinishingOrder, SharedPlacesCountHalf) {
  // Places 1, 2, 2, 4 among four equal ratings.
  const std::vector<Participant> four(4, Participant::human());
  const auto raw = finishing_order_changes(four, std::vector{1, 2, 2, 4});
  ASSERT_TRUE(raw);
  EXPECT_EQ(raw->score, (std::vector{1.0, 0.5, 0.5, 0.0}));
  EXPECT_EQ(raw->change, (std::vector{20.0, 0.0, 0.0, -20.0}));
}

TEST(FinishingOrder, ExpectationIsLogisticInTheRatingGap) {
  const std::vector<Participant> two = {Participant::human(16000), Participant::human(15000)};
  const auto raw = finishing_order_changes(two, std::vector{1, 1});
  ASSERT_TRUE(raw);
  const double favourite = 1.0 / (1.0 + std::pow(10.0, -0.25));
  EXPECT_NEAR(raw->expected[0], favourite, 1e-12);
  EXPECT_NEAR(raw->expected[1], 1.0 - favourite, 1e-12);
  // A draw costs the favourite.
  EXPECT_NEAR(raw->change[0], 40.0 * (0.5 - favourite), 1e-12);
  EXPECT_LT(raw->change[0], 0.0);
}

TEST(FinishingOrder, AveragesRunOverEveryOpponentBotsIncluded) {
  const std::vector<Participant> people = {Participant::human(), Participant::bot(),
                                           Participant::bot()};
  const auto raw = finishing_order_changes(people, std::vector{2, 1, 3});
  ASSERT_TRUE(raw);
  EXPECT_DOUBLE_EQ(raw->score[0], 0.5);
  EXPECT_DOUBLE_EQ(raw->change[0], 0.0);
  EXPECT_DOUBLE_EQ(raw->change[1], 20.0);
  EXPECT_DOUBLE_EQ(raw->change[2], -20.0);
}

TEST(FinishingOrder, ChangesSumToZero) {
  const std::vector<Participant> people = {Participant::human(12000), Participant::bot(),
                                           Participant::human(18000), Participant::human(10),
                                           Participant::human(15010)};
  const auto raw = finishing_order_changes(people, std::vector{4, 1, 2, 2, 5});
  ASSERT_TRUE(raw);
  EXPECT_NEAR(std::accumulate(raw->change.begin(), raw->change.end(), 0.0), 0.0, 1e-9);
}

TEST(FinishingOrder, PlacesMustBeCompetitionRanking) {
  EXPECT_TRUE(check_places(std::vector{1, 2, 2, 4}));
  EXPECT_TRUE(check_places(std::vector{3, 1, 2}));
  EXPECT_TRUE(check_places(std::vector{1, 1, 1}));
  EXPECT_FALSE(check_places(std::vector{0, 1}));        // places start at 1
  EXPECT_FALSE(check_places(std::vector{1, 3}));        // a gap
  EXPECT_FALSE(check_places(std::vector{1, 2, 2, 3}));  // dense ranking, not competition
  EXPECT_FALSE(check_places(std::vector{2, 2}));        // a shared first place is 1
  EXPECT_FALSE(check_places(std::vector{1, -1}));
}

TEST(FinishingOrder, RefusesBadInput) {
  const std::vector<Participant> two = {Participant::human(), Participant::human()};
  EXPECT_FALSE(finishing_order_changes(two, std::vector{1}));
  EXPECT_FALSE(finishing_order_changes(two, std::vector{1, 3}));
  const std::vector<Participant> bots = {Participant::bot(), Participant::bot()};
  EXPECT_FALSE(finishing_order_changes(bots, std::vector{1, 2}));
  const std::vector<Participant> low = {Participant::human(9), Participant::human()};
  EXPECT_FALSE(finishing_order_changes(low, std::vector{1, 2}));
  const std::vector<Participant> odd_bot = {Participant::human(), {Kind::kBot, 16000}};
  const auto refused = finishing_order_changes(odd_bot, std::vector{1, 2});
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("bot"), std::string::npos);
}

}  // namespace
}  // namespace gavel::ratings
