// Bidlock's rules, one behaviour per test, on decks dealt in a known order.
#include "games/bidlock/rules.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "engine/session.h"
#include "games/all_games.h"
#include "games/bidlock/game.h"

namespace gavel::bidlock {
namespace {

using Deck = std::array<int, kRounds>;
using engine::ErrorKind;
using engine::Origin;

constexpr Deck kDeck = {5, -2, 3, 9, -4, 1, 2, 4, 6, 7, 8, -1, -3};

State deal(int seats, const Deck& deck = kDeck) {
  return State(Settings{}, seats, deck, 0);
}

// Every seat locks the given chip, in seat order.
void play(State& state, const std::vector<int>& chips, Millis now = 100) {
  for (Seat seat = 0; seat < static_cast<Seat>(chips.size()); ++seat) {
    const auto applied = state.apply(seat, Action{chips[seat]}, now, Origin::kPlayer);
    ASSERT_TRUE(applied) << "seat " << seat << " chip " << chips[seat] << ": "
                         << applied.error().message;
  }
}

TEST(BidlockRules, HighestChipTakesAPositivePot) {
  auto state = deal(3);
  EXPECT_EQ(state.pot(), std::vector<int>{5});
  play(state, {13, 10, 4});
  EXPECT_EQ(state.players()[0].score, 5);
  EXPECT_EQ(state.players()[0].won, std::vector<int>{5});
  EXPECT_EQ(state.history()[0].winner, 0);
  EXPECT_EQ(state.round(), 2);
  EXPECT_EQ(state.pot(), std::vector<int>{-2});
}

TEST(BidlockRules, MatchingChipsClashAndAreVoid) {
  auto state = deal(3);
  play(state, {13, 13, 4});
  EXPECT_EQ(state.players()[2].score, 5);
  EXPECT_EQ(state.players()[0].score, 0);
  EXPECT_EQ(state.history()[0].clashed, (std::vector<bool>{true, true, false}));
}

TEST(BidlockRules, SpentChipsAreGoneEvenWhenTheyClashed) {
  auto state = deal(3);
  play(state, {13, 13, 4});
  EXPECT_FALSE(holds(state.players()[0].chips, 13));
  EXPECT_FALSE(holds(state.players()[1].chips, 13));
  EXPECT_FALSE(holds(state.players()[2].chips, 4));
  EXPECT_EQ(chip_count(state.players()[0].chips), 12);
}

TEST(BidlockRules, LowestChipTakesANegativePot) {
  auto state = deal(3);
  play(state, {1, 2, 3});  // +5 to seat 2
  play(state, {5, 3, 9});  // -2 to the lowest: seat 1
  EXPECT_EQ(state.players()[1].score, -2);
  EXPECT_EQ(state.players()[1].negatives, 1);
  EXPECT_EQ(state.history()[1].winner, 1);
}

TEST(BidlockRules, LowestSurvivingChipTakesANegativePotAfterAClash) {
  auto state = deal(3);
  play(state, {1, 2, 3});
  play(state, {4, 4, 9});  // the two 4s clash: 9 is the lowest survivor
  EXPECT_EQ(state.players()[2].score, 5 - 2);
  EXPECT_EQ(state.players()[2].negatives, 1);
}

TEST(BidlockRules, WhenEveryChipClashesThePotCarriesThenIsWon) {
  auto state = deal(2);
  play(state, {7, 7});
  EXPECT_TRUE(state.history()[0].carried);
  EXPECT_EQ(state.history()[0].winner, -1);
  EXPECT_EQ(state.pot(), (std::vector<int>{5, -2}));
  EXPECT_EQ(state.pot_value(), 3);
  play(state, {1, 2});  // worth +3: the highest chip takes both cards
  EXPECT_EQ(state.players()[1].score, 3);
  EXPECT_EQ(state.players()[1].won, (std::vector<int>{5, -2}));
  EXPECT_EQ(state.players()[1].negatives, 1);
  EXPECT_EQ(state.pot(), std::vector<int>{3});
}

TEST(BidlockRules, ClashesAmongSomeDoNotCarryWhileAChipSurvives) {
  auto state = deal(4);
  play(state, {6, 6, 2, 2});
  EXPECT_TRUE(state.history()[0].carried);  // all four chips clashed in pairs
  play(state, {9, 9, 1, 8});                // -2 + 5 = 3: highest survivor is seat 3
  EXPECT_EQ(state.players()[3].score, 3);
}

TEST(BidlockRules, APotWorthZeroGoesToTheHighestChip) {
  const Deck deck = {4, -4, 3, 9, -2, 1, 2, 5, 6, 7, 8, -1, -3};
  auto state = deal(2, deck);
  play(state, {1, 1});  // carries +4
  EXPECT_EQ(state.pot_value(), 0);
  play(state, {2, 3});
  EXPECT_EQ(state.history()[1].winner, 1);
  EXPECT_EQ(state.players()[1].won, (std::vector<int>{4, -4}));
  EXPECT_EQ(state.players()[1].score, 0);
  EXPECT_EQ(state.players()[1].negatives, 1);
}

TEST(BidlockRules, TheLastRoundPlaysItselfAndThenTheMatchEnds) {
  auto state = deal(2);
  for (int chip = 1; chip <= 12; ++chip) play(state, {chip, 13 - chip});
  EXPECT_TRUE(state.finished());
  ASSERT_EQ(state.history().size(), 13u);
  EXPECT_EQ(state.history().back().bids, (std::vector<int>{13, 13}));
  EXPECT_EQ(state.players()[0].chips, 0);
  EXPECT_FALSE(state.next_deadline());
}

TEST(BidlockRules, APotStillCarriedAfterTheLastRoundIsDiscarded) {
  auto state = deal(2);
  for (int chip = 1; chip <= 12; ++chip) play(state, {chip, chip});
  ASSERT_TRUE(state.finished());
  const auto& last = state.history().back();
  EXPECT_TRUE(last.carried);
  EXPECT_TRUE(last.discarded);
  EXPECT_EQ(last.pot.size(), 13u);
  EXPECT_EQ(state.players()[0].score, 0);
  EXPECT_EQ(state.players()[1].score, 0);
  // Equal on score and negatives: a shared win.
  const auto outcome = state.outcome();
  EXPECT_EQ(outcome.winners(), (std::vector<Seat>{0, 1}));
  EXPECT_EQ(outcome.standings[1].place, 1);
}

TEST(BidlockRules, EqualScoresGoToFewerNegativeCards) {
  // Seats 0 and 1 end on 3 points; seat 0 holds a negative card. Seat 2
  // takes every other pot while seats 0 and 1 clash.
  const Deck deck = {-2, 5, 1, 2, -4, -3, -1, 3, 4, 6, 7, 8, 9};
  auto state = deal(3, deck);
  play(state, {1, 2, 13});  // -2 to the lowest: seat 0
  play(state, {2, 1, 1});   // 1s clash: +5 to seat 0
  play(state, {3, 4, 3});   // 3s clash: +1 to seat 1
  play(state, {4, 3, 4});   // 4s clash: +2 to seat 1
  const std::vector<int> seat2_chips = {2, 5, 6, 7, 8, 9, 10, 11};
  for (int i = 0; i < 8; ++i) play(state, {5 + i, 5 + i, seat2_chips[i]});
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.players()[0].score, 3);
  EXPECT_EQ(state.players()[1].score, 3);
  EXPECT_EQ(state.players()[0].negatives, 1);
  EXPECT_EQ(state.players()[1].negatives, 0);
  const auto standings = state.outcome().standings;
  EXPECT_EQ(standings[0].seat, 2);
  EXPECT_EQ(standings[1].seat, 1);
  EXPECT_EQ(standings[1].place, 2);
  EXPECT_EQ(standings[2].seat, 0);
  EXPECT_EQ(standings[2].place, 3);
}

TEST(BidlockRules, AChipNotInTheHandIsRefusedAndChangesNothing) {
  auto state = deal(2);
  play(state, {7, 8});
  const auto before = state;
  const auto spent = state.apply(0, Action{7}, 200, Origin::kPlayer);
  ASSERT_FALSE(spent);
  EXPECT_EQ(spent.error().kind, ErrorKind::kInvalid);
  EXPECT_EQ(spent.error().message, "you do not hold chip 7");
  EXPECT_FALSE(state.apply(0, Action{0}, 200, Origin::kPlayer));
  EXPECT_FALSE(state.apply(0, Action{14}, 200, Origin::kPlayer));
  EXPECT_EQ(state, before);
}

TEST(BidlockRules, LockingTwiceIsAConflictAndKeepsTheFirstChip) {
  auto state = deal(3);
  ASSERT_TRUE(state.apply(0, Action{9}, 100, Origin::kPlayer));
  const auto before = state;
  const auto again = state.apply(0, Action{3}, 150, Origin::kPlayer);
  ASSERT_FALSE(again);
  EXPECT_EQ(again.error().kind, ErrorKind::kConflict);
  EXPECT_EQ(state, before);
  EXPECT_EQ(state.players()[0].locked, 9);
}

TEST(BidlockRules, NothingIsAcceptedAfterTheEnd) {
  auto state = deal(2);
  for (int chip = 1; chip <= 12; ++chip) play(state, {chip, 13 - chip});
  const auto after = state.apply(0, Action{1}, 999, Origin::kPlayer);
  ASSERT_FALSE(after);
  EXPECT_EQ(after.error().kind, ErrorKind::kConflict);
}

TEST(BidlockRules, TheClockRestartsWhenARoundResolves) {
  State state(Settings{20}, 2, kDeck, 1'000);
  ASSERT_TRUE(state.next_deadline());
  EXPECT_EQ(state.next_deadline()->at, 21'000);
  EXPECT_EQ(state.next_deadline()->stand_in, (std::vector<Seat>{0, 1}));
  ASSERT_TRUE(state.apply(1, Action{4}, 5'000, Origin::kPlayer));
  EXPECT_EQ(state.next_deadline()->stand_in, std::vector<Seat>{0});
  ASSERT_TRUE(state.apply(0, Action{6}, 7'500, Origin::kPlayer));
  EXPECT_EQ(state.next_deadline()->at, 27'500);
}

TEST(BidlockRules, TheDeckIsAShuffleOfThePrizesFixedByTheSeed) {
  const State a(Settings{}, 2, engine::Seed{42}, 0);
  const State b(Settings{}, 2, engine::Seed{42}, 0);
  const State c(Settings{}, 2, engine::Seed{43}, 0);
  EXPECT_EQ(a.deck(), b.deck());
  EXPECT_NE(a.deck(), c.deck());
  auto sorted = a.deck();
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, kPrizes);
}

TEST(BidlockRules, AMissedDeadlineLetsTheHouseBotPlayAndCountsATimeout) {
  auto session = engine::Session::create(all_games().engine(), "bidlock",
                                         boost::json::object{{"turnSeconds", 5}}, 3, 7, 0);
  ASSERT_TRUE(session);
  auto house = all_games().find("bidlock")->info.make_bot("steady", 1);
  ASSERT_TRUE(house);
  const engine::Session::StandIn stand_in = [&](const engine::Match& match, Seat seat) {
    return (*house)->decide(match, seat);
  };
  ASSERT_TRUE(session->act(0, boost::json::object{{"chip", 5}}, 1'000, Origin::kPlayer));
  EXPECT_EQ(session->advance(4'999, stand_in), 0);  // not due yet
  EXPECT_EQ(session->advance(6'200, stand_in), 2);  // seats 1 and 2 stood in for
  const auto& state = dynamic_cast<const Match&>(session->match()).state();
  EXPECT_EQ(state.round(), 2);
  EXPECT_EQ(state.players()[0].timeouts, 0);
  EXPECT_EQ(state.players()[1].timeouts, 1);
  EXPECT_EQ(state.players()[2].timeouts, 1);
  EXPECT_EQ(state.history()[0].origins,
            (std::vector<Origin>{Origin::kPlayer, Origin::kTimeout, Origin::kTimeout}));
  // The stand-in chips are timed at the deadline, so the next clock starts there.
  EXPECT_EQ(session->record().inputs.back().at, 5'000);
  EXPECT_EQ(state.next_deadline()->at, 10'000);
  // One player move and two stand-ins were recorded; Bidlock needs no tick.
  EXPECT_EQ(session->record().inputs.size(), 3u);
}

}  // namespace
}  // namespace gavel::bidlock
