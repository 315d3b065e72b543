// Random play: the engine's checker over the settings the registry's default
// run does not reach (Open mode, payments to the bank), and the money
// invariant B = capital + pool + bank after every input of many random games
// with resigns, timeouts and the house bot.
#include <gtest/gtest.h>

#include "engine/checker.h"
#include "engine/legal_action.h"
#include "games/all_games.h"
#include "games/right_price/bot.h"
#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;
namespace json = boost::json;

void expect_checker_passes(const json::value& settings, int matches) {
  const auto& registry = all_games().engine();
  engine::CheckOptions options;
  options.matches = matches;
  options.seed = 4242;
  options.settings = settings;
  const auto report = engine::check_random_play(registry, *registry.find("right_price"), options);
  for (const auto& failure : report.failures) ADD_FAILURE() << failure;
  EXPECT_EQ(report.matches, matches);
  EXPECT_GT(report.secrets_checked, 0);
  EXPECT_GT(report.replays_checked, 0);
}

TEST(RightPriceRandomPlay, TheCheckerPassesInOpenMode) {
  expect_checker_passes(json::parse(R"({"bettingMode": "open", "minIncrease": 50,
      "rounds": 2, "startingCapital": 500, "basePrizePool": 200})"),
                        20);
}

TEST(RightPriceRandomPlay, TheCheckerPassesWithPaymentsToTheBank) {
  expect_checker_passes(json::parse(R"({"paymentsTo": "bank", "rounds": 3, "itemsPerRound": 2,
      "startingCapital": 100, "basePrizePool": 150})"),
                        20);
}

void check_money(const State& state, const std::string& where) {
  ASSERT_EQ(state.money_held(), state.total_money()) << where;
  ASSERT_GE(state.pool(), 0) << where;
  ASSERT_GE(state.bank(), 0) << where;
  for (const auto& player : state.players()) {
    ASSERT_GE(player.capital, 0) << where;
    if (player.eliminated) {
      ASSERT_EQ(player.capital, 0) << where;
    }
  }
  for (const auto& round : state.rounds()) {
    for (const auto& m : round.movement) {
      ASSERT_LE(m.to_bank, 0) << where;
      ASSERT_LE(m.auction_payments, 0) << where;
      ASSERT_GE(m.prize, 0) << where;
      ASSERT_GE(m.from_bank, 0) << where;
    }
  }
}

Settings random_settings(engine::Rng& rng, int seats) {
  Settings settings;
  settings.starting_capital = rng.between(10, 2000);
  settings.base_prize_pool = rng.between(1, 2 * settings.starting_capital);
  settings.items_per_round = static_cast<int>(rng.between(1, 4));
  settings.rounds = static_cast<int>(rng.between(1, 6));
  settings.betting_mode = rng.chance(0.5) ? BettingMode::kBlind : BettingMode::kOpen;
  settings.min_increase = rng.between(1, 100);
  settings.payments_to = rng.chance(0.5) ? PaymentsTo::kPool : PaymentsTo::kBank;
  settings.round_break_seconds = rng.chance(0.5) ? 5 : 30;
  for (Seat seat = 0; seat < seats; ++seat) {
    settings.seat_info.push_back({seat == 0 && rng.chance(0.5), rng.between(10, 30000)});
  }
  return settings;
}

TEST(RightPriceRandomPlay, TotalMoneyNeverChanges) {
  engine::Rng rng(20261130);
  HouseBot house;
  long inputs = 0;
  for (int game = 0; game < 1000; ++game) {
    const int seats = static_cast<int>(rng.between(kMinSeats, kMaxSeats));
    const auto settings = random_settings(rng, seats);
    Millis now = 1000;
    State state(settings, seats, rng.next(), now);
    const std::string label = "game " + std::to_string(game);
    check_money(state, label);
    for (int step = 0; step < 5000 && !state.finished(); ++step) {
      const std::string where = label + " step " + std::to_string(step);
      const Seat seat = static_cast<Seat>(rng.below(static_cast<std::uint64_t>(seats)));
      const auto deadline = state.next_deadline();
      ASSERT_TRUE(deadline) << where;
      if (rng.chance(0.15)) {
        now = std::max(now, deadline->at);
        ASSERT_TRUE(state.tick(now)) << where;
      } else if (rng.chance(0.02)) {
        (void)state.apply(seat, resign(), now, Origin::kPlayer);  // refused when already resigned
      } else {
        const auto legal = Game::legal_actions(state, seat);
        if (legal.empty()) continue;
        Action action;
        if (settings.seat_info[seat].bot) {
          action = house.decide(make_view(state, engine::Viewer::seat(seat)));
        } else {
          const auto parsed = Game::parse_action(engine::random_legal_action(legal, rng));
          ASSERT_TRUE(parsed) << where;
          action = *parsed;
        }
        if (deadline->at > now) now += static_cast<Millis>(rng.below(deadline->at - now));
        const auto applied = state.apply(seat, action, now, Origin::kPlayer);
        ASSERT_TRUE(applied) << where << ": " << applied.error().message;
      }
      ++inputs;
      check_money(state, where);
    }
    ASSERT_TRUE(state.finished()) << label;
  }
  EXPECT_GT(inputs, 25'000);
}

}  // namespace
}  // namespace gavel::right_price
