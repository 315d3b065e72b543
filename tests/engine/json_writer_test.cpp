// The streaming writer must produce what boost::json reads back as the same
// value, and the very text boost::json::serialize writes for the same tree.
#include "engine/json_writer.h"

#include <gtest/gtest.h>

#include <limits>

namespace gavel::engine {
namespace {

namespace json = boost::json;

std::string written(const json::value& value) {
  std::string text;
  JsonWriter(text).value(value);
  return text;
}

TEST(JsonWriter, WritesATreeAsBoostSerializesIt) {
  const json::value tree = json::parse(R"({
    "a": [1, -2, 3.5, 1e-7, 12345678901234567890, -9223372036854775808, true, false, null],
    "nested": {"empty": {}, "none": [], "deep": [[[{"x": "y"}]]]},
    "text": "quote \" backslash \\ tab \t newline \n bell \u0007 unicode é 🎲"
  })");
  EXPECT_EQ(written(tree), json::serialize(tree));
  EXPECT_EQ(json::parse(written(tree)), tree);
  // An object or an array handed over as it is writes the same text.
  std::string object_text;
  JsonWriter(object_text).value(tree.as_object());
  EXPECT_EQ(object_text, json::serialize(tree));
  std::string array_text;
  JsonWriter(array_text).value(tree.at("a").as_array());
  EXPECT_EQ(array_text, json::serialize(tree.at("a")));
}

TEST(JsonWriter, EscapesEveryControlCharacter) {
  std::string all;
  for (int c = 0; c < 0x20; ++c) all += static_cast<char>(c);
  all += "\"\\/";
  std::string text;
  JsonWriter(text).string(all);
  EXPECT_EQ(json::parse(text).as_string(), all);
  for (const char c : text) EXPECT_GE(static_cast<unsigned char>(c), 0x20);
}

TEST(JsonWriter, SeparatesMembersAndElementsAtEveryLevel) {
  std::string text;
  JsonWriter out(text);
  out.begin_object();
  out.key("n").number(std::numeric_limits<std::int64_t>::min());
  out.key("u").number(std::numeric_limits<std::uint64_t>::max());
  out.key("list").begin_array().number(1).begin_object().end_object().null().end_array();
  out.key("raw").raw(R"({"pre":"rendered"})");
  out.key("tenths").begin_array().tenths(15123).tenths(-5).tenths(0).tenths(-15123).end_array();
  out.end_object();
  EXPECT_EQ(text, R"({"n":-9223372036854775808,"u":18446744073709551615,"list":[1,{},null],)"
                  R"("raw":{"pre":"rendered"},"tenths":[1512.3,-0.5,0.0,-1512.3]})");
}

// Short plain text is composed on the stack, long or escaped text apart:
// every path writes the same JSON.
TEST(JsonWriter, WritesKeysAndStringsOfEveryLengthAndKind) {
  for (const std::size_t length : {0, 1, 123, 124, 125, 126, 127, 128, 129, 1000}) {
    for (const char* middle : {"", "\"", "\\", "\n", "\x01", "é"}) {
      const std::string text = std::string(length, 'k') + middle;
      std::string written;
      JsonWriter out(written);
      out.begin_object().key(text).string(text).key("next").begin_array();
      out.string(text).boolean(true).null().number(-1).string(text).end_array().end_object();
      const json::value expected = {{text, text}, {"next", {text, true, nullptr, -1, text}}};
      EXPECT_EQ(written, json::serialize(expected)) << length << " " << middle;
    }
  }
}

// A key spelled in the source takes its own inline path: it must write what
// the general path writes, first in an object, after a value and after a
// nested object, the empty key included.
TEST(JsonWriter, WritesALiteralKeyAsTheGeneralPathDoes) {
  std::string literal;
  std::string general;
  JsonWriter by_literal(literal);
  JsonWriter by_view(general);
  by_literal.begin_object().key("").number(1).key("a").begin_object().key("deep").null();
  by_literal.end_object().key("after_nested").string("x").end_object();
  using namespace std::string_view_literals;
  by_view.begin_object().key(""sv).number(1).key("a"sv).begin_object().key("deep"sv).null();
  by_view.end_object().key("after_nested"sv).string("x").end_object();
  EXPECT_EQ(literal, general);
  EXPECT_EQ(literal, R"({"":1,"a":{"deep":null},"after_nested":"x"})");
}

TEST(JsonWriter, WritesAnObjectsMembersIntoAnother) {
  std::string text;
  JsonWriter out(text);
  out.begin_object().key("first").number(0);
  out.members(json::object{{"x", 1}, {"y", json::array{2, 3}}});
  out.end_object();
  EXPECT_EQ(json::parse(text), json::parse(R"({"first":0,"x":1,"y":[2,3]})"));
}

}  // namespace
}  // namespace gavel::engine
