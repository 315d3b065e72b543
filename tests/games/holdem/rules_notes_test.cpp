// The rulebook's bullets and the notes' points that the hand-built scenarios
// of rules_test.cpp leave out, one test each (the checklist in
// docs/games/holdem.md, "Rulebook and notes, point by point", names them).
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "tests/games/holdem/helpers.h"

namespace gavel::holdem {
namespace {

using testing::expect_chips_kept;
using testing::move;
using testing::play;
using testing::table;
using K = Action::Kind;

engine::Result<void> try_move(State& state, Seat seat, Action action, engine::Millis now = 1) {
  return state.apply(seat, action, now, engine::Origin::kPlayer);
}

Action with_flag(K kind, bool flag, int card = 0) {
  Action action = move(kind);
  action.flag = flag;
  action.card = card;
  return action;
}

TEST(HoldemRulesNotes, TheButtonAndBlindsRotateOneSeatEachHand) {
  auto state = table({1000, 1000, 1000, 1000});
  for (int hand = 1; hand <= 5; ++hand) {
    EXPECT_EQ(state.hand(), hand);
    const Seat button = (hand - 1) % 4;
    EXPECT_EQ(state.button(), button);
    EXPECT_EQ(state.small_blind_seat(), std::optional<Seat>((button + 1) % 4));
    EXPECT_EQ(state.big_blind_seat(), (button + 2) % 4);
    // Everyone folds to the big blind.
    for (int k = 3; k <= 5; ++k) play(state, (button + k) % 4, move(K::kFold));
  }
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, HeadsUpTheBlindsSwapEachHand) {
  auto state = table({1000, 1000});
  play(state, 0, move(K::kFold));
  EXPECT_EQ(state.hand(), 2);
  EXPECT_EQ(state.button(), 1);
  EXPECT_EQ(state.small_blind_seat(), std::optional<Seat>(1));
  EXPECT_EQ(state.big_blind_seat(), 0);
  EXPECT_EQ(state.to_act(), std::optional<Seat>(1));
}

TEST(HoldemRulesNotes, AfterTheFlopActionStartsLeftOfADeadButton) {
  // Note 10: seat 2 resigns in hand 1; hand 3 has a dead button on seat 2,
  // so the flop starts with seat 3, the first seat left of the empty seat.
  auto state = table({1000, 1000, 1000, 1000});
  ASSERT_TRUE(try_move(state, 2, move(K::kResign)).has_value());
  play(state, 3, move(K::kFold));
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  ASSERT_EQ(state.button(), 2);
  ASSERT_EQ(state.small_blind_seat(), std::optional<Seat>(3));
  ASSERT_EQ(state.big_blind_seat(), 0);
  play(state, 1, move(K::kCall));
  play(state, 3, move(K::kCall));
  play(state, 0, move(K::kCheck));
  ASSERT_EQ(state.street(), Street::kFlop);
  EXPECT_EQ(state.to_act(), std::optional<Seat>(3));
}

TEST(HoldemRulesNotes, ABetIsAtLeastTheBigBlindUnlessAllIn) {
  auto state = table({1000, 1000}, R"({"big_blind":20})");
  play(state, 0, move(K::kCall));
  play(state, 1, move(K::kCheck));
  EXPECT_FALSE(try_move(state, 1, move(K::kBet, 19)).has_value());
  EXPECT_FALSE(try_move(state, 1, move(K::kBet, 981)).has_value());   // above the stack
  EXPECT_FALSE(try_move(state, 1, move(K::kRaise, 40)).has_value());  // nothing bet yet
  play(state, 1, move(K::kBet, 20));
  EXPECT_FALSE(try_move(state, 0, move(K::kCheck)).has_value());  // 20 to call
  EXPECT_EQ(state.min_raise_to(), 40);
}

TEST(HoldemRulesNotes, FullRaisesAreUnlimited) {
  auto state = table({100000, 100000}, R"({"big_blind":10})");
  Chips to = 10;
  Seat seat = 0;
  for (int raise = 0; raise < 30; ++raise) {
    to += 10;
    play(state, seat, move(K::kRaise, to));
    seat = 1 - seat;
    EXPECT_TRUE(state.may_raise(seat));
  }
  EXPECT_EQ(state.current_bet(), 310);
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, ACallForLessPutsInTheRemainingChips) {
  auto state = table({1000, 1000, 60}, R"({"submission":"automatic"})");
  play(state, 0, move(K::kRaise, 200));
  play(state, 1, move(K::kFold));
  // The big blind holds 50 more than its 10: Call puts in all of them.
  EXPECT_TRUE(state.all_in_legal(2));
  EXPECT_FALSE(state.may_raise(2));
  play(state, 2, move(K::kCall));
  const auto& last = *state.last_hand();
  EXPECT_EQ(last.returned[0], 140);  // the unmatched part of the raise
  EXPECT_TRUE(last.showdown);
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, FoldingWhenACheckIsFreeIsAllowedAndBinding) {
  // Note 17.
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kCall));
  play(state, 1, move(K::kCall));
  ASSERT_EQ(state.to_call(2), 0);
  play(state, 2, move(K::kFold));
  EXPECT_TRUE(state.players()[2].folded);
  EXPECT_EQ(state.street(), Street::kFlop);
  EXPECT_FALSE(try_move(state, 2, move(K::kCheck)).has_value());
}

TEST(HoldemRulesNotes, EachTurnGetsTheFullTimeFromItsStart) {
  // Note 18: seat 0 moves at 12 s, so seat 1's deadline is 12 s + 30 s.
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kCall), 12'000);
  EXPECT_EQ(state.next_deadline()->at, 42'000);
  EXPECT_FALSE(state.tick(41'999));
  EXPECT_TRUE(state.tick(42'000));
  EXPECT_TRUE(state.players()[1].folded);  // 5 to call: the deadline folds
}

TEST(HoldemRulesNotes, HeadsUpBothPostTheAnteAndItIsNotABet) {
  // Note 22.
  auto state = table({1000, 1000}, R"({"ante":3})");
  EXPECT_EQ(state.players()[0].committed, 3 + 5);
  EXPECT_EQ(state.players()[1].committed, 3 + 10);
  EXPECT_EQ(state.players()[0].bet, 5);
  EXPECT_EQ(state.current_bet(), 10);
  EXPECT_EQ(state.to_call(0), 5);
  play(state, 0, move(K::kCall));
  EXPECT_EQ(state.to_call(1), 0);  // the big blind's option, ante aside
  EXPECT_TRUE(state.may_raise(1));
  EXPECT_EQ(make_view(state, engine::Viewer::spectator()).pot, 26);
}

TEST(HoldemRulesNotes, NinePlayersAreDealtTheWholeValueSumDeck) {
  auto state = table(std::vector<Chips>(9, 1000));
  std::vector<Card> cards;
  for (const auto& p : state.players()) cards.insert(cards.end(), p.cards.begin(), p.cards.end());
  cards.insert(cards.end(), state.undealt().begin(), state.undealt().end());
  std::sort(cards.begin(), cards.end());
  std::vector<Card> deck(20);
  std::iota(deck.begin(), deck.end(), 1);
  EXPECT_EQ(cards, deck);
  EXPECT_EQ(state.undealt().size(), 2u);  // the flop and the turn, nothing else
}

TEST(HoldemRulesNotes, ManualSelectionFollowsAnAllInRunOut) {
  // Note 57: the run-out deals both board cards, shows both hands, then opens
  // the selection with its own time.
  auto state = table({1000, 1000});
  play(state, 0, move(K::kAllIn), 5'000);
  play(state, 1, move(K::kCall), 6'000);
  ASSERT_EQ(state.phase(), Phase::kSelection);
  EXPECT_EQ(state.board().size(), 2u);
  EXPECT_EQ(state.next_deadline()->at, 6'000 + 60'000);
  const auto spectator = make_view(state, engine::Viewer::spectator());
  EXPECT_TRUE(spectator.players[0].cards[0] && spectator.players[0].cards[1]);
  EXPECT_TRUE(spectator.players[1].cards[0] && spectator.players[1].cards[1]);
}

TEST(HoldemRulesNotes, ReachingTheMaximumFinalizesAtOnce) {
  // Note 35: a saved sum equal to Maximum sum finalizes; a smaller one waits.
  for (engine::Seed seed = 1; seed <= 300; ++seed) {
    auto state = table({1000, 1000}, "{}", seed);
    testing::check_down_heads_up(state);
    const auto& type = card_type(state.settings());
    const auto four = state.four_cards(0);
    const auto best = type.best(four);
    if (*type.score(best, four) != 30 || best.cards.size() == 4) continue;
    Action select = move(K::kSelect);
    select.selection = best;
    ASSERT_TRUE(try_move(state, 0, select).has_value());
    EXPECT_TRUE(state.players()[0].finalized);
    return;
  }
  ADD_FAILURE() << "no seed gives seat 0 a sum of exactly 30 in under four cards";
}

TEST(HoldemRulesNotes, ResigningDuringSelectionFreezesTheSavedResultAndKeepsTheClaim) {
  // Note 63: seat 0 saves its best and resigns; seat 1 saves nothing. Seat 0
  // still wins the pot with its frozen result, and those chips leave play.
  auto state = table({1000, 1000});
  testing::check_down_heads_up(state);
  const auto& type = card_type(state.settings());
  const auto four = state.four_cards(0);
  Action select = move(K::kSelect);
  select.selection = type.best(four);
  ASSERT_TRUE(try_move(state, 0, select).has_value());
  ASSERT_EQ(state.phase(), Phase::kSelection);  // seat 1 has not finalized
  ASSERT_TRUE(try_move(state, 0, move(K::kResign)).has_value());
  EXPECT_TRUE(state.players()[0].finalized);
  EXPECT_FALSE(try_move(state, 0, select).has_value());
  ASSERT_TRUE(state.tick(state.next_deadline()->at));
  const auto& last = *state.last_hand();
  EXPECT_EQ(last.scores[0], std::optional<int>(*type.score(type.best(four), four)));
  EXPECT_EQ(last.scores[1], std::optional<int>(0));
  EXPECT_EQ(last.won[0], 20);
  EXPECT_EQ(state.gone(), 990 + 20);
  EXPECT_TRUE(state.finished());
  EXPECT_EQ(state.places()[1], 1);
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, AutomaticBestShowsNoBestPossible) {
  auto state = table({1000, 1000}, R"({"submission":"automatic"})");
  testing::check_down_heads_up(state);
  const auto& last = *state.last_hand();
  ASSERT_TRUE(last.showdown);
  for (Seat s = 0; s < 2; ++s) {
    EXPECT_FALSE(last.best_possible[s].has_value());
    EXPECT_GE(*last.scores[s], 1);  // note 31
  }
}

TEST(HoldemRulesNotes, ABreakEndsAtOnceWhenTheManualPlayerResigns) {
  // Note 65: the eligible set shrinks, so the break is checked again.
  auto state = table({1000, 1000, 1000});
  ASSERT_TRUE(try_move(state, 2, with_flag(K::kContinue, false)).has_value());
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  ASSERT_EQ(state.phase(), Phase::kBreak);
  ASSERT_TRUE(try_move(state, 2, move(K::kResign), 2).has_value());
  EXPECT_EQ(state.phase(), Phase::kBetting);
  EXPECT_EQ(state.hand(), 2);
  EXPECT_FALSE(state.players()[2].dealt);
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, SwitchingToAutoAgreesAndToManualWithdrawsNothing) {
  // Note 67: seats 1 and 2 are on Manual; seat 0 stays Auto.
  auto state = table({1000, 1000, 1000});
  ASSERT_TRUE(try_move(state, 1, with_flag(K::kContinue, false)).has_value());
  ASSERT_TRUE(try_move(state, 2, with_flag(K::kContinue, false)).has_value());
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  ASSERT_EQ(state.phase(), Phase::kBreak);
  EXPECT_TRUE(state.players()[0].agreed);
  EXPECT_FALSE(state.players()[1].agreed);
  // Seat 0 switches to Manual: its agreement stands.
  ASSERT_TRUE(try_move(state, 0, with_flag(K::kContinue, false), 2).has_value());
  EXPECT_TRUE(state.players()[0].agreed);
  EXPECT_FALSE(try_move(state, 0, move(K::kAgree), 2).has_value());  // agreed already
  // Seat 1 switches to Auto: it agrees at once.
  ASSERT_TRUE(try_move(state, 1, with_flag(K::kContinue, true), 3).has_value());
  EXPECT_TRUE(state.players()[1].agreed);
  EXPECT_EQ(state.phase(), Phase::kBreak);  // seat 2 still holds it
  ASSERT_TRUE(try_move(state, 2, move(K::kAgree), 4).has_value());
  EXPECT_EQ(state.hand(), 2);
  // The preference is remembered into the next hand.
  EXPECT_FALSE(state.players()[0].auto_continue);
  EXPECT_TRUE(state.players()[1].auto_continue);
}

TEST(HoldemRulesNotes, RevealChoicesAreForFoldedHandsAndChangeableUntilTheEnd) {
  // Note 72.
  auto state = table({1000, 1000, 1000});
  ASSERT_TRUE(try_move(state, 1, with_flag(K::kContinue, false)).has_value());
  EXPECT_FALSE(try_move(state, 0, with_flag(K::kRevealAtEnd, true)).has_value());  // not folded
  EXPECT_FALSE(try_move(state, 0, with_flag(K::kRevealNow, true)).has_value());    // in play
  play(state, 0, move(K::kFold));
  ASSERT_TRUE(try_move(state, 0, with_flag(K::kRevealAtEnd, true, 0)).has_value());
  ASSERT_TRUE(try_move(state, 0, with_flag(K::kRevealAtEnd, true, 1)).has_value());
  ASSERT_TRUE(try_move(state, 0, with_flag(K::kRevealAtEnd, false, 0)).has_value());
  EXPECT_FALSE(try_move(state, 0, with_flag(K::kRevealAtEnd, false, 0)).has_value());  // set
  // Nothing shows before the hand ends.
  EXPECT_FALSE(make_view(state, engine::Viewer::seat(2)).players[0].cards[1].has_value());
  play(state, 1, move(K::kFold));
  ASSERT_EQ(state.phase(), Phase::kBreak);
  EXPECT_EQ(state.last_hand()->shown[0], (std::array<bool, 2>{false, true}));
  // In the break the choice is closed; Reveal now shows card 0, once.
  EXPECT_FALSE(try_move(state, 0, with_flag(K::kRevealAtEnd, true, 0), 2).has_value());
  ASSERT_TRUE(try_move(state, 0, with_flag(K::kRevealNow, true, 0), 2).has_value());
  EXPECT_FALSE(try_move(state, 0, with_flag(K::kRevealNow, true, 0), 2).has_value());
  const auto seen = make_view(state, engine::Viewer::spectator());
  EXPECT_EQ(seen.last_hand->cards[0], state.last_hand()->cards[0]);
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, AResignedHandChecksWhenNothingIsOwed) {
  // Note 86: seat 2 (big blind) resigns before its option; when action
  // reaches it owing nothing it checks, with origin "resigned".
  auto state = table({1000, 1000, 1000});
  ASSERT_TRUE(try_move(state, 2, move(K::kResign)).has_value());
  play(state, 0, move(K::kCall));
  play(state, 1, move(K::kCall));
  const auto& events = state.hand_events();
  const auto it = std::find_if(events.begin(), events.end(),
                               [](const HandEvent& e) { return e.seat == 2 && e.kind == "check"; });
  ASSERT_NE(it, events.end());
  EXPECT_EQ(it->origin, "resigned");
  EXPECT_FALSE(state.players()[2].folded);
  EXPECT_EQ(state.street(), Street::kFlop);
  // Facing a bet on the flop it folds.
  play(state, 1, move(K::kBet, 10));
  EXPECT_TRUE(state.players()[2].folded);
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, AResignedPlayerRanksBelowABustOfTheSameHand) {
  // Note 79: seat 1 resigns with chips in play; seat 2 then busts in that
  // hand. The bust places above the resignation.
  for (engine::Seed seed = 1; seed <= 200; ++seed) {
    auto state = table({1000, 1000, 20}, R"({"submission":"automatic"})", seed);
    play(state, 0, move(K::kAllIn));
    ASSERT_TRUE(try_move(state, 1, move(K::kResign)).has_value());  // folds at once
    play(state, 2, move(K::kCall));
    if (!state.finished()) continue;
    EXPECT_EQ(state.places(), (std::vector<int>{1, 3, 2}));
    expect_chips_kept(state);
    return;
  }
  ADD_FAILURE() << "no seed busts seat 2";
}

TEST(HoldemRulesNotes, StandingsDuringPlayCountCommittedChipsThenSeatOrder) {
  // Note 85: stack + committed orders the seats, so posting a blind moves
  // nobody; the view's places are the same.
  auto state = table({1000, 1000, 1010});  // seats 0 and 1 tie: seat order
  EXPECT_EQ(state.places(), (std::vector<int>{2, 3, 1}));
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kCall));  // seat 1 still holds 1000 in all
  EXPECT_EQ(make_view(state, engine::Viewer::spectator()).places, (std::vector<int>{2, 3, 1}));
}

TEST(HoldemRulesNotes, TheLastActorOwingNothingGetsNoTurn) {
  // Notes 10 and 97: the button is all-in for 6 and the small blind for 8
  // of a 20 blind; the big blind owes nothing and is alone, so it gets no
  // option and the board runs out.
  auto state = table({6, 8, 1000}, R"({"big_blind":20,"submission":"automatic"})");
  play(state, 0, move(K::kAllIn));
  EXPECT_NE(state.hand(), 1);
  const auto& last = *state.last_hand();
  EXPECT_TRUE(last.showdown);
  EXPECT_EQ(last.board.size(), 2u);
  for (const auto& e : last.events) EXPECT_FALSE(e.seat == 2 && e.kind == "check");
  EXPECT_EQ(last.returned[2], 12);  // its blind above the largest all-in
  expect_chips_kept(state);
}

TEST(HoldemRulesNotes, NobodyElseLearnsThatADraftFinalizedAtTheLimit) {
  // Note 61 with note 35: a draft at Maximum sum finalizes at once; until
  // settlement only its owner's view says so, and the events name no seat.
  for (engine::Seed seed = 1; seed <= 300; ++seed) {
    auto state = table({1000, 1000}, "{}", seed);
    testing::check_down_heads_up(state);
    const auto& type = card_type(state.settings());
    const auto four = state.four_cards(0);
    if (*type.score(type.best(four), four) != 30) continue;
    const auto before = state.events().all().size();
    Action select = move(K::kSelect);
    select.selection = type.best(four);
    ASSERT_TRUE(try_move(state, 0, select).has_value());
    ASSERT_TRUE(state.players()[0].finalized);
    EXPECT_TRUE(make_view(state, engine::Viewer::seat(0)).players[0].finalized);
    EXPECT_FALSE(make_view(state, engine::Viewer::seat(1)).players[0].finalized);
    EXPECT_FALSE(make_view(state, engine::Viewer::spectator()).players[0].finalized);
    // An explicit Finalize by seat 1 publishes the same anonymous choice.
    ASSERT_TRUE(try_move(state, 1, move(K::kFinalize)).has_value());
    const auto& all = state.events().all();
    for (auto i = before; i < all.size(); ++i) {
      if (all[i].type == "choice") {
        EXPECT_TRUE(all[i].data.empty());
      }
    }
    return;
  }
  ADD_FAILURE() << "no seed gives seat 0 a sum of exactly 30";
}

TEST(HoldemRulesNotes, TheReviewShowsADeadSmallBlindAsSuch) {
  // Note 74: hand 2 after hand 1's big blind resigned has a dead small blind
  // on seat 2; the hand's actions and its review name it.
  auto state = table({1000, 1000, 1000, 1000});
  ASSERT_TRUE(try_move(state, 2, move(K::kResign)).has_value());
  play(state, 3, move(K::kFold));
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  ASSERT_EQ(state.hand(), 2);
  const auto is_dead = [](const HandEvent& e) { return e.kind == "dead_small_blind"; };
  const auto& live = state.hand_events();
  const auto dead = std::find_if(live.begin(), live.end(), is_dead);
  ASSERT_NE(dead, live.end());
  EXPECT_EQ(dead->seat, 2);
  EXPECT_EQ(dead->amount, 0);
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  const auto& review = state.last_hand()->events;
  EXPECT_NE(std::find_if(review.begin(), review.end(), is_dead), review.end());
}

TEST(HoldemRulesNotes, RevealNowIsClosedDuringTheSelection) {
  // Note 72: a folded player may set Reveal when hand ends during the
  // selection, but Reveal now waits for the break.
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kCall));
  play(state, 2, move(K::kCheck));
  for (int street = 0; street < 2; ++street) {
    play(state, 1, move(K::kCheck));
    play(state, 2, move(K::kCheck));
  }
  ASSERT_EQ(state.phase(), Phase::kSelection);
  EXPECT_FALSE(try_move(state, 0, with_flag(K::kRevealNow, true, 0)).has_value());
  EXPECT_TRUE(try_move(state, 0, with_flag(K::kRevealAtEnd, true, 0)).has_value());
  EXPECT_FALSE(make_view(state, engine::Viewer::spectator()).players[0].cards[0].has_value());
}

}  // namespace
}  // namespace gavel::holdem
