// Small helpers of the match contract.
#include "engine/match.h"

namespace gavel::engine {

std::vector<Seat> Outcome::winners() const {
  std::vector<Seat> seats;
  for (const auto& standing : standings) {
    if (standing.place == 1) seats.push_back(standing.seat);
  }
  return seats;
}

void Match::write_view(Viewer viewer, ViewWriter& out) const {
  if (const auto key = history_key(); !key.empty()) write_history(out.field(key));
  write_view_members(view_without_history(viewer), out);
}

bool Match::write_legal_actions(Seat seat, JsonWriter& out) const {
  const auto legal = legal_actions(seat);
  out.begin_array();
  for (const auto& entry : legal) out.value(entry);
  out.end_array();
  return !legal.empty();
}

}  // namespace gavel::engine
