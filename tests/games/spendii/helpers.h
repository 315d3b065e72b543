// Hand-built Spendii scenarios: a State whose bank, chips, market and tiles
// a test sets exactly, and small builders for actions.
#pragma once

#include <gtest/gtest.h>

#include "games/spendii/game.h"
#include "games/spendii/rules.h"

namespace gavel::spendii {

struct StateTestAccess {
  static Chips& bank(State& s) { return s.bank_; }
  static Player& player(State& s, engine::Seat seat) { return s.players_[seat]; }
  static Tier& tier(State& s, int t) { return s.market_[t]; }
  static std::vector<int>& tiles(State& s) { return s.tiles_; }
  static std::vector<engine::Seat>& order(State& s) { return s.order_; }
  // Re-counts the current coins as the only boundary seen (after editing chips).
  static void recount(State& s) {
    s.seen_.clear();
    s.count_boundary();
  }
};

namespace test {

using A = StateTestAccess;

// A Random-positions match with the seat order as the position order
// (seat s at position s), starting at time 0.
inline State table(int seats, const std::string& extra = "{}") {
  auto settings = parse_settings(boost::json::parse(extra), seats);
  EXPECT_TRUE(settings) << settings.error().message;
  State state(*settings, seats, 7, 0);
  // Put seat s at position s, so tests read A, B, ... as seats 0, 1, ...
  auto& order = A::order(state);
  order.clear();
  for (engine::Seat s = 0; s < seats; ++s) {
    A::player(state, s).position = s;
    if (s < state.settings().active()) order.push_back(s);
  }
  return state;
}

inline Chips chips(int w, int u, int g, int r, int k, int gold = 0) {
  return Chips{w, u, g, r, k, gold};
}

inline Action take(const Chips& c) {
  Action a;
  a.kind = Action::Kind::kTake;
  a.chips = c;
  return a;
}
inline Action pass() {
  return Action{};
}
inline Action resign() {
  Action a;
  a.kind = Action::Kind::kResign;
  return a;
}
inline Action hold_card(int card) {
  Action a;
  a.kind = Action::Kind::kHold;
  a.card = card;
  return a;
}
inline Action hold_tier(int tier) {
  Action a;
  a.kind = Action::Kind::kHold;
  a.tier = tier;
  return a;
}
inline Action buy(int card) {
  Action a;
  a.kind = Action::Kind::kBuy;
  a.card = card;
  return a;
}
inline Action buy_paying(int card, const Chips& payment) {
  Action a = buy(card);
  a.has_payment = true;
  a.chips = payment;
  return a;
}
inline Action give_back(const Chips& c) {
  Action a;
  a.kind = Action::Kind::kReturn;
  a.chips = c;
  return a;
}
inline Action tile(int id) {
  Action a;
  a.kind = Action::Kind::kTile;
  a.tile = id;
  return a;
}
inline Action bids(std::vector<int> b) {
  Action a;
  a.kind = Action::Kind::kBid;
  a.bids = std::move(b);
  return a;
}
inline Action select(int position) {
  Action a;
  a.kind = Action::Kind::kSelect;
  a.position = position;
  return a;
}

inline void play(State& state, engine::Seat seat, const Action& action, engine::Millis now = 0) {
  const auto applied = state.apply(seat, action, now, engine::Origin::kPlayer);
  ASSERT_TRUE(applied) << applied.error().message;
}

// Chips in play of every kind: bank plus every player's.
inline Chips chips_in_play(const State& state) {
  Chips sum = state.bank();
  for (const auto& p : state.players()) sum = sum + p.chips;
  return sum;
}

// Places a face-up card (by id) in tier slot 0 of its tier.
inline void face_up(State& state, int card) {
  const int tier = state.card(card).tier - 1;
  auto& t = A::tier(state, tier);
  auto& deck = t.deck;
  const auto it = std::find(deck.begin(), deck.end(), card);
  if (it != deck.end()) {
    *it = t.slots[0];
    if (*it < 0) deck.erase(it);
  }
  t.slots[0] = card;
}

}  // namespace test
}  // namespace gavel::spendii
