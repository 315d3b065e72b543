// The house levels within a budget (engine/bot_budget.h): the full budget is
// the level itself, smaller ones still play legal, winning chips, and the
// smallest plays the quick rule without sampling.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/bidlock/bots/house_bot.h"
#include "games/bidlock/bots/strategies.h"
#include "games/bidlock/bots/table.h"
#include "games/bidlock/game.h"

namespace gavel::bidlock {
namespace {

using engine::BotBudget;

// Plays a match with `house` (at `budget`) in seat 0 and the named bots in the
// others, checking every chip the house plays; returns the house's share.
double play(const std::string& house, const std::vector<std::string>& others, BotBudget budget,
            engine::Seed seed) {
  const int seats = 1 + static_cast<int>(others.size());
  std::vector<std::unique_ptr<Bot>> bots;
  bots.push_back(*make_bot(house, engine::derive_seed(seed, 1)));
  for (std::size_t i = 0; i < others.size(); ++i) {
    bots.push_back(*make_bot(others[i], engine::derive_seed(seed, 2 + i)));
  }
  State state(Settings{}, seats, engine::derive_seed(seed, 0), 0);
  while (!state.finished()) {
    std::vector<Action> actions;
    for (Seat seat = 0; seat < seats; ++seat) {
      const View view = make_view(state, engine::Viewer::seat(seat));
      actions.push_back(seat == 0 ? bots[0]->decide_within(view, budget)
                                  : bots[seat]->decide(view));
      if (seat == 0) {
        EXPECT_TRUE(holds(view.players[0].chips, actions.back().chip))
            << house << " played chip " << actions.back().chip << " in round " << view.round;
      }
    }
    for (Seat seat = 0; seat < seats; ++seat) {
      const auto applied = state.apply(seat, actions[seat], 0, engine::Origin::kBot);
      EXPECT_TRUE(applied.has_value()) << "seat " << seat << " round " << state.round();
      if (!applied) return 0;
    }
  }
  const auto winners = state.outcome().winners();
  for (const Seat seat : winners) {
    if (seat == 0) return 1.0 / static_cast<double>(winners.size());
  }
  return 0;
}

const BotBudget kBudgets[] = {BotBudget::share(0.5), BotBudget::share(0.125),
                              BotBudget::share(0.05), BotBudget::smallest()};

TEST(BidlockBotBudget, TheFullBudgetIsTheLevelItself) {
  for (const std::string level : {"steady", "sharp"}) {
    auto plain = *make_bot(level, 31);
    auto budgeted = *make_bot(level, 31);
    State state(Settings{}, 3, 8, 0);
    auto rival = *make_bot("random", 4);
    while (!state.finished()) {
      const View view = make_view(state, engine::Viewer::seat(0));
      const int chip = plain->decide(view).chip;
      ASSERT_EQ(budgeted->decide_within(view, BotBudget::full()).chip, chip)
          << level << " round " << view.round;
      ASSERT_TRUE(state.apply(0, {chip}, 0, engine::Origin::kBot).has_value());
      for (Seat seat = 1; seat < 3; ++seat) {
        const auto other = rival->decide(make_view(state, engine::Viewer::seat(seat)));
        ASSERT_TRUE(state.apply(seat, other, 0, engine::Origin::kBot).has_value());
      }
    }
  }
}

TEST(BidlockBotBudget, TheSmallestBudgetPlaysTheQuickRule) {
  for (const std::string level : {"steady", "sharp"}) {
    auto bot = *make_bot(level, 5);
    State state(Settings{}, 2, 19, 0);
    auto rival = *make_bot("random", 6);
    while (!state.finished()) {
      const View view = make_view(state, engine::Viewer::seat(0));
      const int chip = bot->decide_within(view, BotBudget::smallest()).chip;
      // Both levels' own style is greedy; its chip is the quick rule's.
      ASSERT_EQ(chip, greedy_chip(table_from_view(view), 0)) << level << " round " << view.round;
      ASSERT_TRUE(state.apply(0, {chip}, 0, engine::Origin::kBot).has_value());
      const auto other = rival->decide(make_view(state, engine::Viewer::seat(1)));
      ASSERT_TRUE(state.apply(1, other, 0, engine::Origin::kBot).has_value());
    }
  }
}

TEST(BidlockBotBudget, EveryBudgetPlaysWholeMatchesLegallyAtEveryTableSize) {
  const std::vector<std::string> cast = {"random", "greedy", "steady", "reader", "sharp"};
  for (const std::string level : {"steady", "sharp"}) {
    for (const BotBudget budget : kBudgets) {
      for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
        std::vector<std::string> others;
        for (int seat = 1; seat < seats; ++seat) others.push_back(cast[(seat + seats) % 5]);
        SCOPED_TRACE(level + " at " + std::to_string(budget.work) + ", " + std::to_string(seats) +
                     " seats");
        (void)play(level, others, budget, engine::derive_seed(seats, 100));
      }
    }
  }
}

// The levels beat random play by 94% at the full budget (the strategy
// matrix); a smaller budget costs them a little, never the margin.
TEST(BidlockBotBudget, EveryBudgetStillBeatsRandomPlay) {
  for (const std::string level : {"steady", "sharp"}) {
    for (const BotBudget budget : kBudgets) {
      double wins = 0;
      for (int game = 0; game < 100; ++game) {
        wins += play(level, {"random"}, budget, engine::derive_seed(2026, game));
      }
      EXPECT_GE(wins, 80) << level << " at " << budget.work;
    }
  }
}

}  // namespace
}  // namespace gavel::bidlock
