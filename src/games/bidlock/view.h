// What one viewer of a Bidlock match may see: everything except other seats'
// chips locked in the current round and the order of the face-down prizes.
// Bots decide from this type; clients get its JSON form.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <vector>

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

// How much of the settled rounds a view copies: all of them, or only the
// last (what view_json_without_history writes as lastRound).
enum class HistoryKept { kAll, kLastRound };
View make_view(const State& state, engine::Viewer viewer, HistoryKept kept = HistoryKept::kAll);
boost::json::object view_json(const View& view);
// The same without "history" (Game::kHistoryKey), and one settled round as
// the history shows it.
boost::json::object view_json_without_history(const View& view);
boost::json::object round_json(const RoundRecord& record);

}  // namespace gavel::bidlock
