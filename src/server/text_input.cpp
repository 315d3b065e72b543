// Boost.JSON has already checked that strings are valid UTF-8, so code points
// can be read without re-validating.
#include "server/text_input.h"

#include <vector>

namespace gavel::server {
namespace {

std::vector<char32_t> code_points(std::string_view text) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    char32_t point = length == 1 ? lead : lead & (0x7F >> length);
    for (int k = 1; k < length && i + k < text.size(); ++k) {
      point = (point << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    }
    out.push_back(point);
    i += static_cast<std::size_t>(length);
  }
  return out;
}

bool is_control(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

// Characters that draw nothing or reorder what follows: zero-width spaces
// and joiners, bidirectional controls, the soft hyphen, the byte-order mark.
bool is_invisible(char32_t c) {
  return c == 0xAD || c == 0x34F || c == 0x61C || c == 0x115F || c == 0x1160 ||
         (c >= 0x180B && c <= 0x180F) || (c >= 0x200B && c <= 0x200F) ||
         (c >= 0x202A && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0x3164 ||
         (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF || c == 0xFFA0 ||
         (c >= 0xFFF0 && c <= 0xFFFB) || (c >= 0xE0000 && c <= 0xE0FFF);
}

}  // namespace

Allowed<std::string> clean_text(const boost::json::value* value, std::string_view field,
                                std::size_t max_chars, std::optional<std::string> fallback,
                                TextKind kind) {
  const std::string what(field);
  if (!value || value->is_null()) {
    if (fallback) return *fallback;
    return invalid(what + " is missing");
  }
  if (!value->is_string()) return invalid(what + " must be a string");
  std::string text(value->as_string());
  const auto first = text.find_first_not_of(' ');
  const auto last = text.find_last_not_of(' ');
  text = first == std::string::npos ? "" : text.substr(first, last - first + 1);
  const auto points = code_points(text);
  for (const char32_t c : points) {
    if (is_control(c)) return invalid(what + " must not contain control characters");
    if (kind == TextKind::kName && is_invisible(c)) {
      return invalid(what + " must not contain invisible or direction-changing characters");
    }
  }
  if (points.empty() || points.size() > max_chars) {
    return invalid(what + " must be 1 to " + std::to_string(max_chars) + " characters");
  }
  return text;
}

}  // namespace gavel::server
