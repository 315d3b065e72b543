// The view and legal actions the game writes as text (what the room renders
// on every version) hold to the trees the game built before (view_oracle.h):
// the same text, member for member and in the same order, for every viewer
// at every step of many random matches, Blind and Open, with resigns,
// timeouts, eliminations and the end.
#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "tests/games/right_price/helpers.h"
#include "tests/games/right_price/view_oracle.h"
#include "tests/support/view_text_walk.h"

namespace gavel::right_price {
namespace {

using namespace test;

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

TEST(RightPriceViewText, EveryViewerReadsWhatTheTreeSaidAtEveryStep) {
  engine::Rng rng(20261202);
  Millis now = 0;  // the match's clock, moved on by the steps
  const auto start = [&](engine::Rng& rng) {
    const int seats = static_cast<int>(rng.between(kMinSeats, kMaxSeats));
    now = 1000;
    return State(random_settings(rng), seats, rng.next(), now);
  };
  // A tick now and then, a resign rarely, else a random legal action of a
  // random seat (none: the state stays as it is).
  const auto step = [&](State& state, engine::Rng& rng,
                        const std::string& where) -> gavel::test::Stepped {
    using gavel::test::Stepped;
    const Seat seat = static_cast<Seat>(rng.below(static_cast<std::uint64_t>(state.seat_count())));
    const auto deadline = state.next_deadline();
    EXPECT_TRUE(deadline) << where;
    if (!deadline) return Stepped::kStuck;
    if (rng.chance(0.1)) {
      now = std::max(now, deadline->at);
      const bool ticked = state.tick(now);
      EXPECT_TRUE(ticked) << where;
      return ticked ? Stepped::kChanged : Stepped::kStuck;
    }
    if (rng.chance(0.02)) {
      (void)state.apply(seat, resign(), now, Origin::kPlayer);
      return Stepped::kChanged;
    }
    const auto legal = Game::legal_actions(state, seat);
    if (legal.empty()) return Stepped::kNothing;
    const auto action = Game::parse_action(engine::random_legal_action(legal, rng));
    EXPECT_TRUE(action) << where;
    if (!action) return Stepped::kStuck;
    if (deadline->at > now) now += static_cast<Millis>(rng.below(deadline->at - now));
    const auto applied = state.apply(seat, *action, now, Origin::kPlayer);
    EXPECT_TRUE(applied) << where;
    return applied ? Stepped::kChanged : Stepped::kStuck;
  };
  const auto count = gavel::test::walk_against_oracle<Game>(rng, 200, 3000, start, step,
                                                            oracle_view_json, oracle_legal_actions);
  EXPECT_EQ(count.finished, 200);
  EXPECT_GT(count.compared, 20'000);
}

}  // namespace
}  // namespace gavel::right_price
