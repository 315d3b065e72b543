// Largest-remainder rounding. Remainders are compared as integers (in
// millionths) so that the order is a strict weak order and reproducible.
#include "ratings/largest_remainder.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gavel::ratings {

std::vector<std::int64_t> round_largest_remainder(std::span<const double> values) {
  const std::size_t n = values.size();
  std::vector<std::int64_t> out(n);
  std::vector<std::int64_t> remainder(n);
  double total = 0.0;
  std::int64_t base = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double down = std::floor(values[i]);
    out[i] = static_cast<std::int64_t>(down);
    remainder[i] = std::llround((values[i] - down) * 1e6);
    total += values[i];
    base += out[i];
  }
  // round(Σ) − Σ floor lies in [0, n] up to noise; clamping keeps every value
  // within one unit of where it started whatever the noise.
  const auto units =
      std::clamp<std::int64_t>(std::llround(total) - base, 0, static_cast<std::int64_t>(n));

  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::ranges::stable_sort(
      order, [&](std::size_t a, std::size_t b) { return remainder[a] > remainder[b]; });
  for (std::int64_t k = 0; k < units; ++k) ++out[order[static_cast<std::size_t>(k)]];
  return out;
}

}  // namespace gavel::ratings
