// The toy third game through the generic seams: registered by one line, it
// passes the random-play checker, plays by its rules and hides face-down cards.
#include <gtest/gtest.h>

#include "engine/checker.h"
#include "engine/session.h"
#include "tests/toy_game/game.h"
#include "tests/toy_game/toy_catalog.h"

namespace gavel::toy {
namespace {

namespace json = boost::json;

TEST(ToyGame, TheCatalogHostsItAfterBidlock) {
  const auto& catalog = toy_catalog();
  ASSERT_EQ(catalog.entries().size(), 2u);
  EXPECT_EQ(catalog.first().name(), "bidlock");
  const auto* entry = catalog.find("toy");
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->title(), "High Card");
  EXPECT_EQ(entry->info.bot_names.front(), "low");
  EXPECT_EQ(entry->host.turn_setting, "turnSeconds");
  EXPECT_TRUE(entry->host.rate && entry->host.rate_places);
  EXPECT_NE(catalog.engine().find("toy"), nullptr);
}

TEST(ToyGame, PassesTheRandomPlayChecker) {
  const auto& registry = toy_catalog().engine();
  engine::CheckOptions options;
  options.matches = 40;
  options.seed = 7;
  const auto report = engine::check_random_play(registry, *registry.find("toy"), options);
  for (const auto& failure : report.failures) ADD_FAILURE() << failure;
  EXPECT_EQ(report.matches, options.matches);
  EXPECT_GT(report.legal_checked, 0);
  EXPECT_GT(report.refusals_checked, 0);
  EXPECT_GT(report.secrets_checked, 0);
  EXPECT_GT(report.replays_checked, 0);
  EXPECT_GT(report.timeouts, 0);
}

TEST(ToyGame, SettingsAndSeatsAreCheckedWithReasons) {
  const auto& info = toy_catalog().find("toy")->info;
  const auto bad = [&](const char* settings, int seats) {
    auto match = info.create(json::parse(settings), seats, 1, 0);
    return match ? std::string() : match.error().message;
  };
  EXPECT_EQ(bad("{}", 3), "High Card takes 2 to 2 seats");
  EXPECT_EQ(bad(R"({"rounds": 6})", 2), "rounds must be a whole number from 1 to 5");
  EXPECT_EQ(bad(R"({"turnSeconds": 4.5})", 2), "turnSeconds must be a whole number from 5 to 300");
  EXPECT_EQ(bad(R"({"speed": 1})", 2), "unknown High Card setting 'speed'");
  EXPECT_EQ(bad(R"({"rounds": 2.0, "turnSeconds": 5})", 2), "");
}

TEST(ToyGame, TheHigherCardScoresAndTheOtherSeatNeverSeesAFaceDownCard) {
  State state(Settings{.rounds = 2, .turn_seconds = 10}, 2, 1, 0);
  ASSERT_TRUE(state.apply(1, {4}, 5, engine::Origin::kPlayer));
  EXPECT_EQ(state.apply(1, {3}, 6, engine::Origin::kPlayer).error().kind,
            engine::ErrorKind::kConflict);
  const auto other = Game::view_json(Game::view(state, engine::Viewer::seat(0)));
  EXPECT_TRUE(other.at("you").at("playedCard").is_null());
  EXPECT_EQ(other.at("players").at(1).at("played"), true);
  EXPECT_EQ(other.at("players").at(1).at("hand").as_array().size(), 5u);  // 4 still listed
  const auto own = Game::view_json(Game::view(state, engine::Viewer::seat(1)));
  EXPECT_EQ(own.at("you").at("playedCard"), 4);

  ASSERT_TRUE(state.apply(0, {2}, 7, engine::Origin::kPlayer));
  EXPECT_EQ(state.round(), 2);
  EXPECT_EQ(state.player(1).score, 1);
  EXPECT_EQ(state.next_deadline()->at, 7 + 10'000);
  EXPECT_EQ(state.apply(0, {2}, 8, engine::Origin::kPlayer).error().message,
            "you do not hold card 2");
  std::size_t cursor = 0;
  EXPECT_EQ(Game::narrate(state, cursor, {"Ann", "Bob"}),
            std::vector<std::string>{"Round 1: Ann plays 2, Bob plays 4; Bob scores"});
  EXPECT_TRUE(Game::narrate(state, cursor, {"Ann", "Bob"}).empty());

  ASSERT_TRUE(state.apply(0, {5}, 9, engine::Origin::kPlayer));
  ASSERT_TRUE(state.apply(1, {5}, 9, engine::Origin::kPlayer));
  ASSERT_TRUE(state.finished());
  const auto standings = state.outcome().standings;
  EXPECT_EQ(standings[0], (engine::Standing{1, 1, 1.0}));
  EXPECT_EQ(standings[1], (engine::Standing{0, 2, 0.0}));
  const auto final_view = Game::view_json(Game::view(state, engine::Viewer::spectator()));
  EXPECT_EQ(final_view.at("result").at("winners"), json::array{1});
  EXPECT_EQ(final_view.at("history").at(1).at("winner"), nullptr);
}

TEST(ToyGame, ItsBotsPlayOnlyWhatTheyHold) {
  const auto& info = toy_catalog().find("toy")->info;
  auto created = info.create(nullptr, 2, 3, 0);
  ASSERT_TRUE(created);
  auto& match = **created;
  for (const auto& name : info.bot_names) {
    auto bot = info.make_bot(name, 11);
    ASSERT_TRUE(bot) << name;
    const auto action = (*bot)->decide(match, 0);
    ASSERT_TRUE(action) << name;
    EXPECT_TRUE(match.clone()->apply(0, *action, 1, engine::Origin::kBot)) << name;
  }
  EXPECT_FALSE(info.make_bot("sharp", 1));
}

}  // namespace
}  // namespace gavel::toy
