// Reading fields of client JSON with explicit ranges: one reader for every
// game, the legal-action helpers and the server, so a number means the same everywhere.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>

#include "engine/error.h"

namespace gavel::engine {

// Beyond 2^53 a double no longer holds every whole number, so a double
// outside ±2^53 is refused rather than silently rounded.
constexpr std::int64_t kMaxExactDouble = std::int64_t{1} << 53;

// A JSON value that is a whole number: an integer (within int64), or a
// double with no fraction within ±2^53 (7.0 is 7). Fractions, strings,
// booleans and null are not numbers here.
std::optional<std::int64_t> as_whole_number(const boost::json::value& value);

// `value` as a whole number from `min` to `max`; otherwise an invalid-input
// error "<field> must be a whole number from <min> to <max>".
Result<std::int64_t> whole_number(std::string_view field, const boost::json::value& value,
                                  std::int64_t min, std::int64_t max);

// `value` as true or false; otherwise "<field> must be true or false".
Result<bool> boolean(std::string_view field, const boost::json::value& value);

// The index of the string `value` among `choices`; otherwise
// "<field> must be "a", "b" or "c"".
Result<std::size_t> choice(std::string_view field, const boost::json::value& value,
                           std::initializer_list<std::string_view> choices);

// The first key of `object` that is not among `known`, if any: callers say
// in their own words what the object may hold.
std::optional<std::string_view> unknown_field(const boost::json::object& object,
                                              std::initializer_list<std::string_view> known);

// A move of one number, such as Bidlock's {"chip": 7}: an object holding
// only `field`, a whole number from `min` to `max`. Any other shape is
// refused with `shape`, the game's description of its moves; an unknown
// field is named before it.
Result<std::int64_t> number_move(const boost::json::value& value, std::string_view field,
                                 std::int64_t min, std::int64_t max, std::string_view shape);

}  // namespace gavel::engine
