#include "histogram.h"

#include <algorithm>
#include <bit>

namespace gavel::load {

int Histogram::bucket_of(std::uint64_t micros) {
  if (micros < kExact) return static_cast<int>(micros);
  const int top = 63 - std::countl_zero(micros);  // >= 8
  const int shift = top - kSubBits;
  const auto sub = static_cast<int>((micros >> shift) - (1u << kSubBits));
  return std::min(kBuckets - 1, kExact + (top - 8) * (1 << kSubBits) + sub);
}

double Histogram::middle_of(int bucket) {
  if (bucket < kExact) return bucket;
  const int octave = (bucket - kExact) >> kSubBits;
  const int sub = (bucket - kExact) & ((1 << kSubBits) - 1);
  const int shift = octave + 8 - kSubBits;
  const double low = static_cast<double>((std::uint64_t{1} << kSubBits) + sub) *
                     static_cast<double>(std::uint64_t{1} << shift);
  return low + static_cast<double>(std::uint64_t{1} << shift) / 2;
}

void Histogram::add(std::uint64_t micros) {
  ++counts_[bucket_of(micros)];
  ++count_;
  max_ = std::max(max_, micros);
}

double Histogram::percentile(double p) const {
  if (count_ == 0) return 0;
  const auto rank = static_cast<std::uint64_t>(p * static_cast<double>(count_ - 1)) + 1;
  std::uint64_t seen = 0;
  for (int b = 0; b < kBuckets; ++b) {
    seen += counts_[b];
    if (seen >= rank) return std::min(middle_of(b), static_cast<double>(max_));
  }
  return static_cast<double>(max_);
}

}  // namespace gavel::load
