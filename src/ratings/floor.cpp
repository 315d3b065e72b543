// The floor step, in whole tenths, so that reconciliation preserves the total
// exactly rather than up to rounding.
#include "ratings/floor.h"

#include <algorithm>

namespace gavel::ratings {
namespace {

std::vector<Tenths> reconcile(std::span<const Tenths> targets) {
  std::vector<Tenths> out(targets.begin(), targets.end());
  Tenths shortfall = 0;
  for (Tenths& rating : out) {
    if (rating < kFloor) {
      shortfall += kFloor - rating;
      rating = kFloor;
    }
  }
  while (shortfall > 0) {
    std::vector<std::size_t> donors;
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (out[i] > kFloor) donors.push_back(i);
    }
    if (donors.empty()) break;  // nothing left to take: the floor wins over the total
    std::ranges::stable_sort(donors, [&](std::size_t a, std::size_t b) { return out[a] > out[b]; });
    const auto count = static_cast<Tenths>(donors.size());
    const Tenths share = shortfall / count;
    const Tenths odd = shortfall % count;
    for (Tenths k = 0; k < count; ++k) {
      Tenths& rating = out[donors[static_cast<std::size_t>(k)]];
      // Each pass either covers the shortfall or brings a donor to the floor,
      // so the loop ends after at most one pass per human.
      const Tenths take = std::min(share + (k < odd ? 1 : 0), rating - kFloor);
      rating -= take;
      shortfall -= take;
    }
  }
  return out;
}

}  // namespace

std::vector<Tenths> apply_floor(std::span<const Tenths> targets, FloorRule rule) {
  if (rule == FloorRule::kReconcile) return reconcile(targets);
  std::vector<Tenths> out;
  for (const Tenths target : targets) out.push_back(std::max(target, kFloor));
  return out;
}

}  // namespace gavel::ratings
