// Reads a fuzzer's input as a stream of small decisions: a byte, a number
// below a bound, a seed; past the end every read is 0, so any input, even an
// empty one, is a complete program for the target.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace gavel::fuzz {

class ByteReader {
 public:
  ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  bool empty() const { return at_ >= size_; }
  std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
  // A number in [0, bound), bound > 0; one byte when the bound fits in one.
  std::uint64_t below(std::uint64_t bound) {
    std::uint64_t value = byte();
    if (bound > 256) value = (value << 8) | byte();
    return value % bound;
  }
  std::uint64_t u64() {
    std::uint64_t value = 0;
    for (int i = 0; i < 8; ++i) value = (value << 8) | byte();
    return value;
  }
  // Up to `most` of the next bytes, as text.
  std::string_view text(std::size_t most) {
    const std::size_t count = std::min(most, size_ - std::min(at_, size_));
    const std::string_view out(reinterpret_cast<const char*>(data_) + at_, count);
    at_ += count;
    return out;
  }
  std::string_view rest() { return text(size_); }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

}  // namespace gavel::fuzz
