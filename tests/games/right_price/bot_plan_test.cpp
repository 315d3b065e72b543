// The Open-mode bot's private maximum is fixed at the beginning of the item
// (rulebook: "the amount calculated at the beginning of the item is the bot's
// private maximum for that auction"), whatever happens during the auction.
// The table is room NLTQR's, where the bot used to recompute after a resign.
#include <gtest/gtest.h>

#include "games/right_price/bot.h"
#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;

constexpr Seat kBot = 2;

View view_of(const State& state, Seat seat) {
  return make_view(state, engine::Viewer::seat(seat));
}

// Room NLTQR: Open, minimum increase 1, payments to the bank, a pool of
// 300,000 (each of three players pays 100,000 of 1,000,000). Items 1-3 go
// for 0 to seat 0 (48-99), seat 1 (1-54) and the bot (46-90); item 4
// (56-79) has just opened, nobody has acted on it.
State nltqr_item_four() {
  auto settings = open_table(1'000'000, 300'000, 5, 1, 1);
  settings.payments_to = PaymentsTo::kBank;
  settings.seat_info = {{false, 15000}, {false, 15000}, {true, 15000}};
  State state(settings, 3, 1, 0, {48, 99, 1, 54, 46, 90, 56, 79, 10, 90});
  for (const Seat winner : {0, 1, 2}) {
    act(state, winner, bid(0));
    all_skip(state);
  }
  return state;
}

TEST(RightPriceBotPlan, TheNltqrTableGivesTheIssuesNumbers) {
  // The precondition of the tests below: the maximum at the item's start is
  // 62,542, and recomputed without seat 1 it would be 62,521.
  State state = nltqr_item_four();
  ASSERT_EQ(state.auction().item, 4);
  ASSERT_EQ(state.pool(), 300'000);
  EXPECT_EQ(planned_bid(view_of(state, kBot)), 62'542);
  act(state, 1, resign());
  EXPECT_EQ(planned_bid(view_of(state, kBot)), 62'521);
}

TEST(RightPriceBotPlan, AnOpponentResigningMidAuctionDoesNotLowerTheMaximum) {
  State state = nltqr_item_four();
  HouseBot bot;
  const Action opening = bot.decide(view_of(state, kBot));
  ASSERT_EQ(opening, bid(0));
  act(state, kBot, opening);
  act(state, 1, resign());
  act(state, 0, bid(62'521));
  // Within the 62,542 fixed when the item opened; the recomputed 62,521 would skip.
  EXPECT_EQ(bot.decide(view_of(state, kBot)), bid(62'522));
  act(state, kBot, bid(62'522));
  act(state, 0, bid(62'542));
  EXPECT_EQ(bot.decide(view_of(state, kBot)), skip());  // 62,543 is beyond it
}

TEST(RightPriceBotPlan, ABotThatFirstSeesTheItemLateStartsItsPlanThen) {
  // A bot created mid-item (standing in for a seat) cannot know the item's
  // start: its first decision is the beginning (docs/games/right-price.md).
  State state = nltqr_item_four();
  act(state, 1, resign());
  act(state, 0, bid(62'520));
  HouseBot late;
  EXPECT_EQ(late.decide(view_of(state, kBot)), bid(62'521));
  act(state, kBot, bid(62'521));
  act(state, 0, bid(62'521 + 1));
  EXPECT_EQ(late.decide(view_of(state, kBot)), skip());
}

TEST(RightPriceBotPlan, OneBotPlayingSeveralSeatsKeepsEachSeatsPlan) {
  // The room's stand-in is one bot for every seat it plays: seat 1's plan
  // on this item (62,564) must not replace the bot seat's (62,542).
  State state = nltqr_item_four();
  HouseBot bot;
  ASSERT_EQ(planned_bid(view_of(state, 1)), 62'564);
  EXPECT_EQ(bot.decide(view_of(state, 1)), bid(0));  // asked first, not applied
  act(state, kBot, bot.decide(view_of(state, kBot)));
  act(state, 1, resign());
  act(state, 0, bid(62'542));
  EXPECT_EQ(bot.decide(view_of(state, kBot)), skip());  // 62,543 is beyond its own plan
  act(state, kBot, skip());
  EXPECT_EQ(state.auction().item, 5);  // seat 0 took item 4
}

TEST(RightPriceBotPlan, TheNextItemGetsAFreshPlan) {
  // The bot takes item 4 for 2 and seat 1 resigns meanwhile; item 5 (10-90)
  // opens without seat 1 and with new holdings, so its plan is new too.
  State state = nltqr_item_four();
  HouseBot bot;
  act(state, kBot, bot.decide(view_of(state, kBot)));
  act(state, 1, resign());
  act(state, 0, bid(1));
  act(state, kBot, bot.decide(view_of(state, kBot)));
  act(state, 0, skip());
  ASSERT_EQ(state.auction().item, 5);
  const Money plan = planned_bid(view_of(state, kBot));
  ASSERT_NE(plan, 62'542);
  ASSERT_GE(plan, 1);
  act(state, kBot, bot.decide(view_of(state, kBot)));  // opens at 0
  act(state, 0, bid(plan - 1));
  EXPECT_EQ(bot.decide(view_of(state, kBot)), bid(plan));
  act(state, kBot, bid(plan));
  act(state, 0, bid(plan + 1));
  EXPECT_EQ(bot.decide(view_of(state, kBot)), skip());
}

TEST(RightPriceBotPlan, ABotReusedForAnotherMatchDoesNotKeepAnOldPlan) {
  // Both matches are at round 1, item 1: only the item and the table tell
  // the auctions apart. The first plans 300 × 58 / 200 = 87, the second
  // 300 × 140 / 200 = 210.
  HouseBot bot;
  State first(open_table(1000, 300, 3, 1, 10), 2, 1, 0, {20, 38});
  ASSERT_EQ(bot.decide(view_of(first, 1)), bid(0));
  State second(open_table(1000, 300, 3, 1, 10), 2, 1, 0, {60, 80});
  act(second, 0, bid(100));
  EXPECT_EQ(bot.decide(view_of(second, 1)), bid(110));
}

}  // namespace
}  // namespace gavel::right_price
