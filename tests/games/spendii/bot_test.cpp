// The bots: always legal, deciding from their own view (the same view gives
// the same move, whatever is hidden), and Planner beats Random.
#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "games/spendii/bot.h"
#include "games/spendii/self_play.h"
#include "tests/games/spendii/helpers.h"

namespace gavel::spendii {
namespace {

using namespace test;

TEST(SpendiiBots, EveryBotPlaysOnlyListedMovesToTheEnd) {
  for (const auto& name : bot_names()) {
    for (int seats = 2; seats <= 5; ++seats) {
      std::vector<std::string> names(static_cast<std::size_t>(seats), name);
      const auto result = play_bots(names, 100 + seats, R"({"payment":"manual"})");
      EXPECT_TRUE(result.finished) << name << " at " << seats;
      EXPECT_TRUE(result.all_listed) << name << " at " << seats;
    }
  }
}

TEST(SpendiiBots, PlannerBeatsRandom) {
  double wins = 0;
  for (int i = 0; i < 40; ++i) {
    const bool planner_first = i % 2 == 0;
    const auto result = play_bots(planner_first ? std::vector<std::string>{"Planner", "Random"}
                                                : std::vector<std::string>{"Random", "Planner"},
                                  500 + i);
    ASSERT_TRUE(result.finished);
    wins += result.win_share[planner_first ? 0 : 1];
  }
  EXPECT_GE(wins, 38);
}

TEST(SpendiiBots, PlannerHoldsItsOwnAgainstGreedy) {
  double wins = 0;
  for (int i = 0; i < 40; ++i) {
    const bool planner_first = i % 2 == 0;
    const auto result = play_bots(planner_first ? std::vector<std::string>{"Planner", "Greedy"}
                                                : std::vector<std::string>{"Greedy", "Planner"},
                                  900 + i);
    ASSERT_TRUE(result.finished);
    wins += result.win_share[planner_first ? 0 : 1];
  }
  EXPECT_GE(wins, 20);
}

TEST(SpendiiBots, TheSameViewGivesTheSameMoveWhateverIsHidden) {
  State state = table(2);
  play(state, 0, hold_tier(3));
  play(state, 1, take(chips(1, 1, 1, 0, 0)));
  // Another order of the hidden decks and another hidden card for seat 0:
  // seat 1's view is the same, so is its bot's move.
  State other = state;
  auto& deck = StateTestAccess::tier(other, 2).deck;
  std::reverse(deck.begin(), deck.end());
  std::swap(StateTestAccess::player(other, 0).held[0].card, deck.front());
  ASSERT_EQ(make_view(state, engine::Viewer::seat(1)), make_view(other, engine::Viewer::seat(1)));
  PlannerBot bot;
  EXPECT_EQ(bot.decide(make_view(state, engine::Viewer::seat(1))),
            bot.decide(make_view(other, engine::Viewer::seat(1))));
}

// Note 64: a bot selects, among its highlighted positions, the one it bid
// most for (the most starting points), then the earliest letter.
TEST(SpendiiBots, ABotSelectsItsHighestBidHighlightedPosition) {
  auto settings = parse_settings(boost::json::parse(R"({"positions":"betting","target":6})"), 3);
  ASSERT_TRUE(settings);
  State state(*settings, 3, 5, 0);
  play(state, 0, bids({-3, -2, 5}), 10);  // first in A and in B
  play(state, 1, bids({0, 0, 0}), 20);
  play(state, 2, bids({0, 0, 0}), 30);
  ASSERT_EQ(state.choosable(0), (std::vector<int>{0, 1}));
  PlannerBot planner;
  GreedyBot greedy;
  for (Bot* bot : std::initializer_list<Bot*>{&planner, &greedy}) {
    const auto move = bot->decide(make_view(state, engine::Viewer::seat(0)));
    EXPECT_EQ(move.kind, Action::Kind::kSelect);
    EXPECT_EQ(move.position, 1);  // B: -2 points beat A's -3
  }
  State level(*settings, 3, 5, 0);
  play(level, 0, bids({-3, -3, 6}), 10);
  play(level, 1, bids({0, 0, 0}), 20);
  play(level, 2, bids({0, 0, 0}), 30);
  EXPECT_EQ(planner.decide(make_view(level, engine::Viewer::seat(0))).position, 0);  // A first
}

TEST(SpendiiBots, PlannerBuysWhatItCanAffordAndReturnsWhatItNeedsLeast) {
  State state = table(2);
  face_up(state, 73);  // 5 points: 3 white, 7 black
  A::player(state, 0).chips = chips(3, 0, 0, 0, 7);
  PlannerBot bot;
  const auto move = bot.decide(make_view(state, engine::Viewer::seat(0)));
  EXPECT_EQ(move.kind, Action::Kind::kBuy);
  EXPECT_EQ(move.card, 73);
}

}  // namespace
}  // namespace gavel::spendii
