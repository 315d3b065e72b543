// The view and legal actions the game writes as text (what the room renders
// on every version) hold to the trees the game built before (view_oracle.h):
// the same text, member for member and in the same order, for every viewer
// at every step of many random tables, talk and pricing of both kinds, with
// messages, timeouts, seats leaving, ties and the end.
#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "tests/games/auction/helpers.h"
#include "tests/games/auction/view_oracle.h"

namespace gavel::auction {
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

// A message with what a JSON string must escape, now and then.
std::string message(engine::Rng& rng) {
  static const char* const kLines[] = {"", "hi", "I \"never\" bluff\\", "two\nlines", "é 🎲"};
  return kLines[rng.below(5)];
}

TEST(AuctionViewText, EveryViewerReadsWhatTheTreeSaidAtEveryStep) {
  engine::Rng rng(20261202);
  int compared = 0;
  int finished = 0;
  for (int game = 0; game < 150 && !HasFailure(); ++game) {
    const int seats = static_cast<int>(rng.between(kMinSeats, kMaxSeats));
    auto table =
        settings(seats, static_cast<int>(rng.between(1, 6)), static_cast<int>(rng.between(0, 2)),
                 rng.chance(0.5) ? Pricing::kFirst : Pricing::kSecond);
    if (rng.chance(0.3)) table.stake = rng.between(1, 50);
    engine::Millis now = 0;
    State state(table, seats, rng.next(), now);
    const std::string label = "game " + std::to_string(game);
    compared += expect_same_as_oracle(state, label);
    for (int step = 0; step < 2000 && !state.finished() && !HasFailure(); ++step) {
      const std::string where = label + " step " + std::to_string(step);
      const auto deadline = state.next_deadline();
      const auto mover = state.to_act();
      if (deadline && (rng.chance(0.1) || !mover)) {
        now = std::max(now, deadline->at);
        (void)state.tick(now);
      } else if (mover && rng.chance(0.03)) {
        (void)state.apply(*mover, leave(), now, engine::Origin::kPlayer);
      } else if (mover) {
        const auto legal = Game::legal_actions(state, *mover);
        ASSERT_FALSE(legal.empty()) << where;
        auto chosen = engine::random_legal_action(legal, rng);
        if (auto* text = chosen.as_object().if_contains("message")) *text = message(rng);
        auto action = Game::parse_action(chosen);
        if (!action) action = Game::parse_action(json::object{{"action", "pass"}});
        if (!action) continue;
        (void)state.apply(*mover, *action, now, engine::Origin::kPlayer);
      } else {
        break;
      }
      compared += expect_same_as_oracle(state, where);
    }
    finished += state.finished();
  }
  EXPECT_GT(finished, 140);
  EXPECT_GT(compared, 10'000);
}

}  // namespace
}  // namespace gavel::auction
