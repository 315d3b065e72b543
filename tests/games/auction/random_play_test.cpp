// The engine's random-play checker over Blind Auction (every view keeps
// every secret, the journal replays, illegal input changes nothing) in
// settings the registry's default run does not reach.
#include <gtest/gtest.h>

#include "engine/checker.h"
#include "games/all_games.h"

namespace gavel::auction {
namespace {

namespace json = boost::json;

void expect_checker_passes(const json::value& settings, int matches) {
  const auto& registry = all_games().engine();
  engine::CheckOptions options;
  options.matches = matches;
  options.seed = 1212;
  options.settings = settings;
  const auto report = engine::check_random_play(registry, *registry.find("auction"), options);
  for (const auto& failure : report.failures) ADD_FAILURE() << failure;
  EXPECT_EQ(report.matches, matches);
  EXPECT_GT(report.secrets_checked, 0);
  EXPECT_GT(report.replays_checked, 0);
  EXPECT_GT(report.timeouts, 0);
}

TEST(AuctionRandomPlay, FirstPriceWithTalk) {
  expect_checker_passes(json::parse(R"({"items":4,"talk_rounds":2})"), 12);
}

TEST(AuctionRandomPlay, SecondPriceWithoutTalkOnAPaidTable) {
  expect_checker_passes(json::parse(R"({"items":6,"talk_rounds":0,"pricing":"second",
      "stake":10,"rake_pct":7})"),
                        12);
}

}  // namespace
}  // namespace gavel::auction
