// JSON written straight into a text buffer, for what is rendered on every
// change (a viewer's state): no tree of values to build and free, and text
// rendered once (a log line, a finished round) can be spliced in as it is.
// The writer keeps no stack: the caller nests begin/end correctly, and a key
// is always followed by exactly one value.
#pragma once

#include <boost/json.hpp>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace gavel::engine {

class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}

  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view name);
  // A key spelled in the source holds no byte that needs escaping, and its
  // length is known: copied inline with its quotes and colon, without the
  // scan the general overload makes (keys are most of what a view writes).
  template <std::size_t N>
  JsonWriter& key(const char (&name)[N]) {
    constexpr std::size_t kLength = N - 1;
    assert(name[kLength] == '\0' && std::strlen(name) == kLength);
    assert(std::strpbrk(name, "\"\\") == nullptr);
    const std::size_t size = out_.size();
    const std::size_t extra = kLength + 3 + (comma_ ? 1 : 0);
    out_.resize_and_overwrite(size + extra, [&](char* p, std::size_t) {
      p += size;
      if (comma_) *p++ = ',';
      *p++ = '"';
      std::memcpy(p, name, kLength);
      p[kLength] = '"';
      p[kLength + 1] = ':';
      return size + extra;
    });
    comma_ = false;
    return *this;
  }

  JsonWriter& string(std::string_view text);
  JsonWriter& number(std::int64_t n);
  JsonWriter& number(std::uint64_t n);
  JsonWriter& number(int n) { return number(static_cast<std::int64_t>(n)); }
  JsonWriter& boolean(bool b);
  JsonWriter& null();
  // tenths / 10 with exactly one decimal: 15123 -> 1512.3.
  JsonWriter& tenths(std::int64_t tenths);
  // A tree built elsewhere (a game's view), serialized in place.
  JsonWriter& value(const boost::json::value& v);
  // An object or array as it is: without these, passing one would convert it
  // to a boost::json::value, a deep copy made and freed for every write.
  JsonWriter& value(const boost::json::object& object) {
    begin_object();
    members(object);
    return end_object();
  }
  JsonWriter& value(const boost::json::array& array);
  // Text that already is one JSON value.
  JsonWriter& raw(std::string_view json);

  // An array of the integers in `values`.
  template <class Range>
  JsonWriter& numbers(const Range& values) {
    begin_array();
    for (const auto value : values) number(static_cast<std::int64_t>(value));
    return end_array();
  }

  // The members of `object` without its braces, as if each were written here.
  JsonWriter& members(const boost::json::object& object);

 private:
  void separate();
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);
  // true, false or null; `with_comma` starts with the separator.
  JsonWriter& literal(std::string_view with_comma);
  template <class Integer>
  JsonWriter& integer(Integer n);
  std::string& out_;
  bool comma_ = false;  // a value was just completed at this level
};

// `text` as a JSON string literal, quotes included.
void append_json_string(std::string& out, std::string_view text);

}  // namespace gavel::engine
