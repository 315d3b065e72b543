// Small builders shared by Blind Auction's tests.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "games/auction/game.h"

namespace gavel::auction::test {

inline Action say(std::string text) {
  return Action{Action::Kind::kSay, 0, std::move(text)};
}
inline Action pass() {
  return Action{Action::Kind::kPass, 0, ""};
}
inline Action bid(int amount, std::string message = "") {
  return Action{Action::Kind::kBid, amount, std::move(message)};
}
inline Action leave() {
  return Action{Action::Kind::kLeave, 0, ""};
}

inline Settings settings(int seats, int items = 3, int talk_rounds = 0,
                         Pricing pricing = Pricing::kFirst) {
  Settings s;
  s.seats = seats;
  s.items = items;
  s.talk_rounds = talk_rounds;
  s.pricing = pricing;
  return s;
}

// Applies an action that must be accepted.
inline void play(State& state, engine::Seat seat, const Action& action, engine::Millis now = 0) {
  const auto applied = state.apply(seat, action, now, engine::Origin::kPlayer);
  ASSERT_TRUE(applied) << applied.error().message;
}

// Every seat bids in seat order, the given amounts.
inline void bid_all(State& state, const std::vector<int>& amounts, engine::Millis now = 0) {
  for (std::size_t seat = 0; seat < amounts.size(); ++seat) {
    if (state.sealed()[seat].sealed) continue;
    play(state, static_cast<engine::Seat>(seat), bid(amounts[seat]), now);
  }
}

// The events of `type`, in order.
inline std::vector<engine::Event> events_of(const State& state, const std::string& type) {
  std::vector<engine::Event> out;
  for (const auto& event : state.events().all()) {
    if (event.type == type) out.push_back(event);
  }
  return out;
}

}  // namespace gavel::auction::test
