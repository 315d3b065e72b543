// Latencies in a fixed set of buckets, so that a run of millions of moves
// keeps a few kilobytes: exact to the microsecond below 256 µs, then 128
// buckets per doubling (under 1 % error).
#pragma once

#include <array>
#include <cstdint>

namespace gavel::load {

class Histogram {
 public:
  void add(std::uint64_t micros);
  std::uint64_t count() const { return count_; }
  std::uint64_t max() const { return max_; }
  // The value below which a share p (0..1) of the samples lie, in µs.
  double percentile(double p) const;

 private:
  static constexpr int kExact = 256;
  static constexpr int kSubBits = 7;
  static constexpr int kBuckets = kExact + 56 * (1 << kSubBits);
  static int bucket_of(std::uint64_t micros);
  static double middle_of(int bucket);

  std::array<std::uint64_t, kBuckets> counts_{};
  std::uint64_t count_ = 0;
  std::uint64_t max_ = 0;
};

}  // namespace gavel::load
