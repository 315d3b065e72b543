// Finding a few fields in a large JSON answer without building its tree:
// the walk skips every value it was not asked for. The server's answers are
// well-formed; on malformed text the lookups simply find nothing.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>

namespace gavel::load {

// The raw text of the value at `path` (object keys, outermost first), or
// nothing. Keys are compared as written (the server's keys need no escapes).
std::optional<std::string_view> json_find(std::string_view text,
                                          std::initializer_list<std::string_view> path);
// Several keys of one object in one walk: found[i] is keys[i]'s raw value.
void json_fields(std::string_view object, std::initializer_list<std::string_view> keys,
                 std::optional<std::string_view>* found);
// Calls `each` with the raw text of every element of an array's text.
template <class Each>
void json_elements(std::string_view array, Each&& each);

std::optional<std::int64_t> json_integer(std::optional<std::string_view> raw);
// A string value's text between its quotes, escapes left as they are.
std::optional<std::string_view> json_plain_string(std::optional<std::string_view> raw);

namespace detail {
// The length of the value starting at text[0] (after whitespace), or 0.
std::size_t value_length(std::string_view text);
std::size_t skip_space(std::string_view text, std::size_t at);
}  // namespace detail

template <class Each>
void json_elements(std::string_view array, Each&& each) {
  std::size_t at = detail::skip_space(array, 0);
  if (at >= array.size() || array[at] != '[') return;
  at = detail::skip_space(array, at + 1);
  while (at < array.size() && array[at] != ']') {
    const auto length = detail::value_length(array.substr(at));
    if (length == 0) return;
    each(array.substr(at, length));
    at = detail::skip_space(array, at + length);
    if (at < array.size() && array[at] == ',') at = detail::skip_space(array, at + 1);
  }
}

}  // namespace gavel::load
