// Largest-remainder rounding: the rounded values add up to the rounded total,
// each moves less than one unit, and ties go to the earlier value.
#include "ratings/largest_remainder.h"

#include <gtest/gtest.h>

namespace gavel::ratings {
namespace {

using Ints = std::vector<std::int64_t>;

TEST(LargestRemainder, WholeValuesStayAsTheyAre) {
  EXPECT_EQ(round_largest_remainder(std::vector{200.0, -200.0}), (Ints{200, -200}));
  EXPECT_EQ(round_largest_remainder(std::vector<double>{}), Ints{});
}

TEST(LargestRemainder, MissingUnitsGoToLargestRemainders) {
  EXPECT_EQ(round_largest_remainder(std::vector{0.3, 0.3, 0.4}), (Ints{0, 0, 1}));
  EXPECT_EQ(round_largest_remainder(std::vector{33.4, 33.4, 33.2}), (Ints{34, 33, 33}));
}

TEST(LargestRemainder, ThirdsStillSumToZero) {
  const std::vector values = {100.0 / 3.0, 100.0 / 3.0, -200.0 / 3.0};
  const auto rounded = round_largest_remainder(values);
  EXPECT_EQ(rounded, (Ints{34, 33, -67}));  // equal remainders: the earliest first
}

TEST(LargestRemainder, HalvesGoToTheEarlier) {
  EXPECT_EQ(round_largest_remainder(std::vector{1.5, -1.5}), (Ints{2, -2}));
  EXPECT_EQ(round_largest_remainder(std::vector{-1.5, 1.5}), (Ints{-1, 1}));
}

TEST(LargestRemainder, FloatingNoiseDoesNotMoveWholeValues) {
  EXPECT_EQ(round_largest_remainder(std::vector{19.9999999999, -19.9999999999}), (Ints{20, -20}));
  EXPECT_EQ(round_largest_remainder(std::vector{20.0000000001, -20.0000000001}), (Ints{20, -20}));
}

TEST(LargestRemainder, TotalIsTheRoundedTotal) {
  EXPECT_EQ(round_largest_remainder(std::vector{0.2, 0.2}), (Ints{0, 0}));
  EXPECT_EQ(round_largest_remainder(std::vector{0.3, 0.3}), (Ints{1, 0}));
}

}  // namespace
}  // namespace gavel::ratings
