// The typed view bots decide from; its JSON form is written in view_text.cpp.
#include "games/bidlock/view.h"

#include <algorithm>

namespace gavel::bidlock {
View make_view(const State& state, engine::Viewer viewer) {
  View view;
  if (!viewer.is_spectator()) view.seat = viewer.seat();
  view.finished = state.finished();
  view.round = state.round();
  view.turn_seconds = state.settings().turn_seconds;
  view.deadline = state.finished() ? 0 : state.deadline();
  view.pot = state.pot();
  view.pot_value = state.pot_value();
  view.unseen_prizes = state.unseen_prizes();
  std::sort(view.unseen_prizes.begin(), view.unseen_prizes.end());
  for (Seat seat = 0; seat < state.seat_count(); ++seat) {
    const auto& player = state.players()[seat];
    view.players.push_back({seat, player.score, player.negatives, player.chips, player.won,
                            player.locked != 0, player.timeouts});
  }
  if (view.seat) {
    view.my_locked = state.players()[*view.seat].locked;
    view.must_move = state.must_move(*view.seat);
  }
  view.history = state.history();
  view.standings = state.outcome();
  return view;
}

}  // namespace gavel::bidlock
