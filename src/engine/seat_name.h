// The name a log line gives a seat: its display name from the host, or
// "Seat n" (1-based) when the host gave none. Every game's narrate uses it.
#pragma once

#include <string>
#include <vector>

#include "engine/types.h"

namespace gavel::engine {

inline std::string seat_name(const std::vector<std::string>& names, Seat seat) {
  return seat >= 0 && seat < static_cast<Seat>(names.size()) ? names[seat]
                                                             : "Seat " + std::to_string(seat + 1);
}

}  // namespace gavel::engine
