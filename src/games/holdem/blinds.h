// The blind schedule (notes 19-20): hand h plays level (h-1)/10; each level
// multiplies the last big blind and rounds up to even, in integers only, and
// the big blind stops growing once its half alone covers every chip.
#pragma once

#include "games/holdem/settings.h"

namespace gavel::holdem {

// The big blind of hand `hand` (1-based) for a table of `seats`.
Chips big_blind_for_hand(const Settings& settings, int hand);

}  // namespace gavel::holdem
