// Spendii's settings: the defaults, every range and the clear refusals.
#include <gtest/gtest.h>

#include "games/spendii/settings.h"

namespace gavel::spendii {
namespace {

namespace json = boost::json;

engine::Result<Settings> parse(const char* text, int seats) {
  return parse_settings(json::parse(text), seats);
}

TEST(SpendiiSettings, DefaultsFollowTheActiveCount) {
  const auto four = parse_settings(nullptr, 4);
  ASSERT_TRUE(four);
  EXPECT_EQ(four->target, 15);
  EXPECT_EQ(four->clock_minutes, 10);
  EXPECT_EQ(four->increment_seconds, 5);
  EXPECT_EQ(four->chips, 7);
  EXPECT_EQ(four->gold, 5);
  EXPECT_EQ(four->positions, Positions::kRandom);
  EXPECT_EQ(four->payment, Payment::kLeastGold);
  EXPECT_EQ(four->deck, DeckKind::kStandard);
  EXPECT_FALSE(four->no_play);
  EXPECT_EQ(parse_settings(nullptr, 2)->chips, 4);
  EXPECT_EQ(parse_settings(nullptr, 3)->chips, 5);
  EXPECT_EQ(parse_settings(nullptr, 5)->chips, 8);
  EXPECT_EQ(parse(R"({"noPlay":true})", 5)->chips, 7);  // 4 active
  const auto six = parse_settings(nullptr, 6);          // NO PLAY is the only choice at 6
  ASSERT_TRUE(six);
  EXPECT_TRUE(six->no_play);
  EXPECT_EQ(six->chips, 8);
}

TEST(SpendiiSettings, PlayerCountsWithAndWithoutNoPlay) {
  EXPECT_FALSE(parse(R"({"noPlay":true})", 2));
  EXPECT_FALSE(parse(R"({"noPlay":false})", 6));
  EXPECT_TRUE(parse(R"({"noPlay":true})", 3));
  EXPECT_FALSE(parse_settings(nullptr, 1));
}

TEST(SpendiiSettings, RangesAndChoicesAreCheckedWithTheFieldNamed) {
  EXPECT_TRUE(parse(R"({"target":6})", 2));
  EXPECT_TRUE(parse(R"({"target":21.0})", 2));
  const auto low = parse(R"({"target":5})", 2);
  ASSERT_FALSE(low);
  EXPECT_NE(low.error().message.find("target"), std::string::npos);
  EXPECT_FALSE(parse(R"({"target":22})", 2));
  EXPECT_FALSE(parse(R"({"chips":1})", 2));
  EXPECT_FALSE(parse(R"({"chips":10})", 2));
  EXPECT_FALSE(parse(R"({"gold":7})", 2));
  EXPECT_TRUE(parse(R"({"gold":0,"chips":2})", 2));
  EXPECT_FALSE(parse(R"({"deck":"tiny"})", 2));
  EXPECT_FALSE(parse(R"({"positions":"auction"})", 2));
  EXPECT_FALSE(parse(R"({"hideIdentities":true})", 2));
  EXPECT_FALSE(parse(R"({"payment":"cheapest"})", 2));
  const auto unknown = parse(R"({"colour":"red"})", 2);
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.error().message.find("colour"), std::string::npos);
  EXPECT_FALSE(parse_settings(json::value(3), 2));
}

TEST(SpendiiSettings, ClockPresetsAndCustomClocks) {
  const auto preset = parse(R"({"clock":"3+2"})", 2);
  ASSERT_TRUE(preset);
  EXPECT_EQ(preset->clock_minutes, 3);
  EXPECT_EQ(preset->increment_seconds, 2);
  const auto custom = parse(R"({"clock":{"minutes":60,"increment":0}})", 2);
  ASSERT_TRUE(custom);
  EXPECT_EQ(custom->clock_minutes, 60);
  EXPECT_FALSE(parse(R"({"clock":"4+4"})", 2));
  EXPECT_FALSE(parse(R"({"clock":{"minutes":0,"increment":0}})", 2));
  EXPECT_FALSE(parse(R"({"clock":{"minutes":5,"increment":61}})", 2));
  EXPECT_FALSE(parse(R"({"clock":{"minutes":5}})", 2));
}

TEST(SpendiiSettings, SeatInfoAndTheRoundTrip) {
  EXPECT_FALSE(parse(R"({"seatInfo":[{"bot":true,"elo":15000}]})", 2));
  const auto info =
      parse(R"({"seatInfo":[{"bot":true,"elo":15000},{"bot":false,"elo":12345}]})", 2);
  ASSERT_TRUE(info);
  EXPECT_TRUE(info->seat_info[0].bot);
  EXPECT_EQ(info->seat_info[1].elo, 12345);
  const auto settings = parse(R"({"target":9,"clock":"30+15","deck":"short","positions":"betting",
      "hideIdentities":"playersAndBots","noPlay":true,"chips":3,"gold":0,"payment":"manual"})",
                              4);
  ASSERT_TRUE(settings);
  const auto again = parse_settings(settings_json(*settings), 4);
  ASSERT_TRUE(again);
  EXPECT_EQ(*again, *settings);
}

}  // namespace
}  // namespace gavel::spendii
