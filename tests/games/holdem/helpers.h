// Building Hold'em tables for rules tests: given stacks, given settings,
// moves that must be accepted, a heads-up hand checked down to the showdown,
// and bots playing a whole tournament with every move checked legal.
#pragma once

#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <functional>
#include <memory>
#include <string>

#include "engine/legal_action.h"
#include "games/holdem/bot.h"
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

// Heads-up hand 1: the button calls, then both check every street, so the
// hand reaches its showdown (Manual: the selection) with no chip bet.
inline void check_down_heads_up(State& state) {
  using K = Action::Kind;
  play(state, 0, move(K::kCall));
  play(state, 1, move(K::kCheck));
  for (int street = 0; street < 2; ++street) {
    play(state, 1, move(K::kCheck));
    play(state, 0, move(K::kCheck));
  }
}

// Plays `state` to its end with one bot per seat from `bot_for(seat)`, each
// deciding at a tenth of its budget from its own view; every move must be
// listed and accepted, and the chips must stay accounted for after each.
inline void expect_bots_play_legally_to_the_end(
    State& state, const std::function<std::unique_ptr<Bot>(Seat)>& bot_for) {
  const int seats = state.seat_count();
  std::vector<std::unique_ptr<Bot>> bots;
  for (Seat s = 0; s < seats; ++s) bots.push_back(bot_for(s));
  for (int step = 0; step < 5000 && !state.finished(); ++step) {
    bool moved = false;
    for (Seat s = 0; s < seats && !moved; ++s) {
      if (!Game::turn(state, s)) continue;
      const auto view = make_view(state, engine::Viewer::seat(s));
      const auto action = bots[s]->decide_within(view, engine::BotBudget::share(0.1));
      const auto json_action = Game::action_json(action);
      ASSERT_TRUE(engine::is_listed(Game::legal_actions(state, s), json_action))
          << boost::json::serialize(json_action) << " is not listed for seat " << s;
      ASSERT_TRUE(state.apply(s, action, 0, engine::Origin::kBot).has_value());
      moved = true;
    }
    ASSERT_TRUE(moved) << "nobody had a turn";
    ASSERT_EQ(state.accounted_chips(), state.total_chips());
  }
  EXPECT_TRUE(state.finished());
}

}  // namespace gavel::holdem::testing
