// Rounding real-valued changes to whole tenths so that the rounded values add
// up to the rounded total: shown changes then still sum to what they should.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace gavel::ratings {

// Largest-remainder (Hamilton) rounding: every value goes down to its floor,
// then the units still missing from round(Σ values) go, one each, to the
// values with the largest fractional parts; equal fractional parts (compared
// to 1e-6, so floating-point noise cannot decide) go to the earlier index.
// Each result is its value rounded down or up, never further.
std::vector<std::int64_t> round_largest_remainder(std::span<const double> values);

}  // namespace gavel::ratings
