// Settings: defaults, every bound, and clear refusals.
#include "games/auction/settings.h"

#include <gtest/gtest.h>

namespace gavel::auction {
namespace {

namespace json = boost::json;

engine::Result<Settings> parse(const char* text, int seats = 5) {
  return parse_settings(json::parse(text), seats);
}

TEST(AuctionSettings, NullIsEveryDefault) {
  const auto s = parse_settings(nullptr, 5);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->seats, 5);
  EXPECT_EQ(s->items, 10);
  EXPECT_EQ(s->talk_rounds, 1);
  EXPECT_EQ(s->turn_deadline_ms, 10000);
  EXPECT_EQ(s->pricing, Pricing::kFirst);
  EXPECT_EQ(s->stake, 0);
  EXPECT_EQ(s->rake_pct, 5);
}

TEST(AuctionSettings, AcceptsEveryBound) {
  EXPECT_TRUE(parse(R"({"items":1,"talk_rounds":0,"turn_deadline_ms":2000,"rake_pct":0})"));
  EXPECT_TRUE(parse(R"({"items":50,"talk_rounds":3,"turn_deadline_ms":60000,"rake_pct":10})"));
  const auto second = parse(R"({"pricing":"second","stake":25,"seats":5})");
  ASSERT_TRUE(second);
  EXPECT_EQ(second->pricing, Pricing::kSecond);
  EXPECT_EQ(second->stake, 25);
}

TEST(AuctionSettings, RefusesOutOfRangeWithTheFieldNamed) {
  for (const char* bad :
       {R"({"items":0})", R"({"items":51})", R"({"talk_rounds":4})", R"({"turn_deadline_ms":1999})",
        R"({"turn_deadline_ms":60001})", R"({"rake_pct":11})", R"({"stake":-1})",
        R"({"items":2.5})", R"({"pricing":"third"})", R"({"seats":9})"}) {
    const auto s = parse(bad);
    ASSERT_FALSE(s) << bad;
    const auto parsed = json::parse(bad);
    const std::string key(parsed.as_object().begin()->key());
    EXPECT_NE(s.error().message.find(key), std::string::npos) << s.error().message;
  }
  EXPECT_FALSE(parse(R"({"colour":"red"})"));
  EXPECT_FALSE(parse_settings(json::value(3), 5));
}

TEST(AuctionSettings, SeatsMustAgreeWithTheTable) {
  EXPECT_TRUE(parse(R"({"seats":4})", 4));
  EXPECT_FALSE(parse(R"({"seats":4})", 5));
  EXPECT_FALSE(parse_settings(nullptr, 2));
  EXPECT_FALSE(parse_settings(nullptr, 9));
}

TEST(AuctionSettings, TheRoomsTurnSecondsFillInUnlessTheDeadlineIsGiven) {
  EXPECT_EQ(parse(R"({"turnSeconds":30})")->turn_deadline_ms, 30000);
  EXPECT_EQ(parse(R"({"turnSeconds":30,"turn_deadline_ms":4000})")->turn_deadline_ms, 4000);
  EXPECT_FALSE(parse(R"({"turnSeconds":1})"));
  EXPECT_FALSE(parse(R"({"turnSeconds":61})"));
}

TEST(AuctionSettings, TheJsonFormParsesBackToTheSameSettings) {
  const auto s = parse(R"({"items":7,"talk_rounds":2,"pricing":"second","stake":9,"rake_pct":3})");
  ASSERT_TRUE(s);
  EXPECT_EQ(parse_settings(settings_json(*s), 5), *s);
}

}  // namespace
}  // namespace gavel::auction
