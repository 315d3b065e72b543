// The view Hold'em writes as text (what the room renders on every version)
// holds to the tree the game built before (view_oracle.h): the same text,
// member for member and in the same order, for every viewer (each seat, the
// spectator) at every step of random tournaments of 2-6 seats and every
// card type, with bets, raises, folds, all-ins, timeouts, selections,
// breaks and the end.
#include <gtest/gtest.h>

#include "games/holdem/bot.h"
#include "games/holdem/game.h"
#include "tests/games/holdem/view_oracle.h"
#include "tests/support/build_share.h"
#include "tests/support/view_text_walk.h"

namespace gavel::holdem {
namespace {

constexpr const char* kCardTypes[] = {"value_sum", "square_grid", "triangular_grid",
                                      "polyabolo_grid", "point_voronoi"};

// The walk's clock (test::move_or_tick).
engine::Millis now = 0;

State random_start(engine::Rng& rng) {
  now = 0;
  const int seats = static_cast<int>(rng.between(2, 6));
  // Short stacks against the blinds, so that tournaments end within the walk.
  boost::json::object settings{{"card_type", kCardTypes[rng.below(5)]},
                               {"starting_chips", 40},
                               {"big_blind", 10},
                               {"progression", "x2"},
                               {"submission", rng.chance(0.5) ? "manual" : "automatic"}};
  auto parsed = parse_settings(settings, seats);
  EXPECT_TRUE(parsed) << (parsed ? "" : parsed.error().message);
  return State(parsed.value_or(Settings{}), seats, rng.next(), 0);
}

// A house bot's move (the steady one at a sliver of its budget, or the
// caller), or a deadline's tick (a timeout).
gavel::test::Stepped random_step(State& state, engine::Rng& rng, const std::string& where) {
  return gavel::test::move_or_tick<Game>(state, rng, now, 0.05, where, [&](Seat seat) {
    auto bot = make_bot(rng.chance(0.5) ? "Steady" : "Caller", rng.next()).value();
    return bot->decide_within(make_view(state, engine::Viewer::seat(seat)),
                              engine::BotBudget::share(0.02));
  });
}

TEST(HoldemViewText, EveryViewerReadsWhatTheTreeSaidAtEveryStep) {
  engine::Rng rng(20261203);
  const int matches = testing_support::share_for_this_build(12);
  const auto count = gavel::test::walk_against_oracle<Game>(
      rng, matches, 4000, random_start, random_step, test::oracle_view_json, nullptr);
  EXPECT_EQ(count.finished, matches);
  EXPECT_GT(count.compared, matches * 50);
}

}  // namespace
}  // namespace gavel::holdem
