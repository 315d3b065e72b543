// What the room asks of Spendii about a seat: the label a hidden
// participant goes by (notes 66-68) and when a bot's bids count (note 12).
#include <gtest/gtest.h>

#include "games/spendii/game.h"
#include "games/spendii/identities.h"
#include "games/spendii/positions.h"
#include "tests/games/spendii/helpers.h"

namespace gavel::spendii {
namespace {

using namespace test;

constexpr const char* kSeatInfo =
    R"(,"seatInfo":[{"bot":false,"elo":15000},{"bot":false,"elo":15000},{"bot":true,"elo":15000}])";

State hidden_betting(const std::string& hide, engine::Millis start = 0) {
  auto settings = parse_settings(boost::json::parse(R"({"positions":"betting","target":6,)"
                                                    R"("hideIdentities":")" +
                                                    hide + "\"" + kSeatInfo + "}"),
                                 3);
  EXPECT_TRUE(settings) << settings.error().message;
  return State(*settings, 3, 11, start);
}

const auto kSpectator = engine::Viewer::spectator();

TEST(SpendiiIdentities, OffShowsEveryone) {
  const State state = hidden_betting("off");
  for (engine::Seat seat = 0; seat < 3; ++seat) {
    EXPECT_FALSE(identity_label(state, kSpectator, seat, seat == 2));
  }
}

TEST(SpendiiIdentities, PlayersHidesHumansFromOthersButNotBotsNorOneself) {
  const State state = hidden_betting("players");
  EXPECT_EQ(identity_label(state, kSpectator, 0, false), "Hidden player");
  EXPECT_EQ(identity_label(state, engine::Viewer::seat(1), 0, false), "Hidden player");
  EXPECT_FALSE(identity_label(state, engine::Viewer::seat(0), 0, false));
  EXPECT_FALSE(identity_label(state, kSpectator, 2, true));
}

TEST(SpendiiIdentities, PlayersAndBotsHidesBotsTooAndLabelsByPositionThenRevealsAtTheEnd) {
  State state = hidden_betting("playersAndBots");
  EXPECT_EQ(identity_label(state, kSpectator, 2, true), "Hidden player");
  play(state, 0, bids({-1, 0, 1}), 100);
  play(state, 1, bids({0, -1, 1}), 200);
  play(state, 2, bids({0, 0, 0}), 300);
  // Rank 1: seat 0 is first in column A, seat 1 in column B; seat 2 is
  // left the rest by the walk.
  while (state.phase() == Phase::kSelecting) {
    for (engine::Seat seat = 0; seat < 3; ++seat) {
      const auto legal = Game::legal_actions(state, seat);
      if (!legal.empty()) play(state, seat, *Game::parse_action(legal.front()), 400);
    }
  }
  ASSERT_EQ(state.phase(), Phase::kPlay);
  for (engine::Seat seat = 0; seat < 3; ++seat) {
    const auto label = identity_label(state, kSpectator, seat, seat == 2);
    ASSERT_TRUE(label);
    EXPECT_EQ(*label, "Player " + position_name(state.settings(), state.player(seat).position));
  }
  play(state, state.order().front(), resign(), 500);
  play(state, state.order()[1], resign(), 500);
  play(state, state.order()[2], resign(), 500);
  for (int i = 0; i < 100 && !state.finished() && state.next_deadline(); ++i) {
    state.tick(state.next_deadline()->at);
  }
  ASSERT_TRUE(state.finished());
  EXPECT_FALSE(identity_label(state, kSpectator, 0, false));
}

TEST(SpendiiIdentities, ABotsBidsAreDueAtItsScheduledTimeUntilItBids) {
  State state = hidden_betting("off", 10'000);
  EXPECT_FALSE(bot_bid_at(state, 0));  // a human: the room's pace
  const auto due = bot_bid_at(state, 2);
  ASSERT_TRUE(due);
  EXPECT_EQ(*due, 10'000 + state.player(2).bot_bid_ms);
  EXPECT_GE(*due, 10'450);
  EXPECT_LE(*due, 10'550);
  play(state, 2, bids({0, 0, 0}), 12'000);
  EXPECT_EQ(state.player(2).submission->at_ms, state.player(2).bot_bid_ms);
  EXPECT_FALSE(bot_bid_at(state, 2));
}

}  // namespace
}  // namespace gavel::spendii

namespace gavel::spendii {
namespace {

TEST(SpendiiIdentities, OnlyTheNoPlaySeatHoldsNoPlayAndItGetsNoAdvice) {
  // Three participants with NO PLAY: seats 0 and 1 play A and B, seat 2 watches.
  const State state = test::table(3, R"({"noPlay":true})");
  EXPECT_FALSE(holds_no_play(state, 0));
  EXPECT_FALSE(holds_no_play(state, 1));
  EXPECT_TRUE(holds_no_play(state, 2));
  EXPECT_FALSE(holds_no_play(state, 3));
  EXPECT_FALSE(holds_no_play(test::table(3), 2));
  // The room asks the same through the hosting seam.
  const auto host = Game::hosting();
  ASSERT_TRUE(host.advises_seat);
  Match match(state);
  EXPECT_TRUE(host.advises_seat(match, 0));
  EXPECT_FALSE(host.advises_seat(match, 2));
}

}  // namespace
}  // namespace gavel::spendii
