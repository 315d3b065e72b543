// xoshiro256** (Blackman and Vigna) seeded through splitmix64.
#include "engine/rng.h"

namespace gavel::engine {
namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

Seed derive_seed(Seed seed, std::uint64_t stream) {
  std::uint64_t state = seed ^ (stream * 0xD1B54A32D192ED03ULL);
  splitmix64(state);
  return splitmix64(state);
}

Rng::Rng(Seed seed) {
  std::uint64_t state = seed;
  for (auto& word : s_) word = splitmix64(state);
}

std::int64_t Rng::between(std::int64_t lo, std::int64_t hi) {
  const auto span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
  if (span == 0) return static_cast<std::int64_t>(next());  // the full 64-bit range
  return lo + static_cast<std::int64_t>(below(span));
}

double Rng::unit() {
  return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

}  // namespace gavel::engine
