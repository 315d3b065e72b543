// The engine's random-play checker over Spendii in settings the registry's
// default run does not reach: betting, NO PLAY, manual payment, the Short
// test deck.
#include <gtest/gtest.h>

#include "engine/checker.h"
#include "games/all_games.h"

namespace gavel::spendii {
namespace {

namespace json = boost::json;

engine::CheckReport run_checker(const json::value& settings, int matches, int seats,
                                double timeout_chance = 0.02) {
  const auto& registry = all_games().engine();
  engine::CheckOptions options;
  options.matches = matches;
  options.seed = 1515;
  options.seats = seats;
  options.settings = settings;
  options.timeout_chance = timeout_chance;
  const auto report = engine::check_random_play(registry, *registry.find("spendii"), options);
  for (const auto& failure : report.failures) ADD_FAILURE() << failure;
  EXPECT_EQ(report.matches, matches);
  return report;
}

TEST(SpendiiRandomPlay, DefaultsFourPlayers) {
  const auto report = run_checker(nullptr, 6, 4);
  EXPECT_GT(report.secrets_checked, 0);
  EXPECT_GT(report.replays_checked, 0);
}

TEST(SpendiiRandomPlay, BettingWithNoPlayAndManualPayment) {
  const auto report = run_checker(
      json::parse(R"({"positions":"betting","noPlay":true,"payment":"manual","target":8})"), 6, 4,
      0.05);
  EXPECT_GT(report.timeouts, 0);
}

TEST(SpendiiRandomPlay, ShortDeckTwoPlayersManyTimeouts) {
  run_checker(json::parse(R"({"deck":"short","target":6,"chips":2,"gold":0})"), 10, 2, 0.2);
}

TEST(SpendiiRandomPlay, ShortDeckFivePlayers) {
  run_checker(json::parse(R"({"deck":"short","payment":"manual","hideIdentities":"players"})"), 6,
              5);
}

}  // namespace
}  // namespace gavel::spendii
