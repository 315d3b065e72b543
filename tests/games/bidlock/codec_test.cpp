// Bidlock's JSON forms: moves, settings and views.
#include <gtest/gtest.h>

#include "games/bidlock/game.h"

namespace gavel::bidlock {
namespace {

namespace json = boost::json;

TEST(BidlockCodec, EveryMoveParsesBackToItself) {
  for (int chip = 1; chip <= 13; ++chip) {
    const Action action{chip};
    const auto text = json::serialize(Game::action_json(action));
    const auto parsed = Game::parse_action(json::parse(text));
    ASSERT_TRUE(parsed) << text;
    EXPECT_EQ(*parsed, action);
  }
}

TEST(BidlockCodec, WholeNumbersWrittenWithAPointAreAccepted) {
  EXPECT_EQ(Game::parse_action(json::parse(R"({"chip": 7.0})"))->chip, 7);
}

TEST(BidlockCodec, MalformedMovesAreRefusedWithAReason) {
  for (const char* text :
       {R"({"chip": 0})", R"({"chip": 14})", R"({"chip": 7.5})", R"({"chip": "7"})", R"({})",
        R"([7])", R"(7)", R"({"chip": 7, "extra": true})", R"({"chip": 1e300})",
        R"({"chip": -3})"}) {
    const auto parsed = Game::parse_action(json::parse(text));
    ASSERT_FALSE(parsed) << text;
    EXPECT_EQ(parsed.error().kind, engine::ErrorKind::kInvalid);
    EXPECT_FALSE(parsed.error().message.empty());
  }
}

TEST(BidlockCodec, SettingsTakeDefaultsAndRefuseBadValues) {
  EXPECT_EQ(Game::parse_settings(nullptr)->turn_seconds, 30);
  EXPECT_EQ(Game::parse_settings(json::object{})->turn_seconds, 30);
  EXPECT_EQ(Game::parse_settings(json::parse(R"({"turnSeconds": 5})"))->turn_seconds, 5);
  EXPECT_EQ(Game::parse_settings(json::parse(R"({"turnSeconds": 300})"))->turn_seconds, 300);
  for (const char* text : {R"({"turnSeconds": 4})", R"({"turnSeconds": 301})",
                           R"({"turnSeconds": "30"})", R"({"turnSecs": 30})", R"([])"}) {
    EXPECT_FALSE(Game::parse_settings(json::parse(text))) << text;
  }
  const auto round_trip = Game::parse_settings(Game::settings_json(Settings{45}));
  EXPECT_EQ(round_trip->turn_seconds, 45);
}

TEST(BidlockCodec, ASeatSeesItsOwnLockedChipAndNobodyElseDoes) {
  State state(Settings{}, 3, engine::Seed{5}, 0);
  ASSERT_TRUE(state.apply(1, Action{11}, 10, engine::Origin::kPlayer));
  const auto mine = view_json(state, engine::Viewer::seat(1));
  EXPECT_EQ(mine.at("you").at("lockedChip"), 11);
  EXPECT_FALSE(mine.at("you").as_object().contains("mustMove"));  // the room writes it
  for (const auto viewer :
       {engine::Viewer::seat(0), engine::Viewer::seat(2), engine::Viewer::spectator()}) {
    const auto view = view_json(state, viewer);
    EXPECT_EQ(view.at("players").at(1).at("locked"), true);
    // Chip 11 is still listed in seat 1's hand until the round resolves.
    const auto& chips = view.at("players").at(1).at("chips").as_array();
    EXPECT_EQ(chips.size(), 13u);
    if (viewer.is_spectator()) {
      EXPECT_TRUE(view.at("you").is_null());
    } else {
      EXPECT_TRUE(view.at("you").at("lockedChip").is_null());
    }
  }
}

TEST(BidlockCodec, TheViewCarriesTheRulebookFields) {
  State state(Settings{}, 2, engine::Seed{9}, 0);
  const auto view = view_json(state, engine::Viewer::seat(0));
  for (const char* key : {"round", "totalRounds", "turnSeconds", "deadline", "pot", "unseenPrizes",
                          "players", "you", "lastRound", "result", "history"}) {
    EXPECT_TRUE(view.contains(key)) << key;
  }
  const auto& unseen = view.at("unseenPrizes").as_array();
  EXPECT_EQ(unseen.size(), 12u);
  EXPECT_TRUE(std::is_sorted(unseen.begin(), unseen.end(), [](const auto& a, const auto& b) {
    return a.as_int64() < b.as_int64();
  }));
  EXPECT_EQ(view.at("totalRounds"), 13);
}

}  // namespace
}  // namespace gavel::bidlock
