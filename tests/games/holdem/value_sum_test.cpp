// Value-sum: the score, the tie-break, the solver and its shown example.
#include <gtest/gtest.h>

#include "games/holdem/value_sum.h"

namespace gavel::holdem {
namespace {

HandValue value(const ValueSum& type, FourCards four) {
  return {*type.score(type.best(four), four), type.tiebreak(four)};
}

TEST(ValueSum, TheRulebooksExampleSevenTwentyBeatsEightNineteen) {
  const ValueSum type(30);
  const auto a = value(type, {7, 20, 1, 2});
  const auto b = value(type, {8, 19, 1, 2});
  EXPECT_EQ(a.score, 30);
  EXPECT_EQ(b.score, 30);
  EXPECT_EQ(a.tiebreak, (std::array<int, 4>{20, 7, 2, 1}));
  EXPECT_EQ(b.tiebreak, (std::array<int, 4>{19, 8, 2, 1}));
  EXPECT_GT(a, b);
}

TEST(ValueSum, ScoresTheBestSumWithinTheMaximumFromAnySubset) {
  const ValueSum type(25);
  EXPECT_EQ(value(type, {20, 19, 18, 17}).score, 20);  // one card is the best
  EXPECT_EQ(value(type, {3, 4, 20, 1}).score, 25);     // community cards count
  EXPECT_EQ(value(type, {1, 2, 3, 4}).score, 10);      // all four, below the maximum
  EXPECT_EQ(value(ValueSum(40), {20, 19, 18, 17}).score, 39);
}

TEST(ValueSum, ShowsTheFewestThenHighestCardsAmongEqualBests) {
  const ValueSum type(30);
  // 20+10 and 20+7+3 both make 30: two cards are shown.
  EXPECT_EQ(type.best({20, 7, 3, 10}).cards, (std::vector<Card>{20, 10}));
}

TEST(ValueSum, RefusesInvalidSelections) {
  const ValueSum type(30);
  const FourCards four{20, 15, 3, 4};
  EXPECT_FALSE(type.score({{20, 15}}, four).has_value());  // 35 > 30
  EXPECT_FALSE(type.score({{20, 20}}, four).has_value());  // twice
  EXPECT_FALSE(type.score({{5}}, four).has_value());       // not held
  EXPECT_FALSE(type.score({{}}, four).has_value());
  EXPECT_EQ(type.score({{20, 4}}, four).value_or(0), 24);
}

TEST(ValueSum, ListsEveryValidSelectionAndFinalizesAtTheLimitOrFourCards) {
  const ValueSum type(30);
  EXPECT_EQ(type.selections({1, 2, 3, 4}).size(), 15u);
  EXPECT_EQ(type.selections({20, 19, 18, 17}).size(), 4u);
  EXPECT_TRUE(type.finalizes({{20, 10}}, 30));
  EXPECT_TRUE(type.finalizes({{1, 2, 3, 4}}, 10));
  EXPECT_FALSE(type.finalizes({{20, 4}}, 24));
  EXPECT_EQ(type.deck().size(), 20u);
}

TEST(ValueSum, TheQuickBestValueIsTheSolversScoreForEveryHand) {
  for (const int max_sum : {25, 30, 40}) {
    const ValueSum type(max_sum);
    for (Card a = 1; a <= kValueSumCards; ++a) {
      for (Card b = 1; b <= kValueSumCards; ++b) {
        for (Card c = 1; c <= kValueSumCards; ++c) {
          for (Card d = c + 1; d <= kValueSumCards; ++d) {
            if (a == b || a == c || a == d || b == c || b == d) continue;
            const FourCards four{a, b, c, d};
            ASSERT_EQ(type.best_value(four), value(type, four))
                << a << ' ' << b << ' ' << c << ' ' << d << " at " << max_sum;
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace gavel::holdem
