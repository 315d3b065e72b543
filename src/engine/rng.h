// The only source of chance in rules and bots: a small seeded generator
// (xoshiro256**) with our own exactly uniform sampling, so the same seed
// gives the same match on every compiler and standard library.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace gavel::engine {

using Seed = std::uint64_t;

// Mixes a seed with a stream number into an independent seed; used to give
// each game of a series, each bot and each purpose its own stream.
Seed derive_seed(Seed seed, std::uint64_t stream);

class Rng {
 public:
  explicit Rng(Seed seed);

  // Both inline: the games' fast paths draw a few times a move.
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform integer in [0, bound), exactly (rejection sampling); bound > 0.
  std::uint64_t below(std::uint64_t bound) {
    // Reject the top partial copy of [0, bound) so every value is equally
    // likely: draws below 2^64 mod bound. That remainder is below bound, so
    // a draw of at least bound is kept without working it out (a division
    // saved on nearly every call, the values and the rejections unchanged).
    for (;;) {
      const std::uint64_t r = next();
      if (r >= bound || r >= -bound % bound) return r % bound;
    }
  }
  // Uniform integer in [lo, hi], inclusive; lo <= hi.
  std::int64_t between(std::int64_t lo, std::int64_t hi);
  // Uniform double in [0, 1) with 53 random bits.
  double unit();
  bool chance(double p) { return unit() < p; }

  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::swap(items[i - 1], items[below(i)]);
    }
  }

  bool operator==(const Rng&) const = default;

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

  std::array<std::uint64_t, 4> s_{};
};

}  // namespace gavel::engine
