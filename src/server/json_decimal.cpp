#include "server/json_decimal.h"

#include <cstdlib>

namespace gavel::server {
namespace {
// A control character no client sends in a number's place; serialize()
// escapes it as \u001f, which is what the second pass looks for.
constexpr char kMark = '\x1f';
constexpr std::string_view kEscapedMark = "\"\\u001f";
}  // namespace

boost::json::string one_decimal(std::int64_t tenths) {
  const std::int64_t magnitude = std::llabs(tenths);
  std::string text(1, kMark);
  if (tenths < 0) text += '-';
  text += std::to_string(magnitude / 10) + "." + std::to_string(magnitude % 10);
  return boost::json::string(text);
}

std::string serialize_with_decimals(const boost::json::value& value) {
  std::string text = boost::json::serialize(value);
  std::string out;
  out.reserve(text.size());
  std::size_t at = 0;
  while (true) {
    const auto found = text.find(kEscapedMark, at);
    if (found == std::string::npos) break;
    const auto number_start = found + kEscapedMark.size();
    const auto close = text.find('"', number_start);  // digits, '-' and '.' only: no escapes
    out.append(text, at, found - at);
    out.append(text, number_start, close - number_start);
    at = close + 1;
  }
  out.append(text, at, std::string::npos);
  return out;
}

}  // namespace gavel::server
