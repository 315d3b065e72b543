// What one viewer of a Bidlock match may see: everything except other seats'
// chips locked in the current round and the order of the face-down prizes.
// Bots decide from this type; clients get its JSON form.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <vector>

#include "engine/view_writer.h"
#include "games/bidlock/rules.h"

namespace gavel::bidlock {

struct PlayerView {
  Seat seat = 0;
  int score = 0;
  int negatives = 0;
  ChipSet chips = 0;
  std::vector<int> won;
  bool locked = false;
  int timeouts = 0;
  bool operator==(const PlayerView&) const = default;
};

struct View {
  std::optional<Seat> seat;  // empty for a spectator
  bool finished = false;
  int round = 1;
  int turn_seconds = kDefaultTurnSeconds;
  Millis deadline = 0;
  std::vector<int> pot;
  int pot_value = 0;
  std::vector<int> unseen_prizes;  // sorted ascending: the order is hidden
  std::vector<PlayerView> players;
  int my_locked = 0;  // 0: nothing locked (or a spectator)
  bool must_move = false;
  std::vector<RoundRecord> history;
  engine::Outcome standings;
  bool operator==(const View&) const = default;
};

View make_view(const State& state, engine::Viewer viewer);

// The view's JSON form, written from the state (view_text.cpp): the same
// facts as make_view's, as the client and agents read them. Its parse is the
// view's tree (engine::WritesView).
void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& out);
// The view's tree: that text, parsed.
boost::json::object view_json(const State& state, engine::Viewer viewer);
// The view in two parts (engine::WritesHistoryInParts): write_view is the
// first followed by "history", the settled rounds, each public and final.
void write_view_without_history(const State& state, engine::Viewer viewer, engine::ViewWriter& out);
// One settled round as the view's history and lastRound show it.
void write_round(engine::JsonWriter& out, const RoundRecord& record);

}  // namespace gavel::bidlock
