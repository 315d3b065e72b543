// Shared by the ratings tests: the humans' rating total before or after a
// settlement, the quantity the bot share and the reconciliation must keep.
#pragma once

#include "ratings/settle.h"

namespace gavel::ratings {

inline Tenths human_total(const Settlement& s, bool after) {
  Tenths total = 0;
  for (const Entry& e : s.entries) {
    if (e.kind == Kind::kHuman) total += after ? e.new_rating : e.old_rating;
  }
  return total;
}

}  // namespace gavel::ratings
