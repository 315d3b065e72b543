// Resigning (rulebook "Resigning") in every state: before acting, after a
// blind bet, while leading an open auction, during the break, in later
// auctions, and what a resigned player keeps.
#include <gtest/gtest.h>

#include "games/all_games.h"
#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;

TEST(RightPriceResign, BeforeActingOnABlindItemTheServerSkipsForYou) {
  State state(table(), 3, 1, 0);
  act(state, 0, bid(10));
  act(state, 1, resign());
  EXPECT_TRUE(state.players()[1].resigned);
  EXPECT_TRUE(state.has_acted(1));
  EXPECT_EQ(state.auction().item, 1);
  act(state, 2, skip());
  EXPECT_EQ(state.current_round().items[0].winner, 0);
}

TEST(RightPriceResign, ASubmittedBlindBetStaysAndCanWin) {
  State state(table(), 3, 1, 0);
  act(state, 0, bid(50));
  act(state, 0, resign());
  act(state, 1, bid(40));
  act(state, 2, skip());
  EXPECT_EQ(state.current_round().items[0].winner, 0);
  EXPECT_EQ(state.players()[0].capital, 850);
}

TEST(RightPriceResign, TheLastSeatToActResigningClosesTheAuction) {
  State state(table(), 3, 1, 0);
  act(state, 0, bid(10));
  act(state, 1, skip());
  act(state, 2, resign());
  EXPECT_EQ(state.current_round().items[0].winner, 0);
  EXPECT_EQ(state.auction().item, 2);
  EXPECT_TRUE(state.has_acted(2));  // and the next item skips it at once
}

TEST(RightPriceResign, ALeadingOpenBidStaysAndWinsOnTimeout) {
  State state(open_table(), 3, 1, 0);
  act(state, 0, bid(30), 1000);
  act(state, 0, resign(), 2000);
  EXPECT_EQ(state.auction().leader, 0);
  act(state, 1, skip(), 3000);
  EXPECT_EQ(state.auction().item, 1);  // seat 2 may still bid
  ASSERT_TRUE(state.tick(state.auction().deadline));
  EXPECT_EQ(state.current_round().items[0].winner, 0);
  EXPECT_EQ(state.players()[0].capital, 870);
}

TEST(RightPriceResign, AResignedOpenBidderIsSkippedWhenSomeoneRaises) {
  State state(open_table(), 3, 1, 0);
  act(state, 0, bid(30));
  act(state, 0, resign());
  act(state, 1, bid(40));
  // Skips are cleared for everyone but the resigned former leader.
  EXPECT_TRUE(state.has_acted(0));
  EXPECT_FALSE(state.may_skip(0));
  EXPECT_TRUE(state.may_skip(2));
  act(state, 2, skip());  // everyone else has skipped: the new bidder wins
  EXPECT_EQ(state.current_round().items[0].winner, 1);
}

TEST(RightPriceResign, NotLeadingAnOpenItemTheServerSkipsForYou) {
  State state(open_table(), 3, 1, 0);
  act(state, 0, bid(30));
  act(state, 1, resign());
  EXPECT_TRUE(state.has_acted(1));
  act(state, 2, skip());
  EXPECT_EQ(state.current_round().items[0].winner, 0);
}

TEST(RightPriceResign, EveryLaterAuctionSkipsYouAndYouCannotBid) {
  State state(table(1000, 300, 2, 2), 3, 1, 0);
  act(state, 1, resign());
  all_skip(state);
  ASSERT_EQ(state.auction().item, 2);
  EXPECT_TRUE(state.has_acted(1));
  EXPECT_TRUE(Game::legal_actions(state, 1).empty());
  refused(state, 1, bid(0), ErrorKind::kConflict);
  refused(state, 1, skip(), ErrorKind::kConflict);
  refused(state, 1, resign(), ErrorKind::kConflict);  // once only
}

TEST(RightPriceResign, DuringTheBreakItTakesEffectFromTheNextRound) {
  State state(open_table(1000, 300, 1, 2), 3, 1, 0);
  all_skip(state);
  ASSERT_EQ(state.phase(), Phase::kBreak);
  act(state, 2, resign());
  EXPECT_EQ(state.phase(), Phase::kBreak);
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  EXPECT_TRUE(state.has_acted(2));
  act(state, 0, bid(10));
  EXPECT_TRUE(state.has_acted(2));  // still skipped after a new bid
  act(state, 1, skip());
  EXPECT_EQ(state.current_round().items[0].winner, 0);
}

TEST(RightPriceResign, AResignedPlayerStillFundsScoresAndShares) {
  // Seat 1 buys the only item, then resigns: it keeps the item, wins the
  // pool, is charged next round and gets its share of the bank.
  auto settings = table(1000, 300, 1, 2);
  settings.payments_to = PaymentsTo::kBank;
  State state(settings, 3, 1, 0, {50, 50, 50});
  act(state, 1, bid(31));
  act(state, 1, resign());
  all_skip(state);
  const auto& round = state.current_round();
  EXPECT_EQ(round.winners, std::vector<Seat>{1});
  EXPECT_EQ(round.recipients, (std::vector<Seat>{0, 1, 2}));
  EXPECT_EQ(round.movement[1].from_bank, 10);  // the 31 paid, shared: 10 each, 1 stays
  EXPECT_EQ(state.players()[1].capital, 900 - 31 + 300 + 10);
  ASSERT_TRUE(state.tick(round.break_ends_at));
  EXPECT_EQ(state.current_round().movement[1].to_bank, -100);
}

TEST(RightPriceResign, WhenEveryoneHasResignedTheRoundsPlayThemselves) {
  State state(table(1000, 300, 3, 2), 2, 1, 0);
  act(state, 0, resign());
  act(state, 1, resign());
  EXPECT_EQ(state.phase(), Phase::kBreak);
  for (const auto& item : state.current_round().items) EXPECT_EQ(item.winner, -1);
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  EXPECT_TRUE(state.finished());
  EXPECT_EQ(state.money_held(), 2000);
}

TEST(RightPriceResign, AnEliminatedPlayerMayResignToo) {
  State state = impoverished_table();
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  ASSERT_TRUE(state.players()[3].eliminated);
  const Auction before = state.auction();
  act(state, 3, resign());
  EXPECT_TRUE(state.players()[3].resigned);
  EXPECT_EQ(state.auction(), before);
}

TEST(RightPriceResign, TheRoomsResignActionIsAcceptedButNeverListed) {
  const auto* entry = all_games().find("right_price");
  const auto* info = &entry->info;
  auto match = info->create(nullptr, 3, 7, 0);
  ASSERT_TRUE(match);
  for (const auto& entry : (*match)->legal_actions(0)) {
    EXPECT_NE(entry.at("action"), "resign");
  }
  ASSERT_TRUE((*match)->apply(0, entry->host.resign_action, 10, Origin::kPlayer));
  EXPECT_TRUE((*match)->legal_actions(0).empty());
  EXPECT_FALSE((*match)->apply(0, entry->host.resign_action, 20, Origin::kPlayer));
}

}  // namespace
}  // namespace gavel::right_price
