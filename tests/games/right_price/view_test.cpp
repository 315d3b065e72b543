// What each viewer sees: the rulebook's table and auction fields, and never
// another seat's blind bet, an item's value before its round resolves, the
// generator or the seats' ratings.
#include <gtest/gtest.h>

#include "tests/games/right_price/helpers.h"

namespace gavel::right_price {
namespace {

using namespace test;
namespace json = boost::json;

json::object view_of(const State& state, engine::Viewer viewer) {
  return view_json(state, viewer);
}

std::vector<engine::Viewer> viewers(int seats) {
  std::vector<engine::Viewer> all = {engine::Viewer::spectator()};
  for (Seat seat = 0; seat < seats; ++seat) all.push_back(engine::Viewer::seat(seat));
  return all;
}

TEST(RightPriceView, AnotherSeatsBlindBetNeverShows) {
  State base(table(), 3, 1, 0);
  State small = base;
  State large = base;
  State skipped = base;
  act(small, 1, bid(37), 500);
  act(large, 1, bid(555), 500);
  act(skipped, 1, skip(), 500);
  for (const auto viewer :
       {engine::Viewer::spectator(), engine::Viewer::seat(0), engine::Viewer::seat(2)}) {
    EXPECT_EQ(view_of(small, viewer), view_of(large, viewer));
    EXPECT_EQ(view_of(small, viewer), view_of(skipped, viewer));
    EXPECT_EQ(view_of(small, viewer).at("players").at(1).at("acted"), true);
  }
  const auto mine = view_of(small, engine::Viewer::seat(1));
  EXPECT_EQ(mine.at("you").at("bid"), 37);
  EXPECT_EQ(mine.at("you").at("skipped"), false);
  EXPECT_EQ(mine.at("you").at("acted"), true);
  EXPECT_EQ(mine.at("you").at("canBid"), false);
  EXPECT_EQ(view_of(skipped, engine::Viewer::seat(1)).at("you").at("skipped"), true);
  EXPECT_TRUE(view_of(small, engine::Viewer::seat(0)).at("you").at("bid").is_null());
}

TEST(RightPriceView, ALosingBlindBetStaysPrivateAfterTheAuction) {
  State a(table(), 2, 1, 0);
  State b = a;
  act(a, 0, bid(90));
  act(a, 1, bid(12));
  act(b, 0, bid(90));
  act(b, 1, bid(13));
  for (const auto viewer : viewers(2)) EXPECT_EQ(view_of(a, viewer), view_of(b, viewer));
  EXPECT_EQ(view_of(a, engine::Viewer::spectator()).at("items").at(0).at("price"), 90);
}

TEST(RightPriceView, ValuesAndTheGeneratorStayHiddenUntilTheRoundResolves) {
  State one(table(1000, 300, 2, 1), 2, 1, 0, {10, 20});
  State other = one;
  other.reseed(99);  // different future ranges and values
  act(one, 0, bid(5));
  act(one, 1, skip());
  act(other, 0, bid(5));
  act(other, 1, skip());
  for (const auto viewer : viewers(2)) {
    const auto view = view_of(one, viewer);
    for (const auto& item : view.at("items").as_array()) EXPECT_TRUE(item.at("value").is_null());
  }
  // Item 2's range is drawn only when its auction opens, so the two differ now.
  EXPECT_NE(view_of(one, engine::Viewer::spectator()), view_of(other, engine::Viewer::spectator()));
  act(one, 0, skip());
  act(one, 1, skip());
  EXPECT_EQ(view_of(one, engine::Viewer::spectator()).at("items").at(0).at("value").is_int64(),
            true);
}

TEST(RightPriceView, TheViewCarriesTheTableAndAuctionFields) {
  State state(table(), 3, 1, 0);
  const auto view = view_of(state, engine::Viewer::seat(0));
  for (const char* key : {"phase",       "settings",      "round",
                          "totalRounds", "itemsPerRound", "totalMoney",
                          "pool",        "bank",          "deadline",
                          "breakEndsAt", "funding",       "shownRound",
                          "items",       "currentItem",   "auction",
                          "players",     "tableOrder",    "previousTableOrder",
                          "settlement",  "history",       "you",
                          "result"}) {
    EXPECT_TRUE(view.contains(key)) << key;
  }
  EXPECT_FALSE(view.contains("status"));  // the room's (tests/server/state_keys_test.cpp)
  EXPECT_EQ(view.at("phase"), "betting");
  EXPECT_EQ(view.at("totalMoney"), 3000);
  EXPECT_EQ(view.at("pool"), 300);
  EXPECT_EQ(view.at("deadline"), 30'000);
  EXPECT_EQ(view.at("currentItem"), 1);
  EXPECT_EQ(view.at("funding").at("charge"), 100);
  const auto& player = view.at("players").at(2).as_object();
  for (const char* key :
       {"seat", "capital", "eliminated", "acted", "items", "winTenths", "movement"}) {
    EXPECT_TRUE(player.contains(key)) << key;
  }
  EXPECT_FALSE(player.contains("elo"));
  EXPECT_EQ(player.at("capital"), 900);
  EXPECT_EQ(player.at("movement"), (json::object{{"toBank", -100},
                                                 {"auctionPayments", 0},
                                                 {"prize", 0},
                                                 {"fromBank", 0},
                                                 {"roundChanges", -100}}));
  const auto& you = view.at("you").as_object();
  EXPECT_EQ(you.at("minBid"), 0);
  EXPECT_EQ(you.at("maxBid"), 900);
  EXPECT_EQ(you.at("canSkip"), true);
  EXPECT_TRUE(view_of(state, engine::Viewer::spectator()).at("you").is_null());
  EXPECT_FALSE(view.at("settings").as_object().contains("seatInfo"));
}

TEST(RightPriceView, RatingsFromSeatInfoNeverAppear) {
  auto settings = table();
  settings.seat_info = {{false, 12345}, {true, 15000}};
  const auto text = json::serialize(view_of(State(settings, 2, 1, 0), engine::Viewer::seat(0)));
  EXPECT_EQ(text.find("12345"), std::string::npos);
  EXPECT_EQ(text.find("seatInfo"), std::string::npos);
}

TEST(RightPriceView, OpenModeShowsTheHighBidAndBidderToEveryone) {
  State state(open_table(), 3, 1, 0);
  act(state, 2, bid(40));
  for (const auto viewer : viewers(3)) {
    const auto auction = view_of(state, viewer).at("auction");
    EXPECT_EQ(auction.at("highBid"), 40);
    EXPECT_EQ(auction.at("highBidder"), 2);
    EXPECT_EQ(auction.at("minBid"), 50);
  }
  const auto leader = view_of(state, engine::Viewer::seat(2)).at("you");
  EXPECT_EQ(leader.at("leading"), true);
  EXPECT_EQ(leader.at("canSkip"), false);
  EXPECT_EQ(leader.at("bid"), 40);
  EXPECT_EQ(view_of(state, engine::Viewer::seat(2)).at("players").at(2).at("acted"), true);
}

TEST(RightPriceView, WinningProbabilitiesShowDashesUntilSomeoneHoldsAnItem) {
  State state(table(1000, 300, 2, 2), 3, 1, 0, {10, 20, 30, 40, 15, 35});
  auto view = view_of(state, engine::Viewer::spectator());
  for (const auto& player : view.at("players").as_array()) {
    EXPECT_TRUE(player.at("winTenths").is_null());
  }
  act(state, 1, bid(5));
  all_skip(state);
  view = view_of(state, engine::Viewer::spectator());
  EXPECT_EQ(view.at("players").at(0).at("winTenths"), 0);
  EXPECT_EQ(view.at("players").at(1).at("winTenths"), 1000);
  EXPECT_EQ(view.at("players").at(1).at("items"), (json::array{1}));
  act(state, 2, bid(5));
  all_skip(state);
  // In the break the table keeps the completed round's holdings: 30-40 beats 10-20.
  ASSERT_EQ(state.phase(), Phase::kBreak);
  view = view_of(state, engine::Viewer::spectator());
  EXPECT_EQ(view.at("players").at(1).at("winTenths"), 0);
  EXPECT_EQ(view.at("players").at(2).at("winTenths"), 1000);
  EXPECT_EQ(view.at("phase"), "break");
  EXPECT_EQ(view.at("breakEndsAt"), view.at("deadline"));
  EXPECT_EQ(view.at("settlement").at("round"), 1);
  EXPECT_TRUE(view.at("auction").is_null());
  EXPECT_TRUE(view.at("currentItem").is_null());
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  view = view_of(state, engine::Viewer::spectator());
  EXPECT_TRUE(view.at("players").at(2).at("winTenths").is_null());  // a new round
  EXPECT_TRUE(view.at("settlement").is_null());                     // the break's animation is over
}

TEST(RightPriceView, TheSettlementListsItsEventsInOrder) {
  State state(table(1000, 300, 1, 1), 2, 1, 0, {50, 50, 50});
  act(state, 0, bid(10), 2000);
  act(state, 1, skip(), 2000);
  const auto view = view_of(state, engine::Viewer::seat(1));
  EXPECT_EQ(view.at("phase"), "finished");
  EXPECT_TRUE(view.at("deadline").is_null());
  EXPECT_EQ(view.at("breakEndsAt"), 12'000);
  const auto& settlement = view.at("settlement").as_object();
  EXPECT_EQ(settlement.at("winners"), (json::array{0}));
  EXPECT_EQ(settlement.at("items").at(0).at("value"), 50);
  const auto& events = settlement.at("events").as_array();
  ASSERT_EQ(events.size(), 5u);
  EXPECT_EQ(events[3], (json::object{{"kind", "payment"},
                                     {"seat", 0},
                                     {"amount", 10},
                                     {"from", "seat"},
                                     {"to", "pool"},
                                     {"item", 1}}));
  EXPECT_EQ(events[4].at("kind"), "prize");
  EXPECT_EQ(events[4].at("from"), "pool");
  EXPECT_EQ(events[4].at("amount"), 310);
  const auto& result = view.at("result").as_object();
  EXPECT_EQ(result.at("winners"), (json::array{0}));
  EXPECT_EQ(result.at("standings").at(0).at("capital"), 1150);
  EXPECT_EQ(view.at("history").as_array().size(), 1u);
}

TEST(RightPriceView, AfterFundingEndsTheGameTheTableShowsTheLastPlayedRound) {
  State state(table(100, 200, 1, 3), 2, 1, 0, {40, 60, 50});
  act(state, 1, bid(0), 500);
  act(state, 0, bid(0), 600);
  ASSERT_TRUE(state.tick(state.current_round().break_ends_at));
  ASSERT_TRUE(state.finished());
  const auto view = view_of(state, engine::Viewer::spectator());
  EXPECT_EQ(view.at("round"), 2);
  EXPECT_EQ(view.at("shownRound"), 1);
  EXPECT_EQ(view.at("players").at(1).at("winTenths"), 1000);
  EXPECT_EQ(view.at("funding").at("endedGame"), true);
  EXPECT_EQ(view.at("funding").at("eliminated"), (json::array{0}));
}

}  // namespace
}  // namespace gavel::right_price
