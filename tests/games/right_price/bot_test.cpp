// The house bot against hand-computed numbers: every branch of the
// rulebook's algorithm, exact arithmetic (notes 10), and its Open-mode play.
#include <gtest/gtest.h>

#include "games/all_games.h"
#include "games/right_price/bot.h"
#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;

using Holdings = std::vector<std::vector<ItemRange>>;

Action decide(const State& state, Seat seat) {
  HouseBot bot;
  return bot.decide(make_view(state, engine::Viewer::seat(seat)));
}

TEST(RightPriceBot, FirstItemBidsThePoolTimesTheMeanOfTheRangeInIntegers) {
  // Notes 10: 100 × 58 / 200 = 29 exactly; doubles give 28.
  EXPECT_EQ(first_item_bid(100, {20, 38}, 3, 1000), 29);
  EXPECT_EQ(first_item_bid(300, {20, 38}, 3, 1000), 87);
  EXPECT_EQ(first_item_bid(301, {1, 2}, 2, 1000), 4);   // floor(4.515)
  EXPECT_EQ(first_item_bid(300, {20, 38}, 3, 50), 50);  // capped by capital
}

TEST(RightPriceBot, TheOnlyItemOfARoundIsWorthTheWholePool) {
  EXPECT_EQ(first_item_bid(300, {1, 2}, 1, 1000), 300);
  EXPECT_EQ(first_item_bid(300, {1, 2}, 1, 120), 120);
}

TEST(RightPriceBot, WithNoEligibleOpponentItBidsZero) {
  const Holdings held = {{}, {{10, 20}}};
  EXPECT_EQ(later_item_bid(500, held, {1, 100}, 0, {}, 900), 0);
}

TEST(RightPriceBot, WithNobodyHoldingAnItemTheGainIsTheWholeItem) {
  // Pcurrent = 0 (dashes, notes 12), Pbot = 1, Pworst = 0: the whole pool.
  const Holdings held(2);
  const std::vector<Seat> opponents = {1};
  EXPECT_EQ(later_item_bid(300, held, {20, 38}, 0, opponents, 900), 300);
  EXPECT_EQ(later_item_bid(300, held, {20, 38}, 0, opponents, 250), 250);
}

TEST(RightPriceBot, AcquisitionAndDenialAddUp) {
  // Both hold 1-2: Pcurrent = 1/2. The item is 2-2: with it the bot has
  // 3/4, in the opponent's hands 1/4. Gain 1/4 + 1/4 = 1/2; 101 / 2 = 50.5.
  const Holdings held = {{{1, 2}}, {{1, 2}}};
  const std::vector<Seat> opponents = {1};
  EXPECT_EQ(later_item_bid(101, held, {2, 2}, 0, opponents, 900), 50);
}

TEST(RightPriceBot, TheGainIsAtMostOne) {
  // Tied at 1 each (1/2); the item 100-100 decides it: 1/2 + 1/2 = 1.
  const Holdings held = {{{1, 1}}, {{1, 1}}};
  const std::vector<Seat> opponents = {1};
  EXPECT_EQ(later_item_bid(333, held, {100, 100}, 0, opponents, 900), 333);
}

TEST(RightPriceBot, DenialIsMeasuredAgainstTheMostDangerousOpponent) {
  // The bot and seat 1 hold 50-50 (1/2 each); seat 2 holds nothing. The item
  // is 1-100. The bot with it: 3/4. Seat 1 with it: the bot keeps 1/4.
  // Seat 2 with it: 49/200 + 1/300 = 149/600, the worst. Gain = 1/4 +
  // (1/2 - 149/600) = 301/600; 599 × 301 / 600 = 300.49...
  const Holdings held = {{{50, 50}}, {{50, 50}}, {}};
  const std::vector<Seat> both = {1, 2};
  EXPECT_EQ(later_item_bid(599, held, {1, 100}, 0, both, 900), 300);
  // Against seat 1 alone the gain would be 1/4 + 1/4: 299.
  const std::vector<Seat> only_one = {1};
  EXPECT_EQ(later_item_bid(599, held, {1, 100}, 0, only_one, 900), 299);
}

TEST(RightPriceBot, NotesTenThroughAWholeTable) {
  // Two players fund a pool of 100; the first item is 20-38.
  State state(table(1000, 100, 3, 1), 2, 1, 0, {38, 20});
  EXPECT_EQ(planned_bid(make_view(state, engine::Viewer::seat(1))), 29);
  EXPECT_EQ(decide(state, 1), bid(29));
}

TEST(RightPriceBot, TheSecondItemOfARoundUsesProbabilitiesEvenAfterAnUnawardedFirst) {
  // Notes 9: items count whether or not they were awarded. Nobody holds an
  // item, so the gain is 1: the whole pool (300), not 300 × 58 / 200.
  State state(table(1000, 300, 3, 1), 2, 1, 0, {5, 6, 38, 20});
  all_skip(state);
  ASSERT_EQ(state.auction().item, 2);
  EXPECT_EQ(decide(state, 1), bid(300));
}

TEST(RightPriceBot, AResignedPlayersItemsCountButTheyCannotReceiveTheItem) {
  // Seat 0 takes 50-50 for 0 and resigns; seat 1 holds nothing. For item
  // 1-100 the bot (seat 2) has Pcurrent 0 and Pbot 101/200; seat 1 with the
  // item leaves it 0. floor(300 × 101 / 200) = 151.
  State state(table(1000, 300, 3, 1), 3, 1, 0, {50, 50, 1, 100});
  act(state, 0, bid(0));
  all_skip(state);
  act(state, 0, resign());
  ASSERT_EQ(state.auction().item, 2);
  EXPECT_EQ(decide(state, 2), bid(151));
}

TEST(RightPriceBot, WhenEveryOpponentHasResignedItBidsZeroNotSkip) {
  State state(table(1000, 300, 3, 1), 3, 1, 0, {50, 50, 1, 100});
  act(state, 0, resign());
  act(state, 1, resign());
  act(state, 2, bid(10));  // item 1: the bot's only competitors have gone
  ASSERT_EQ(state.auction().item, 2);
  EXPECT_EQ(decide(state, 2), bid(0));
}

TEST(RightPriceBot, OpenModeOpensAtZeroAndAnswersByTheMinimumIncreaseWithinItsPlan) {
  // Pool 300, first item 20-38: the plan is 87.
  auto settings = open_table(1000, 300, 3, 1, 10);
  settings.seat_info = {{false, 15000}, {true, 15000}};
  State state(settings, 2, 1, 0, {20, 38});
  EXPECT_EQ(decide(state, 1), bid(0));
  act(state, 1, bid(0));
  EXPECT_TRUE(Game::legal_actions(state, 1).empty());  // leading: nothing to do
  act(state, 0, bid(10));
  EXPECT_EQ(decide(state, 1), bid(20));
  act(state, 1, bid(20));
  act(state, 0, bid(77));
  EXPECT_EQ(decide(state, 1), bid(87));  // exactly the plan is still within it
  act(state, 1, bid(87));
  act(state, 0, bid(97));
  EXPECT_EQ(decide(state, 1), skip());  // 107 would exceed 87
}

TEST(RightPriceBot, InBlindModeItAlwaysBids) {
  State state(table(1000, 300, 3, 1), 2, 1, 0, {20, 38});
  EXPECT_EQ(decide(state, 0), bid(87));
}

TEST(RightPriceBot, ThroughTheRegistryItDecidesFromItsSeatsView) {
  const auto* info = all_games().engine().find("right_price");
  auto match = info->create(nullptr, 3, 11, 0);
  ASSERT_TRUE(match);
  auto bot = info->make_bot(info->bot_names.front(), 1);
  ASSERT_TRUE(bot);
  for (int step = 0; step < 200 && !(*match)->finished(); ++step) {
    const auto deadline = (*match)->next_deadline();
    bool acted = false;
    for (Seat seat = 0; seat < 3; ++seat) {
      if ((*match)->legal_actions(seat).empty()) continue;
      const auto action = (*bot)->decide(**match, seat);
      ASSERT_TRUE(action);
      ASSERT_TRUE((*match)->apply(seat, *action, 0, Origin::kBot))
          << boost::json::serialize(*action);
      acted = true;
      break;
    }
    if (!acted) {
      ASSERT_TRUE((*match)->tick(deadline->at));
    }
  }
  EXPECT_TRUE((*match)->finished());
}

}  // namespace
}  // namespace gavel::right_price
