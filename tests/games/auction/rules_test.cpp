// Blind Auction's rules: talk order, messages, sealed bids, both pricings,
// ties, unsold items, negative profit, timeouts, leaving and the events.
#include "games/auction/rules.h"

#include <gtest/gtest.h>

#include "games/auction/dice.h"
#include "tests/games/auction/helpers.h"

namespace gavel::auction {
namespace {

using namespace test;
using engine::Origin;

std::vector<int> order_of_turns(State& state, int turns) {
  std::vector<int> order;
  for (int i = 0; i < turns; ++i) {
    order.push_back(*state.to_act());
    play(state, *state.to_act(), state.phase() == Phase::kTalk ? pass() : bid(0));
  }
  return order;
}

TEST(AuctionRules, TalkThenBidInSeatOrderTalkRoundsTimes) {
  State state(settings(3, 2, 2), 3, 5, 0);
  EXPECT_EQ(state.phase(), Phase::kTalk);
  EXPECT_EQ(order_of_turns(state, 6), (std::vector<int>{0, 1, 2, 0, 1, 2}));
  EXPECT_EQ(state.phase(), Phase::kBid);
  EXPECT_EQ(order_of_turns(state, 3), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(state.item(), 2);
  EXPECT_EQ(state.phase(), Phase::kTalk);
  EXPECT_EQ(*state.to_act(), 0);
}

TEST(AuctionRules, NoTalkRoundsGoesStraightToBids) {
  State state(settings(4, 1, 0), 4, 5, 0);
  EXPECT_EQ(state.phase(), Phase::kBid);
  EXPECT_EQ(*state.to_act(), 0);
}

TEST(AuctionRules, OutOfTurnAndWrongPhaseAreRefusedAndChangeNothing) {
  State state(settings(3, 1, 1), 3, 5, 0);
  const State before = state;
  auto refused = state.apply(1, pass(), 0, Origin::kPlayer);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().kind, engine::ErrorKind::kConflict);
  EXPECT_FALSE(state.apply(0, bid(3), 0, Origin::kPlayer));
  EXPECT_EQ(state, before);
}

TEST(AuctionRules, MessagesAreTrimmedCountedAndNeverTruncated) {
  State state(settings(3, 1, 1), 3, 5, 0);
  const State before = state;
  EXPECT_FALSE(state.apply(0, say(""), 0, Origin::kPlayer));
  EXPECT_FALSE(state.apply(0, say(std::string(281, 'a')), 0, Origin::kPlayer));
  EXPECT_FALSE(state.apply(0, say("tab\x01"), 0, Origin::kPlayer));
  EXPECT_EQ(state, before);
  std::string accents;
  for (int i = 0; i < 280; ++i) accents += "\xC3\xA9";
  play(state, 0, say(accents));
  play(state, 1, say("I want\nthis one"));
  ASSERT_EQ(state.talk().size(), 2u);
  EXPECT_EQ(state.talk()[0].text, accents);
  EXPECT_EQ(state.talk()[1].seat, 1);
  // Through JSON the message is trimmed first.
  const auto parsed =
      Game::parse_action(boost::json::parse(R"({"action":"say","message":"  hi  "})"));
  ASSERT_TRUE(parsed);
  EXPECT_EQ(parsed->message, "hi");
  EXPECT_FALSE(Game::parse_action(boost::json::parse(R"({"action":"say","message":"  "})")));
}

TEST(AuctionRules, BidsAreBoundedByCreditsNeverClampedAndFinal) {
  State state(settings(3, 2, 0), 3, 5, 0);
  const State before = state;
  const auto over = state.apply(0, bid(101), 0, Origin::kPlayer);
  ASSERT_FALSE(over);
  EXPECT_EQ(over.error().kind, engine::ErrorKind::kInvalid);
  EXPECT_FALSE(state.apply(0, bid(-1), 0, Origin::kPlayer));
  EXPECT_EQ(state, before);
  play(state, 0, bid(40));
  // Sealed: seat 0 cannot bid again on this item.
  EXPECT_FALSE(state.apply(0, bid(10), 0, Origin::kPlayer));
  EXPECT_EQ(state.sealed()[0].amount, 40);
  EXPECT_EQ(state.bids_in(), 1);
}

TEST(AuctionRules, FirstPriceWinnerPaysItsBid) {
  State state(settings(3, 2, 0), 3, 5, 0);
  state.set_value(1, 1, 50);
  bid_all(state, {10, 30, 20});
  const auto& record = state.history().at(0);
  EXPECT_EQ(record.winner, 1);
  EXPECT_EQ(record.price, 30);
  EXPECT_FALSE(record.tie_break);
  EXPECT_EQ(state.players()[1].credits, 70);
  EXPECT_EQ(state.players()[1].profit, 20);
  EXPECT_EQ(state.players()[1].items_won, (std::vector<int>{1}));
  // Credits only move for the winner.
  EXPECT_EQ(state.players()[0].credits, 100);
  EXPECT_EQ(state.players()[2].credits, 100);
}

TEST(AuctionRules, SecondPricePaysTheHighestOtherBidZerosIncluded) {
  State state(settings(3, 2, 0, Pricing::kSecond), 3, 5, 0);
  state.set_value(1, 2, 44);
  state.set_value(2, 0, 20);
  bid_all(state, {10, 25, 40});
  EXPECT_EQ(state.history()[0].winner, 2);
  EXPECT_EQ(state.history()[0].price, 25);
  EXPECT_EQ(state.players()[2].profit, 19);
  // One positive bid: price 0, profit the full value (note 18).
  bid_all(state, {7, 0, 0});
  EXPECT_EQ(state.history()[1].winner, 0);
  EXPECT_EQ(state.history()[1].price, 0);
  EXPECT_EQ(state.players()[0].profit, 20);
  EXPECT_EQ(state.players()[0].credits, 100);
}

TEST(AuctionRules, TiesAreSettledByTheDiceAtTheTiedAmount) {
  for (const auto pricing : {Pricing::kFirst, Pricing::kSecond}) {
    State state(settings(4, 1, 0, pricing), 4, 20261201, 0);
    bid_all(state, {15, 30, 5, 30});
    const auto& record = state.history()[0];
    EXPECT_TRUE(record.tie_break);
    EXPECT_EQ(record.tied, (std::vector<engine::Seat>{1, 3}));
    const std::vector<int> tied = {1, 3};
    EXPECT_EQ(record.winner, tied[tie_index(expand_seed(20261201), 1, 2)]);
    // Note 19: under second price the highest other bid is the tied amount.
    EXPECT_EQ(record.price, 30);
    const auto result = events_of(state, "item_result").front();
    EXPECT_EQ(result.data.at("tie_break"), true);
    EXPECT_EQ(result.data.at("tied"), (boost::json::array{1, 3}));
  }
}

TEST(AuctionRules, AllZerosIsUnsoldAndNothingMoves) {
  State state(settings(3, 2, 0), 3, 5, 0);
  bid_all(state, {0, 0, 0});
  EXPECT_FALSE(state.history()[0].winner);
  for (const auto& player : state.players()) {
    EXPECT_EQ(player.credits, 100);
    EXPECT_EQ(player.profit, 0);
  }
  const auto result = events_of(state, "item_result").front();
  EXPECT_EQ(result.data.at("unsold"), true);
  EXPECT_FALSE(result.data.contains("winner"));
}

TEST(AuctionRules, TheWinnersCurseMakesProfitNegative) {
  State state(settings(3, 1, 0), 3, 5, 0);
  state.set_value(1, 0, 8);
  bid_all(state, {30, 2, 0});
  EXPECT_EQ(state.players()[0].profit, -22);
  EXPECT_EQ(state.players()[0].credits, 70);
  ASSERT_TRUE(state.finished());
  // Never-winners (0, 100) rank above the loss.
  EXPECT_EQ(state.ranks(), (std::vector<int>{3, 1, 1}));
  const auto outcome = state.outcome();
  EXPECT_EQ(outcome.standings[0].seat, 1);
  EXPECT_EQ(outcome.standings[2].seat, 0);
  EXPECT_EQ(outcome.standings[2].score, -22);
}

TEST(AuctionRules, ASeatWithNoCreditsBidsZeroWithoutATurn) {
  State state(settings(3, 2, 0), 3, 5, 0);
  state.set_value(1, 0, 60);
  bid_all(state, {100, 0, 0});
  EXPECT_EQ(state.players()[0].credits, 0);
  // Item 2: seat 0 is sealed at 0 and seat 1 acts first.
  EXPECT_EQ(*state.to_act(), 1);
  EXPECT_TRUE(state.sealed()[0].sealed);
  EXPECT_TRUE(state.sealed()[0].no_turn);
  const auto open = events_of(state, "bidding_open").back();
  EXPECT_EQ(open.data.at("no_turn"), (boost::json::array{0}));
}

TEST(AuctionRules, AMissedTalkTurnIsAPublicTimeoutAndPass) {
  State state(settings(3, 1, 1), 3, 5, 1000);
  ASSERT_EQ(state.next_deadline()->at, 11000);
  EXPECT_TRUE(state.next_deadline()->stand_in.empty());
  EXPECT_FALSE(state.tick(10999));
  EXPECT_TRUE(state.tick(11000));
  EXPECT_EQ(*state.to_act(), 1);
  EXPECT_EQ(state.next_deadline()->at, 21000);
  const auto timeout = events_of(state, "timeout").at(0);
  EXPECT_EQ(timeout.data.at("seat"), 0);
  EXPECT_EQ(timeout.data.at("action"), "pass");
  EXPECT_FALSE(timeout.only);
}

TEST(AuctionRules, AMissedBidIsZeroAndStaysSecretUntilTheReveal) {
  State state(settings(3, 1, 0), 3, 5, 0);
  ASSERT_TRUE(state.tick(state.next_deadline()->at));
  EXPECT_TRUE(events_of(state, "timeout").empty());
  const auto placed = events_of(state, "bid_placed").at(0);
  EXPECT_EQ(placed.data, (boost::json::object{{"seat", 0}, {"bids_in", 1}}));
  const auto secret = events_of(state, "timeout_private").at(0);
  EXPECT_EQ(secret.only, 0);
  EXPECT_EQ(secret.version, placed.version);
  // An ordinary bid's public event looks the same.
  play(state, 1, bid(12));
  EXPECT_EQ(events_of(state, "bid_placed").at(1).data,
            (boost::json::object{{"seat", 1}, {"bids_in", 2}}));
  play(state, 2, bid(0));
  const auto revealed = events_of(state, "bids_revealed").at(0);
  EXPECT_EQ(revealed.data.at("bids").as_array()[0].at("timeout"), true);
  EXPECT_FALSE(revealed.data.at("bids").as_array()[1].as_object().contains("timeout"));
}

TEST(AuctionRules, ALeaverStaysRankedAndItsTurnsResolveAtOnce) {
  State state(settings(3, 2, 1), 3, 5, 0);
  play(state, 0, pass());
  play(state, 2, leave());  // not its turn: nothing else happens yet
  EXPECT_EQ(*state.to_act(), 1);
  play(state, 1, pass());
  // Seat 2's talk turn resolved as a timeout; bidding opened at seat 0.
  EXPECT_EQ(state.phase(), Phase::kBid);
  EXPECT_EQ(events_of(state, "timeout").back().data.at("seat"), 2);
  play(state, 0, bid(5));
  play(state, 1, bid(6));
  EXPECT_TRUE(state.history()[0].bids[2].timeout);
  EXPECT_EQ(state.item(), 2);
  EXPECT_FALSE(state.apply(2, pass(), 0, Origin::kPlayer));
  // Leaving on its own turn resolves that turn at once.
  play(state, 0, leave());
  EXPECT_EQ(*state.to_act(), 1);
  play(state, 1, pass());
  play(state, 1, bid(1));
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.outcome().standings.size(), 3u);
}

TEST(AuctionRules, TheWinnersResultAloneCarriesValueAndProfit) {
  State state(settings(3, 1, 0), 3, 5, 0);
  state.set_value(1, 1, 33);
  bid_all(state, {1, 20, 2});
  std::vector<engine::Event> results = events_of(state, "item_result");
  ASSERT_EQ(results.size(), 2u);
  EXPECT_FALSE(results[0].only);
  EXPECT_EQ(results[0].data, (boost::json::object{{"winner", 1}, {"price", 20}}));
  EXPECT_EQ(results[1].only, 1);
  EXPECT_EQ(results[1].version, results[0].version);
  EXPECT_EQ(results[1].data.at("value"), 33);
  EXPECT_EQ(results[1].data.at("profit"), 13);
}

TEST(AuctionRules, PrivateEventsNeverOpenAGapInTheNumbering) {
  State state(settings(4, 2, 1), 4, 5, 0);
  for (int i = 0; i < 4; ++i) play(state, i, i % 2 ? say("mine") : pass());
  bid_all(state, {3, 9, 0, 9});
  for (engine::Seat seat = 0; seat < 4; ++seat) {
    std::uint64_t last = 0;
    for (const auto* event : state.events().seen_by(engine::Viewer::seat(seat))) {
      if (event->only) {
        EXPECT_EQ(event->version, last) << event->type;
      } else {
        EXPECT_EQ(event->version, last + 1) << event->type;
        last = event->version;
      }
    }
  }
  const auto values = events_of(state, "value_private");
  ASSERT_EQ(values.size(), 8u);
  EXPECT_EQ(values[0].version, events_of(state, "item_up")[0].version);
  EXPECT_EQ(values[0].data.at("value"), state.value(1, 0));
}

TEST(AuctionRules, TheBidMessageGoesPublicAtOnceWithBidPlaced) {
  State state(settings(3, 1, 0), 3, 5, 0);
  play(state, 0, bid(10, "not for me"));
  const auto& all = state.events().all();
  const auto placed = events_of(state, "bid_placed").at(0);
  const auto message = events_of(state, "message").at(0);
  EXPECT_EQ(message.version, placed.version + 1);
  EXPECT_EQ(message.data,
            (boost::json::object{{"seat", 0}, {"phase", "bid"}, {"text", "not for me"}}));
  EXPECT_FALSE(message.only);
  EXPECT_EQ(state.talk().at(0).phase, Phase::kBid);
  EXPECT_EQ(all.back().type, "message");
}

TEST(AuctionRules, StartCommitsAndEndRevealsTheSeed) {
  State state(settings(3, 1, 0), 3, 424242, 0);
  const auto start = state.events().all().front();
  EXPECT_EQ(start.type, "auction_start");
  EXPECT_EQ(start.item, 0);
  EXPECT_EQ(start.data.at("commit"), boost::json::value(commitment(expand_seed(424242))));
  EXPECT_FALSE(start.data.contains("seed"));
  bid_all(state, {1, 2, 3});
  const auto end = state.events().all().back();
  EXPECT_EQ(end.type, "auction_end");
  EXPECT_EQ(end.data.at("seed"), boost::json::value(to_hex(expand_seed(424242))));
  EXPECT_EQ(end.data.at("ranking").as_array()[0].at("seat"), 2);
  EXPECT_FALSE(end.data.contains("payouts"));
}

TEST(AuctionRules, ValuesAreDrawnFromTheCommittedSeed) {
  State state(settings(5, 2, 0), 5, 20261201, 0);
  EXPECT_EQ(state.value(1, 1), 58);
  EXPECT_EQ(state.value(2, 4), 26);
  for (int item = 1; item <= 2; ++item)
    for (int seat = 0; seat < 5; ++seat)
      EXPECT_EQ(state.value(item, seat), item_value(expand_seed(20261201), item, seat));
}

TEST(AuctionRules, PaidTablesSettleAtTheEnd) {
  Settings paid = settings(3, 1, 0);
  paid.stake = 10;
  paid.rake_pct = 10;
  State state(paid, 3, 5, 0);
  state.set_value(1, 2, 40);
  bid_all(state, {0, 0, 10});
  ASSERT_TRUE(state.payout());
  EXPECT_EQ(state.payout()->paid, (std::vector<std::int64_t>{0, 0, 27}));
  const auto end = events_of(state, "auction_end").at(0);
  EXPECT_EQ(end.data.at("payouts").at("rake"), 3);
}

TEST(AuctionRules, EachTurnHasItsOwnNumber) {
  State state(settings(3, 1, 1), 3, 5, 0);
  const auto first = Game::turn(state, 0);
  ASSERT_TRUE(first);
  EXPECT_EQ(first->phase, "talk");
  EXPECT_FALSE(Game::turn(state, 1));
  play(state, 0, pass());
  const auto second = Game::turn(state, 1);
  ASSERT_TRUE(second);
  EXPECT_GT(second->turn, first->turn);
  play(state, 1, pass());
  play(state, 2, pass());
  EXPECT_EQ(Game::turn(state, 0)->phase, "bid");
}

}  // namespace
}  // namespace gavel::auction
