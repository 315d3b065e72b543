// The match log and the ELO hook: public facts only, each line once, and the
// capital-share rule fed with the match's final money.
#include <gtest/gtest.h>

#include "games/all_games.h"
#include "ratings/game_ratings.h"
#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;

const std::vector<std::string> kNames = {"Ada", "Bob", "Cy", "Dee"};

TEST(RightPriceNarrate, TellsFundingItemsWinnersAndRedistributionOnce) {
  auto settings = table(1000, 300, 2, 1);
  settings.payments_to = PaymentsTo::kBank;
  Match match(State(settings, 3, 1, 0, {10, 20, 95, 80, 15, 82}));
  std::size_t cursor = 0;
  auto lines = Game::narrate(match.state(), cursor, kNames);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], "Round 1: each active player pays 100 to fund the prize pool of 300");
  ASSERT_TRUE(match.apply(0, Game::action_json(bid(20)), 10, Origin::kPlayer));
  EXPECT_TRUE(
      Game::narrate(match.state(), cursor, kNames).empty());  // a blind bet is nobody's business
  ASSERT_TRUE(match.apply(1, Game::action_json(bid(7)), 10, Origin::kPlayer));
  ASSERT_TRUE(match.apply(2, Game::action_json(skip()), 10, Origin::kPlayer));
  lines = Game::narrate(match.state(), cursor, kNames);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], "Round 1, item 1 (10–20): Ada wins it for 20");
  for (Seat seat = 0; seat < 3; ++seat) {
    ASSERT_TRUE(match.apply(seat, Game::action_json(skip()), 20, Origin::kPlayer));
  }
  lines = Game::narrate(match.state(), cursor, kNames);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "Round 1, item 2 (80–95): nobody bid; not awarded");
  EXPECT_EQ(lines[1], "Round 1: item 1 was worth 15, item 2 was worth 82");
  EXPECT_EQ(lines[2], "Round 1: Ada wins the pool of 300 with 15");
  EXPECT_EQ(lines[3], "Round 1: the bank pays 6 to each active player; 2 stays");
  EXPECT_TRUE(Game::narrate(match.state(), cursor, kNames).empty());
}

// Only the lines past the cursor are built: told a step at a time, a match
// reads the same as told at once at its end.
TEST(RightPriceNarrate, LinesToldAsTheyComeAreTheLinesToldAtOnce) {
  engine::Rng rng(77);
  for (int game = 0; game < 40; ++game) {
    State state(table(200, 150, 2, 4), 4, rng.next(), 1000);
    Millis now = 1000;
    std::size_t cursor = 0;
    std::vector<std::string> told;
    while (!state.finished()) {
      const Seat seat = static_cast<Seat>(rng.below(4));
      if (const auto range = state.bid_range(seat); range && rng.chance(0.6)) {
        (void)state.apply(seat, bid(rng.between(range->min, range->max)), now, Origin::kPlayer);
      } else if (rng.chance(0.2)) {
        now = std::max(now, state.next_deadline()->at);
        (void)state.tick(now);
      }
      for (auto& line : Game::narrate(state, cursor, kNames)) told.push_back(std::move(line));
    }
    std::size_t from_start = 0;
    EXPECT_EQ(told, Game::narrate(state, from_start, kNames)) << "game " << game;
    EXPECT_EQ(cursor, from_start);
  }
}

TEST(RightPriceNarrate, TellsEliminationsAndSharedWins) {
  Match match(impoverished_table());
  std::size_t cursor = 0;
  const auto round1 = Game::narrate(match.state(), cursor, kNames);
  EXPECT_EQ(round1.back(), "Round 1: Ada wins the pool of 220 with 100");
  ASSERT_TRUE(match.tick(match.state().current_round().break_ends_at));
  const auto round2 = Game::narrate(match.state(), cursor, kNames);
  ASSERT_EQ(round2.size(), 3u);
  EXPECT_EQ(round2[0], "Round 2: Dee cannot pay the charge of 25 and is eliminated");
  EXPECT_EQ(round2[1], "Round 2: Bob cannot pay the charge of 34 and is eliminated");
  EXPECT_EQ(round2[2], "Round 2: each active player pays 35 to fund the prize pool of 100");

  Match tie(State(table(1000, 100, 2, 1), 3, 1, 0, {60, 60, 60, 60, 60, 60}));
  ASSERT_TRUE(tie.apply(0, Game::action_json(bid(1)), 1, Origin::kPlayer));
  ASSERT_TRUE(tie.apply(1, Game::action_json(skip()), 1, Origin::kPlayer));
  ASSERT_TRUE(tie.apply(2, Game::action_json(skip()), 1, Origin::kPlayer));
  ASSERT_TRUE(tie.apply(1, Game::action_json(bid(0)), 1, Origin::kPlayer));
  ASSERT_TRUE(tie.apply(0, Game::action_json(skip()), 1, Origin::kPlayer));
  ASSERT_TRUE(tie.apply(2, Game::action_json(skip()), 1, Origin::kPlayer));
  cursor = 0;
  const auto lines = Game::narrate(tie.state(), cursor, kNames);
  EXPECT_EQ(lines[lines.size() - 2],
            "Round 1: Ada and Bob share the pool of 101 with 60: 50 each; 1 left over goes to "
            "the bank");
}

TEST(RightPriceNarrate, TellsWhenFundingEndsTheGame) {
  State state(table(100, 200, 1, 3), 2, 1, 0, {40, 60, 50});
  act(state, 1, bid(0), 500);
  act(state, 0, bid(0), 600);
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  Match match(state);
  std::size_t cursor = 0;
  const auto lines = Game::narrate(match.state(), cursor, kNames);
  EXPECT_EQ(lines.back(), "Round 2: fewer than two players can fund the prize pool; the game ends");
  EXPECT_EQ(lines[lines.size() - 2], "Round 2: Ada cannot pay the charge of 100 and is eliminated");
}

TEST(RightPriceRating, UsesTheCapitalShareRuleWithTheBank) {
  const auto* info = &all_games().find("right_price")->host;
  // Seat 0 ends with 1179, the others 1000 - 100 + 10 = 910, 1 in the bank.
  auto settings = table(1000, 300, 1, 1);
  settings.payments_to = PaymentsTo::kBank;
  State state(settings, 3, 1, 0, {50, 50, 50});
  act(state, 0, bid(31));
  all_skip(state);
  ASSERT_TRUE(state.finished());
  const Match match(state);
  const std::vector<ratings::Participant> people = {ratings::Participant::human(15000),
                                                    ratings::Participant::human(15000),
                                                    ratings::Participant::bot()};
  const auto settled = info->rate(people, match);
  ASSERT_TRUE(settled) << settled.error().message;
  ratings::CapitalOutcome outcome{{1179, 910, 910}, 1, 0, 1000};
  EXPECT_EQ(*settled, *ratings::capital_share_ratings(people, outcome, ratings::Rated::kYes));
  EXPECT_GT(settled->entries[0].change, 0);
  EXPECT_EQ(settled->entries[2].change, 0);  // the bot stays at 1500
}

}  // namespace
}  // namespace gavel::right_price
