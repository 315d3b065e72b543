// The view Spendii writes as text (what the room renders on every version)
// holds to the tree the game built before (view_oracle.h): the same text,
// member for member and in the same order, for every viewer (each seat, the
// spectator) at every step of random matches of 2-5 seats, with random or
// bid positions, NO PLAY, hidden identities, held cards, tiles, returns,
// timeouts and the end.
#include <gtest/gtest.h>

#include "games/spendii/game.h"
#include "tests/games/spendii/view_oracle.h"
#include "tests/support/build_share.h"
#include "tests/support/view_text_walk.h"

namespace gavel::spendii {
namespace {

// The walk's clock (test::move_or_tick).
engine::Millis now = 0;

State random_start(engine::Rng& rng) {
  now = 0;
  const int seats = static_cast<int>(rng.between(2, 5));
  boost::json::object settings{{"deck", rng.chance(0.7) ? "short" : "standard"},
                               {"target", rng.between(6, 10)}};
  if (rng.chance(0.5)) settings["positions"] = "betting";
  if (seats >= 3 && rng.chance(0.3)) settings["noPlay"] = true;
  static constexpr const char* kHide[] = {"off", "players", "playersAndBots"};
  settings["hideIdentities"] = kHide[rng.below(3)];
  if (rng.chance(0.3)) settings["payment"] = "manual";
  auto parsed = parse_settings(settings, seats);
  EXPECT_TRUE(parsed) << boost::json::serialize(settings);
  return State(*parsed, seats, rng.next(), 0);
}

// A random bot's move, or a deadline's tick (a timeout).
gavel::test::Stepped random_step(State& state, engine::Rng& rng, const std::string& where) {
  return gavel::test::move_or_tick<Game>(state, rng, now, 0.02, where, [&](Seat seat) {
    return make_bot("Random", rng.next())
        .value()
        ->decide(make_view(state, engine::Viewer::seat(seat)));
  });
}

TEST(SpendiiViewText, EveryViewerReadsWhatTheTreeSaidAtEveryStep) {
  engine::Rng rng(20261203);
  const int matches = testing_support::share_for_this_build(30);
  const auto count = gavel::test::walk_against_oracle<Game>(
      rng, matches, 3000, random_start, random_step, test::oracle_view_json, nullptr);
  EXPECT_EQ(count.finished, matches);
  EXPECT_GT(count.compared, matches * 50);
}

}  // namespace
}  // namespace gavel::spendii
