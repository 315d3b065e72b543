// Formatting of ratings and changes in tenths, and the shared ELO power term.
// Integer arithmetic only for text, so no binary rounding can show up there.
#include "ratings/rating.h"

#include <cmath>

namespace gavel::ratings {
namespace {

// Digits of a non-negative amount of tenths, "123.4".
std::string digits(std::uint64_t tenths) {
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

// |value| without overflow at the most negative value.
std::uint64_t magnitude(Tenths value) {
  return value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
}

}  // namespace

double elo_power(Tenths a, Tenths b) {
  return std::pow(10.0, static_cast<double>(a - b) / 4000.0);
}

std::string format_rating(Tenths rating) {
  return (rating < 0 ? "-" : "") + digits(magnitude(rating));
}

std::string format_change(Tenths change) {
  return (change < 0 ? "-" : "+") + digits(magnitude(change));
}

}  // namespace gavel::ratings
