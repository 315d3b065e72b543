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

}  // namespace gavel::engine
