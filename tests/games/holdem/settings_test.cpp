// Settings: every default, every refusal with its reason, and the blind
// schedule of notes 19-20.
#include <gtest/gtest.h>

#include "games/holdem/blinds.h"
#include "games/holdem/settings.h"

namespace gavel::holdem {
namespace {

namespace json = boost::json;

std::string refusal(const char* text, int seats = 4) {
  const auto parsed = parse_settings(json::parse(text), seats);
  return parsed ? std::string("accepted") : parsed.error().message;
}

TEST(HoldemSettings, DefaultsFollowTheRulebook) {
  const auto settings = parse_settings(nullptr, 6);
  ASSERT_TRUE(settings.has_value());
  EXPECT_EQ(settings->seats, 6);
  EXPECT_EQ(settings->card_type, CardKind::kValueSum);
  EXPECT_EQ(settings->max_sum, 30);
  EXPECT_EQ(settings->starting_chips, 1000);
  EXPECT_EQ(settings->big_blind, 10);
  EXPECT_EQ(settings->progression, Progression::kTimesOneAndHalf);
  EXPECT_EQ(settings->ante, 0);
  EXPECT_EQ(settings->action_seconds, 30);
  EXPECT_EQ(settings->submission, Submission::kManual);
  EXPECT_EQ(settings->selection_seconds, 60);
  EXPECT_EQ(settings->break_seconds, 60);
}

TEST(HoldemSettings, ReadsEveryField) {
  const auto settings = parse_settings(
      json::parse(R"({"card_type":"value_sum","max_sum":40,"starting_chips":500,"big_blind":20,
        "progression":"x2","ante":5,"action_seconds":15,"submission":"automatic",
        "selection_seconds":90,"break_seconds":120})"),
      3);
  ASSERT_TRUE(settings.has_value()) << settings.error().message;
  EXPECT_EQ(settings->max_sum, 40);
  EXPECT_EQ(settings->starting_chips, 500);
  EXPECT_EQ(settings->big_blind, 20);
  EXPECT_EQ(settings->progression, Progression::kTimesTwo);
  EXPECT_EQ(settings->ante, 5);
  EXPECT_EQ(settings->action_seconds, 15);
  EXPECT_EQ(settings->submission, Submission::kAutomatic);
  EXPECT_EQ(settings->selection_seconds, 90);
  EXPECT_EQ(settings->break_seconds, 120);
}

TEST(HoldemSettings, RefusesWithAReason) {
  EXPECT_EQ(refusal(R"({"max_sum":35})"), "max_sum must be 25, 30 or 40");
  EXPECT_EQ(refusal(R"({"action_seconds":20})"), "action_seconds must be 15, 30 or 60");
  EXPECT_EQ(refusal(R"({"selection_seconds":45})"), "selection_seconds must be 30, 60 or 90");
  EXPECT_EQ(refusal(R"({"break_seconds":10})"), "break_seconds must be 30, 60 or 120");
  EXPECT_EQ(refusal(R"({"big_blind":15})"), "big_blind must be an even whole number, at least 2");
  EXPECT_NE(refusal(R"({"big_blind":0})"), "accepted");
  EXPECT_NE(refusal(R"({"starting_chips":9})"), "accepted");
  EXPECT_NE(refusal(R"({"starting_chips":1000001})"), "accepted");
  EXPECT_EQ(refusal(R"({"starting_chips":100,"big_blind":90,"ante":20})"),
            "big_blind + ante (110) cannot exceed starting_chips (100)");
  EXPECT_EQ(refusal(R"({"starting_chips":100,"big_blind":90,"ante":10})"), "accepted");
  EXPECT_EQ(refusal(R"({"colour":"red"})"), "unknown Hold'em setting 'colour'");
  EXPECT_NE(refusal(R"({"progression":"x3"})"), "accepted");
  EXPECT_NE(refusal(R"({"submission":"auto"})"), "accepted");
  EXPECT_EQ(refusal(R"({"seats":3})"), "seats is 3 but the table has 4");
  EXPECT_EQ(refusal("{}", 10), "Hold'em takes 2 to 9 seats");
  EXPECT_EQ(refusal("[1]"), "Hold'em settings must be a JSON object");
}

TEST(HoldemSettings, EveryCardTypeIsAccepted) {
  for (const char* kind : {"square_grid", "triangular_grid", "polyabolo_grid", "point_voronoi"}) {
    const std::string text = std::string(R"({"card_type":")") + kind + "\"}";
    EXPECT_EQ(refusal(text.c_str()), "accepted") << kind;
  }
  EXPECT_NE(refusal(R"({"card_type":"hearts"})"), "accepted");
}

TEST(HoldemSettings, ReadsWhichSeatsAreBots) {
  const auto settings = parse_settings(
      json::parse(R"({"seatInfo":[{"bot":false,"elo":15000},{"bot":true,"elo":15000}]})"), 2);
  ASSERT_TRUE(settings.has_value());
  EXPECT_EQ(settings->bots, (std::vector<bool>{false, true}));
  EXPECT_NE(refusal(R"({"seatInfo":[{"bot":true}]})"), "accepted");
}

std::vector<Chips> schedule(const char* progression, Chips start, int levels, int seats = 9,
                            Chips chips = 1'000'000) {
  Settings settings;
  settings.seats = seats;
  settings.starting_chips = chips;
  settings.big_blind = start;
  settings.progression = progression[0] == 'f'   ? Progression::kFixed
                         : progression[1] == '2' ? Progression::kTimesTwo
                                                 : Progression::kTimesOneAndHalf;
  std::vector<Chips> out;
  for (int level = 0; level < levels; ++level) {
    out.push_back(big_blind_for_hand(settings, 1 + level * kHandsPerLevel));
  }
  return out;
}

TEST(HoldemBlinds, GrowLevelByLevelRoundedUpToEven) {
  EXPECT_EQ(schedule("x1.5", 10, 12),
            (std::vector<Chips>{10, 16, 24, 36, 54, 82, 124, 186, 280, 420, 630, 946}));
  EXPECT_EQ(schedule("x2", 10, 5), (std::vector<Chips>{10, 20, 40, 80, 160}));
  EXPECT_EQ(schedule("fixed", 10, 4), (std::vector<Chips>{10, 10, 10, 10}));
}

TEST(HoldemBlinds, HandsOneToTenShareALevelAndEveryHandCounts) {
  Settings settings;
  EXPECT_EQ(big_blind_for_hand(settings, 1), 10);
  EXPECT_EQ(big_blind_for_hand(settings, 10), 10);
  EXPECT_EQ(big_blind_for_hand(settings, 11), 16);
  EXPECT_EQ(big_blind_for_hand(settings, 21), 24);
}

TEST(HoldemBlinds, StopGrowingOnceTheSmallBlindCoversEveryStack) {
  // 2 seats x 10 chips: the cap is 40; hand 1,000,000 does not overflow.
  const auto blinds = schedule("x2", 2, 100000, 2, 10);
  EXPECT_EQ(blinds.back(), 40);
  EXPECT_EQ(blinds[1], 4);
}

}  // namespace
}  // namespace gavel::holdem
