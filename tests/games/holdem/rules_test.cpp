// Hand-built scenarios of the betting, blinds, pots, selection, breaks,
// resignations and places, with the exact chips the rules give.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/games/holdem/helpers.h"

namespace gavel::holdem {
namespace {

using testing::expect_chips_kept;
using testing::move;
using testing::play;
using testing::table;
using K = Action::Kind;

TEST(HoldemRules, TheFirstHandPostsBlindsLeftOfTheButtonAndDealsTwoCardsEach) {
  auto state = table({1000, 1000, 1000, 1000}, R"({"ante":2})");
  EXPECT_EQ(state.button(), 0);
  EXPECT_EQ(state.small_blind_seat(), std::optional<Seat>(1));
  EXPECT_EQ(state.big_blind_seat(), 2);
  EXPECT_EQ(state.to_act(), std::optional<Seat>(3));  // left of the big blind
  EXPECT_EQ(state.players()[1].committed, 7);         // ante, then the small blind
  EXPECT_EQ(state.players()[1].bet, 5);               // the ante is not a bet
  EXPECT_EQ(state.players()[2].bet, 10);
  EXPECT_EQ(state.in_pots(), 8 + 15);
  EXPECT_TRUE(state.board().empty());
  for (const auto& p : state.players()) EXPECT_NE(p.cards[0], p.cards[1]);
  expect_chips_kept(state);
  const auto view = make_view(state, engine::Viewer::spectator());
  EXPECT_EQ(view.hands_to_next_level, 10);
  EXPECT_EQ(view.next_big_blind, 16);
}

TEST(HoldemRules, AWinByFoldsReturnsTheUncalledBlindAndShowsNothing) {
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  // Hand 2 is dealt at once (everyone on Auto).
  EXPECT_EQ(state.hand(), 2);
  EXPECT_EQ(state.players()[2].stack + state.players()[2].committed, 1005);
  const auto& last = *state.last_hand();
  EXPECT_FALSE(last.showdown);
  EXPECT_TRUE(last.board.empty());
  EXPECT_EQ(last.returned[2], 5);
  EXPECT_EQ(last.won[2], 10);
  EXPECT_EQ(state.discarded_by_hand(), (std::vector<Chips>{0}));
  EXPECT_EQ(last.shown[2], (std::array<bool, 2>{false, false}));
  expect_chips_kept(state);
}

TEST(HoldemRules, TheBigBlindKeepsItsOptionAfterCalls) {
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kCall));
  play(state, 1, move(K::kCall));
  EXPECT_EQ(state.to_act(), std::optional<Seat>(2));
  EXPECT_TRUE(state.may_raise(2));
  play(state, 2, move(K::kRaise, 30));
  EXPECT_EQ(state.to_act(), std::optional<Seat>(0));
  EXPECT_EQ(state.min_raise_to(), 50);
}

TEST(HoldemRules, HeadsUpTheButtonPostsTheSmallBlindActsFirstThenLast) {
  auto state = table({1000, 1000});
  EXPECT_EQ(state.button(), 0);
  EXPECT_EQ(state.small_blind_seat(), std::optional<Seat>(0));
  EXPECT_EQ(state.big_blind_seat(), 1);
  play(state, 0, move(K::kCall));
  play(state, 1, move(K::kCheck));
  EXPECT_EQ(state.street(), Street::kFlop);
  EXPECT_EQ(state.board().size(), 1u);
  EXPECT_EQ(state.to_act(), std::optional<Seat>(1));
}

// The notes' short all-in examples (note 15). Flop betting with a big blind
// of 20 after everyone limped: seat order A=1, B=2, C=3, D=0.
State reopening_table(Chips c_stack, bool with_d) {
  std::vector<Chips> stacks = with_d ? std::vector<Chips>{1000, 1000, 170, c_stack}
                                     : std::vector<Chips>{c_stack, 1000, 170};
  auto state = table(stacks, R"({"big_blind":20,"submission":"automatic"})");
  if (with_d) {
    play(state, 3, move(K::kCall));
    play(state, 0, move(K::kCall));
  } else {
    play(state, 0, move(K::kCall));
  }
  play(state, 1, move(K::kCall));
  play(state, 2, move(K::kCheck));
  EXPECT_EQ(state.street(), Street::kFlop);
  play(state, 1, move(K::kBet, 100));
  play(state, 2, move(K::kAllIn));  // 150
  const Seat c = with_d ? 3 : 0;
  play(state, c, move(K::kAllIn));  // 210 or 190
  if (with_d) play(state, 0, move(K::kCall));
  return state;
}

TEST(HoldemRules, AFullRaiseInTotalReopensRaising) {
  const auto state = reopening_table(230, true);  // C all-in for 210
  EXPECT_EQ(state.to_act(), std::optional<Seat>(1));
  EXPECT_EQ(state.to_call(1), 110);
  EXPECT_TRUE(state.may_raise(1));
  EXPECT_EQ(state.min_raise_to(), 310);
}

TEST(HoldemRules, LessThanAFullRaiseInTotalLeavesOnlyCallOrFold) {
  auto state = reopening_table(210, true);  // C all-in for 190
  EXPECT_EQ(state.to_call(1), 90);
  EXPECT_FALSE(state.may_raise(1));
  EXPECT_FALSE(state.all_in_legal(1));
  EXPECT_FALSE(state.apply(1, move(K::kRaise, 400), 1, engine::Origin::kPlayer).has_value());
  const auto legal = Game::legal_actions(state, 1);
  EXPECT_EQ(legal.size(), 3u);  // call, fold, continue
}

TEST(HoldemRules, NobodyLeftToAnswerMeansNoRaise) {
  const auto state = reopening_table(230, false);  // A, B, C only (note 96)
  EXPECT_EQ(state.to_call(1), 110);
  EXPECT_FALSE(state.may_raise(1));
}

TEST(HoldemRules, AShortAllInRaiseSetsTheNextMinimumFromTheLastFullRaise) {
  // Blinds 100/200, UTG all-in for 325: the next raise is to 525 (note 13).
  auto state = table({5000, 5000, 5000, 325}, R"({"big_blind":200})");
  play(state, 3, move(K::kAllIn));
  EXPECT_EQ(state.current_bet(), 325);
  EXPECT_EQ(state.min_raise_to(), 525);
  EXPECT_FALSE(state.apply(0, move(K::kRaise, 500), 1, engine::Origin::kPlayer).has_value());
  play(state, 0, move(K::kRaise, 525));
}

TEST(HoldemRules, AShortOpeningAllInAfterTheFlopDoesNotReopenAChecker) {
  // Note 98: seat 1 checks, seat 2 is all-in for 10 below the big blind.
  auto state = table({1000, 1000, 30}, R"({"big_blind":20})");
  play(state, 0, move(K::kCall));
  play(state, 1, move(K::kCall));
  play(state, 2, move(K::kCheck));
  play(state, 1, move(K::kCheck));
  play(state, 2, move(K::kAllIn));
  EXPECT_EQ(state.current_bet(), 10);
  EXPECT_TRUE(state.may_raise(0));      // not acted yet
  EXPECT_EQ(state.min_raise_to(), 30);  // the bet plus the big blind (note 14)
  play(state, 0, move(K::kCall));
  EXPECT_EQ(state.to_call(1), 10);
  EXPECT_FALSE(state.may_raise(1));
}

TEST(HoldemRules, AShortBigBlindStillMakesTheFullBlindTheBetToCall) {
  // Note 12: the big blind holds 6 of a 20 blind.
  auto state = table({1000, 1000, 6}, R"({"big_blind":20,"submission":"automatic"})");
  EXPECT_EQ(state.players()[2].bet, 6);
  EXPECT_EQ(state.current_bet(), 20);
  EXPECT_EQ(state.to_call(0), 20);
  EXPECT_EQ(state.min_raise_to(), 40);
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kCall));  // 10 more
  // The small blind's call beyond the all-in big blind is returned: the
  // only actor left owes nothing, so the board runs out.
  EXPECT_NE(state.hand(), 1);
  EXPECT_EQ(state.last_hand()->returned[1], 14);
  EXPECT_EQ(state.last_hand()->board.size(), 2u);
  expect_chips_kept(state);
}

TEST(HoldemRules, APartialAnteIsAllInAndPostsNoBlind) {
  // Ante 10; the big blind seat holds 4.
  auto state = table({1000, 1000, 4}, R"({"big_blind":20,"ante":10,"submission":"automatic"})");
  EXPECT_EQ(state.players()[2].committed, 4);
  EXPECT_EQ(state.players()[2].bet, 0);
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  // Seat 2 wins what its 4 covers: 4 from each; the rest goes back.
  const auto& last = *state.last_hand();
  EXPECT_EQ(last.won[2], 12);
  EXPECT_EQ(last.returned[0], 6);
  EXPECT_EQ(last.returned[1], 6 + 10);
  expect_chips_kept(state);
}

TEST(HoldemRules, AnAllInRunOutShowsTheHandsAndDealsTheBoard) {
  auto state = table({1000, 1000}, R"({"submission":"automatic"})");
  play(state, 0, move(K::kAllIn));
  play(state, 1, move(K::kCall));
  const auto& last = *state.last_hand();
  EXPECT_TRUE(last.showdown);
  EXPECT_EQ(last.board.size(), 2u);
  EXPECT_EQ(last.shown[0], (std::array<bool, 2>{true, true}));
  EXPECT_EQ(last.shown[1], (std::array<bool, 2>{true, true}));
  const auto& type = card_type(state.settings());
  const FourCards a{last.cards[0][0], last.cards[0][1], last.board[0], last.board[1]};
  const FourCards b{last.cards[1][0], last.cards[1][1], last.board[0], last.board[1]};
  const HandValue va{*type.score(type.best(a), a), type.tiebreak(a)};
  const HandValue vb{*type.score(type.best(b), b), type.tiebreak(b)};
  const Seat winner = va > vb ? 0 : 1;
  EXPECT_EQ(last.won[winner], 2000);
  EXPECT_TRUE(state.finished());
  EXPECT_EQ(state.places()[winner], 1);
  EXPECT_EQ(state.places()[1 - winner], 2);
  expect_chips_kept(state);
}

TEST(HoldemRules, TheDeadButtonRuleAfterABustNextToTheBlinds) {
  // Seat 2, hand 1's big blind, leaves (resigning empties a seat as a bust
  // does, note 88). Hand 2: the big blind moves on to seat 3, the small
  // blind is dead, the button goes to seat 1.
  auto state = table({1000, 1000, 1000, 1000});
  ASSERT_TRUE(state.apply(2, move(K::kResign), 1, engine::Origin::kPlayer).has_value());
  play(state, 3, move(K::kFold));
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  EXPECT_EQ(state.hand(), 2);
  EXPECT_EQ(state.big_blind_seat(), 3);
  EXPECT_EQ(state.small_blind_seat(), std::nullopt);
  EXPECT_EQ(state.button(), 1);
  EXPECT_EQ(state.to_act(), std::optional<Seat>(0));
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  // Hand 3: the button is dead on the empty seat 2; seat 3 posts the small blind.
  EXPECT_EQ(state.button(), 2);
  EXPECT_EQ(state.small_blind_seat(), std::optional<Seat>(3));
  EXPECT_EQ(state.big_blind_seat(), 0);
  expect_chips_kept(state);
}

TEST(HoldemRules, TheDeadButtonRuleAfterARealBustOfTheBigBlind) {
  // Seat 2, hand 1's big blind, calls an all-in with its 20 chips and loses
  // (the first seed where it does). Hand 2 as after a resignation.
  for (engine::Seed seed = 1; seed <= 200; ++seed) {
    auto state = table({1000, 1000, 20, 1000}, R"({"submission":"automatic"})", seed);
    play(state, 3, move(K::kAllIn));
    play(state, 0, move(K::kFold));
    play(state, 1, move(K::kFold));
    play(state, 2, move(K::kCall));
    if (!state.players()[2].eliminated) continue;
    EXPECT_EQ(state.hand(), 2);
    EXPECT_EQ(state.big_blind_seat(), 3);
    EXPECT_EQ(state.small_blind_seat(), std::nullopt);
    EXPECT_EQ(state.button(), 1);
    EXPECT_EQ(state.places()[2], 4);
    expect_chips_kept(state);
    return;
  }
  ADD_FAILURE() << "no seed busts seat 2";
}

TEST(HoldemRules, ThreeBecomingTwoNobodyPostsTheBigBlindTwice) {
  auto state = table({1000, 1000, 1000});
  ASSERT_TRUE(state.apply(0, move(K::kResign), 1, engine::Origin::kPlayer).has_value());
  play(state, 1, move(K::kFold));
  // Heads-up: seat 2 (last big blind) is the button and posts the small blind.
  EXPECT_EQ(state.big_blind_seat(), 1);
  EXPECT_EQ(state.button(), 2);
  EXPECT_EQ(state.small_blind_seat(), std::optional<Seat>(2));
  EXPECT_EQ(state.to_act(), std::optional<Seat>(2));
}

TEST(HoldemRules, ResigningFacingABetLeavesTheCommittedChipsInThePot) {
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kRaise, 50));
  ASSERT_TRUE(state.apply(1, move(K::kResign), 1, engine::Origin::kPlayer).has_value());
  // Seat 1 folded at once; its 995 uncommitted chips left play.
  EXPECT_TRUE(state.players()[1].folded);
  EXPECT_EQ(state.gone(), 995);
  play(state, 2, move(K::kFold));
  EXPECT_EQ(state.players()[0].stack + state.players()[0].committed, 1015);
  EXPECT_EQ(state.players()[2].stack + state.players()[2].committed, 990);
  expect_chips_kept(state);
  // Resigned seats take no further part and rank last so far.
  EXPECT_FALSE(state.apply(1, move(K::kAgree), 1, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(state.places()[1], 3);
}

TEST(HoldemRules, ResigningWhileAllInKeepsThePotRights) {
  auto state = table({1000, 1000}, R"({"submission":"automatic"})");
  play(state, 0, move(K::kAllIn));
  ASSERT_TRUE(state.apply(0, move(K::kResign), 1, engine::Origin::kPlayer).has_value());
  play(state, 1, move(K::kCall));
  const auto& last = *state.last_hand();
  EXPECT_TRUE(last.showdown);
  EXPECT_TRUE(state.finished());
  // Whatever seat 0 won left play with it; seat 1 wins the tournament.
  EXPECT_EQ(state.gone(), last.won[0]);
  EXPECT_EQ(state.places()[1], 1);
  EXPECT_EQ(state.places()[0], 2);
  expect_chips_kept(state);
}

TEST(HoldemRules, ADeadlineChecksIfItMayElseFolds) {
  auto state = table({1000, 1000, 1000});
  const auto deadline = state.next_deadline()->at;
  EXPECT_EQ(deadline, 30'000);
  EXPECT_FALSE(state.tick(deadline - 1));
  EXPECT_TRUE(state.tick(deadline));
  EXPECT_TRUE(state.players()[0].folded);
  play(state, 1, move(K::kCall), deadline + 10);
  EXPECT_TRUE(state.tick(state.next_deadline()->at));  // the big blind checks
  EXPECT_FALSE(state.players()[2].folded);
  EXPECT_EQ(state.street(), Street::kFlop);
}

TEST(HoldemRules, ManualSelectionSavesImprovementsAndScoresAMissingSubmissionZero) {
  auto state = table({1000, 1000});
  testing::check_down_heads_up(state);
  ASSERT_EQ(state.phase(), Phase::kSelection);
  // Every hand is shown to everyone at once.
  const auto spectator = make_view(state, engine::Viewer::spectator());
  EXPECT_TRUE(spectator.players[1].cards[0].has_value());
  const auto& type = card_type(state.settings());
  const auto four = state.four_cards(0);
  const auto choices = type.selections(four);
  // The smallest valid selection first, then the best: only improvements save.
  Selection smallest = choices.front();
  for (const auto& s : choices) {
    if (*type.score(s, four) < *type.score(smallest, four)) smallest = s;
  }
  Action select = move(K::kSelect);
  select.selection = smallest;
  ASSERT_TRUE(state.apply(0, select, 2, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(state.players()[0].saved_score, *type.score(smallest, four));
  const int best = *type.score(type.best(four), four);
  select.selection = type.best(four);
  ASSERT_TRUE(state.apply(0, select, 2, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(state.players()[0].saved_score, best);
  select.selection = smallest;
  ASSERT_TRUE(state.apply(0, select, 2, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(state.players()[0].saved_score, best);  // not an improvement: not saved
  // Others never see a draft or its score.
  EXPECT_FALSE(make_view(state, engine::Viewer::seat(1)).your_saved.has_value());
  if (!state.players()[0].finalized) {
    ASSERT_TRUE(state.apply(0, move(K::kFinalize), 2, engine::Origin::kPlayer).has_value());
  }
  // Seat 1 submits nothing; the timer ends the selection: it scores 0.
  ASSERT_EQ(state.phase(), Phase::kSelection);
  EXPECT_TRUE(state.tick(state.next_deadline()->at));
  const auto& last = *state.last_hand();
  EXPECT_EQ(last.scores[1], std::optional<int>(0));
  EXPECT_EQ(last.scores[0], std::optional<int>(best));
  EXPECT_EQ(last.won[0], 20);
  EXPECT_TRUE(last.best_possible[1].has_value());
  EXPECT_FALSE(last.best_possible[0].has_value());
  expect_chips_kept(state);
}

TEST(HoldemRules, ABreakWaitsForManualPlayersAndRevealNowShowsAFoldedCard) {
  auto state = table({1000, 1000, 1000});
  Action manual = move(K::kContinue);
  manual.flag = false;
  ASSERT_TRUE(state.apply(1, manual, 1, engine::Origin::kPlayer).has_value());
  play(state, 0, move(K::kFold));
  Action later = move(K::kRevealAtEnd);
  later.card = 1;
  later.flag = true;
  ASSERT_TRUE(state.apply(0, later, 1, engine::Origin::kPlayer).has_value());
  play(state, 1, move(K::kFold));
  ASSERT_EQ(state.phase(), Phase::kBreak);
  const auto& last = *state.last_hand();
  EXPECT_EQ(last.shown[0], (std::array<bool, 2>{false, true}));
  // Reveal now, during the break, by the other folded player.
  Action now = move(K::kRevealNow);
  now.card = 0;
  ASSERT_TRUE(state.apply(1, now, 2, engine::Origin::kPlayer).has_value());
  const auto seen = make_view(state, engine::Viewer::seat(2));
  EXPECT_NE(seen.last_hand->cards[1][0], 0);
  EXPECT_EQ(seen.last_hand->cards[1][1], 0);
  EXPECT_EQ(seen.last_hand->cards[0][0], 0);
  EXPECT_EQ(seen.on_auto, 2);
  EXPECT_EQ(seen.eligible, 3);
  ASSERT_TRUE(state.apply(1, move(K::kAgree), 3, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(state.hand(), 2);
  EXPECT_EQ(state.phase(), Phase::kBetting);
  // The review of hand 1 survives the deal.
  EXPECT_EQ(state.last_hand()->hand, 1);
}

// The agent protocol's turn (docs/games/holdem.md "Moves"): a seat's number
// moves on when its own decision changes, never with a decision made beside
// it, so a move naming it is refused as stale only when it is.
TEST(HoldemRules, ASeatsTurnMovesOnWithItsOwnDecisionNotWithAnothers) {
  auto state = table({1000, 1000, 1000});
  Action manual = move(K::kContinue);
  manual.flag = false;
  for (Seat s = 0; s < 3; ++s) {
    ASSERT_TRUE(state.apply(s, manual, 1, engine::Origin::kPlayer).has_value());
  }
  // Betting hands the decision on: the next actor's turn is a new one.
  const auto opened = Game::turn(state, 0);
  ASSERT_TRUE(opened.has_value());
  play(state, 0, move(K::kCall));
  ASSERT_TRUE(Game::turn(state, 1).has_value());
  EXPECT_GT(Game::turn(state, 1)->turn, opened->turn);
  EXPECT_FALSE(Game::turn(state, 0).has_value());
  // An optional move of a seat not to act leaves the actor's turn as it was.
  const auto acting = Game::turn(state, 1)->turn;
  Action automatic = move(K::kContinue);
  automatic.flag = true;
  ASSERT_TRUE(state.apply(0, automatic, 1, engine::Origin::kPlayer).has_value());
  ASSERT_TRUE(state.apply(0, manual, 1, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(Game::turn(state, 1)->turn, acting);
  // Seats 1 and 2 fold: a break, where each agrees on its own.
  play(state, 1, move(K::kFold));
  play(state, 2, move(K::kFold));
  ASSERT_EQ(state.phase(), Phase::kBreak);
  const auto first = Game::turn(state, 0)->turn;
  const auto second = Game::turn(state, 1)->turn;
  EXPECT_EQ(first, second);
  ASSERT_TRUE(state.apply(0, move(K::kAgree), 2, engine::Origin::kPlayer).has_value());
  EXPECT_FALSE(Game::turn(state, 0).has_value());
  EXPECT_EQ(Game::turn(state, 1)->turn, second);
  ASSERT_TRUE(state.apply(2, move(K::kAgree), 2, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(Game::turn(state, 1)->turn, second);
  // The last agreement deals hand 2: every seat's turn moves on.
  ASSERT_TRUE(state.apply(1, move(K::kAgree), 3, engine::Origin::kPlayer).has_value());
  ASSERT_EQ(state.hand(), 2);
  const auto actor = state.to_act();
  ASSERT_TRUE(actor.has_value());
  EXPECT_GT(Game::turn(state, *actor)->turn, second);
}

TEST(HoldemRules, ManualSelectionTurnsAreEachSeatsOwn) {
  auto state = table({1000, 1000});
  testing::check_down_heads_up(state);
  ASSERT_EQ(state.phase(), Phase::kSelection);
  const auto mine = Game::turn(state, 0)->turn;
  const auto theirs = Game::turn(state, 1)->turn;
  const auto& type = card_type(state.settings());
  const auto four = state.four_cards(0);
  auto choices = type.selections(four);
  ASSERT_FALSE(choices.empty());
  std::sort(choices.begin(), choices.end(), [&](const auto& a, const auto& b) {
    return *type.score(a, four) < *type.score(b, four);
  });
  Action select = move(K::kSelect);
  select.selection = choices.front();
  ASSERT_TRUE(state.apply(0, select, 2, engine::Origin::kPlayer).has_value());
  ASSERT_EQ(state.phase(), Phase::kSelection);
  ASSERT_TRUE(Game::turn(state, 0).has_value()) << "the smallest selection does not finalize";
  EXPECT_GT(Game::turn(state, 0)->turn, mine);
  EXPECT_EQ(Game::turn(state, 1)->turn, theirs);
  ASSERT_TRUE(state.apply(0, move(K::kFinalize), 2, engine::Origin::kPlayer).has_value());
  EXPECT_FALSE(Game::turn(state, 0).has_value());
  EXPECT_EQ(Game::turn(state, 1)->turn, theirs);
}

TEST(HoldemRules, TheLogNarratesPublicResultsOnly) {
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  std::size_t cursor = 0;
  const auto lines = Game::narrate(state, cursor, {"Ann", "Bo", "Cy"});
  EXPECT_EQ(lines, (std::vector<std::string>{"Hand 1: Cy wins 10; 0 discarded"}));
  EXPECT_TRUE(Game::narrate(state, cursor, {}).empty());
}

TEST(HoldemRules, SpectatorsNeverSeeAnUnrevealedCardAndOwnersAlwaysSeeTheirs) {
  auto state = table({1000, 1000, 1000});
  play(state, 0, move(K::kFold));
  const auto spectator = make_view(state, engine::Viewer::spectator());
  for (const auto& p : spectator.players) EXPECT_FALSE(p.cards[0] || p.cards[1]);
  const auto own = make_view(state, engine::Viewer::seat(0));
  EXPECT_EQ(own.players[0].cards[0], std::optional<Card>(state.players()[0].cards[0]));
  EXPECT_FALSE(own.players[1].cards[0].has_value());
}

// Seat 0 all-in, both short stacks call: over seeds, the hands where seat 0
// wins every pot bust seats 1 and 2 together (note 78).
std::vector<int> places_after_double_bust(const std::vector<Chips>& stacks) {
  for (engine::Seed seed = 1; seed <= 200; ++seed) {
    auto state = table(stacks, R"({"submission":"automatic"})", seed);
    play(state, 0, move(K::kAllIn));
    play(state, 1, move(K::kCall));
    play(state, 2, move(K::kCall));
    if (state.finished()) return state.places();
  }
  ADD_FAILURE() << "no seed busts both short stacks";
  return {};
}

TEST(HoldemRules, SimultaneousBustsRankByTheirStartingStacks) {
  EXPECT_EQ(places_after_double_bust({1000, 30, 20}), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(places_after_double_bust({1000, 20, 30}), (std::vector<int>{1, 3, 2}));
}

TEST(HoldemRules, EqualStartingStacksShareAPlace) {
  EXPECT_EQ(places_after_double_bust({1000, 25, 25}), (std::vector<int>{1, 2, 2}));
}

}  // namespace
}  // namespace gavel::holdem
