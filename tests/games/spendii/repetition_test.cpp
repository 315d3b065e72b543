// The coin-repetition end in detail (rulebook "Game end"; notes 45-48, 75):
// every event the rulebook names resets the count, occurrences need not be
// consecutive, the initial position is dropped at the first reset, and the
// comparison is by position, not a multiset. Also note 42's NO PLAY half.
#include <gtest/gtest.h>

#include "tests/games/spendii/helpers.h"

namespace gavel::spendii {
namespace {

using namespace test;

// A turn of A's that changes no coins and is not a pass: with 10 white,
// taking 1 white forces the only return (1 white) at once.
void still_take(State& state, engine::Millis now = 0) {
  play(state, 0, take(chips(1, 0, 0, 0, 0)), now);
}

// A holds 10 white; that is the initial position counted once.
State ten_white(int seats, const std::string& extra = "{}") {
  State state = table(seats, extra);
  A::player(state, 0).chips = chips(10, 0, 0, 0, 0);
  A::recount(state);
  return state;
}

TEST(SpendiiRepetition, AForfeitResetsTheCountAndDropsTheInitialPosition) {
  State state = ten_white(2);
  still_take(state);
  play(state, 1, resign());  // B's main action becomes a pass; the round closes
  // Without the reset this boundary would be the second occurrence.
  EXPECT_EQ(state.repetition_count(), 1);
  still_take(state);  // B passes at once
  EXPECT_FALSE(state.finished());
  EXPECT_EQ(state.repetition_count(), 2);
  still_take(state);
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
  EXPECT_EQ(state.round(), 3);
}

TEST(SpendiiRepetition, ATimeoutResetsTheCount) {
  State state = ten_white(2, R"({"clock":{"minutes":1,"increment":0}})");
  still_take(state);
  ASSERT_TRUE(state.tick(60'000));  // B flags: forfeited, its turn passes
  EXPECT_TRUE(state.player(1).forfeited);
  EXPECT_EQ(state.repetition_count(), 1);
  still_take(state, 61'000);
  EXPECT_FALSE(state.finished());
  still_take(state, 62'000);
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
  EXPECT_EQ(state.round(), 3);
}

TEST(SpendiiRepetition, ATileClaimResetsTheCount) {
  State state = ten_white(2);
  A::tiles(state) = {0};                          // 4 green + 4 red
  A::player(state, 1).bonuses = {0, 0, 4, 4, 0};  // B is eligible
  still_take(state);
  play(state, 1, pass());  // the only tile is claimed at once: no coins move
  ASSERT_EQ(state.player(1).tiles, std::vector<int>{0});
  EXPECT_EQ(state.repetition_count(), 1);
  still_take(state);
  play(state, 1, pass());
  EXPECT_FALSE(state.finished());
  still_take(state);
  play(state, 1, pass());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
  EXPECT_EQ(state.round(), 3);
}

TEST(SpendiiRepetition, ABuyResetsTheCountEvenWhenTheCoinsComeBack) {
  State state = ten_white(2);
  face_up(state, 7);                              // tier 1 white, 1 point: 4 green
  A::player(state, 1).bonuses = {0, 0, 3, 0, 0};  // B owes 1 green for it
  A::player(state, 1).chips = chips(0, 0, 1, 0, 0);
  A::recount(state);  // the initial position: A 10 white, B 1 green
  still_take(state);
  play(state, 1, buy(7));  // B's green goes to the bank: a reset
  still_take(state);
  play(state, 1, take(chips(0, 0, 1, 0, 0)));  // the initial coins again
  // Counted afresh since the buy: the initial position is not remembered.
  EXPECT_EQ(state.repetition_count(), 1);
  still_take(state);
  play(state, 1, pass());
  EXPECT_FALSE(state.finished());  // without the reset, this was the third
  still_take(state);
  play(state, 1, pass());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
  EXPECT_EQ(state.round(), 4);
}

TEST(SpendiiRepetition, OccurrencesNeedNotBeConsecutive) {
  // A swaps one white for one blue and back, round after round: the two
  // distributions alternate, and the initial one comes round a third time
  // at the end of round 4.
  State state = ten_white(2);
  for (int round = 1; round <= 4; ++round) {
    EXPECT_FALSE(state.finished()) << round;
    if (round % 2 == 1) {
      play(state, 0, take(chips(0, 1, 0, 0, 0)));
      play(state, 0, give_back(chips(1, 0, 0, 0, 0)));
    } else {
      play(state, 0, take(chips(1, 0, 0, 0, 0)));
      play(state, 0, give_back(chips(0, 1, 0, 0, 0)));
    }
    play(state, 1, pass());
    if (round == 2 || round == 3) {
      EXPECT_EQ(state.repetition_count(), 2) << round;
    }
  }
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
  EXPECT_EQ(state.round(), 4);
}

TEST(SpendiiRepetition, CoinsAreComparedByPositionNotAsAMultiset) {
  State state = table(2);
  A::player(state, 0).chips = chips(10, 0, 0, 0, 0);
  A::player(state, 1).chips = chips(0, 10, 0, 0, 0);
  A::recount(state);
  // The same hands, swapped between A and B.
  A::player(state, 0).chips = chips(0, 10, 0, 0, 0);
  A::player(state, 1).chips = chips(10, 0, 0, 0, 0);
  play(state, 0, take(chips(0, 1, 0, 0, 0)));  // each take forces its own return
  play(state, 1, take(chips(1, 0, 0, 0, 0)));
  EXPECT_EQ(state.repetition_count(), 1);  // a new distribution
}

TEST(SpendiiRepetition, ANoPlayParticipantsResignIsAForfeitureAndResetsTheCountToo) {
  // The rulebook: "a forfeiture resets the repetition count", whoever it is
  // (docs, note 75); nothing else of the play changes.
  State state = ten_white(3, R"({"noPlay":true})");
  still_take(state);
  play(state, 2, resign());
  play(state, 1, pass());
  EXPECT_EQ(state.repetition_count(), 1);
  EXPECT_EQ(state.order(), (std::vector<engine::Seat>{0, 1}));
  still_take(state);
  play(state, 1, pass());
  EXPECT_FALSE(state.finished());
  still_take(state);
  play(state, 1, pass());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.end_reason(), EndReason::kRepetition);
}

TEST(SpendiiEnd, NoPlayPointsAtTheTargetNeverStartTheFinalRound) {
  State state = table(3, R"({"noPlay":true})");
  A::player(state, 2).points = 15;  // as a +15 NO PLAY bid would give
  play(state, 0, take(chips(1, 0, 0, 0, 0)));
  play(state, 1, take(chips(1, 0, 0, 0, 0)));
  EXPECT_FALSE(state.final_round());
  EXPECT_FALSE(state.finished());
  EXPECT_EQ(state.round(), 2);
}

}  // namespace
}  // namespace gavel::spendii
