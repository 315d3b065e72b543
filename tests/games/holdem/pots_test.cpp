// Pots by contribution level, the uncalled and unreachable chips returned,
// and awards with odd chips discarded.
#include <gtest/gtest.h>

#include "games/holdem/pots.h"

namespace gavel::holdem {
namespace {

TEST(HoldemPots, ThreeWaySidePotsWithAFoldedContributor) {
  // A all-in 100, B all-in 300, C calls 500, D folded after putting in 200.
  std::vector<Contribution> totals{
      {100, false, true}, {300, false, true}, {500, false, true}, {200, true, true}};
  const auto returned = return_excess(totals);
  EXPECT_EQ(returned, (std::vector<Chips>{0, 0, 200, 0}));  // C's 200 was never called
  const auto pots = build_pots(totals);
  ASSERT_EQ(pots.size(), 2u);
  EXPECT_EQ(pots[0].amount, 400);  // 100 from each of the four
  EXPECT_EQ(pots[0].eligible, (std::vector<engine::Seat>{0, 1, 2}));
  EXPECT_EQ(pots[1].amount, 500);  // 200 from B and C, 100 more from D
  EXPECT_EQ(pots[1].eligible, (std::vector<engine::Seat>{1, 2}));
}

TEST(HoldemPots, EachPotGoesToItsBestEligibleHand) {
  std::vector<Contribution> totals{{100, false, true}, {300, false, true}, {300, false, true}};
  auto pots = build_pots(totals);
  std::vector<std::optional<HandValue>> values{
      HandValue{30, {20, 7, 2, 1}}, HandValue{20, {20, 9, 2, 1}}, HandValue{25, {18, 7, 2, 1}}};
  award(pots, values);
  ASSERT_EQ(pots.size(), 2u);
  EXPECT_EQ(pots[0].winners, (std::vector<engine::Seat>{0}));  // the short stack wins the main pot
  EXPECT_EQ(pots[0].share, 300);
  EXPECT_EQ(pots[1].winners, (std::vector<engine::Seat>{2}));  // the side pot has its own winner
  EXPECT_EQ(pots[1].share, 400);
}

TEST(HoldemPots, ASplitDiscardsTheOddChips) {
  Pot pot;
  pot.amount = 101;
  pot.eligible = {0, 1, 2};
  std::vector<Pot> pots{pot};
  const HandValue same{16, {5, 5, 3, 3}};
  award(pots, {same, same, same});
  EXPECT_EQ(pots[0].share, 33);
  EXPECT_EQ(pots[0].discarded, 2);
}

TEST(HoldemPots, APartialAnteCapsTheMainPot) {
  // Ante 38: the big blind had 24 and is all-in inside the ante; the others
  // put in the ante and folded (note 95): their chips above 24 go back.
  std::vector<Contribution> totals{{38, true, true}, {38, true, true}, {24, false, true}};
  const auto returned = return_excess(totals);
  EXPECT_EQ(returned, (std::vector<Chips>{14, 14, 0}));
  const auto pots = build_pots(totals);
  ASSERT_EQ(pots.size(), 1u);
  EXPECT_EQ(pots[0].amount, 72);
  EXPECT_EQ(pots[0].eligible, (std::vector<engine::Seat>{2}));
}

}  // namespace
}  // namespace gavel::holdem
