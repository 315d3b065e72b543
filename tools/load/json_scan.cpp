#include "json_scan.h"

#include <charconv>
#include <cstring>

namespace gavel::load {
namespace detail {

std::size_t skip_space(std::string_view text, std::size_t at) {
  while (at < text.size() &&
         (text[at] == ' ' || text[at] == '\n' || text[at] == '\r' || text[at] == '\t')) {
    ++at;
  }
  return at;
}

namespace {

// From an opening quote to just past the closing one; 0 when unterminated.
std::size_t string_length(std::string_view text) {
  std::size_t at = 1;
  while (at < text.size()) {
    const void* found = std::memchr(text.data() + at, '"', text.size() - at);
    if (!found) return 0;
    const auto quote = static_cast<std::size_t>(static_cast<const char*>(found) - text.data());
    std::size_t backslashes = 0;
    while (quote - backslashes > 0 && text[quote - backslashes - 1] == '\\') ++backslashes;
    if (backslashes % 2 == 0) return quote + 1;
    at = quote + 1;
  }
  return 0;
}

}  // namespace

std::size_t value_length(std::string_view text) {
  if (text.empty()) return 0;
  if (text[0] == '"') return string_length(text);
  if (text[0] != '{' && text[0] != '[') {
    std::size_t at = 0;
    while (at < text.size() && text[at] != ',' && text[at] != '}' && text[at] != ']' &&
           text[at] != ' ' && text[at] != '\n') {
      ++at;
    }
    return at;
  }
  int depth = 0;
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '"') {
      const auto length = string_length(text.substr(at));
      if (length == 0) return 0;
      at += length - 1;
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      if (--depth == 0) return at + 1;
    }
  }
  return 0;
}

}  // namespace detail

void json_fields(std::string_view text, std::initializer_list<std::string_view> keys,
                 std::optional<std::string_view>* found) {
  using detail::skip_space;
  for (std::size_t i = 0; i < keys.size(); ++i) found[i].reset();
  std::size_t missing = keys.size();
  std::size_t at = skip_space(text, 0);
  if (at >= text.size() || text[at] != '{') return;
  at = skip_space(text, at + 1);
  while (missing > 0 && at < text.size() && text[at] == '"') {
    const auto key_length = detail::value_length(text.substr(at));
    if (key_length < 2) return;
    const auto name = text.substr(at + 1, key_length - 2);
    at = skip_space(text, at + key_length);
    if (at >= text.size() || text[at] != ':') return;
    at = skip_space(text, at + 1);
    const auto length = detail::value_length(text.substr(at));
    if (length == 0) return;
    std::size_t index = 0;
    for (const auto key : keys) {
      if (name == key && !found[index]) {
        found[index] = text.substr(at, length);
        --missing;
      }
      ++index;
    }
    at = skip_space(text, at + length);
    if (at < text.size() && text[at] == ',') at = skip_space(text, at + 1);
  }
}

std::optional<std::string_view> json_find(std::string_view text,
                                          std::initializer_list<std::string_view> path) {
  for (const auto key : path) {
    std::optional<std::string_view> found;
    json_fields(text, {key}, &found);
    if (!found) return std::nullopt;
    text = *found;
  }
  return text;
}

std::optional<std::int64_t> json_integer(std::optional<std::string_view> raw) {
  if (!raw) return std::nullopt;
  std::int64_t value = 0;
  const auto [end, ec] = std::from_chars(raw->data(), raw->data() + raw->size(), value);
  if (ec != std::errc() || end != raw->data() + raw->size()) return std::nullopt;
  return value;
}

std::optional<std::string_view> json_plain_string(std::optional<std::string_view> raw) {
  if (!raw || raw->size() < 2 || raw->front() != '"') return std::nullopt;
  return raw->substr(1, raw->size() - 2);
}

}  // namespace gavel::load
