// The one reader of client JSON fields: whole numbers by value within
// explicit ranges, booleans, named choices and unknown fields.
#include "engine/json_fields.h"

#include <gtest/gtest.h>

#include <cmath>

namespace gavel::engine {
namespace {

namespace json = boost::json;

TEST(JsonFields, WholeNumbersAreReadByValue) {
  EXPECT_EQ(as_whole_number(json::parse("7")), 7);
  EXPECT_EQ(as_whole_number(json::parse("7.0")), 7);
  EXPECT_EQ(as_whole_number(json::parse("-3")), -3);
  EXPECT_EQ(as_whole_number(json::parse("9223372036854775807")), INT64_MAX);
  EXPECT_EQ(as_whole_number(json::value(std::uint64_t{5})), 5);
  EXPECT_EQ(as_whole_number(json::value(9007199254740992.0)), kMaxExactDouble);
}

TEST(JsonFields, FractionsStringsBooleansAndNullAreNotWholeNumbers) {
  for (const char* text : {"7.5", "\"7\"", "true", "null", "[7]", "{}", "1e300", "-1e300",
                           "9007199254740994.0", "18446744073709551615"}) {
    EXPECT_FALSE(as_whole_number(json::parse(text))) << text;
  }
  EXPECT_FALSE(as_whole_number(json::value(std::nan(""))));
}

TEST(JsonFields, ARangedWholeNumberNamesTheFieldAndTheRange) {
  EXPECT_EQ(whole_number("seats", json::parse("4"), 2, 4), 4);
  EXPECT_EQ(whole_number("seats", json::parse("2.0"), 2, 4), 2);
  for (const char* text : {"1", "5", "3.5", "\"3\"", "true", "null"}) {
    const auto read = whole_number("seats", json::parse(text), 2, 4);
    ASSERT_FALSE(read) << text;
    EXPECT_EQ(read.error().kind, ErrorKind::kInvalid);
    EXPECT_EQ(read.error().message, "seats must be a whole number from 2 to 4") << text;
  }
  // The whole int64 range is checked, not wrapped.
  EXPECT_FALSE(whole_number("n", json::parse("9223372036854775807"), 0, INT32_MAX));
  EXPECT_EQ(whole_number("n", json::parse("-9223372036854775808"), INT64_MIN, 0), INT64_MIN);
}

TEST(JsonFields, BooleansAreTrueOrFalseOnly) {
  EXPECT_EQ(boolean("public", json::value(true)), true);
  EXPECT_EQ(boolean("public", json::value(false)), false);
  for (const char* text : {"1", "0", "\"yes\"", "null"}) {
    const auto read = boolean("public", json::parse(text));
    ASSERT_FALSE(read) << text;
    EXPECT_EQ(read.error().message, "public must be true or false");
  }
}

TEST(JsonFields, AChoiceIsOneOfTheNamedStrings) {
  EXPECT_EQ(choice("mode", json::value("open"), {"blind", "open"}), 1u);
  const auto two = choice("mode", json::value("Open"), {"blind", "open"});
  ASSERT_FALSE(two);
  EXPECT_EQ(two.error().message, R"(mode must be "blind" or "open")");
  const auto three = choice("policy", json::value(1), {"open", "approval", "passcode"});
  ASSERT_FALSE(three);
  EXPECT_EQ(three.error().message, R"(policy must be "open", "approval" or "passcode")");
}

TEST(JsonFields, UnknownFieldsAreFound) {
  const auto object = json::parse(R"({"chip": 3, "extra": 1})").as_object();
  EXPECT_EQ(unknown_field(object, {"chip"}), "extra");
  EXPECT_FALSE(unknown_field(object, {"chip", "extra"}));
  EXPECT_FALSE(unknown_field(json::object{}, {}));
}

TEST(JsonFields, ANumberMoveHoldsOnlyItsFieldInRange) {
  constexpr const char* kShape = "a move is {\"n\": 1..3}";
  EXPECT_EQ(number_move(json::parse(R"({"n": 3.0})"), "n", 1, 3, kShape), 3);
  for (const char* text : {R"({"n": 4})", R"({"n": "2"})", R"({})", R"([2])", R"(2)"}) {
    const auto move = number_move(json::parse(text), "n", 1, 3, kShape);
    ASSERT_FALSE(move) << text;
    EXPECT_EQ(move.error().message, kShape) << text;
  }
  EXPECT_EQ(number_move(json::parse(R"({"n": 2, "x": 1})"), "n", 1, 3, kShape).error().message,
            std::string("unknown move field 'x'; ") + kShape);
}

}  // namespace
}  // namespace gavel::engine
