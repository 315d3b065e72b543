// The public player and leaderboard pages against a real SQLite account
// store: the exact JSON text (ratings with one decimal, never 1.5E3), the
// merge of several games' history, the bounds, and the 404s and 405s.
#include "server/players_api.h"

#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <optional>

#include "../support/handle_now.h"
#include "../support/scratch_dir.h"
#include "accounts/password.h"
#include "accounts/sqlite_account_store.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

// Two games, so history from both must be merged; only their names matter here.
games::Catalog two_games() {
  games::Catalog catalog;
  for (const char* name : {"bidlock", "tiles"}) {
    games::GameEntry game;
    game.info.name = name;
    catalog.add(std::move(game));
  }
  return catalog;
}

class PlayersApiTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(store_); }
  void TearDown() override { store_.reset(); }  // closed before the directory goes

  std::unique_ptr<accounts::SqliteAccountStore> open_store() const {
    accounts::SqliteAccountStore::Options options;
    options.password_params = accounts::minimum_password_params();  // fast argon2 for tests
    auto store =
        accounts::SqliteAccountStore::open((scratch_.path() / "accounts.db").string(), options);
    EXPECT_TRUE(store) << store.error().message;
    return store ? std::move(*store) : nullptr;
  }

  accounts::Account make_account(std::string_view name) {
    auto account = store_->create_account(name, "correct horse", 1'700'000'000'000);
    EXPECT_TRUE(account) << account.error().message;
    return account ? *account : accounts::Account{};
  }

  // One rated match for one player, from its stored rating to `new_rating`.
  void rate(const accounts::Account& account, const std::string& game, const std::string& match,
            accounts::Tenths new_rating, std::int64_t at) {
    const auto old_rating = store_->rating(account.id, game);
    ASSERT_TRUE(old_rating);
    const auto applied =
        store_->apply_ratings({game, match, at, {{account.id, *old_rating, new_rating}}});
    ASSERT_TRUE(applied) << applied.error().message;
  }

  // Runs one request to its reply, driving the background executor here.
  Response get(std::string path, std::string method = "GET") {
    Request request;
    request.method = std::move(method);
    request.path = std::move(path);
    return handle_now(api_, io_, request);
  }

  gavel::testing::ScratchDir scratch_{"gavel_players_api_test"};
  std::unique_ptr<accounts::SqliteAccountStore> store_ = open_store();
  games::Catalog registry_ = two_games();
  boost::asio::io_context io_;
  PlayersApi api_{*store_, registry_, io_.get_executor()};
};

TEST_F(PlayersApiTest, OtherPathsAreNotHandled) {
  for (const char* path :
       {"/api/players", "/api/players/", "/api/players/a/b", "/api/leaderboard/", "/api/rooms"}) {
    Request request;
    request.method = "GET";
    request.path = path;
    Router router;
    api_.add_routes(router);
    EXPECT_FALSE(router.dispatch(request, [](Response) { FAIL() << "answered"; })) << path;
  }
}

TEST_F(PlayersApiTest, OnlyGetIsAllowed) {
  for (const char* path : {"/api/players/alice", "/api/leaderboard/bidlock"}) {
    const auto response = get(path, "POST");
    EXPECT_EQ(response.status, 405) << path;
    ASSERT_EQ(response.headers.size(), 2u);
    EXPECT_EQ(response.headers[1], (std::pair<std::string, std::string>{"Allow", "GET"}));
  }
  EXPECT_EQ(get("/api/leaderboard/bidlock", "HEAD").status, 200);
}

TEST_F(PlayersApiTest, AnUnknownPlayerIs404) {
  make_account("Alice");
  const auto response = get("/api/players/Bob");
  EXPECT_EQ(response.status, 404);
  EXPECT_TRUE(json::parse(response.body).as_object().contains("error")) << response.body;
  // Guests are never stored, so their names are unknown players too.
  EXPECT_EQ(get("/api/players/Guest-4821").status, 404);
}

TEST_F(PlayersApiTest, APlayerWhoNeverPlayedHasEmptyLists) {
  make_account("Alice");
  const auto response = get("/api/players/alice");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, R"({"name":"Alice","ratings":[],"history":[]})");
}

TEST_F(PlayersApiTest, RatingsAndHistoryReadWithOneDecimal) {
  const auto alice = make_account("Alice");
  rate(alice, "bidlock", "M1", 15123, 1000);
  rate(alice, "tiles", "T1", 14800, 2000);
  rate(alice, "bidlock", "M2", 15118, 3000);
  rate(alice, "bidlock", "M3", 15118, 4000);
  const auto response = get("/api/players/ALICE");
  ASSERT_EQ(response.status, 200);
  EXPECT_EQ(
      response.body,
      R"({"name":"Alice","ratings":[)"
      R"({"game":"bidlock","rating":1511.8,"games":3},)"
      R"({"game":"tiles","rating":1480.0,"games":1}],"history":[)"
      R"({"game":"bidlock","match":"M3","old":1511.8,"new":1511.8,"change":0.0,"at":4000},)"
      R"({"game":"bidlock","match":"M2","old":1512.3,"new":1511.8,"change":-0.5,"at":3000},)"
      R"({"game":"tiles","match":"T1","old":1500.0,"new":1480.0,"change":-20.0,"at":2000},)"
      R"({"game":"bidlock","match":"M1","old":1500.0,"new":1512.3,"change":12.3,"at":1000}]})");
  // And it is JSON whose numbers read back as the ratings.
  const auto body = json::parse(response.body);
  EXPECT_EQ(body.at("ratings").at(0).at("rating").as_double(), 1511.8);
  EXPECT_EQ(body.at("history").at(1).at("change").as_double(), -0.5);
}

TEST_F(PlayersApiTest, HistoryIsTheNewestHundredAcrossGames) {
  const auto alice = make_account("Alice");
  // 70 bidlock and 50 tiles matches, interleaved in time.
  for (int i = 0; i < 120; ++i) {
    const bool bidlock = i % 12 < 7;
    rate(alice, bidlock ? "bidlock" : "tiles", "M" + std::to_string(i), 15000 + i, 1000 + i);
  }
  const auto body = json::parse(get("/api/players/Alice").body);
  const auto& ratings = body.at("ratings").as_array();
  ASSERT_EQ(ratings.size(), 2u);
  EXPECT_EQ(ratings[0].at("games").as_int64(), 70);
  EXPECT_EQ(ratings[1].at("games").as_int64(), 50);
  const auto& history = body.at("history").as_array();
  ASSERT_EQ(history.size(), 100u);
  EXPECT_EQ(history.front().at("at").as_int64(), 1119);
  EXPECT_EQ(history.back().at("at").as_int64(), 1020);
  for (std::size_t i = 1; i < history.size(); ++i) {
    EXPECT_LT(history[i].at("at").as_int64(), history[i - 1].at("at").as_int64());
  }
}

TEST_F(PlayersApiTest, GamesCountEveryMatchNotOnlyTheShownHistory) {
  const auto alice = make_account("Alice");
  for (int i = 0; i < 105; ++i) rate(alice, "tiles", "T" + std::to_string(i), 15000 + i, i);
  const auto body = json::parse(get("/api/players/Alice").body);
  EXPECT_EQ(body.at("ratings").at(0).at("games").as_int64(), 105);
  EXPECT_EQ(body.at("history").as_array().size(), 100u);
}

TEST_F(PlayersApiTest, TheLeaderboardRanksByRatingThenName) {
  rate(make_account("carol"), "bidlock", "M1", 15205, 1000);
  rate(make_account("Bob"), "bidlock", "M2", 15205, 1000);
  rate(make_account("Alice"), "bidlock", "M3", 14900, 1000);
  rate(make_account("Dave"), "tiles", "T1", 16000, 1000);  // another game's player
  make_account("Erin");                                    // never played
  const auto response = get("/api/leaderboard/bidlock");
  ASSERT_EQ(response.status, 200);
  EXPECT_EQ(response.body, R"({"game":"bidlock","players":[)"
                           R"({"rank":1,"name":"Bob","rating":1520.5},)"
                           R"({"rank":2,"name":"carol","rating":1520.5},)"
                           R"({"rank":3,"name":"Alice","rating":1490.0}]})");
}

TEST_F(PlayersApiTest, TheLeaderboardShowsTheTopHundred) {
  accounts::RatedMatch match{"bidlock", "BIG", 1000, {}};
  for (int i = 0; i < 105; ++i) {
    const auto account = make_account("player" + std::to_string(i));
    match.updates.push_back({account.id, 15000, 15000 + 10 * i});
  }
  ASSERT_TRUE(store_->apply_ratings(match));
  const auto body = json::parse(get("/api/leaderboard/bidlock").body);
  const auto& players = body.at("players").as_array();
  ASSERT_EQ(players.size(), 100u);
  EXPECT_EQ(players.front().at("name").as_string(), "player104");
  EXPECT_EQ(players.front().at("rank").as_int64(), 1);
  EXPECT_EQ(players.back().at("name").as_string(), "player5");
  EXPECT_EQ(players.back().at("rank").as_int64(), 100);
}

TEST_F(PlayersApiTest, UnknownGamesAre404AndUnplayedOnesEmpty) {
  const auto unknown = get("/api/leaderboard/chess");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_TRUE(json::parse(unknown.body).as_object().contains("error")) << unknown.body;
  EXPECT_EQ(get("/api/leaderboard/tiles").body, R"({"game":"tiles","players":[]})");
}

}  // namespace
}  // namespace gavel::server
