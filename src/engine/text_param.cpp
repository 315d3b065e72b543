// Decoding by hand keeps the rule exact: overlong forms, surrogates and
// truncated sequences are refused, each code point is counted once.
#include "engine/text_param.h"

#include <cstdint>
#include <optional>

namespace gavel::engine {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// The code point at `text[i]`, advancing i; nullopt on malformed UTF-8.
std::optional<char32_t> next_code_point(std::string_view text, std::size_t& i) {
  const auto lead = static_cast<std::uint8_t>(text[i]);
  int extra = 0;
  char32_t cp = 0;
  char32_t min = 0;
  if (lead < 0x80) {
    ++i;
    return lead;
  } else if ((lead & 0xE0) == 0xC0) {
    extra = 1, cp = lead & 0x1F, min = 0x80;
  } else if ((lead & 0xF0) == 0xE0) {
    extra = 2, cp = lead & 0x0F, min = 0x800;
  } else if ((lead & 0xF8) == 0xF0) {
    extra = 3, cp = lead & 0x07, min = 0x10000;
  } else {
    return std::nullopt;
  }
  if (i + static_cast<std::size_t>(extra) >= text.size()) return std::nullopt;
  for (int k = 1; k <= extra; ++k) {
    const auto byte = static_cast<std::uint8_t>(text[i + k]);
    if ((byte & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (byte & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return std::nullopt;
  i += static_cast<std::size_t>(extra) + 1;
  return cp;
}

bool is_control(char32_t cp) {
  return (cp < 0x20 && cp != '\n') || (cp >= 0x7F && cp <= 0x9F);
}

}  // namespace

Result<std::string> checked_text(std::string_view text, std::int64_t max_chars) {
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && is_space(text[begin])) ++begin;
  while (end > begin && is_space(text[end - 1])) --end;
  const auto trimmed = text.substr(begin, end - begin);
  if (trimmed.empty()) return invalid("a message needs at least one character");
  std::size_t count = 0;
  for (std::size_t i = 0; i < trimmed.size();) {
    const auto cp = next_code_point(trimmed, i);
    if (!cp) return invalid("a message must be valid UTF-8");
    if (is_control(*cp)) {
      return invalid("a message may not hold control characters other than newline");
    }
    if (static_cast<std::int64_t>(++count) > max_chars) {
      return invalid("a message has at most " + std::to_string(max_chars) +
                     " characters (Unicode code points)");
    }
  }
  return std::string(trimmed);
}

}  // namespace gavel::engine
