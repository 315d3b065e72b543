// The view and legal actions the game writes as text (what the room renders
// on every version) hold to the trees the game built before (view_oracle.h):
// the same text, member for member and in the same order, for every viewer
// at every step of many random tables, talk and pricing of both kinds, with
// messages, timeouts, seats leaving, ties and the end.
#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "tests/games/auction/helpers.h"
#include "tests/games/auction/view_oracle.h"
#include "tests/support/view_text_walk.h"

namespace gavel::auction {
namespace {

using namespace test;
namespace json = boost::json;

// A message with what a JSON string must escape, now and then.
std::string message(engine::Rng& rng) {
  static const char* const kLines[] = {"", "hi", "I \"never\" bluff\\", "two\nlines", "é 🎲"};
  return kLines[rng.below(5)];
}

TEST(AuctionViewText, EveryViewerReadsWhatTheTreeSaidAtEveryStep) {
  engine::Rng rng(20261202);
  engine::Millis now = 0;  // the table's clock, moved on by the steps
  const auto start = [&](engine::Rng& rng) {
    const int seats = static_cast<int>(rng.between(kMinSeats, kMaxSeats));
    auto table =
        settings(seats, static_cast<int>(rng.between(1, 6)), static_cast<int>(rng.between(0, 2)),
                 rng.chance(0.5) ? Pricing::kFirst : Pricing::kSecond);
    if (rng.chance(0.3)) table.stake = rng.between(1, 50);
    now = 0;
    return State(table, seats, rng.next(), now);
  };
  // A tick at the deadline now and then (always when nobody is to act), a
  // seat leaving rarely, else a random legal action of the seat to act,
  // messages with what JSON must escape; none of these: the walk stops.
  const auto step = [&](State& state, engine::Rng& rng,
                        const std::string& where) -> gavel::test::Stepped {
    using gavel::test::Stepped;
    const auto deadline = state.next_deadline();
    const auto mover = state.to_act();
    if (deadline && (rng.chance(0.1) || !mover)) {
      now = std::max(now, deadline->at);
      (void)state.tick(now);
    } else if (mover && rng.chance(0.03)) {
      (void)state.apply(*mover, leave(), now, engine::Origin::kPlayer);
    } else if (mover) {
      const auto legal = Game::legal_actions(state, *mover);
      EXPECT_FALSE(legal.empty()) << where;
      if (legal.empty()) return Stepped::kStuck;
      auto chosen = engine::random_legal_action(legal, rng);
      if (auto* text = chosen.as_object().if_contains("message")) *text = message(rng);
      auto action = Game::parse_action(chosen);
      if (!action) action = Game::parse_action(json::object{{"action", "pass"}});
      if (action) (void)state.apply(*mover, *action, now, engine::Origin::kPlayer);
    } else {
      return Stepped::kStuck;
    }
    return Stepped::kChanged;
  };
  const auto count = gavel::test::walk_against_oracle<Game>(rng, 150, 2000, start, step,
                                                            oracle_view_json, oracle_legal_actions);
  EXPECT_GT(count.finished, 140);
  EXPECT_GT(count.compared, 10'000);
}

}  // namespace
}  // namespace gavel::auction
