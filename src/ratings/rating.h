// What a rating is in Gavel: whole tenths of an ELO point, plus the ELO
// constants every game shares (K, the start, the floor, the bots' rating).
#pragma once

#include <cstdint>
#include <string>

namespace gavel::ratings {

// A rating or a rating change, in tenths of a point. The rulebooks show one
// decimal; storing exactly what is shown means shown changes add up and
// old + change = new holds on screen, not just in memory.
using Tenths = std::int64_t;

inline constexpr double kK = 40.0;
inline constexpr Tenths kStartRating = 15000;  // 1500.0
inline constexpr Tenths kBotRating = 15000;    // every bot, always; never stored
inline constexpr Tenths kFloor = 10;           // 1.0, the minimum any human can hold
// Far beyond any reachable rating; it keeps 10^(diff/400) finite in doubles.
inline constexpr Tenths kMaxRating = 1'000'000;  // 100000.0

inline constexpr double to_points(Tenths tenths) {
  return static_cast<double>(tenths) / 10.0;
}

// 10^((a - b) / 400) for ratings given in tenths: the term every ELO
// expectation here is built from.
double elo_power(Tenths a, Tenths b);

// "1500.0", "1.0": one decimal, as the rulebooks display ratings.
std::string format_rating(Tenths rating);
// "+20.0", "-0.5", and "+0.0" for no change (Hold'em: never "-0.0").
std::string format_change(Tenths change);

}  // namespace gavel::ratings
