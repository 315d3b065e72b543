// Reveal now once the tournament is over (notes 68, 71): the only move the
// rules still take, by a seat dealt into the last hand that has not
// resigned, for a card not shown; it shows that card and changes nothing
// else. Such a seat mostly exists when the end comes by resignation.
#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "tests/games/holdem/helpers.h"

namespace gavel::holdem {
namespace {

using testing::move;
using testing::play;
using testing::table;
using K = Action::Kind;
namespace json = boost::json;

Action reveal(int card) {
  Action action = move(K::kRevealNow);
  action.card = card;
  return action;
}

json::object reveal_json(int card) {
  return json::object{{"action", "reveal_now"}, {"card", card}};
}

// Heads-up, the button (seat 0) resigns before acting: its hand folds at
// once, seat 1 wins by folds with its cards unshown, and that is the end.
State won_by_a_resignation() {
  auto state = table({1000, 1000});
  EXPECT_TRUE(state.apply(0, move(K::kResign), 1, engine::Origin::kPlayer).has_value());
  EXPECT_TRUE(state.finished());
  return state;
}

TEST(HoldemRevealAfterEnd, TheWinnerByFoldsMayShowEachCardOnceTheTournamentIsOver) {
  auto state = won_by_a_resignation();
  ASSERT_EQ(state.phase(), Phase::kOver);
  EXPECT_EQ(Game::legal_actions(state, 1), (json::array{reveal_json(0), reveal_json(1)}));
  EXPECT_FALSE(Game::turn(state, 1).has_value());  // optional: nobody waits for it
  const auto places = state.places();
  const auto outcome = state.outcome();
  const auto chips = state.accounted_chips();
  const auto events = state.events().all().size();
  const Card second = state.last_hand()->cards[1][1];

  ASSERT_TRUE(state.apply(1, reveal(1), 5, engine::Origin::kPlayer).has_value());
  EXPECT_TRUE(state.finished());
  EXPECT_EQ(state.places(), places);
  EXPECT_EQ(state.outcome(), outcome);
  EXPECT_EQ(state.accounted_chips(), chips);
  // Everyone sees the card now, the other one stays hidden; the event says so.
  const auto spectator = make_view(state, engine::Viewer::spectator());
  EXPECT_EQ(spectator.last_hand->cards[1][1], second);
  EXPECT_EQ(spectator.last_hand->cards[1][0], 0);
  ASSERT_EQ(state.events().all().size(), events + 1);
  EXPECT_EQ(state.events().all().back().type, "revealed");
  EXPECT_EQ(Game::legal_actions(state, 1), (json::array{reveal_json(0)}));
  // Reveals are final and happen once.
  const auto twice = state.apply(1, reveal(1), 6, engine::Origin::kPlayer);
  ASSERT_FALSE(twice.has_value());
  EXPECT_EQ(twice.error().message, "that card is shown already");
}

TEST(HoldemRevealAfterEnd, EveryOtherMoveIsRefusedAndAResignedSeatMayNotReveal) {
  auto state = won_by_a_resignation();
  const auto before = state;
  EXPECT_TRUE(Game::legal_actions(state, 0).empty());
  EXPECT_FALSE(state.apply(0, reveal(0), 5, engine::Origin::kPlayer).has_value());
  for (const auto kind : {K::kAgree, K::kCheck, K::kFold, K::kResign, K::kFinalize}) {
    const auto refused = state.apply(1, move(kind), 5, engine::Origin::kPlayer);
    ASSERT_FALSE(refused.has_value());
    EXPECT_EQ(refused.error().message, "the tournament is over");
  }
  Action manual = move(K::kContinue);
  EXPECT_FALSE(state.apply(1, manual, 5, engine::Origin::kPlayer).has_value());
  EXPECT_FALSE(state.apply(1, reveal(2), 5, engine::Origin::kPlayer).has_value());
  EXPECT_EQ(state, before);
  EXPECT_FALSE(state.tick(1'000'000'000));
}

TEST(HoldemRevealAfterEnd, AFoldedPlayerWithChipsMayShowAfterTheLastOpponentsResignInTheBreak) {
  auto state = table({1000, 1000, 1000});
  Action manual = move(K::kContinue);
  manual.flag = false;
  ASSERT_TRUE(state.apply(1, manual, 1, engine::Origin::kPlayer).has_value());
  play(state, 0, move(K::kFold));
  play(state, 1, move(K::kFold));
  ASSERT_EQ(state.phase(), Phase::kBreak);  // seat 1 on Manual holds it open
  ASSERT_TRUE(state.apply(0, move(K::kResign), 2, engine::Origin::kPlayer).has_value());
  ASSERT_TRUE(state.apply(2, move(K::kResign), 3, engine::Origin::kPlayer).has_value());
  ASSERT_TRUE(state.finished());
  EXPECT_EQ(state.places()[1], 1);
  // Seat 1 folded in the last hand and won the tournament: both cards may
  // still be shown; the resigned seats show nothing.
  EXPECT_EQ(Game::legal_actions(state, 1), (json::array{reveal_json(0), reveal_json(1)}));
  EXPECT_TRUE(Game::legal_actions(state, 0).empty());
  EXPECT_TRUE(Game::legal_actions(state, 2).empty());
  ASSERT_TRUE(state.apply(1, reveal(0), 4, engine::Origin::kPlayer).has_value());
  const auto seen = make_view(state, engine::Viewer::seat(2));
  EXPECT_EQ(seen.last_hand->cards[1][0], state.last_hand()->cards[1][0]);
  EXPECT_EQ(seen.last_hand->cards[1][1], 0);
}

TEST(HoldemRevealAfterEnd, AShowdownAtTheEndLeavesNothingToReveal) {
  // Seat 0 all-in, seat 1 calls: both hands are shown, one of them busts.
  auto state = table({1000, 1000}, R"({"submission":"automatic"})");
  play(state, 0, move(K::kAllIn));
  play(state, 1, move(K::kCall));
  ASSERT_TRUE(state.finished());
  EXPECT_TRUE(Game::legal_actions(state, 0).empty());
  EXPECT_TRUE(Game::legal_actions(state, 1).empty());
}

TEST(HoldemRevealAfterEnd, ARoomBotIsListedNothingAfterTheEnd) {
  const auto settings = parse_settings(
      json::parse(R"({"seatInfo":[{"bot":false,"elo":15000},{"bot":true,"elo":15000}]})"), 2);
  ASSERT_TRUE(settings.has_value()) << settings.error().message;
  auto state = State::with_stacks(*settings, {1000, 1000}, 7, 0);
  // The human button resigns: the bot wins by folds, its cards unshown.
  ASSERT_TRUE(state.apply(0, move(K::kResign), 1, engine::Origin::kPlayer).has_value());
  ASSERT_TRUE(state.finished());
  EXPECT_FALSE(state.last_hand()->shown[1][0]);
  EXPECT_TRUE(Game::legal_actions(state, 1).empty());
}

}  // namespace
}  // namespace gavel::holdem
