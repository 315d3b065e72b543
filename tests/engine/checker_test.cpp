// The random-play checker over every registered game.
#include "engine/checker.h"

#include <gtest/gtest.h>

#include "games/all_games.h"

namespace gavel::engine {
namespace {

TEST(RandomPlayChecker, EveryRegisteredGamePasses) {
  const auto& registry = all_games();
  ASSERT_FALSE(registry.games().empty());
  for (const auto& game : registry.games()) {
    CheckOptions options;
    options.matches = 60;
    options.seed = 20261129;
    const auto report = check_random_play(registry, game, options);
    for (const auto& failure : report.failures) ADD_FAILURE() << failure;
    EXPECT_EQ(report.matches, options.matches) << game.name;
    // Guards against a checker that checks nothing.
    EXPECT_GT(report.legal_checked, 0) << game.name;
    EXPECT_GT(report.refusals_checked, 0) << game.name;
    EXPECT_GT(report.secrets_checked, 0) << game.name;
    EXPECT_GT(report.replays_checked, 0) << game.name;
    EXPECT_GT(report.timeouts, 0) << game.name;
  }
}

}  // namespace
}  // namespace gavel::engine
