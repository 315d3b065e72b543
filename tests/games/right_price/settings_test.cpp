// The Right Price's settings, moves and registry entry: defaults, bounds,
// strict refusals and JSON round trips.
#include <gtest/gtest.h>

#include "games/all_games.h"
#include "games/right_price/bot.h"
#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

namespace json = boost::json;

engine::Result<Settings> parse(const char* text, int seats = 3) {
  return parse_settings(json::parse(text), seats);
}

TEST(RightPriceSettings, MissingFieldsTakeTheDefaults) {
  for (const auto& value : {json::value(nullptr), json::value(json::object{})}) {
    const auto settings = parse_settings(value, 4);
    ASSERT_TRUE(settings);
    EXPECT_EQ(settings->starting_capital, 1000);
    EXPECT_EQ(settings->base_prize_pool, 300);
    EXPECT_EQ(settings->items_per_round, 3);
    EXPECT_EQ(settings->rounds, 5);
    EXPECT_EQ(settings->betting_mode, BettingMode::kBlind);
    EXPECT_EQ(settings->min_increase, 10);
    EXPECT_EQ(settings->payments_to, PaymentsTo::kPool);
    EXPECT_EQ(settings->betting_seconds, 30);
    EXPECT_EQ(settings->round_break_seconds, 10);
    EXPECT_TRUE(settings->seat_info.empty());
  }
}

TEST(RightPriceSettings, EveryFieldIsReadAndPrintsBackToItself) {
  const auto settings = parse(R"({"startingCapital": 500, "basePrizePool": 1000.0,
      "itemsPerRound": 1, "rounds": 20, "bettingMode": "open", "minIncrease": 5,
      "paymentsTo": "bank", "bettingSeconds": 300, "roundBreakSeconds": 30,
      "seatInfo": [{"bot": false, "elo": 16000}, {"bot": true, "elo": 15000},
                   {"elo": 9, "bot": false}]})");
  ASSERT_TRUE(settings) << settings.error().message;
  EXPECT_EQ(settings->starting_capital, 500);
  EXPECT_EQ(settings->base_prize_pool, 1000);
  EXPECT_EQ(settings->items_per_round, 1);
  EXPECT_EQ(settings->rounds, 20);
  EXPECT_EQ(settings->betting_mode, BettingMode::kOpen);
  EXPECT_EQ(settings->min_increase, 5);
  EXPECT_EQ(settings->payments_to, PaymentsTo::kBank);
  EXPECT_EQ(settings->betting_seconds, 300);
  EXPECT_EQ(settings->round_break_seconds, 30);
  ASSERT_EQ(settings->seat_info.size(), 3u);
  EXPECT_EQ(settings->seat_info[1], (SeatInfo{true, 15000}));
  EXPECT_EQ(settings->seat_info[2], (SeatInfo{false, 9}));
  const auto again = parse_settings(settings_json(*settings, true), 3);
  ASSERT_TRUE(again);
  EXPECT_EQ(*again, *settings);
  // The public form leaves the ratings out.
  EXPECT_FALSE(settings_json(*settings).contains("seatInfo"));
}

TEST(RightPriceSettings, BadValuesAreRefusedWithAReason) {
  for (const char* text : {R"({"startingCapital": 9})",
                           R"({"startingCapital": 1000001})",
                           R"({"startingCapital": "1000"})",
                           R"({"startingCapital": 100.5})",
                           R"({"basePrizePool": 0})",
                           R"({"startingCapital": 100, "basePrizePool": 201})",
                           R"({"itemsPerRound": 0})",
                           R"({"itemsPerRound": 11})",
                           R"({"rounds": 0})",
                           R"({"rounds": 21})",
                           R"({"bettingMode": "sealed"})",
                           R"({"bettingMode": true})",
                           R"({"minIncrease": 0})",
                           R"({"paymentsTo": "winner"})",
                           R"({"bettingSeconds": 4})",
                           R"({"bettingSeconds": 301})",
                           R"({"roundBreakSeconds": 15})",
                           R"({"roundBreakSeconds": 0})",
                           R"({"turnSeconds": 30})",
                           R"({"rounds": null})",
                           R"([])",
                           R"(5)"}) {
    const auto settings = parse(text);
    ASSERT_FALSE(settings) << text;
    EXPECT_EQ(settings.error().kind, engine::ErrorKind::kInvalid);
    EXPECT_FALSE(settings.error().message.empty()) << text;
  }
  EXPECT_NE(parse(R"({"roundsx": 3})").error().message.find("roundsx"), std::string::npos);
}

TEST(RightPriceSettings, TheBreakIsFiveTenOrThirtySeconds) {
  for (const int seconds : {5, 10, 30}) {
    const auto text = json::object{{"roundBreakSeconds", seconds}};
    EXPECT_EQ(parse_settings(text, 2)->round_break_seconds, seconds);
  }
}

TEST(RightPriceSettings, SeatInfoMustMatchTheSeats) {
  EXPECT_FALSE(parse(R"({"seatInfo": [{"bot": false, "elo": 15000}]})", 2));
  EXPECT_FALSE(parse(R"({"seatInfo": []})", 2));
  EXPECT_FALSE(parse(R"({"seatInfo": [{"bot": 1, "elo": 15000}, {"bot": false, "elo": 1}]})", 2));
  EXPECT_FALSE(parse(R"({"seatInfo": [{"bot": false}, {"bot": false, "elo": 1}]})", 2));
  EXPECT_FALSE(parse(R"({"seatInfo": [{"bot": false, "elo": -1}, {"bot": false, "elo": 1}]})", 2));
  EXPECT_FALSE(parse(
      R"({"seatInfo": [{"bot": false, "elo": 1, "name": "x"}, {"bot": false, "elo": 1}]})", 2));
  EXPECT_TRUE(parse(R"({"seatInfo": [{"bot": false, "elo": 1}, {"bot": true, "elo": 15000}]})", 2));
}

TEST(RightPriceCodec, EveryMoveParsesBackToItself) {
  for (const Action action : {test::bid(0), test::bid(735), test::skip(), test::resign()}) {
    const auto text = json::serialize(Game::action_json(action));
    const auto parsed = Game::parse_action(json::parse(text));
    ASSERT_TRUE(parsed) << text;
    EXPECT_EQ(*parsed, action) << text;
  }
  EXPECT_EQ(Game::parse_action(json::parse(R"({"action": "bid", "amount": 7.0})"))->amount, 7);
}

TEST(RightPriceCodec, MalformedMovesAreRefusedWithAReason) {
  for (const char* text :
       {R"({"action": "bid"})", R"({"action": "bid", "amount": -1})",
        R"({"action": "bid", "amount": 2.5})", R"({"action": "bid", "amount": "5"})",
        R"({"action": "bid", "amount": 1e300})", R"({"action": "bid", "amount": 5, "x": 1})",
        R"({"action": "skip", "amount": 5})", R"({"action": "resign", "now": true})",
        R"({"action": "pass"})", R"({"action": 1})", R"({"amount": 5})", R"([])", R"(null)"}) {
    const auto parsed = Game::parse_action(json::parse(text));
    ASSERT_FALSE(parsed) << text;
    EXPECT_EQ(parsed.error().kind, engine::ErrorKind::kInvalid);
    EXPECT_FALSE(parsed.error().message.empty());
  }
}

TEST(RightPriceGameInfo, IsRegisteredWithTheRoomRules) {
  const auto* entry = all_games().find("right_price");
  const auto* info = &entry->info;
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->title, "The Right Price");
  EXPECT_EQ(info->min_seats, 2);
  EXPECT_EQ(info->max_seats, 8);
  EXPECT_EQ(entry->host.room.min_players, 2);
  EXPECT_EQ(entry->host.room.max_players, 8);
  EXPECT_EQ(entry->host.room.max_bots, 1);
  EXPECT_EQ(entry->host.room.max_humans, 8);
  EXPECT_EQ(entry->host.room.guest_max_players, 2);
  EXPECT_EQ(entry->host.resign_action, (json::object{{"action", "resign"}}));
  EXPECT_TRUE(entry->host.wants_seat_info);
  EXPECT_EQ(info->bot_names, bot_names());
  EXPECT_TRUE(info->make_bot("house", 1));
  EXPECT_FALSE(info->make_bot("steady", 1));
  EXPECT_FALSE(info->create(nullptr, 1, 1, 0));
  EXPECT_FALSE(info->create(nullptr, 9, 1, 0));
  EXPECT_TRUE(info->create(nullptr, 8, 1, 0));
  EXPECT_FALSE(info->create(json::parse(R"({"bogus": 1})"), 2, 1, 0));
}

}  // namespace
}  // namespace gavel::right_price
