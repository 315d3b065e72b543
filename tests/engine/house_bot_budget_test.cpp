// Every game's house bot at the smallest budget (engine/bot_budget.h): it
// plays whole matches through the engine contract with only legal moves, and
// still beats random play. The full-budget bots are measured by their games'
// own tests and the strategy matrix.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/legal_action.h"
#include "games/all_games.h"

namespace gavel::engine {
namespace {

struct Tally {
  int matches = 0;
  double bot_wins = 0;  // a shared first place counts its share
  int decisions = 0;
};

// One match: the game's house bot in `bot_seat` at `budget`, random legal
// actions everywhere else. Every decision the bot makes must be listed as
// legal and accepted.
void play_one(const GameInfo& game, int seats, Seat bot_seat, BotBudget budget, Seed seed,
              Tally& tally) {
  auto created = game.create(boost::json::object{}, seats, derive_seed(seed, 0), 0);
  ASSERT_TRUE(created.has_value()) << created.error().message;
  Match& match = **created;
  auto bot = game.make_bot(game.bot_names.front(), derive_seed(seed, 1));
  ASSERT_TRUE(bot.has_value());
  Rng random_player(derive_seed(seed, 2));
  Millis now = 0;
  for (int step = 0; step < 100'000 && !match.finished(); ++step) {
    std::vector<Seat> to_move;
    for (Seat seat = 0; seat < seats; ++seat) {
      if (!match.legal_actions(seat).empty()) to_move.push_back(seat);
    }
    if (to_move.empty()) {
      const auto deadline = match.next_deadline();
      ASSERT_TRUE(deadline.has_value()) << "nobody can move and nothing is due";
      now = std::max(now, deadline->at);
      match.tick(now);
      continue;
    }
    now += 10;
    const Seat seat = to_move[random_player.below(static_cast<unsigned>(to_move.size()))];
    const auto legal = match.legal_actions(seat);
    if (seat == bot_seat) {
      auto decision = (*bot)->decide_within(match, seat, budget);
      ASSERT_TRUE(decision.has_value()) << decision.error().message;
      ASSERT_TRUE(is_listed(legal, *decision)) << boost::json::serialize(*decision);
      const auto applied = match.apply(seat, *decision, now, Origin::kBot);
      ASSERT_TRUE(applied.has_value()) << applied.error().message;
      ++tally.decisions;
    } else {
      const auto action = random_legal_action(legal, random_player);
      ASSERT_TRUE(match.apply(seat, action, now, Origin::kPlayer).has_value());
    }
  }
  ASSERT_TRUE(match.finished()) << "the match did not end";
  const auto winners = match.outcome().winners();
  for (const Seat winner : winners) {
    if (winner == bot_seat) tally.bot_wins += 1.0 / static_cast<double>(winners.size());
  }
  ++tally.matches;
}

Tally play_many(const GameInfo& game, int seats, BotBudget budget, int matches, Seed seed) {
  Tally tally;
  for (int i = 0; i < matches; ++i) {
    const auto match_seed = derive_seed(seed, static_cast<std::uint64_t>(i));
    play_one(game, seats, static_cast<Seat>(i % seats), budget, match_seed, tally);
    if (::testing::Test::HasFatalFailure()) break;
  }
  return tally;
}

class EveryHouseBot : public ::testing::TestWithParam<std::string> {
 protected:
  const GameInfo& game() const { return *all_games().engine().find(GetParam()); }
};

TEST_P(EveryHouseBot, PlaysOnlyLegalMovesAtTheSmallestBudget) {
  for (int seats = game().min_seats; seats <= std::min(game().max_seats, 5); ++seats) {
    SCOPED_TRACE(std::to_string(seats) + " seats");
    const auto tally = play_many(game(), seats, BotBudget::smallest(), 6, 2026120 + seats);
    EXPECT_EQ(tally.matches, 6);
    EXPECT_GT(tally.decisions, 0);
  }
}

// Random play is the weakest opponent there is, so even the quick move must
// beat it well: the bot wins at least 60% of two-seat matches (at the full
// budget every house bot does better; docs/perf.md).
TEST_P(EveryHouseBot, BeatsRandomPlayAtTheSmallestBudget) {
  const int seats = game().min_seats;
  const auto tally = play_many(game(), seats, BotBudget::smallest(), 100, 77);
  ASSERT_EQ(tally.matches, 100);
  EXPECT_GE(tally.bot_wins, 60) << "at " << seats << " seats";
}

std::vector<std::string> games_with_bots() {
  std::vector<std::string> names;
  for (const auto& game : all_games().engine().games()) {
    if (!game.bot_names.empty()) names.push_back(game.name);
  }
  return names;
}

INSTANTIATE_TEST_SUITE_P(Games, EveryHouseBot, ::testing::ValuesIn(games_with_bots()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace gavel::engine
