// The random-play checker: every registered game passes it, and each kind of
// defect it exists to catch makes it fail (shown on a toy game).
#include "engine/checker.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/all_games.h"
#include "tests/engine/defective_game.h"
#include "tests/support/build_share.h"

namespace gavel::engine {
namespace {

// One test per registered game, so ctest runs the games side by side.
class EveryRegisteredGame : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryRegisteredGame, PassesTheRandomPlayChecker) {
  const auto& registry = all_games().engine();
  const auto* game = registry.find(GetParam());
  ASSERT_NE(game, nullptr);
  CheckOptions options;
  options.matches = testing_support::share_for_this_build(60);
  options.seed = 20261129;
  const auto report = check_random_play(registry, *game, options);
  for (const auto& failure : report.failures) ADD_FAILURE() << failure;
  EXPECT_EQ(report.matches, options.matches);
  // Guards against a checker that checks nothing.
  EXPECT_GT(report.legal_checked, 0);
  EXPECT_GT(report.refusals_checked, 0);
  EXPECT_GT(report.secrets_checked, 0);
  EXPECT_GT(report.replays_checked, 0);
  EXPECT_GT(report.timeouts, 0);
}

std::vector<std::string> registered_games() {
  std::vector<std::string> names;
  for (const auto& game : all_games().engine().games()) names.push_back(game.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(RandomPlayChecker, EveryRegisteredGame,
                         ::testing::ValuesIn(registered_games()),
                         [](const auto& info) { return info.param; });

TEST(RandomPlayChecker, SeesEveryRegisteredGame) {
  EXPECT_GE(registered_games().size(), 3u);
}

CheckReport check_defective(defective::Defect defect) {
  Registry registry;
  registry.add(typed_game_info<defective::Game>());
  CheckOptions options;
  options.matches = 5;
  options.max_inputs = 100;
  options.settings = {{"defect", static_cast<int>(defect)}};
  return check_random_play(registry, *registry.find("defective"), options);
}

TEST(RandomPlayChecker, PassesACorrectToyGame) {
  const auto report = check_defective(defective::Defect::kNone);
  EXPECT_TRUE(report.failures.empty()) << report.failures.front();
  EXPECT_GT(report.secrets_checked, 0);
}

TEST(RandomPlayChecker, PlaysTheMovesAFinishedMatchStillLists) {
  const auto report = check_defective(defective::Defect::kMovesAfterEnd);
  EXPECT_TRUE(report.failures.empty()) << report.failures.front();
  EXPECT_EQ(report.moves_after_end, report.matches);  // one each, then none is listed
  EXPECT_GT(report.replays_checked, 0);
}

struct DefectCase {
  const char* name;
  defective::Defect defect;
  const char* expected;  // part of the first failure's text
};

class CheckerCatches : public ::testing::TestWithParam<DefectCase> {};

TEST_P(CheckerCatches, TheDefect) {
  const auto report = check_defective(GetParam().defect);
  ASSERT_FALSE(report.failures.empty());
  EXPECT_NE(report.failures.front().find(GetParam().expected), std::string::npos)
      << report.failures.front();
}

INSTANTIATE_TEST_SUITE_P(
    Defects, CheckerCatches,
    ::testing::Values(
        DefectCase{"LeakedSecret", defective::Defect::kLeaksLock, "can tell apart a secret"},
        DefectCase{"DirtyRefusal", defective::Defect::kDirtyRefusal, "changed the state"},
        DefectCase{"UnlistedAction", defective::Defect::kAcceptsUnlisted, "unlisted action"},
        DefectCase{"EndlessMatch", defective::Defect::kNeverEnds, "did not end"},
        DefectCase{"HiddenClock", defective::Defect::kForgetsTime, "replays to a different state"},
        DefectCase{"SilentMove", defective::Defect::kSilentMove, "published no event"},
        DefectCase{"OutcomeChangedAfterTheEnd", defective::Defect::kChangesAfterEnd,
                   "after the end changed the outcome"}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace gavel::engine
