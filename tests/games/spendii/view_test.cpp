// What each viewer sees: hidden held cards only by their holder, never a
// tier's order, bids only when public; the JSON form's main fields.
#include <gtest/gtest.h>

#include "games/spendii/view.h"
#include "tests/games/spendii/helpers.h"

namespace gavel::spendii {
namespace {

using namespace test;
namespace json = boost::json;

TEST(SpendiiView, AHiddenHeldCardIsSeenOnlyByItsHolder) {
  State state = table(3);
  const int top = state.market()[1].deck.back();
  play(state, 0, hold_tier(2));
  play(state, 1, hold_card(state.market()[0].slots[0]));
  const auto mine = make_view(state, engine::Viewer::seat(0));
  ASSERT_TRUE(mine.players[0].held[0].card.has_value());
  EXPECT_EQ(mine.players[0].held[0].card->id, top);
  for (const auto viewer :
       {engine::Viewer::seat(1), engine::Viewer::seat(2), engine::Viewer::spectator()}) {
    const auto view = make_view(state, viewer);
    EXPECT_FALSE(view.players[0].held[0].card.has_value());
    EXPECT_EQ(view.players[0].held[0].tier, 2);
    EXPECT_TRUE(view.players[1].held[0].card.has_value());  // held from the market: public
    const auto text = json::serialize(view_json(view));
    EXPECT_EQ(text.find("\"id\":" + std::to_string(top) + ","), std::string::npos);
  }
}

TEST(SpendiiView, NoTierOrderOnlyItsSize) {
  const State state = table(2);
  const auto view = view_json(make_view(state, engine::Viewer::seat(0)));
  const auto& tier = view.at("market").as_array()[0].as_object();
  EXPECT_EQ(tier.at("deck").as_int64(), 36);
  EXPECT_EQ(tier.at("cards").as_array().size(), 4u);
  EXPECT_EQ(view.at("phase").as_string(), "play");
  EXPECT_EQ(view.at("stage").as_string(), "main");
  EXPECT_EQ(view.at("bank").at("white").as_int64(), 4);
  EXPECT_EQ(view.at("tiles").as_array().size(), 3u);
  EXPECT_EQ(view.at("players").as_array()[0].at("position").as_string(), "A");
}

TEST(SpendiiView, TheEndRevealsHeldCardsAndTheResult) {
  State state = table(2);
  play(state, 0, hold_tier(1));
  play(state, 1, pass());
  play(state, 0, pass());
  play(state, 1, pass());
  ASSERT_TRUE(state.finished());
  const auto view = make_view(state, engine::Viewer::seat(1));
  EXPECT_TRUE(view.players[0].held[0].card.has_value());
  const auto out = view_json(view);
  EXPECT_EQ(out.at("endReason").as_string(), "cleanPass");
  EXPECT_TRUE(out.contains("result"));
}

TEST(SpendiiView, HiddenIdentitiesHideOthersBettingStatus) {
  auto settings =
      parse_settings(json::parse(R"({"positions":"betting","hideIdentities":"players"})"), 3);
  State state(*settings, 3, 5, 0);
  play(state, 0, bids({0, 0, 0}), 1200);
  EXPECT_FALSE(make_view(state, engine::Viewer::seat(1)).players[0].submitted.has_value());
  const auto own = make_view(state, engine::Viewer::seat(0));
  EXPECT_EQ(own.players[0].submitted_ms, 1200);
  EXPECT_EQ(own.players[0].bids, (std::vector<int>{0, 0, 0}));
}

TEST(SpendiiView, PlayersAndBotsHidesSubmissionTimesDuringTheSelectionToo) {
  for (const char* hide : {"players", "playersAndBots"}) {
    auto settings = parse_settings(
        json::parse(std::string(R"({"positions":"betting","hideIdentities":")") + hide + R"("})"),
        2);
    State state(*settings, 2, 5, 0);
    play(state, 0, bids({-1, 1}), 1200);
    play(state, 1, bids({1, -1}), 1300);
    ASSERT_EQ(state.phase(), Phase::kSelecting);
    const auto view = make_view(state, engine::Viewer::seat(1));
    EXPECT_EQ(view.players[0].submitted_ms.has_value(), std::string(hide) == "players") << hide;
    EXPECT_TRUE(view.players[0].bids.has_value());  // the grid is public for the selection
  }
}

TEST(SpendiiView, ActionsRoundTripThroughJson) {
  const std::vector<Action> actions = {take(chips(1, 0, 1, 0, 1)),
                                       take(chips(0, 2, 0, 0, 0)),
                                       hold_card(12),
                                       hold_tier(3),
                                       buy(4),
                                       buy_paying(4, chips(1, 0, 0, 0, 0, 2)),
                                       pass(),
                                       give_back(chips(0, 1, 0, 0, 0, 1)),
                                       tile(3),
                                       bids({-2, 1, 1}),
                                       select(1),
                                       select(kNoPlayPosition),
                                       resign()};
  for (const auto& action : actions) {
    const auto text = Game::action_json(action);
    const auto back = Game::parse_action(text);
    ASSERT_TRUE(back) << json::serialize(text) << ": " << back.error().message;
    EXPECT_EQ(*back, action) << json::serialize(text);
  }
  EXPECT_FALSE(Game::parse_action(json::parse(R"({"action":"take","chips":["gold"]})")));
  EXPECT_FALSE(Game::parse_action(json::parse(R"({"action":"hold","card":1,"tier":2})")));
  EXPECT_FALSE(Game::parse_action(json::parse(R"({"action":"select","position":"F"})")));
  EXPECT_FALSE(Game::parse_action(json::parse(R"({"action":"pass","x":1})")));
}

}  // namespace
}  // namespace gavel::spendii
