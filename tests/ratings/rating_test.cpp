// The rating representation and the shared constants: tenths, one-decimal
// text, and the ELO power term.
#include "ratings/rating.h"

#include <gtest/gtest.h>

namespace gavel::ratings {
namespace {

TEST(Rating, ConstantsAreTheRulebooks) {
  EXPECT_EQ(kK, 40.0);
  EXPECT_EQ(to_points(kStartRating), 1500.0);
  EXPECT_EQ(to_points(kBotRating), 1500.0);
  EXPECT_EQ(to_points(kFloor), 1.0);
}

TEST(Rating, RatingsShowOneDecimal) {
  EXPECT_EQ(format_rating(15000), "1500.0");
  EXPECT_EQ(format_rating(10), "1.0");
  EXPECT_EQ(format_rating(12345), "1234.5");
}

TEST(Rating, ChangesAreSignedAndZeroIsPlus) {
  EXPECT_EQ(format_change(0), "+0.0");
  EXPECT_EQ(format_change(200), "+20.0");
  EXPECT_EQ(format_change(-200), "-20.0");
  EXPECT_EQ(format_change(-1), "-0.1");
  EXPECT_EQ(format_change(5), "+0.5");
}

TEST(Rating, PowerIsTenToTheDifferenceOver400) {
  EXPECT_DOUBLE_EQ(elo_power(15000, 15000), 1.0);
  EXPECT_DOUBLE_EQ(elo_power(19000, 15000), 10.0);
  EXPECT_DOUBLE_EQ(elo_power(15000, 19000), 0.1);
}

}  // namespace
}  // namespace gavel::ratings
