// Spendii's rules on hand-built tables: takes at the bank's edges, holding,
// buying with discounts and gold, manual payment, the chip limit, tiles,
// the three ends, the clock and forfeits.
#include <gtest/gtest.h>

#include "games/spendii/moves.h"
#include "tests/games/spendii/helpers.h"

namespace gavel::spendii {
namespace {

using namespace test;

TEST(SpendiiTakes, LegalTakesAtTheBankEdges) {
  const Chips bank = chips(4, 3, 0, 1, 9, 5);
  EXPECT_TRUE(is_legal_take(bank, chips(2, 0, 0, 0, 0)));   // 4 white: a double
  EXPECT_FALSE(is_legal_take(bank, chips(0, 2, 0, 0, 0)));  // 3 blue: no double
  EXPECT_FALSE(is_legal_take(bank, chips(0, 0, 1, 0, 0)));  // no green left
  EXPECT_TRUE(is_legal_take(bank, chips(1, 0, 0, 0, 0)));   // one chip with three colours on offer
  EXPECT_TRUE(is_legal_take(bank, chips(1, 1, 0, 0, 0)));
  EXPECT_TRUE(is_legal_take(bank, chips(1, 1, 0, 1, 0)));
  EXPECT_FALSE(is_legal_take(bank, chips(1, 1, 0, 1, 1)));     // four colours
  EXPECT_FALSE(is_legal_take(bank, chips(0, 0, 0, 0, 0, 1)));  // gold is never taken
  EXPECT_FALSE(is_legal_take(bank, chips(2, 1, 0, 0, 0)));
  // 1 + 4 pairs... : 4 singles, 6 pairs, 4 triples, 2 doubles (white, black).
  EXPECT_EQ(legal_takes(bank).size(), 16u);
}

TEST(SpendiiTakes, ATakeMovesChipsFromTheBankAndARefusalChangesNothing) {
  State state = table(2);
  A::bank(state) = chips(4, 3, 0, 1, 9, 5);
  const State before = state;
  EXPECT_FALSE(state.apply(0, take(chips(0, 0, 1, 0, 0)), 0, engine::Origin::kPlayer));
  EXPECT_FALSE(
      state.apply(1, take(chips(1, 0, 0, 0, 0)), 0, engine::Origin::kPlayer));  // not B's turn
  EXPECT_EQ(state, before);
  play(state, 0, take(chips(2, 0, 0, 0, 0)));
  EXPECT_EQ(state.bank(), chips(2, 3, 0, 1, 9, 5));
  EXPECT_EQ(state.player(0).chips, chips(2, 0, 0, 0, 0));
  EXPECT_EQ(state.mover(), 1);
}

TEST(SpendiiHold, WithoutGoldGivesNoGoldAndRefillsTheSlot) {
  State state = table(2, R"({"gold":0})");
  const int card = state.market()[0].slots[1];
  const auto deck_before = state.market()[0].deck.size();
  play(state, 0, hold_card(card));
  EXPECT_EQ(state.player(0).held.size(), 1u);
  EXPECT_FALSE(state.player(0).held[0].hidden);
  EXPECT_EQ(state.player(0).chips[kGold], 0);
  EXPECT_NE(state.market()[0].slots[1], card);
  EXPECT_GE(state.market()[0].slots[1], 0);
  EXPECT_EQ(state.market()[0].deck.size(), deck_before - 1);
}

TEST(SpendiiHold, WithGoldGivesOneAndAFourthHoldIsRefused) {
  State state = table(2);
  play(state, 0, hold_tier(3));
  EXPECT_TRUE(state.player(0).held[0].hidden);
  EXPECT_EQ(state.player(0).chips[kGold], 1);
  EXPECT_EQ(state.bank()[kGold], 4);
  A::player(state, 1).held = {{0, false}, {1, false}, {2, false}};
  const State before = state;
  const auto refused = state.apply(1, hold_tier(1), 0, engine::Origin::kPlayer);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().kind, engine::ErrorKind::kConflict);
  EXPECT_EQ(state, before);
}

TEST(SpendiiHold, AnExhaustedTierCannotBeHeldFrom) {
  State state = table(2);
  A::tier(state, 2).deck.clear();
  const State before = state;
  EXPECT_FALSE(state.apply(0, hold_tier(3), 0, engine::Origin::kPlayer));
  EXPECT_EQ(state, before);
  play(state, 0, hold_card(state.market()[2].slots[0]));
  EXPECT_EQ(state.market()[2].slots[0], -1);  // note 19: the slot stays empty
  const State emptied = state;
  EXPECT_FALSE(state.apply(1, hold_card(-1), 0, engine::Origin::kPlayer));  // not a card
  EXPECT_EQ(state, emptied);
}

TEST(SpendiiBuy, DiscountsFirstThenLeastGold) {
  State state = table(2);
  face_up(state, 73);  // tier 3 white, 5 points: 3 white, 7 black
  auto& me = A::player(state, 0);
  me.bonuses = {1, 0, 0, 0, 2};
  me.chips = chips(3, 0, 0, 0, 3, 2);
  A::bank(state) = A::bank(state) - me.chips;
  const Chips total_before = chips_in_play(state);
  play(state, 0, buy(73));
  // Due: 2 white, 5 black; paid 2 white, 3 black and 2 gold.
  EXPECT_EQ(state.player(0).chips, chips(1, 0, 0, 0, 0, 0));
  EXPECT_EQ(state.player(0).points, 5);
  EXPECT_EQ(state.player(0).bonuses[0], 2);
  EXPECT_EQ(state.player(0).cards, std::vector<int>{73});
  EXPECT_EQ(chips_in_play(state), total_before);
  EXPECT_NE(state.market()[2].slots[0], 73);
}

TEST(SpendiiBuy, UnaffordableAndForeignCardsAreRefused) {
  State state = table(2);
  face_up(state, 73);
  A::player(state, 1).held = {{5, true}};
  const State before = state;
  EXPECT_FALSE(state.apply(0, buy(73), 0, engine::Origin::kPlayer));
  EXPECT_FALSE(state.apply(0, buy(5), 0, engine::Origin::kPlayer));  // another's held card
  EXPECT_EQ(state, before);
}

TEST(SpendiiBuy, AHeldCardCanBeBoughtAndLeavesTheHand) {
  State state = table(2);
  auto& me = A::player(state, 0);
  me.held = {{5, true}};  // tier 1 white: 3 blue
  me.chips = chips(0, 3, 0, 0, 0);
  play(state, 0, buy(5));
  EXPECT_TRUE(state.player(0).held.empty());
  EXPECT_EQ(state.player(0).cards, std::vector<int>{5});
  EXPECT_EQ(state.player(0).chips, chips(0, 0, 0, 0, 0));
}

TEST(SpendiiBuy, ManualPaymentMustBeNamedWhenThereIsAChoice) {
  State state = table(2, R"({"payment":"manual"})");
  face_up(state, 5);  // 3 blue
  auto& me = A::player(state, 0);
  me.chips = chips(0, 2, 0, 0, 0, 2);
  const State before = state;
  EXPECT_FALSE(state.apply(0, buy(5), 0, engine::Origin::kPlayer));  // two ways to pay
  EXPECT_FALSE(state.apply(0, buy_paying(5, chips(0, 2, 0, 0, 0, 2)), 0,
                           engine::Origin::kPlayer));  // over-payment
  EXPECT_FALSE(state.apply(0, buy_paying(5, chips(0, 0, 0, 0, 0, 3)), 0,
                           engine::Origin::kPlayer));  // more gold than held
  EXPECT_EQ(state, before);
  EXPECT_EQ(all_payments(state.card(5), me.bonuses, me.chips).size(), 2u);
  play(state, 0, buy_paying(5, chips(0, 1, 0, 0, 0, 2)));  // gold in place of a held blue
  EXPECT_EQ(state.player(0).chips, chips(0, 1, 0, 0, 0, 0));
}

TEST(SpendiiBuy, ManualPaymentWithOneWayNeedsNoChoiceAndLeastGoldRefusesOne) {
  State manual = table(2, R"({"payment":"manual"})");
  face_up(manual, 5);
  A::player(manual, 0).chips = chips(0, 3, 0, 0, 0);
  play(manual, 0, buy(5));
  EXPECT_EQ(manual.player(0).chips, chips(0, 0, 0, 0, 0));
  State least = table(2);
  face_up(least, 5);
  A::player(least, 0).chips = chips(0, 3, 0, 0, 0);
  EXPECT_FALSE(least.apply(0, buy_paying(5, chips(0, 3, 0, 0, 0)), 0, engine::Origin::kPlayer));
}

TEST(SpendiiChipLimit, AboveTenReturnsExactlyTheExcessGoldIncluded) {
  State state = table(2);
  A::player(state, 0).chips = chips(3, 3, 2, 1, 0, 1);
  A::bank(state) = A::bank(state) - state.player(0).chips;
  const Chips total_before = chips_in_play(state);
  play(state, 0, take(chips(1, 1, 1, 0, 0)));
  EXPECT_EQ(state.stage(), Stage::kReturn);
  EXPECT_EQ(state.excess(), 3);
  EXPECT_EQ(state.mover(), 0);
  const State before = state;
  EXPECT_FALSE(state.apply(0, give_back(chips(1, 1, 0, 0, 0)), 0, engine::Origin::kPlayer));
  EXPECT_FALSE(state.apply(0, give_back(chips(0, 0, 0, 0, 3)), 0, engine::Origin::kPlayer));
  EXPECT_FALSE(state.apply(0, pass(), 0, engine::Origin::kPlayer));
  EXPECT_EQ(state, before);
  play(state, 0, give_back(chips(1, 1, 0, 0, 0, 1)));
  EXPECT_EQ(total(state.player(0).chips), 10);
  EXPECT_EQ(state.player(0).chips[kGold], 0);
  EXPECT_EQ(state.mover(), 1);
  EXPECT_EQ(chips_in_play(state), total_before);
}

TEST(SpendiiChipLimit, TheOnlyPossibleReturnIsMadeAtOnce) {
  State state = table(2);
  A::player(state, 0).chips = chips(10, 0, 0, 0, 0);
  play(state, 0, take(chips(1, 0, 0, 0, 0)));
  EXPECT_EQ(state.player(0).chips, chips(10, 0, 0, 0, 0));
  EXPECT_EQ(state.mover(), 1);
}

TEST(SpendiiTiles, ASingleEligibleTileIsClaimedAtOnceEvenAfterAPass) {
  State state = table(2);
  A::tiles(state) = {0, 1};  // 4 green + 4 red; 4 red + 4 black
  A::player(state, 0).bonuses = {0, 0, 4, 4, 3};
  play(state, 0, pass());
  EXPECT_EQ(state.player(0).tiles, std::vector<int>{0});
  EXPECT_EQ(state.player(0).points, 3);
  EXPECT_EQ(state.tiles(), std::vector<int>{1});
  EXPECT_EQ(state.mover(), 1);
  play(state, 1, pass());
  EXPECT_FALSE(state.finished());  // A's pass claimed a tile: not clean
}

TEST(SpendiiTiles, TwoEligibleTilesAreAChoiceOfExactlyOne) {
  State state = table(2);
  A::tiles(state) = {0, 1, 2};
  A::player(state, 0).bonuses = {0, 0, 4, 4, 4};
  play(state, 0, pass());
  EXPECT_EQ(state.stage(), Stage::kTile);
  EXPECT_EQ(state.claimable(), (std::vector<int>{0, 1}));
  const State before = state;
  EXPECT_FALSE(state.apply(0, tile(2), 0, engine::Origin::kPlayer));
  EXPECT_EQ(state, before);
  play(state, 0, tile(1));
  EXPECT_EQ(state.player(0).points, 3);
  EXPECT_EQ(state.tiles(), (std::vector<int>{0, 2}));
  EXPECT_EQ(state.mover(), 1);
}

// Note 31: only bought cards' bonuses earn a tile, never chips or held cards.
TEST(SpendiiTiles, ChipsAndHeldCardsNeverEarnATile) {
  State state = table(2);
  A::tiles(state) = {0};  // 4 green + 4 red
  A::player(state, 0).chips = chips(0, 0, 4, 4, 0, 2);
  A::player(state, 0).held = {{0, false}, {1, false}};
  A::player(state, 0).bonuses = {0, 0, 4, 3, 0};
  play(state, 0, pass());
  EXPECT_TRUE(state.player(0).tiles.empty());
  EXPECT_EQ(state.mover(), 1);
}

// Note 32: one tile per turn; the other still eligible is claimed at the end
// of a later turn (here a pass, at once, as the only one).
TEST(SpendiiTiles, ATileLeftEligibleIsClaimedAtALaterTurn) {
  State state = table(2);
  A::tiles(state) = {0, 1};
  A::player(state, 0).bonuses = {0, 0, 4, 4, 4};
  play(state, 0, pass());
  play(state, 0, tile(1));
  EXPECT_EQ(state.player(0).tiles, std::vector<int>{1});
  play(state, 1, pass());
  play(state, 0, pass());
  EXPECT_EQ(state.player(0).tiles, (std::vector<int>{1, 0}));
  EXPECT_EQ(state.player(0).points, 6);
}

// Note 48: a round of clean passes that also repeats the coins a third time
// ends the game once, for the clean passes.
TEST(SpendiiEnd, ACleanPassRoundComesBeforeRepetition) {
  State state = table(2);
  A::player(state, 0).chips = chips(10, 0, 0, 0, 0);
  A::recount(state);
  play(state, 0, take(chips(1, 0, 0, 0, 0)));  // undone by the only return
  play(state, 1, pass());
  EXPECT_EQ(state.repetition_count(), 2);
  play(state, 0, pass());
  play(state, 1, pass());  // the same coins a third time, and every turn a clean pass
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kCleanPass);
}

// Board setup (rulebook): four face-up cards per tier, one tile more than
// the active players, regular chips at the preset for the active count
// (4/5/7/8) unless set, gold 5 unless set; NO PLAY is not counted.
TEST(SpendiiBoard, FourCardsPerTierTilesForActivePlusOneAndTheChipPresets) {
  const std::vector<std::pair<int, std::string>> rooms = {{2, "{}"},
                                                          {3, "{}"},
                                                          {4, "{}"},
                                                          {5, "{}"},
                                                          {3, R"({"noPlay":true})"},
                                                          {6, R"({"noPlay":true})"},
                                                          {4, R"({"chips":2,"gold":0})"},
                                                          {5, R"({"chips":9,"gold":6})"}};
  for (const auto& [seats, extra] : rooms) {
    auto settings = parse_settings(boost::json::parse(extra), seats);
    ASSERT_TRUE(settings) << extra;
    const State state(*settings, seats, 3, 0);
    const int active = settings->active();
    for (const auto& tier : state.market()) {
      for (const int card : tier.slots) EXPECT_GE(card, 0) << seats << extra;
    }
    EXPECT_EQ(static_cast<int>(state.tiles().size()), active + 1) << seats << extra;
    EXPECT_EQ(static_cast<int>(state.order().size()), active);
    const int preset = active == 2 ? 4 : active == 3 ? 5 : active == 4 ? 7 : 8;
    const auto fields = boost::json::parse(extra).as_object();
    const int regular =
        fields.contains("chips") ? static_cast<int>(fields.at("chips").as_int64()) : preset;
    const int gold = fields.contains("gold") ? static_cast<int>(fields.at("gold").as_int64()) : 5;
    EXPECT_EQ(state.bank(), chips(regular, regular, regular, regular, regular, gold))
        << seats << extra;
    for (const auto& player : state.players()) EXPECT_EQ(player.points, 0);  // Random: 0 points
  }
}

TEST(SpendiiEnd, ReachingTheTargetFinishesTheRoundWithEqualTurns) {
  State state = table(3);
  face_up(state, 7);  // tier 1 white, 1 point: 4 green
  A::player(state, 1).points = 14;
  A::player(state, 1).chips = chips(0, 0, 4, 0, 0);
  play(state, 0, take(chips(1, 0, 0, 0, 0)));
  play(state, 1, buy(7));
  EXPECT_TRUE(state.final_round());
  EXPECT_FALSE(state.finished());
  play(state, 2, take(chips(1, 0, 0, 0, 0)));
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kTarget);
  for (const auto& p : state.players()) EXPECT_EQ(p.turns, 1);
  const auto outcome = state.outcome();
  EXPECT_EQ(outcome.standings[0].seat, 1);
  EXPECT_EQ(outcome.standings[0].score, 15);
  EXPECT_EQ(outcome.standings[1].place, 2);
  EXPECT_EQ(outcome.standings[2].place, 2);  // equal points and cards share a place
}

TEST(SpendiiEnd, TiesOnPointsGoToFewerCards) {
  State state = table(2);
  A::player(state, 0).points = 3;
  A::player(state, 0).cards = {1, 2};
  A::player(state, 1).points = 3;
  A::player(state, 1).cards = {3};
  const auto outcome = state.outcome();
  EXPECT_EQ(outcome.standings[0].seat, 1);
  EXPECT_EQ(outcome.standings[1].place, 2);
}

TEST(SpendiiEnd, ARoundOfCleanPassesEndsTheGame) {
  State state = table(2);
  play(state, 0, take(chips(1, 0, 0, 0, 0)));
  play(state, 1, pass());
  play(state, 0, pass());
  play(state, 1, take(chips(1, 0, 0, 0, 0)));
  EXPECT_FALSE(state.finished());  // passes across two rounds do not count
  play(state, 0, pass());
  play(state, 1, pass());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kCleanPass);
  EXPECT_EQ(state.round(), 3);
}

TEST(SpendiiEnd, TheThirdEqualCoinDistributionAtARoundBoundaryEndsTheGame) {
  State state = table(2);
  A::player(state, 0).chips = chips(10, 0, 0, 0, 0);
  A::recount(state);  // the initial position, with these coins
  for (int round = 1; round <= 2; ++round) {
    EXPECT_FALSE(state.finished());
    play(state, 0, take(chips(1, 0, 0, 0, 0)));  // undone by the only return: not a pass
    play(state, 1, pass());
  }
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
  EXPECT_EQ(state.round(), 2);
}

TEST(SpendiiEnd, AHoldResetsTheRepetitionCount) {
  State state = table(2);
  A::player(state, 0).chips = chips(10, 0, 0, 0, 0);
  A::recount(state);
  play(state, 0, take(chips(1, 0, 0, 0, 0)));
  play(state, 1, hold_tier(1));  // reset: this boundary counts first
  EXPECT_EQ(state.repetition_count(), 1);
  for (int round = 2; round <= 3; ++round) {
    EXPECT_FALSE(state.finished()) << round;
    play(state, 0, take(chips(1, 0, 0, 0, 0)));
    play(state, 1, pass());
  }
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
  EXPECT_EQ(state.round(), 3);
}

TEST(SpendiiClock, IncrementAfterTheWholeTurnAndTheClockRunsThroughReturns) {
  State state = table(2, R"({"clock":{"minutes":1,"increment":5}})");
  A::player(state, 0).chips = chips(3, 3, 2, 2, 0);
  play(state, 0, take(chips(1, 1, 0, 0, 0)), 5'000);
  EXPECT_EQ(state.player(0).clock, 60'000);  // nothing added mid-turn
  play(state, 0, give_back(chips(1, 1, 0, 0, 0)), 8'000);
  EXPECT_EQ(state.player(0).clock, 60'000 - 8'000 + 5'000);
  EXPECT_EQ(state.next_deadline()->at, 8'000 + 60'000);
}

TEST(SpendiiClock, RunningOutForfeitsWithoutIncrementAndLaterTurnsAreAutomatic) {
  State state = table(2, R"({"clock":{"minutes":1,"increment":5}})");
  play(state, 0, take(chips(1, 0, 0, 0, 0)), 10'000);
  EXPECT_FALSE(state.tick(69'999));
  EXPECT_TRUE(state.tick(70'000));
  EXPECT_TRUE(state.player(1).forfeited);
  EXPECT_EQ(state.player(1).clock, 0);
  EXPECT_EQ(state.mover(), 0);
  EXPECT_EQ(state.turn_start(), 70'000);
  const State before = state;
  EXPECT_FALSE(state.apply(1, pass(), 70'000, engine::Origin::kPlayer));
  EXPECT_EQ(state, before);
  play(state, 0, pass(), 71'000);  // B passes at once: a round of clean passes
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kCleanPass);
}

TEST(SpendiiClock, AMoveAfterTheFlagIsLateAndChangesNothing) {
  State state = table(2, R"({"clock":{"minutes":1,"increment":0}})");
  const State before = state;
  const auto late = state.apply(0, pass(), 60'000, engine::Origin::kPlayer);
  ASSERT_FALSE(late);
  EXPECT_EQ(late.error().kind, engine::ErrorKind::kConflict);
  EXPECT_EQ(state, before);
  play(state, 0, pass(), 59'999);
}

TEST(SpendiiForfeit, ResigningMidTurnPassesAndEveryoneResignedEndsTheGame) {
  State state = table(3);
  play(state, 0, resign());
  EXPECT_EQ(state.mover(), 1);
  play(state, 2, resign());  // not the mover: their later turns are automatic
  play(state, 1, take(chips(1, 0, 0, 0, 0)));
  EXPECT_EQ(state.mover(), 1);  // C and A passed at once
  EXPECT_EQ(state.round(), 2);
  play(state, 1, resign());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kCleanPass);
  EXPECT_FALSE(state.apply(1, resign(), 0, engine::Origin::kPlayer));  // the game is over
}

TEST(SpendiiForfeit, ResigningAgainChangesNothing) {
  State state = table(2);
  play(state, 1, resign());
  const State before = state;
  play(state, 1, resign());
  EXPECT_EQ(state, before);
}

TEST(SpendiiForfeit, AForfeitedPlayerReturnsByTheFixedRule) {
  State state = table(2);
  A::player(state, 0).chips = chips(4, 3, 2, 0, 0, 1);
  play(state, 0, take(chips(0, 1, 1, 0, 0)));
  ASSERT_EQ(state.stage(), Stage::kReturn);
  play(state, 0, resign());  // the most-held colour first (white on the 4-4 tie), then blue
  EXPECT_EQ(state.player(0).chips, chips(3, 3, 3, 0, 0, 1));
  EXPECT_EQ(state.mover(), 1);
}

TEST(SpendiiNoPlay, TheFinalPositionNeverTakesATurn) {
  State state = table(3, R"({"noPlay":true})");
  EXPECT_EQ(state.order(), (std::vector<engine::Seat>{0, 1}));
  play(state, 0, take(chips(1, 0, 0, 0, 0)));
  play(state, 1, take(chips(1, 0, 0, 0, 0)));
  EXPECT_EQ(state.mover(), 0);
  EXPECT_TRUE(Game::legal_actions(state, 2).empty());
  EXPECT_FALSE(state.apply(2, pass(), 0, engine::Origin::kPlayer));
  // Random positions: whoever drew the final position is left out.
  auto settings = parse_settings(boost::json::parse(R"({"noPlay":true})"), 4);
  const State random(*settings, 4, 99, 0);
  EXPECT_EQ(random.order().size(), 3u);
  for (const auto seat : random.order()) EXPECT_LT(random.player(seat).position, 3);
  EXPECT_EQ(random.tiles().size(), 4u);  // active + 1
  EXPECT_EQ(random.bank()[0], 5);        // the 3-active preset
}

}  // namespace
}  // namespace gavel::spendii

namespace gavel::spendii {
namespace {

using namespace test;

TEST(SpendiiForfeit, ATimeoutDuringTheReturnCompletesTheTurnByTheFixedRules) {
  State state = table(2, R"({"clock":{"minutes":1,"increment":5}})");
  A::tiles(state) = {0, 1};
  A::player(state, 0).bonuses = {0, 0, 4, 4, 4};  // both tiles eligible
  A::player(state, 0).chips = chips(0, 0, 0, 0, 10);
  play(state, 0, take(chips(1, 1, 0, 0, 0)), 1'000);
  ASSERT_EQ(state.stage(), Stage::kReturn);
  EXPECT_TRUE(state.tick(60'000));
  EXPECT_TRUE(state.player(0).forfeited);
  EXPECT_EQ(state.player(0).chips, chips(1, 1, 0, 0, 8));  // black, the most held, went back
  EXPECT_EQ(state.player(0).tiles, std::vector<int>{0});   // the lowest id
  EXPECT_EQ(state.player(0).clock, 0);
  EXPECT_EQ(state.mover(), 1);
}

TEST(SpendiiForfeit, ResigningAtTheTileStageClaimsTheLowestTile) {
  State state = table(2);
  A::tiles(state) = {2, 0, 1};
  A::player(state, 0).bonuses = {0, 4, 4, 4, 4};
  play(state, 0, pass());
  ASSERT_EQ(state.stage(), Stage::kTile);
  play(state, 0, resign());
  EXPECT_EQ(state.player(0).tiles, std::vector<int>{0});  // the lowest id, not the first listed
  EXPECT_EQ(state.mover(), 1);
}

TEST(SpendiiEnd, StartingPointsAtTheTargetEndTheGameAfterOneRound) {
  State state = table(3);
  A::player(state, 0).points = 15;  // as a +15 bid would give
  play(state, 0, take(chips(1, 0, 0, 0, 0)));
  EXPECT_TRUE(state.final_round());
  play(state, 1, take(chips(1, 0, 0, 0, 0)));
  play(state, 2, take(chips(1, 0, 0, 0, 0)));
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kTarget);
  EXPECT_EQ(state.round(), 1);
}

TEST(SpendiiBuy, AHiddenHeldCardIsPublicOnceBought) {
  State state = table(2);
  const int top = state.market()[0].deck.back();
  play(state, 0, hold_tier(1));
  play(state, 1, pass());
  A::player(state, 0).chips = chips(5, 5, 5, 5, 5, 1);
  play(state, 0, buy(top));
  EXPECT_EQ(state.player(0).cards, std::vector<int>{top});
  const auto view = make_view(state, engine::Viewer::seat(1));
  EXPECT_EQ(view.players[0].cards, std::vector<int>{top});
  EXPECT_TRUE(view.players[0].held.empty());
}

TEST(SpendiiChips, EveryMoveKeepsTheChipsInPlay) {
  // The house bot in every seat through whole games: the bank and the
  // players' chips always sum to the starting bank.
  for (int seats = 2; seats <= 5; ++seats) {
    auto settings = parse_settings(nullptr, seats);
    State state(*settings, seats, 40 + seats, 0);
    const Chips start = chips_in_play(state);
    auto bot = make_bot("Planner", 1);
    engine::Millis now = 0;
    for (int step = 0; step < 5'000 && !state.finished(); ++step) {
      const auto seat = *state.mover();
      now += 10;
      play(state, seat, (*bot)->decide(make_view(state, engine::Viewer::seat(seat))), now);
      ASSERT_EQ(chips_in_play(state), start);
      // Only the mover, between stages, may hold more than 10.
      for (engine::Seat s = 0; s < seats; ++s) {
        if (state.mover() != s) {
          ASSERT_LE(total(state.player(s).chips), kChipLimit);
        }
      }
    }
    EXPECT_TRUE(state.finished());
  }
}

// Notes 26, 33, 34 and 41: a bought card's bonus counts in the same turn's
// tile check, the single tile is claimed at once, and its points count in
// that turn's target check.
TEST(SpendiiTiles, ABoughtBonusEarnsATileThatTurnAndItsPointsReachTheTarget) {
  State state = table(2);
  A::tiles(state) = {1};  // 4 red + 4 black
  face_up(state, 34);     // tier 1 black, 0 points: 3 green
  ASSERT_EQ(state.card(34).bonus, 4);
  A::player(state, 0).bonuses = {0, 0, 0, 4, 3};
  A::player(state, 0).chips = chips(0, 0, 3, 0, 0);
  A::player(state, 0).points = 12;
  play(state, 0, buy(34));
  EXPECT_EQ(state.player(0).tiles, std::vector<int>{1});
  EXPECT_EQ(state.player(0).points, 15);
  EXPECT_TRUE(state.final_round());
  EXPECT_EQ(state.mover(), 1);
  play(state, 1, pass());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kTarget);
}

// Note 48: one reason, target before clean pass: a round of clean passes in
// which someone stands at the target ends on the target.
TEST(SpendiiEnd, TheTargetComesBeforeACleanPassRound) {
  State state = table(2);
  A::player(state, 1).points = 15;
  play(state, 0, pass());
  play(state, 1, pass());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kTarget);
}

}  // namespace
}  // namespace gavel::spendii
