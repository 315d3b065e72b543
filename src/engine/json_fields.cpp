// Numbers are read by value, not by how the client's JSON library wrote them:
// 7 and 7.0 are the same chip, and 7.5 or "7" are refused with a reason.
#include "engine/json_fields.h"

#include <algorithm>
#include <string>

namespace gavel::engine {
namespace json = boost::json;

std::optional<std::int64_t> as_whole_number(const json::value& value) {
  if (value.is_int64()) return value.as_int64();
  if (value.is_uint64()) {
    if (value.as_uint64() > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
    return static_cast<std::int64_t>(value.as_uint64());
  }
  if (value.is_double()) {
    const double d = value.as_double();
    // Also false for NaN, so the cast below is always defined.
    if (!(d >= -static_cast<double>(kMaxExactDouble) && d <= static_cast<double>(kMaxExactDouble)))
      return std::nullopt;
    const auto whole = static_cast<std::int64_t>(d);
    if (static_cast<double>(whole) == d) return whole;
  }
  return std::nullopt;
}

Result<std::int64_t> whole_number(std::string_view field, const json::value& value,
                                  std::int64_t min, std::int64_t max) {
  const auto number = as_whole_number(value);
  if (!number || *number < min || *number > max) {
    return invalid(std::string(field) + " must be a whole number from " + std::to_string(min) +
                   " to " + std::to_string(max));
  }
  return *number;
}

Result<bool> boolean(std::string_view field, const json::value& value) {
  if (!value.is_bool()) return invalid(std::string(field) + " must be true or false");
  return value.as_bool();
}

Result<std::size_t> choice(std::string_view field, const json::value& value,
                           std::initializer_list<std::string_view> choices) {
  if (value.is_string()) {
    const auto found = std::find(choices.begin(), choices.end(), value.as_string());
    if (found != choices.end()) return static_cast<std::size_t>(found - choices.begin());
  }
  std::string message = std::string(field) + " must be ";
  std::size_t i = 0;
  for (const auto name : choices) {
    if (i > 0) message += i + 1 == choices.size() ? " or " : ", ";
    message += "\"" + std::string(name) + "\"";
    ++i;
  }
  return invalid(std::move(message));
}

std::optional<std::string_view> unknown_field(const json::object& object,
                                              std::initializer_list<std::string_view> known) {
  for (const auto& [key, field] : object) {
    if (std::find(known.begin(), known.end(), std::string_view(key)) == known.end()) {
      return std::string_view(key);
    }
  }
  return std::nullopt;
}

Result<std::int64_t> number_move(const json::value& value, std::string_view field, std::int64_t min,
                                 std::int64_t max, std::string_view shape) {
  if (!value.is_object()) return invalid(std::string(shape));
  const auto& object = value.as_object();
  if (const auto unknown = unknown_field(object, {field})) {
    return invalid("unknown move field '" + std::string(*unknown) + "'; " + std::string(shape));
  }
  const auto* number = object.if_contains(field);
  if (!number) return invalid(std::string(shape));
  const auto read = whole_number(field, *number, min, max);
  if (!read) return invalid(std::string(shape));
  return *read;
}

}  // namespace gavel::engine
