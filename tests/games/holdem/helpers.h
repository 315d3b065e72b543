// Building Hold'em tables for rules tests: given stacks, given settings,
// and moves that must be accepted.
#pragma once

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "games/holdem/game.h"

namespace gavel::holdem::testing {

inline Settings settings_from(const char* json_text) {
  auto parsed = parse_settings(boost::json::parse(json_text), 0);
  EXPECT_TRUE(parsed.has_value()) << (parsed ? "" : parsed.error().message);
  return parsed.value_or(Settings{});
}

inline State table(const std::vector<Chips>& stacks, const char* json_text = "{}",
                   engine::Seed seed = 7) {
  return State::with_stacks(settings_from(json_text), stacks, seed, 0);
}

inline Action move(Action::Kind kind, Chips amount = 0) {
  Action action;
  action.kind = kind;
  action.amount = amount;
  return action;
}

// Applies a move that must be legal, by the seat whose turn it is.
inline void play(State& state, Seat seat, Action action, engine::Millis now = 1) {
  ASSERT_EQ(state.to_act(), std::optional<Seat>(seat)) << "not seat " << seat << "'s turn";
  const auto done = state.apply(seat, action, now, engine::Origin::kPlayer);
  ASSERT_TRUE(done.has_value()) << done.error().message;
}

inline void expect_chips_kept(const State& state) {
  EXPECT_EQ(state.accounted_chips(), state.total_chips());
}

}  // namespace gavel::holdem::testing
