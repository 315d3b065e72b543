// Shade: shades toward 5 + (n−1)/n·(v−5) under first price, truthful under
// second price, never above credits or value; plays whole matches.
#include "games/auction/bot.h"

#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "games/all_games.h"
#include "tests/games/auction/helpers.h"

namespace gavel::auction {
namespace {

using namespace test;

View bidding_view(Pricing pricing, int seats, int value, int credits) {
  State state(settings(seats, 2, 0, pricing), seats, 5, 0);
  state.set_value(1, 0, value);
  View view = make_view(state, engine::Viewer::seat(0));
  view.your_credits = credits;
  return view;
}

TEST(AuctionBot, ShadesTowardTheFirstPriceEquilibrium) {
  EXPECT_EQ(shade_bid(bidding_view(Pricing::kFirst, 5, 45, 100)), 5 + 4 * 40 / 5);  // 37
  EXPECT_EQ(shade_bid(bidding_view(Pricing::kFirst, 3, 5, 100)), 5);
  EXPECT_EQ(shade_bid(bidding_view(Pricing::kFirst, 8, 60, 100)), 5 + 7 * 55 / 8);
}

TEST(AuctionBot, BidsItsValueUnderSecondPrice) {
  EXPECT_EQ(shade_bid(bidding_view(Pricing::kSecond, 5, 45, 100)), 45);
}

TEST(AuctionBot, NeverBidsAboveItsCredits) {
  EXPECT_EQ(shade_bid(bidding_view(Pricing::kSecond, 5, 45, 12)), 12);
  EXPECT_EQ(shade_bid(bidding_view(Pricing::kFirst, 5, 45, 0)), 0);
}

TEST(AuctionBot, MostlyPassesWhenTalking) {
  State state(settings(3, 1, 1), 3, 5, 0);
  ShadeBot bot(9);
  int passes = 0;
  for (int i = 0; i < 200; ++i) {
    if (bot.decide(make_view(state, engine::Viewer::seat(0))).kind == Action::Kind::kPass) ++passes;
  }
  EXPECT_GT(passes, 170);
  EXPECT_LT(passes, 200);
}

TEST(AuctionBot, EveryBotFinishesAMatchWithLegalMoves) {
  for (const auto& name : bot_names()) {
    auto bot = make_bot(name, 3);
    ASSERT_TRUE(bot) << name;
    State state(settings(4, 5, 1), 4, 11, 0);
    for (int step = 0; step < 200 && !state.finished(); ++step) {
      const auto seat = *state.to_act();
      const auto action = (*bot)->decide(make_view(state, engine::Viewer::seat(seat)));
      ASSERT_TRUE(engine::is_listed(Game::legal_actions(state, seat), Game::action_json(action)))
          << name;
      play(state, seat, action);
    }
    EXPECT_TRUE(state.finished()) << name;
  }
  EXPECT_FALSE(make_bot("Nobody", 1));
  EXPECT_EQ(bot_names().front(), "Shade");
}

}  // namespace
}  // namespace gavel::auction
