// Round funding: equal integer charges, the bank's money counting toward the
// pool, elimination cascades and the game's early end (rulebook "Round
// funding", notes 1-4).
#include <gtest/gtest.h>

#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;

std::vector<Money> capitals(const State& state) {
  std::vector<Money> out;
  for (const auto& player : state.players()) out.push_back(player.capital);
  return out;
}

TEST(RightPriceFunding, EveryActivePlayerPaysAnEqualShareOfThePool) {
  State state(table(1000, 300), 3, 1, 0);
  EXPECT_EQ(capitals(state), (std::vector<Money>{900, 900, 900}));
  EXPECT_EQ(state.pool(), 300);
  EXPECT_EQ(state.bank(), 0);
  const auto& round = state.current_round();
  EXPECT_EQ(round.funding.charge, 100);
  ASSERT_EQ(round.funding.steps.size(), 1u);
  EXPECT_EQ(round.funding.steps[0].shortfall, 300);
  EXPECT_EQ(round.movement[1].to_bank, -100);
  EXPECT_EQ(round.transfers.size(), 4u);  // three charges, then the pool's funding
  EXPECT_EQ(round.transfers.back().kind, TransferKind::kPoolFunding);
  EXPECT_EQ(state.money_held(), state.total_money());
}

TEST(RightPriceFunding, TheRoundingExtraStaysInTheBank) {
  State state(table(1000, 100), 3, 1, 0);
  EXPECT_EQ(state.current_round().funding.charge, 34);  // the smallest equal cover of 100
  EXPECT_EQ(state.pool(), 100);
  EXPECT_EQ(state.bank(), 2);
  EXPECT_EQ(state.money_held(), 3000);
}

TEST(RightPriceFunding, WhatTheBankHoldsCountsTowardThePool) {
  auto settings = table(1000, 100, 1, 2);
  settings.payments_to = PaymentsTo::kBank;
  State state(settings, 3, 1, 0, {10, 20, 15});
  act(state, 0, bid(0));
  all_skip(state);
  ASSERT_EQ(state.phase(), Phase::kBreak);
  EXPECT_EQ(state.bank(), 2);  // 2 cannot be shared among three
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  // The shortfall is 100 - 2 = 98: 33 each, not 34.
  EXPECT_EQ(state.current_round().funding.steps[0].shortfall, 98);
  EXPECT_EQ(state.current_round().funding.charge, 33);
  EXPECT_EQ(state.bank(), 1);
  EXPECT_EQ(state.pool(), 100);
  EXPECT_EQ(state.money_held(), 3000);
}

TEST(RightPriceFunding, EliminationsCascadeAndTheChargeIsWorkedOutAgain) {
  State state = impoverished_table();
  ASSERT_EQ(state.phase(), Phase::kBreak);
  EXPECT_EQ(capitals(state), (std::vector<Money>{295, 30, 75, 0}));
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  const auto& funding = state.current_round().funding;
  ASSERT_EQ(funding.steps.size(), 3u);
  // 25 each: seat 3 (0) cannot pay. 34 each for three: seat 1 (30) cannot.
  // Seat 1's 30 is now in the bank, so two players owe 70: 35 each.
  EXPECT_EQ(funding.steps[0], (FundingStep{100, 25, {3}}));
  EXPECT_EQ(funding.steps[1], (FundingStep{100, 34, {1}}));
  EXPECT_EQ(funding.steps[2], (FundingStep{70, 35, {}}));
  EXPECT_EQ(funding.charge, 35);
  EXPECT_EQ(capitals(state), (std::vector<Money>{260, 0, 40, 0}));
  EXPECT_TRUE(state.players()[1].eliminated);
  EXPECT_TRUE(state.players()[3].eliminated);
  EXPECT_EQ(state.current_round().movement[1].to_bank, -30);
  EXPECT_EQ(state.current_round().movement[0].to_bank, -35);
  EXPECT_EQ(state.pool(), 100);
  EXPECT_EQ(state.bank(), 0);
  EXPECT_EQ(state.money_held(), 400);
  // The eliminated have nothing to do from now on.
  EXPECT_FALSE(state.bid_range(1));
  EXPECT_FALSE(state.may_skip(3));
  refused(state, 1, bid(0), ErrorKind::kConflict);
  EXPECT_FALSE(state.finished());
}

TEST(RightPriceFunding, PayingExactlyAllYourCapitalKeepsYouIn) {
  State state(table(100, 200, 1, 3), 2, 1, 0, {40, 60, 50});
  EXPECT_EQ(capitals(state), (std::vector<Money>{0, 0}));
  EXPECT_FALSE(state.players()[0].eliminated);
  ASSERT_TRUE(state.bid_range(0));
  EXPECT_EQ(state.bid_range(0)->max, 0);
  refused(state, 0, bid(1), ErrorKind::kInvalid);
}

TEST(RightPriceFunding, OneActivePlayerLeftEndsTheGameBeforeAnyoneIsCharged) {
  State state(table(100, 200, 1, 3), 2, 1, 0, {40, 60, 50});
  act(state, 1, bid(0), 500);
  act(state, 0, bid(0), 600);  // equal bids: the earlier submission wins
  ASSERT_EQ(state.phase(), Phase::kBreak);
  EXPECT_EQ(capitals(state), (std::vector<Money>{0, 200}));
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  EXPECT_TRUE(state.finished());
  EXPECT_EQ(state.round(), 2);
  EXPECT_TRUE(state.current_round().funding.ended_game);
  EXPECT_EQ(capitals(state), (std::vector<Money>{0, 200}));  // the survivor paid nothing
  EXPECT_EQ(state.pool(), 0);
  EXPECT_FALSE(state.next_deadline());
  const auto outcome = state.outcome();
  EXPECT_EQ(outcome.standings[0], (engine::Standing{1, 1, 200}));
  EXPECT_EQ(outcome.standings[1], (engine::Standing{0, 2, 0}));
}

TEST(RightPriceFunding, EliminatingEveryoneEndsTheGameAtOnce) {
  // Settings no room accepts (the pool exceeds all the money at the table),
  // built directly: the rule still holds.
  State state(table(100, 500, 1, 3), 3, 1, 0);
  EXPECT_TRUE(state.finished());
  const auto& funding = state.current_round().funding;
  ASSERT_EQ(funding.steps.size(), 1u);
  EXPECT_EQ(funding.steps[0], (FundingStep{500, 167, {0, 1, 2}}));
  EXPECT_TRUE(funding.ended_game);
  EXPECT_EQ(capitals(state), (std::vector<Money>{0, 0, 0}));
  EXPECT_EQ(state.bank(), 300);
  EXPECT_EQ(state.pool(), 0);
  for (const auto& standing : state.outcome().standings) EXPECT_EQ(standing.place, 1);
  EXPECT_EQ(state.money_held(), 300);
}

TEST(RightPriceFunding, ResignedPlayersAndTheBotAreChargedLikeEveryoneElse) {
  auto settings = table(1000, 300, 1, 2);
  settings.seat_info = {{false, 15000}, {false, 15000}, {true, 15000}};
  State state(settings, 3, 1, 0, {10, 20, 15});
  act(state, 1, resign());
  act(state, 0, bid(0));
  act(state, 2, skip());
  ASSERT_EQ(state.phase(), Phase::kBreak);
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  for (Seat seat = 0; seat < 3; ++seat) {
    EXPECT_EQ(state.current_round().movement[seat].to_bank, -100) << seat;
  }
}

}  // namespace
}  // namespace gavel::right_price
