// Blind and Open betting (rulebook "Auctions" 2-6): who may bid what, when
// an auction closes, who wins it, every tie rule, and who pays.
#include <gtest/gtest.h>

#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;

constexpr Millis kClock = 30'000;  // the default betting clock

// ---- Blind ----

TEST(RightPriceBlind, TheHighestBetWinsAndOnlyTheWinnerPays) {
  State state(table(), 3, 1, 0, {30, 10});
  EXPECT_EQ(state.current_round().items[0].range, (ItemRange{10, 30}));  // sorted
  act(state, 0, bid(50));
  act(state, 1, bid(70));
  act(state, 2, skip());
  const auto& item = state.current_round().items[0];
  EXPECT_TRUE(item.resolved);
  EXPECT_EQ(item.winner, 1);
  EXPECT_EQ(item.price, 70);
  EXPECT_EQ(state.players()[0].capital, 900);
  EXPECT_EQ(state.players()[1].capital, 830);
  EXPECT_EQ(state.pool(), 370);  // paymentsTo pool
  EXPECT_EQ(state.current_round().movement[1].auction_payments, -70);
  EXPECT_EQ(state.current_round().transfers.back(), (Transfer{TransferKind::kPayment, 1, 70, 1}));
  EXPECT_EQ(state.auction().item, 2);
}

TEST(RightPriceBlind, PaymentsCanGoToTheBank) {
  auto settings = table();
  settings.payments_to = PaymentsTo::kBank;
  State state(settings, 2, 1, 0);
  act(state, 0, bid(70));
  act(state, 1, skip());
  EXPECT_EQ(state.pool(), 300);
  EXPECT_EQ(state.bank(), 70);
  EXPECT_EQ(state.money_held(), 2000);
}

TEST(RightPriceBlind, TheAuctionClosesTheMomentEveryoneHasActed) {
  State state(table(), 3, 1, 0);
  EXPECT_EQ(state.next_deadline(), (engine::Deadline{kClock, {}}));
  act(state, 0, bid(5), 4000);
  EXPECT_EQ(state.auction().deadline, kClock);  // a blind bet does not restart the clock
  act(state, 1, skip(), 5000);
  EXPECT_EQ(state.auction().item, 1);
  act(state, 2, bid(1), 7000);
  EXPECT_EQ(state.auction().item, 2);
  EXPECT_EQ(state.auction().deadline, 7000 + kClock);  // the next item starts at once
}

TEST(RightPriceBlind, NoActionBeforeTheDeadlineIsASkip) {
  State state(table(), 3, 1, 0);
  act(state, 2, bid(10), 100);
  EXPECT_FALSE(state.tick(kClock - 1));
  EXPECT_EQ(state.auction().item, 1);
  EXPECT_TRUE(state.tick(kClock));
  EXPECT_EQ(state.current_round().items[0].winner, 2);
  EXPECT_EQ(state.auction().deadline, 2 * kClock);  // timed from the deadline itself
}

TEST(RightPriceBlind, WhenEveryoneSkipsTheItemIsNotAwarded) {
  State state(table(), 3, 1, 0);
  all_skip(state);
  const auto& item = state.current_round().items[0];
  EXPECT_TRUE(item.resolved);
  EXPECT_EQ(item.winner, -1);
  EXPECT_EQ(state.pool(), 300);
  for (const auto& player : state.players()) EXPECT_EQ(player.capital, 900);
}

TEST(RightPriceBlind, BetsAreWholeAmountsWithinCapitalOncePerItem) {
  State state(table(), 3, 1, 0);
  refused(state, 0, bid(901), ErrorKind::kInvalid);  // capital is 900 after funding
  refused(state, 0, bid(-1), ErrorKind::kInvalid);
  act(state, 0, bid(900));
  refused(state, 0, bid(1), ErrorKind::kConflict);
  refused(state, 0, skip(), ErrorKind::kConflict);
  EXPECT_FALSE(state.bid_range(0));
  EXPECT_FALSE(state.may_skip(0));
  EXPECT_EQ(state.bid_range(1)->max, 900);
}

Settings with_seats(Settings settings, std::vector<SeatInfo> info) {
  settings.seat_info = std::move(info);
  return settings;
}

TEST(RightPriceBlindTies, AHumanBeatsTheBotOnEqualBidsWhateverTheTimeOrRating) {
  const auto settings = with_seats(table(), {{true, 15000}, {false, 25000}});
  State state(settings, 2, 1, 0);
  act(state, 0, bid(40), 100);  // the bot is earlier and rated lower
  act(state, 1, bid(40), 900);
  EXPECT_EQ(state.current_round().items[0].winner, 1);
}

TEST(RightPriceBlindTies, ThenTheEarlierSubmission) {
  const auto settings = with_seats(table(), {{false, 10000}, {false, 20000}, {true, 15000}});
  State state(settings, 3, 1, 0);
  act(state, 0, bid(40), 900);
  act(state, 1, bid(40), 800);
  act(state, 2, bid(40), 100);
  EXPECT_EQ(state.current_round().items[0].winner, 1);
}

TEST(RightPriceBlindTies, ThenTheLowerRating) {
  const auto settings = with_seats(table(), {{false, 16000}, {false, 14000}});
  State state(settings, 2, 1, 0);
  act(state, 0, bid(40), 500);
  act(state, 1, bid(40), 500);
  EXPECT_EQ(state.current_round().items[0].winner, 1);
}

TEST(RightPriceBlindTies, ThenStableRoomOrder) {
  State state(table(), 3, 1, 0);  // no seatInfo: every seat a human at 1500.0
  act(state, 2, bid(40), 500);
  act(state, 1, bid(40), 500);
  act(state, 0, bid(39), 500);
  EXPECT_EQ(state.current_round().items[0].winner, 1);
}

TEST(RightPriceBlindTies, TheRuleItself) {
  Settings settings = with_seats(table(), {{false, 15000}, {true, 15000}, {false, 15000}});
  std::vector<Bet> bets(3);
  EXPECT_FALSE(blind_winner(bets, settings));  // nobody acted
  bets[1] = {true, false, 0, 10};
  EXPECT_EQ(blind_winner(bets, settings), 1);  // a bid of 0 beats every skip
  bets[0] = {true, true, 0, 5};
  EXPECT_EQ(blind_winner(bets, settings), 1);
  bets[2] = {true, false, 0, 20};
  EXPECT_EQ(blind_winner(bets, settings), 2);  // the human, though later
}

// ---- Open ----

TEST(RightPriceOpen, TheFirstBidMayBeAnyAffordableAmountIncludingZero) {
  State state(open_table(), 3, 1, 0);
  EXPECT_EQ(state.bid_range(0)->min, 0);
  act(state, 1, bid(0), 1000);
  EXPECT_EQ(state.auction().leader, 1);
  EXPECT_EQ(state.auction().high, 0);
}

TEST(RightPriceOpen, LaterBidsNeedTheHighPlusTheMinimumIncreaseAndTheLeaderMayRaise) {
  State state(open_table(), 3, 1, 0);
  act(state, 1, bid(0));
  refused(state, 2, bid(9), ErrorKind::kInvalid);
  EXPECT_EQ(state.bid_range(2)->min, 10);
  act(state, 2, bid(10));
  refused(state, 2, bid(19), ErrorKind::kInvalid);
  act(state, 2, bid(20));  // a raise by the current bidder
  EXPECT_EQ(state.auction().leader, 2);
  EXPECT_EQ(state.auction().high, 20);
  refused(state, 0, bid(901), ErrorKind::kInvalid);
}

TEST(RightPriceOpen, TheCurrentBidderCannotSkip) {
  State state(open_table(), 3, 1, 0);
  act(state, 0, bid(5));
  EXPECT_FALSE(state.may_skip(0));
  refused(state, 0, skip(), ErrorKind::kConflict);
}

TEST(RightPriceOpen, EveryAcceptedBidRestartsTheFullClockAndSkipsDoNot) {
  State state(open_table(), 3, 1, 0);
  act(state, 0, bid(5), 10'000);
  EXPECT_EQ(state.auction().deadline, 10'000 + kClock);
  act(state, 1, skip(), 20'000);
  EXPECT_EQ(state.auction().deadline, 10'000 + kClock);
  act(state, 2, bid(15), 35'000);
  EXPECT_EQ(state.next_deadline(), (engine::Deadline{35'000 + kClock, {}}));
}

TEST(RightPriceOpen, AnAcceptedBidClearsEverySkip) {
  State state(open_table(), 3, 1, 0);
  act(state, 0, bid(5));
  act(state, 1, skip());
  EXPECT_TRUE(state.has_acted(1));
  EXPECT_FALSE(state.bid_range(1));
  refused(state, 1, bid(50), ErrorKind::kConflict);
  act(state, 2, bid(15));
  // Seat 1 answers the new bidder; so does the former leader.
  EXPECT_FALSE(state.has_acted(1));
  EXPECT_TRUE(state.may_skip(1));
  EXPECT_TRUE(state.may_skip(0));
  EXPECT_EQ(state.bid_range(1)->min, 25);
}

TEST(RightPriceOpen, WhenEveryoneElseSkipsTheBidderWinsAtOnce) {
  State state(open_table(), 3, 1, 0);
  act(state, 0, bid(5));
  act(state, 2, bid(15));
  act(state, 0, skip());
  EXPECT_EQ(state.auction().item, 1);
  act(state, 1, skip());
  const auto& item = state.current_round().items[0];
  EXPECT_EQ(item.winner, 2);
  EXPECT_EQ(item.price, 15);
  EXPECT_EQ(state.players()[2].capital, 885);
  EXPECT_EQ(state.players()[0].capital, 900);  // the outbid bidder pays nothing
  EXPECT_EQ(state.auction().item, 2);
}

TEST(RightPriceOpen, WhenEveryoneSkipsBeforeAnyBidTheItemIsNotAwarded) {
  State state(open_table(), 3, 1, 0);
  all_skip(state);
  EXPECT_EQ(state.current_round().items[0].winner, -1);
  EXPECT_EQ(state.auction().item, 2);
}

TEST(RightPriceOpen, ATimeoutAwardsTheItemToTheCurrentBidder) {
  State state(open_table(), 3, 1, 0);
  act(state, 1, bid(40), 1000);
  EXPECT_FALSE(state.tick(1000 + kClock - 1));
  EXPECT_TRUE(state.tick(1000 + kClock));
  EXPECT_EQ(state.current_round().items[0].winner, 1);
  EXPECT_EQ(state.current_round().items[0].price, 40);
}

TEST(RightPriceOpen, ATimeoutWithNoBidLeavesTheItemUnawarded) {
  State state(open_table(), 3, 1, 0);
  act(state, 1, skip(), 1000);
  EXPECT_TRUE(state.tick(kClock));
  EXPECT_EQ(state.current_round().items[0].winner, -1);
}

TEST(RightPriceOpen, APlayerWhoCannotAffordTheNextBidMayOnlySkip) {
  State state(open_table(100, 100, 1, 1), 2, 1, 0);  // 50 each after funding
  act(state, 0, bid(45));
  EXPECT_FALSE(state.bid_range(1));  // 55 is beyond 50
  EXPECT_TRUE(state.may_skip(1));
}

TEST(RightPriceOpen, TheBotInTheLeadHasNothingToDo) {
  auto settings = open_table();
  settings.seat_info = {{false, 15000}, {true, 15000}};
  State state(settings, 2, 1, 0);
  act(state, 1, bid(0));
  EXPECT_FALSE(state.bid_range(1));
  EXPECT_TRUE(Game::legal_actions(state, 1).empty());
  refused(state, 1, bid(10), ErrorKind::kConflict);
  // A human leader may raise.
  act(state, 0, bid(10));
  ASSERT_TRUE(state.bid_range(0));
  EXPECT_EQ(state.bid_range(0)->min, 20);
  EXPECT_EQ(Game::legal_actions(state, 0).size(), 1u);  // no skip
}

TEST(RightPriceBetting, NobodyBidsDuringTheBreakOrAfterTheEnd) {
  State state(table(1000, 300, 1, 2), 2, 1, 0);
  all_skip(state);
  ASSERT_EQ(state.phase(), Phase::kBreak);
  refused(state, 0, bid(0), ErrorKind::kConflict);
  refused(state, 1, skip(), ErrorKind::kConflict);
  EXPECT_TRUE(Game::legal_actions(state, 0).empty());
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  all_skip(state);
  ASSERT_TRUE(state.finished());
  refused(state, 0, bid(0), ErrorKind::kConflict);
  refused(state, 0, resign(), ErrorKind::kConflict);
}

}  // namespace
}  // namespace gavel::right_price
