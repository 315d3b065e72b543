// Views: a seat's view is the rulebook's visible_state with exactly its
// fields; a spectator sees no your_* fields; won items alone carry value and
// profit; the end makes every value and the seed public.
#include "games/auction/view.h"

#include <gtest/gtest.h>

#include <set>

#include "tests/games/auction/helpers.h"

namespace gavel::auction {
namespace {

using namespace test;
namespace json = boost::json;

std::set<std::string> keys(const json::object& object) {
  std::set<std::string> out;
  for (const auto& [key, value] : object) out.insert(std::string(key));
  return out;
}

TEST(AuctionView, ASeatSeesTheRulebooksVisibleState) {
  State state(settings(3, 3, 1), 3, 5, 0);
  play(state, 0, say("Not interested in this one."));
  const auto view = view_json(state, engine::Viewer::seat(2));
  EXPECT_EQ(keys(view), (std::set<std::string>{"rules_version", "items_total", "item", "phase",
                                               "pricing", "your_seat", "your_value", "your_credits",
                                               "your_profit", "your_items", "bids_in", "players",
                                               "talk", "history", "limits", "turn", "commit"}));
  // "game" comes from the room's state, which writes it for every game.
  EXPECT_FALSE(view.contains("game"));
  EXPECT_EQ(view.at("rules_version"), "auction-0.2");
  EXPECT_EQ(view.at("your_value"), state.value(1, 2));
  EXPECT_EQ(view.at("turn"),
            (json::object{{"turn", state.turn_number()}, {"seat", 1}, {"phase", "talk"}}));
  EXPECT_EQ(
      view.at("talk").as_array()[0],
      (json::object{
          {"item", 1}, {"seat", 0}, {"phase", "talk"}, {"text", "Not interested in this one."}}));
  const auto& limits = view.at("limits").as_object();
  EXPECT_EQ(limits.at("value_min"), 5);
  EXPECT_EQ(limits.at("value_max"), 60);
  EXPECT_EQ(limits.at("starting_credits"), 100);
  EXPECT_EQ(limits.at("max_message_chars"), 280);
  EXPECT_EQ(limits.at("turn_deadline_ms"), 10000);
  EXPECT_EQ(view.at("players").as_array()[0],
            (json::object{{"seat", 0}, {"credits", 100}, {"profit", 0}, {"items_won", 0}}));
}

TEST(AuctionView, SpectatorsGetThePublicViewOnly) {
  State state(settings(3, 2, 0), 3, 5, 0);
  play(state, 0, bid(9));
  const auto view = view_json(state, engine::Viewer::spectator());
  for (const auto& [key, value] : view) {
    EXPECT_FALSE(std::string(key).starts_with("your_")) << key;
  }
  EXPECT_EQ(view.at("bids_in"), 1);
  EXPECT_EQ(json::serialize(view).find("\"amount\""), std::string::npos);
  EXPECT_FALSE(view.contains("seed"));
  EXPECT_FALSE(view.contains("values"));
}

TEST(AuctionView, HistoryKeepsValueAndProfitForItemsYouWon) {
  State state(settings(3, 2, 0), 3, 5, 0);
  state.set_value(1, 1, 29);
  bid_all(state, {12, 17, 0});
  const auto winner = view_json(state, engine::Viewer::seat(1));
  const auto& won = winner.at("history").as_array()[0].as_object();
  EXPECT_EQ(won.at("winner"), 1);
  EXPECT_EQ(won.at("price"), 17);
  EXPECT_EQ(won.at("value"), 29);
  EXPECT_EQ(won.at("profit"), 12);
  EXPECT_EQ(won.at("your_value"), 29);
  EXPECT_EQ(won.at("bids").as_array().size(), 3u);
  EXPECT_EQ(winner.at("your_items"), (json::array{1}));
  const auto other = view_json(state, engine::Viewer::seat(0));
  const auto& lost = other.at("history").as_array()[0].as_object();
  EXPECT_FALSE(lost.contains("value"));
  EXPECT_FALSE(lost.contains("profit"));
  EXPECT_EQ(lost.at("your_value"), state.value(1, 0));
  const auto watcher = view_json(state, engine::Viewer::spectator());
  EXPECT_FALSE(watcher.at("history").as_array()[0].as_object().contains("your_value"));
}

TEST(AuctionView, AfterTheEndTheSeedAndEveryValueArePublic) {
  Settings paid = settings(3, 1, 0);
  paid.stake = 4;
  State state(paid, 3, 77, 0);
  bid_all(state, {3, 0, 0});
  const auto view = view_json(state, engine::Viewer::spectator());
  EXPECT_EQ(view.at("phase"), "over");
  EXPECT_EQ(view.at("turn"), nullptr);
  EXPECT_EQ(view.at("seed"), json::value(to_hex(expand_seed(77))));
  EXPECT_EQ(view.at("values").as_array()[0].as_array()[2], state.value(1, 2));
  EXPECT_EQ(view.at("ranking").as_array()[0].at("seat"), 0);
  EXPECT_EQ(view.at("payouts").at("paid").as_array()[0], 12);
}

TEST(AuctionView, LegalActionsHaveTheEngineEntryForm) {
  State state(settings(3, 1, 1), 3, 5, 0);
  EXPECT_EQ(Game::legal_actions(state, 0), json::parse(R"([
      {"action":"say","params":{"message":{"type":"text","max_chars":280}}},
      {"action":"pass"}])"));
  EXPECT_TRUE(Game::legal_actions(state, 1).empty());
  for (int seat = 0; seat < 3; ++seat) play(state, seat, pass());
  EXPECT_EQ(Game::legal_actions(state, 0), json::parse(R"([{"action":"bid","params":{
      "amount":{"type":"int","min":0,"max":100},
      "message":{"type":"text","max_chars":280,"optional":true}}}])"));
}

}  // namespace
}  // namespace gavel::auction
