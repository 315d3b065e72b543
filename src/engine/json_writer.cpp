#include "engine/json_writer.h"

#include <boost/json/detail/format.hpp>
#include <charconv>

namespace gavel::engine {

void append_json_string(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  // Keys and most values need no escape: runs between escapes are copied
  // whole, through pointers (this is on every rendering of every State).
  const char* plain = text.data();  // the start of the run copied as it is
  const char* const end = text.data() + text.size();
  for (const char* p = plain; p != end; ++p) {
    const auto c = static_cast<unsigned char>(*p);
    if (c >= 0x20 && c != '"' && c != '\\') [[likely]]
      continue;
    out.append(plain, static_cast<std::size_t>(p - plain));
    plain = p + 1;
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
  out.append(plain, static_cast<std::size_t>(end - plain));
  out += '"';
}

void JsonWriter::separate() {
  if (comma_) out_ += ',';
}

JsonWriter& JsonWriter::open(char bracket) {
  separate();
  out_ += bracket;
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
  separate();
  append_json_string(out_, name);
  out_ += ':';
  comma_ = false;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  separate();
  append_json_string(out_, text);
  comma_ = true;
  return *this;
}

template <class Integer>
JsonWriter& JsonWriter::integer(Integer n) {
  separate();
  char digits[24];
  out_.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr);
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
  separate();
  out_ += b ? "true" : "false";
  comma_ = true;
  return *this;
}

JsonWriter& JsonWriter::null() {
  separate();
  out_ += "null";
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
      begin_array();
      for (const auto& element : v.get_array()) value(element);
      return end_array();
    case boost::json::kind::object:
      begin_object();
      members(v.get_object());
      return end_object();
  }
  return *this;
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
