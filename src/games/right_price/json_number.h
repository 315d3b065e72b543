// Reading whole numbers from client JSON: 7 and 7.0 are the same number, and
// anything else (fractions, strings, values beyond 2^53) is not one.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <optional>

namespace gavel::right_price {

// Beyond this a double no longer holds every whole number, so larger values
// are refused rather than silently rounded.
constexpr std::int64_t kMaxWholeNumber = std::int64_t{1} << 53;

inline std::optional<std::int64_t> whole_number(const boost::json::value& value) {
  if (value.is_int64()) {
    const auto v = value.as_int64();
    if (v >= -kMaxWholeNumber && v <= kMaxWholeNumber) return v;
  } else if (value.is_uint64()) {
    if (value.as_uint64() <= static_cast<std::uint64_t>(kMaxWholeNumber)) {
      return static_cast<std::int64_t>(value.as_uint64());
    }
  } else if (value.is_double()) {
    const double d = value.as_double();
    if (d >= -static_cast<double>(kMaxWholeNumber) && d <= static_cast<double>(kMaxWholeNumber) &&
        d == static_cast<double>(static_cast<std::int64_t>(d))) {
      return static_cast<std::int64_t>(d);
    }
  }
  return std::nullopt;
}

}  // namespace gavel::right_price
