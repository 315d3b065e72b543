#include "engine/json_writer.h"

#include <algorithm>
#include <array>
#include <boost/json/detail/format.hpp>
#include <charconv>

namespace gavel::engine {

namespace {

// Whether a byte goes into a JSON string as it is, by table: every key and
// string of every rendering is scanned, one load a byte.
constexpr std::array<bool, 256> kPlain = [] {
  std::array<bool, 256> table{};
  for (int c = 0x20; c < 256; ++c) table[c] = c != '"' && c != '\\';
  return table;
}();

bool plain(unsigned char c) {
  return kPlain[c];
}

bool all_plain(std::string_view text) {
  bool all = true;
  for (const char c : text) all &= plain(static_cast<unsigned char>(c));
  return all;
}

// Writes at most `most` bytes at the end of `out` through `write(char*)`,
// which returns the end of what it wrote: one capacity check, and no copy
// through a buffer on the stack. Every key, number and most strings of
// every rendering of every State go through here.
template <class Write>
void append_in_place(std::string& out, std::size_t most, Write write) {
  const std::size_t size = out.size();
  out.resize_and_overwrite(size + most, [&](char* begin, std::size_t) {
    return static_cast<std::size_t>(write(begin + size) - begin);
  });
}

// `text` quoted with no escape, after a comma if `comma`, followed by
// `after` unless it is 0.
void append_quoted(std::string& out, bool comma, std::string_view text, char after) {
  append_in_place(out, text.size() + 4, [&](char* p) {
    if (comma) *p++ = ',';
    *p++ = '"';
    p = std::copy(text.begin(), text.end(), p);
    *p++ = '"';
    if (after) *p++ = after;
    return p;
  });
}

// The escaped form, from the first byte that needs it on.
void append_escaped(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  // Runs between escapes are copied whole, through pointers.
  const char* plain_run = text.data();  // the start of the run copied as it is
  const char* const end = text.data() + text.size();
  for (const char* p = plain_run; p != end; ++p) {
    const auto c = static_cast<unsigned char>(*p);
    if (plain(c)) [[likely]]
      continue;
    out.append(plain_run, static_cast<std::size_t>(p - plain_run));
    plain_run = p + 1;
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      default:
        out += "\\u00";
        out += kHex[c >> 4];
        out += kHex[c & 0xf];
    }
  }
  out.append(plain_run, static_cast<std::size_t>(end - plain_run));
  out += '"';
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
  if (all_plain(text)) [[likely]] {
    append_quoted(out, false, text, 0);
  } else {
    append_escaped(out, text);
  }
}

void JsonWriter::separate() {
  if (comma_) out_ += ',';
}

JsonWriter& JsonWriter::open(char bracket) {
  const char text[] = {',', bracket};
  out_.append(text + !comma_, comma_ ? 2 : 1);
  comma_ = false;
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  out_ += bracket;
  comma_ = true;
  return *this;
}

JsonWriter& JsonWriter::begin_object() {
  return open('{');
}
JsonWriter& JsonWriter::end_object() {
  return close('}');
}
JsonWriter& JsonWriter::begin_array() {
  return open('[');
}
JsonWriter& JsonWriter::end_array() {
  return close(']');
}

JsonWriter& JsonWriter::key(std::string_view name) {
  if (all_plain(name)) [[likely]] {
    append_quoted(out_, comma_, name, ':');
  } else {
    separate();
    append_escaped(out_, name);
    out_ += ':';
  }
  comma_ = false;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  if (all_plain(text)) [[likely]] {
    append_quoted(out_, comma_, text, 0);
  } else {
    separate();
    append_escaped(out_, text);
  }
  comma_ = true;
  return *this;
}

template <class Integer>
JsonWriter& JsonWriter::integer(Integer n) {
  // A comma and at most 20 digits and a sign.
  constexpr std::size_t kMost = 22;
  append_in_place(out_, kMost, [&](char* p) {
    if (comma_) *p++ = ',';
    return std::to_chars(p, p + kMost - 1, n).ptr;
  });
  comma_ = true;
  return *this;
}

JsonWriter& JsonWriter::number(std::int64_t n) {
  return integer(n);
}
JsonWriter& JsonWriter::number(std::uint64_t n) {
  return integer(n);
}

JsonWriter& JsonWriter::boolean(bool b) {
  return literal(b ? ",true" : ",false");
}

JsonWriter& JsonWriter::null() {
  return literal(",null");
}

JsonWriter& JsonWriter::literal(std::string_view with_comma) {
  if (!comma_) with_comma.remove_prefix(1);
  out_ += with_comma;
  comma_ = true;
  return *this;
}

JsonWriter& JsonWriter::tenths(std::int64_t tenths) {
  separate();
  const std::uint64_t magnitude =
      tenths < 0 ? 0 - static_cast<std::uint64_t>(tenths) : static_cast<std::uint64_t>(tenths);
  if (tenths < 0) out_ += '-';
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, magnitude / 10).ptr;
  out_.append(digits, end);
  out_ += '.';
  out_ += static_cast<char>('0' + magnitude % 10);
  comma_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(const boost::json::value& v) {
  switch (v.kind()) {
    case boost::json::kind::null:
      return null();
    case boost::json::kind::bool_:
      return boolean(v.get_bool());
    case boost::json::kind::string:
      return string(v.get_string());
    case boost::json::kind::int64:
      return number(v.get_int64());
    case boost::json::kind::uint64:
      return number(v.get_uint64());
    case boost::json::kind::double_: {
      // The very digits boost::json::serialize writes, so a double reads the
      // same whichever way it was rendered.
      separate();
      char digits[boost::json::detail::max_number_chars + 1];
      out_.append(digits, boost::json::detail::format_double(digits, v.get_double()));
      comma_ = true;
      return *this;
    }
    case boost::json::kind::array:
      return value(v.get_array());
    case boost::json::kind::object:
      return value(v.get_object());
  }
  return *this;
}

JsonWriter& JsonWriter::value(const boost::json::array& array) {
  begin_array();
  for (const auto& element : array) value(element);
  return end_array();
}

JsonWriter& JsonWriter::raw(std::string_view json) {
  separate();
  out_ += json;
  comma_ = true;
  return *this;
}

JsonWriter& JsonWriter::members(const boost::json::object& object) {
  for (const auto& member : object) key(member.key()).value(member.value());
  return *this;
}

}  // namespace gavel::engine
