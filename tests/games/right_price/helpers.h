// Shared by The Right Price's tests: small tables with scripted draws, and
// actions that must be accepted.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "games/right_price/game.h"

namespace gavel::right_price::test {

using engine::ErrorKind;
using engine::Origin;

inline Action bid(Money amount) {
  return {Action::Kind::kBid, amount};
}
inline Action skip() {
  return {Action::Kind::kSkip, 0};
}
inline Action resign() {
  return {Action::Kind::kResign, 0};
}

inline Settings table(Money capital = 1000, Money base = 300, int items = 3, int rounds = 2) {
  Settings settings;
  settings.starting_capital = capital;
  settings.base_prize_pool = base;
  settings.items_per_round = items;
  settings.rounds = rounds;
  return settings;
}

inline Settings open_table(Money capital = 1000, Money base = 300, int items = 3, int rounds = 2,
                           Money min_increase = 10) {
  auto settings = table(capital, base, items, rounds);
  settings.betting_mode = BettingMode::kOpen;
  settings.min_increase = min_increase;
  return settings;
}

// Applies an action that must be accepted.
inline void act(State& state, Seat seat, const Action& action, Millis now = 1000) {
  const auto applied = state.apply(seat, action, now, Origin::kPlayer);
  ASSERT_TRUE(applied) << "seat " << seat << ": " << applied.error().message;
}

// Applies an action that must be refused with `kind`, leaving the state as it was.
inline void refused(State& state, Seat seat, const Action& action, ErrorKind kind,
                    Millis now = 1000) {
  const State before = state;
  const auto applied = state.apply(seat, action, now, Origin::kPlayer);
  ASSERT_FALSE(applied) << "seat " << seat << " was allowed to act";
  EXPECT_EQ(applied.error().kind, kind) << applied.error().message;
  EXPECT_FALSE(applied.error().message.empty());
  EXPECT_TRUE(state == before) << "a refusal changed the state";
}

// Every seat skips the current item, in seat order (blind), or every seat
// but the leader (open).
inline void all_skip(State& state, Millis now = 1000) {
  const int round = state.round();
  const int item = state.auction().item;
  for (Seat seat = 0; seat < state.seat_count(); ++seat) {
    if (state.round() != round || state.auction().item != item) return;  // it closed
    if (state.may_skip(seat)) act(state, seat, skip(), now);
  }
}

// Four players with 100 each and a pool of 100, three items a round. In
// round 1 seat 3 spends everything and seat 1 spends 45 on worthless items
// while seat 0 takes the pool with a 100: capitals 295, 30, 75, 0, in the
// break before round 2.
inline State impoverished_table() {
  State state(table(100, 100, 3, 2), 4, 1, 0, {1, 1, 1, 1, 100, 100, 1, 1, 100});
  act(state, 3, bid(75));
  all_skip(state);
  act(state, 1, bid(45));
  all_skip(state);
  act(state, 0, bid(0));
  all_skip(state);
  return state;
}

}  // namespace gavel::right_price::test
