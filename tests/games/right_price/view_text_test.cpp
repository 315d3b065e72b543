// The view and legal actions the game writes as text (what the room renders
// on every version) hold to the trees the game built before (view_oracle.h):
// the same text, member for member and in the same order, for every viewer
// at every step of many random matches, Blind and Open, with resigns,
// timeouts, eliminations and the end.
#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "tests/games/right_price/helpers.h"
#include "tests/games/right_price/view_oracle.h"

namespace gavel::right_price {
namespace {

using namespace test;
namespace json = boost::json;

std::string written_text(const State& state, engine::Viewer viewer) {
  std::string text;
  engine::JsonWriter out(text);
  out.begin_object();
  engine::ViewWriter view(out);
  write_view(state, viewer, view);
  out.end_object();
  return text;
}

Settings random_settings(engine::Rng& rng) {
  Settings settings;
  settings.starting_capital = rng.between(10, 600);
  settings.base_prize_pool = rng.between(1, 2 * settings.starting_capital);
  settings.items_per_round = static_cast<int>(rng.between(1, 4));
  settings.rounds = static_cast<int>(rng.between(1, 5));
  settings.betting_mode = rng.chance(0.5) ? BettingMode::kBlind : BettingMode::kOpen;
  settings.min_increase = rng.between(1, 60);
  settings.payments_to = rng.chance(0.5) ? PaymentsTo::kPool : PaymentsTo::kBank;
  return settings;
}

// Every viewer's written view and every seat's written legal actions against
// the oracle; returns how many views were compared.
int expect_same_as_oracle(const State& state, const std::string& where) {
  std::vector<engine::Viewer> viewers = {engine::Viewer::spectator()};
  for (Seat seat = 0; seat < state.seat_count(); ++seat)
    viewers.push_back(engine::Viewer::seat(seat));
  for (const auto viewer : viewers) {
    const auto text = written_text(state, viewer);
    const auto oracle = oracle_view_json(make_view(state, viewer));
    EXPECT_EQ(text, json::serialize(oracle)) << where;
    EXPECT_EQ(json::parse(text), oracle) << where;
    EXPECT_EQ(view_json(state, viewer), oracle) << where;
  }
  for (Seat seat = 0; seat < state.seat_count(); ++seat) {
    std::string text;
    engine::JsonWriter out(text);
    const bool any = Game::write_legal_actions(state, seat, out);
    const auto oracle = oracle_legal_actions(state, seat);
    EXPECT_EQ(text, json::serialize(oracle)) << where << " seat " << seat;
    EXPECT_EQ(any, !oracle.empty()) << where << " seat " << seat;
    EXPECT_EQ(Game::legal_actions(state, seat), oracle) << where << " seat " << seat;
  }
  return static_cast<int>(viewers.size());
}

TEST(RightPriceViewText, EveryViewerReadsWhatTheTreeSaidAtEveryStep) {
  engine::Rng rng(20261202);
  int compared = 0;
  int finished = 0;
  for (int game = 0; game < 200 && !HasFailure(); ++game) {
    const int seats = static_cast<int>(rng.between(kMinSeats, kMaxSeats));
    Millis now = 1000;
    State state(random_settings(rng), seats, rng.next(), now);
    const std::string label = "game " + std::to_string(game);
    compared += expect_same_as_oracle(state, label);
    for (int step = 0; step < 3000 && !state.finished() && !HasFailure(); ++step) {
      const std::string where = label + " step " + std::to_string(step);
      const Seat seat = static_cast<Seat>(rng.below(static_cast<std::uint64_t>(seats)));
      const auto deadline = state.next_deadline();
      ASSERT_TRUE(deadline) << where;
      if (rng.chance(0.1)) {
        now = std::max(now, deadline->at);
        ASSERT_TRUE(state.tick(now)) << where;
      } else if (rng.chance(0.02)) {
        (void)state.apply(seat, resign(), now, Origin::kPlayer);
      } else {
        const auto legal = Game::legal_actions(state, seat);
        if (legal.empty()) continue;
        const auto action = Game::parse_action(engine::random_legal_action(legal, rng));
        ASSERT_TRUE(action) << where;
        if (deadline->at > now) now += static_cast<Millis>(rng.below(deadline->at - now));
        ASSERT_TRUE(state.apply(seat, *action, now, Origin::kPlayer)) << where;
      }
      compared += expect_same_as_oracle(state, where);
    }
    finished += state.finished();
  }
  EXPECT_EQ(finished, 200);
  EXPECT_GT(compared, 20'000);
}

}  // namespace
}  // namespace gavel::right_price
