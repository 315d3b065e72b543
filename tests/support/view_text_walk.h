// The walk every game's view_text_test makes: random matches played step by
// step, and at every state reached (the first and the last, after the end,
// included) every viewer's written view and every seat's written legal
// actions held to the trees the game built before (its view_oracle.h). The
// text must be the oracle's serialization exactly, member for member and in
// the same order, and the game's trees (G::legal_actions, and the view a
// TypedMatch gives: the text parsed) its parse.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <boost/json.hpp>
#include <string>
#include <vector>

#include "engine/json_writer.h"
#include "engine/rng.h"
#include "engine/typed_game.h"
#include "engine/view_writer.h"

namespace gavel::test {

// The spectator, then each seat.
inline std::vector<engine::Viewer> every_viewer(int seats) {
  std::vector<engine::Viewer> viewers = {engine::Viewer::spectator()};
  for (engine::Seat seat = 0; seat < seats; ++seat) viewers.push_back(engine::Viewer::seat(seat));
  return viewers;
}

// What G::write_view writes for `viewer`, as the object the room wraps it in.
template <class G>
std::string written_view_text(const typename G::State& state, engine::Viewer viewer) {
  std::string text;
  engine::JsonWriter out(text);
  out.begin_object();
  engine::ViewWriter view(out);
  G::write_view(state, viewer, view);
  out.end_object();
  return text;
}

// Every viewer's written view against oracle_view(G::view(state, viewer)),
// every seat's written legal actions against oracle_legal(state, seat) (for
// a game that writes them: engine::WritesLegalActions);
// returns how many views were compared.
template <class G, class OracleView, class OracleLegal>
int expect_written_as_oracle(const typename G::State& state, const OracleView& oracle_view,
                             const OracleLegal& oracle_legal, const std::string& where) {
  namespace json = boost::json;
  const auto viewers = every_viewer(state.seat_count());
  for (const auto viewer : viewers) {
    const auto text = written_view_text<G>(state, viewer);
    const json::object oracle = oracle_view(G::view(state, viewer));
    EXPECT_EQ(text, json::serialize(oracle)) << where;
    EXPECT_EQ(json::parse(text), oracle) << where;
    const auto tree =
        engine::written_view([&](engine::ViewWriter& out) { G::write_view(state, viewer, out); });
    EXPECT_EQ(tree, oracle) << where;
  }
  // (A game whose legal actions are still a tree passes no oracle for them.)
  if constexpr (engine::WritesLegalActions<G>) {
    for (engine::Seat seat = 0; seat < state.seat_count(); ++seat) {
      std::string text;
      engine::JsonWriter out(text);
      const bool any = G::write_legal_actions(state, seat, out);
      const json::array oracle = oracle_legal(state, seat);
      EXPECT_EQ(text, json::serialize(oracle)) << where << " seat " << seat;
      EXPECT_EQ(any, !oracle.empty()) << where << " seat " << seat;
      EXPECT_EQ(G::legal_actions(state, seat), oracle) << where << " seat " << seat;
    }
  }
  return static_cast<int>(viewers.size());
}

struct WalkCount {
  int compared = 0;  // views compared
  int finished = 0;  // matches played to their end
};

// What one step of a walk did.
enum class Stepped {
  kChanged,  // the state may have changed: check it again
  kNothing,  // nothing to do this time (a seat with no move): no check
  kStuck,    // no step is possible: the match is left as it is
};

// A step of a game whose seats may move when G::turn says so: a deadline's
// tick when no seat may move (or, with chance `tick_chance`, anyway), else
// the move `decide(seat)` of a random seat that may, 0.1-3 s after the last
// and before the deadline. `now` is the match's clock.
template <class G, class Decide>
Stepped move_or_tick(typename G::State& state, engine::Rng& rng, engine::Millis& now,
                     double tick_chance, const std::string& where, const Decide& decide) {
  std::vector<engine::Seat> movers;
  for (engine::Seat seat = 0; seat < state.seat_count(); ++seat) {
    if (G::turn(state, seat)) movers.push_back(seat);
  }
  const auto deadline = state.next_deadline();
  if (movers.empty() || (deadline && rng.chance(tick_chance))) {
    EXPECT_TRUE(deadline) << where;
    if (!deadline) return Stepped::kStuck;
    now = std::max(now, deadline->at);
    state.tick(now);
    return Stepped::kChanged;
  }
  const engine::Seat seat = movers[rng.below(movers.size())];
  now += static_cast<engine::Millis>(rng.between(100, 3000));
  if (deadline) now = std::min(now, deadline->at - 1);
  const auto applied = state.apply(seat, decide(seat), now, engine::Origin::kBot);
  EXPECT_TRUE(applied) << where;
  return applied ? Stepped::kChanged : Stepped::kStuck;
}

// Plays `matches` random matches from `start(rng)` (a State), each by
// `step(state, rng, where)` until it is finished or stuck, a check fails or
// `max_steps` steps were taken, and checks every state reached against the
// oracle.
template <class G, class Start, class Step, class OracleView, class OracleLegal>
WalkCount walk_against_oracle(engine::Rng& rng, int matches, int max_steps, const Start& start,
                              const Step& step, const OracleView& oracle_view,
                              const OracleLegal& oracle_legal) {
  WalkCount count;
  for (int game = 0; game < matches && !::testing::Test::HasFailure(); ++game) {
    typename G::State state = start(rng);
    const std::string label = "game " + std::to_string(game);
    count.compared += expect_written_as_oracle<G>(state, oracle_view, oracle_legal, label);
    for (int n = 0; n < max_steps && !state.finished() && !::testing::Test::HasFailure(); ++n) {
      const std::string where = label + " step " + std::to_string(n);
      const Stepped stepped = step(state, rng, where);
      if (stepped == Stepped::kStuck) break;
      if (stepped == Stepped::kNothing) continue;
      count.compared += expect_written_as_oracle<G>(state, oracle_view, oracle_legal, where);
    }
    count.finished += state.finished();
  }
  return count;
}

}  // namespace gavel::test
