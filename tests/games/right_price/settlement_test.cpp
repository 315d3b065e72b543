// Resolving a round (rulebook "Resolving a round", notes 5-6): values, scores,
// the pool's split and remainder, the bank's redistribution, the capital
// table's columns and order, and the break before the next round.
#include <gtest/gtest.h>

#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;

TEST(RightPriceSettlement, TheBestItemWinsThePoolAndValuesAppearOnlyNow) {
  // Item ranges 10-20 then 80-95; values 15 and 82.
  State state(table(1000, 300, 2, 2), 3, 1, 0, {10, 20, 95, 80, 15, 82});
  act(state, 0, bid(20), 100);
  all_skip(state, 100);
  EXPECT_FALSE(state.current_round().items[0].value);  // hidden until the round resolves
  act(state, 1, bid(10), 200);
  all_skip(state, 200);
  const auto& round = state.current_round();
  ASSERT_TRUE(round.settled);
  EXPECT_EQ(round.items[0].value, 15);
  EXPECT_EQ(round.items[1].value, 82);
  EXPECT_EQ(round.scores, (std::vector<std::optional<int>>{15, 82, std::nullopt}));
  EXPECT_EQ(round.winners, std::vector<Seat>{1});
  EXPECT_EQ(round.pool, 330);
  EXPECT_EQ(round.share, 330);
  EXPECT_EQ(state.pool(), 0);
  EXPECT_EQ(state.players()[1].capital, 900 - 10 + 330);
  EXPECT_EQ(state.money_held(), 3000);
}

TEST(RightPriceSettlement, APlayersScoreIsTheirBestItem) {
  State state(table(1000, 300, 3, 1), 2, 1, 0, {1, 20, 1, 100, 50, 90, 10, 95, 80});
  act(state, 0, bid(1));
  all_skip(state);
  act(state, 0, bid(1));
  all_skip(state);
  act(state, 1, bid(1));
  all_skip(state);
  const auto& round = state.current_round();
  EXPECT_EQ(round.scores, (std::vector<std::optional<int>>{95, 80}));
  EXPECT_EQ(round.winners, std::vector<Seat>{0});
}

TEST(RightPriceSettlement, TiedWinnersSplitThePoolAndTheRemainderGoesToTheBank) {
  // 34 each funds 100 (2 stay in the bank); seat 0 pays 1 into the pool.
  State state(table(1000, 100, 2, 2), 3, 1, 0, {60, 60, 60, 60, 60, 60});
  act(state, 0, bid(1));
  all_skip(state);
  act(state, 1, bid(0));
  all_skip(state);
  const auto& round = state.current_round();
  EXPECT_EQ(round.winners, (std::vector<Seat>{0, 1}));
  EXPECT_EQ(round.pool, 101);
  EXPECT_EQ(round.share, 50);
  EXPECT_EQ(round.remainder, 1);
  // The bank (2 + 1) is shared: 1 each.
  EXPECT_EQ(round.redistributed_each, 1);
  EXPECT_EQ(round.bank_left, 0);
  EXPECT_EQ(state.players()[0].capital, 966 - 1 + 50 + 1);
  EXPECT_EQ(state.players()[1].capital, 966 + 50 + 1);
  EXPECT_EQ(state.players()[2].capital, 966 + 1);
  EXPECT_EQ(state.money_held(), 3000);
}

TEST(RightPriceSettlement, WithNoItemHeldThePoolGoesToTheBankAndBackToEveryone) {
  State state(table(1000, 300, 1, 2), 3, 1, 0);
  all_skip(state);
  const auto& round = state.current_round();
  EXPECT_TRUE(round.winners.empty());
  EXPECT_EQ(round.scores, std::vector<std::optional<int>>(3));
  EXPECT_EQ(round.unclaimed, 300);
  EXPECT_EQ(round.redistributed_each, 100);
  for (const auto& player : state.players()) EXPECT_EQ(player.capital, 1000);
  EXPECT_EQ(state.bank(), 0);
}

TEST(RightPriceSettlement, WhatCannotBeSharedStaysInTheBankForTheNextRound) {
  auto settings = table(1000, 300, 1, 2);
  settings.payments_to = PaymentsTo::kBank;
  State state(settings, 3, 1, 0, {50, 50, 50});
  act(state, 2, bid(31));
  all_skip(state);
  const auto& round = state.current_round();
  EXPECT_EQ(round.redistributed_each, 10);
  EXPECT_EQ(round.bank_left, 1);
  EXPECT_EQ(state.bank(), 1);
  ASSERT_TRUE(state.tick(round.break_ends_at));
  EXPECT_EQ(state.current_round().funding.steps[0].shortfall, 299);
  EXPECT_EQ(state.current_round().funding.charge, 100);
  EXPECT_EQ(state.bank(), 1 + 300 - 300);
}

TEST(RightPriceSettlement, TheColumnsAndTheEventsFollowTheRulebooksSigns) {
  State state(table(1000, 300, 2, 2), 3, 1, 0, {10, 20, 95, 80, 15, 82});
  act(state, 0, bid(20));
  all_skip(state);
  act(state, 1, bid(10));
  all_skip(state);
  const auto& round = state.current_round();
  // Seat 1 paid 10 and took the pool of 330; the bank had nothing to share.
  EXPECT_EQ(round.movement[1], (Movement{-100, -10, 330, 0}));
  EXPECT_EQ(round.movement[1].total(), 220);
  EXPECT_EQ(round.movement[0], (Movement{-100, -20, 0, 0}));
  for (const auto& m : round.movement) {
    EXPECT_LE(m.to_bank, 0);
    EXPECT_LE(m.auction_payments, 0);
    EXPECT_GE(m.prize, 0);
    EXPECT_GE(m.from_bank, 0);
  }
  std::vector<TransferKind> kinds;
  for (const auto& t : round.transfers) kinds.push_back(t.kind);
  using K = TransferKind;
  EXPECT_EQ(kinds, (std::vector<K>{K::kCharge, K::kCharge, K::kCharge, K::kPoolFunding, K::kPayment,
                                   K::kPayment, K::kPrize}));
}

TEST(RightPriceSettlement, TheBankIsSharedAfterTheFinalRoundToo) {
  auto settings = table(1000, 300, 1, 1);
  settings.payments_to = PaymentsTo::kBank;
  State state(settings, 2, 1, 0, {50, 50, 50});
  act(state, 0, bid(41), 5000);
  all_skip(state, 5000);
  ASSERT_TRUE(state.finished());
  const auto& round = state.current_round();
  EXPECT_EQ(round.redistributed_each, 20);
  EXPECT_EQ(round.bank_left, 1);
  EXPECT_EQ(state.players()[0].capital, 850 - 41 + 300 + 20);
  EXPECT_EQ(state.players()[1].capital, 850 + 20);
  // The match is over at once; the break's end is kept for the countdown.
  EXPECT_FALSE(state.next_deadline());
  EXPECT_EQ(round.settled_at, 5000);
  EXPECT_EQ(round.break_ends_at, 15'000);
}

TEST(RightPriceSettlement, TheBreakLastsTheConfiguredTimeThenTheNextRoundIsFunded) {
  for (const int seconds : {5, 10, 30}) {
    auto settings = table(1000, 300, 1, 2);
    settings.round_break_seconds = seconds;
    State state(settings, 2, 1, 0);
    all_skip(state, 7000);
    ASSERT_EQ(state.phase(), Phase::kBreak);
    const Millis end = 7000 + seconds * 1000;
    EXPECT_EQ(state.next_deadline(), (engine::Deadline{end, {}}));
    EXPECT_FALSE(state.tick(end - 1));
    EXPECT_EQ(state.round(), 1);
    EXPECT_TRUE(state.tick(end + 400));  // a late timer: the round still starts at `end`
    EXPECT_EQ(state.round(), 2);
    EXPECT_EQ(state.phase(), Phase::kBetting);
    EXPECT_EQ(state.auction().deadline, end + 30'000);
    EXPECT_EQ(state.current_round().funding.charge, 150);
  }
}

TEST(RightPriceSettlement, TheTableIsSortedByCapitalKeepingThePreviousOrderOnTies) {
  State state(table(1000, 300, 1, 3), 3, 1, 0, {50, 50, 50});
  EXPECT_EQ(state.table_order(), (std::vector<Seat>{0, 1, 2}));
  act(state, 2, bid(0));
  all_skip(state);
  EXPECT_EQ(state.table_order(), (std::vector<Seat>{2, 0, 1}));  // 0 and 1 tie at 900
  EXPECT_EQ(state.previous_table_order(), (std::vector<Seat>{0, 1, 2}));
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  EXPECT_EQ(state.table_order(), (std::vector<Seat>{2, 0, 1}));  // unchanged during the round
  all_skip(state);
  EXPECT_EQ(state.previous_table_order(), (std::vector<Seat>{2, 0, 1}));
}

TEST(RightPriceSettlement, StandingsAreByFinalCapitalWithTiesSharingAPlace) {
  State state(table(1000, 300, 1, 1), 3, 1, 0, {50, 50, 50});
  act(state, 1, bid(0));
  all_skip(state);
  ASSERT_TRUE(state.finished());
  const auto standings = state.outcome().standings;
  EXPECT_EQ(standings[0], (engine::Standing{1, 1, 1200}));
  EXPECT_EQ(standings[1], (engine::Standing{0, 2, 900}));
  EXPECT_EQ(standings[2], (engine::Standing{2, 2, 900}));
}

}  // namespace
}  // namespace gavel::right_price
