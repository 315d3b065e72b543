// The floor step: reconciliation keeps the total and takes equal amounts,
// never below the floor; the clamp is a plain minimum.
#include "ratings/floor.h"

#include <gtest/gtest.h>

namespace gavel::ratings {
namespace {

using Ratings = std::vector<Tenths>;

Ratings reconcile(const Ratings& targets) {
  return apply_floor(targets, FloorRule::kReconcile);
}

TEST(Floor, NothingBelowTheFloorChangesNothing) {
  EXPECT_EQ(reconcile({10, 15000, 20}), (Ratings{10, 15000, 20}));
  EXPECT_EQ(apply_floor(Ratings{10, 11}, FloorRule::kClamp), (Ratings{10, 11}));
}

TEST(Floor, ShortfallIsTakenEquallyFromThoseAbove) {
  EXPECT_EQ(reconcile({0, 1000, 1000}), (Ratings{10, 995, 995}));
}

TEST(Floor, TheOddTenthComesFromTheHighestRated) {
  // Shortfall 5 between two donors: 3 from the higher, 2 from the lower.
  EXPECT_EQ(reconcile({5, 100, 200}), (Ratings{10, 98, 197}));
}

TEST(Floor, ThoseAtTheFloorGiveNothing) {
  EXPECT_EQ(reconcile({0, 10, 100}), (Ratings{10, 10, 90}));
}

TEST(Floor, RepeatsWhenADonorReachesTheFloor) {
  // Shortfall 310: 155 each, but the second can give only 10; the rest, 145,
  // comes from the third.
  EXPECT_EQ(reconcile({-300, 20, 10000}), (Ratings{10, 10, 9700}));
}

TEST(Floor, KeepsTheTotal) {
  const Ratings targets = {-57, 3, 12, 40, 15000, 9};
  const Ratings out = reconcile(targets);
  Tenths before = 0;
  Tenths after = 0;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    before += targets[i];
    after += out[i];
    EXPECT_GE(out[i], kFloor);
  }
  EXPECT_EQ(before, after);
}

TEST(Floor, ATotalTooLowForTheFloorLeavesEveryoneAtIt) {
  EXPECT_EQ(reconcile({-5, 5}), (Ratings{10, 10}));
}

TEST(Floor, ClampIsAPlainMinimum) {
  EXPECT_EQ(apply_floor(Ratings{-300, 20, 10000}, FloorRule::kClamp), (Ratings{10, 20, 10000}));
}

}  // namespace
}  // namespace gavel::ratings
