// Random play over Hold'em: the engine's checker in settings the registry's
// default run does not reach, and a run of our own that also resigns seats
// at random and holds the chip invariant (note 27) after every input.
#include <gtest/gtest.h>

#include "engine/checker.h"
#include "engine/legal_action.h"
#include "games/all_games.h"
#include "games/holdem/game.h"

namespace gavel::holdem {
namespace {

namespace json = boost::json;

void expect_checker_passes(const char* settings, int matches, int seats = 0) {
  const auto& registry = all_games().engine();
  engine::CheckOptions options;
  options.matches = matches;
  options.seed = 1414;
  options.seats = seats;
  options.settings = json::parse(settings);
  const auto report = engine::check_random_play(registry, *registry.find("holdem"), options);
  for (const auto& failure : report.failures) ADD_FAILURE() << failure;
  EXPECT_EQ(report.matches, matches);
  EXPECT_GT(report.secrets_checked, 0);
  EXPECT_GT(report.replays_checked, 0);
  EXPECT_GT(report.timeouts, 0);
}

TEST(HoldemRandomPlay, AutomaticBestWithAntesAndShortStacks) {
  expect_checker_passes(R"({"submission":"automatic","starting_chips":60,"big_blind":10,"ante":7})",
                        8);
}

TEST(HoldemRandomPlay, ManualSelectionHeadsUpAndFull) {
  expect_checker_passes(R"({"starting_chips":80,"big_blind":6,"max_sum":25})", 4, 2);
  expect_checker_passes(R"({"starting_chips":50,"big_blind":4,"progression":"x2"})", 3, 9);
}

TEST(HoldemRandomPlay, EveryGridCardType) {
  for (const char* kind : {"square_grid", "triangular_grid", "polyabolo_grid"}) {
    const std::string manual =
        std::string(R"({"card_type":")") + kind + R"(","starting_chips":40,"big_blind":6})";
    const std::string automatic =
        std::string(R"({"card_type":")") + kind +
        R"(","submission":"automatic","starting_chips":30,"big_blind":4})";
    expect_checker_passes(manual.c_str(), 2, 3);
    expect_checker_passes(automatic.c_str(), 1, 4);
  }
  // An edited panel where pieces compete (note 44).
  expect_checker_passes(
      R"({"card_type":"square_grid","panel":[[0,0],[1,0],[2,0],[0,1],[1,1]],"starting_chips":40,"big_blind":6})",
      1, 2);
  expect_checker_passes(
      R"({"card_type":"polyabolo_grid","panel":[[0,0,4],[1,0,1],[1,1,3]],"starting_chips":40,"big_blind":6})",
      1, 2);
}

TEST(HoldemRandomPlay, PointVoronoiTournaments) {
  expect_checker_passes(
      R"({"card_type":"point_voronoi","starting_chips":60,"big_blind":10,"ante":7})", 6);
  expect_checker_passes(R"({"card_type":"point_voronoi","starting_chips":40,"big_blind":4})", 2, 9);
}

// The checker with resignations: the tournament then often ends with a
// last hand whose cards were not all shown (a win by folds), so Reveal now
// after the end is played, every journal re-run holds it, and no such move
// changes the outcome.
TEST(HoldemRandomPlay, ResignationsAndRevealsAfterTheEndKeepTheContract) {
  const auto& registry = all_games().engine();
  engine::CheckOptions options;
  options.matches = 12;
  options.seed = 6814;
  options.settings = json::parse(R"({"starting_chips":40,"big_blind":4,"submission":"automatic"})");
  options.resign_action = Game::hosting().resign_action;
  options.resign_chance = 0.03;
  const auto report = engine::check_random_play(registry, *registry.find("holdem"), options);
  for (const auto& failure : report.failures) ADD_FAILURE() << failure;
  EXPECT_EQ(report.matches, options.matches);
  EXPECT_GT(report.resignations, 0);
  EXPECT_GT(report.moves_after_end, 0);
  EXPECT_GT(report.replays_checked, 0);
}

// Plays random legal moves, random timeouts and random resignations,
// checking the chips after every input and the places at the end.
void play_random_tournaments(const char* odd_seeds, const char* even_seeds, engine::Seed last) {
  for (engine::Seed seed = 1; seed <= last; ++seed) {
    engine::Rng rng(seed);
    const int seats = static_cast<int>(rng.between(2, 9));
    auto settings = parse_settings(json::parse(seed % 2 ? odd_seeds : even_seeds), seats);
    ASSERT_TRUE(settings.has_value());
    State state(*settings, seats, seed, 0);
    engine::Millis now = 0;
    for (int step = 0; step < 20000 && !state.finished(); ++step) {
      const auto seat = static_cast<Seat>(rng.below(static_cast<std::uint64_t>(seats)));
      const auto legal = Game::legal_actions(state, seat);
      if (rng.chance(0.01)) {
        Action resign;
        resign.kind = Action::Kind::kResign;
        (void)state.apply(seat, resign, now, engine::Origin::kPlayer);
      } else if (rng.chance(0.1) || legal.empty()) {
        now = std::max(now, state.next_deadline()->at);
        state.tick(now);
      } else {
        const auto action = Game::parse_action(engine::random_legal_action(legal, rng));
        ASSERT_TRUE(action.has_value());
        ASSERT_TRUE(state.apply(seat, *action, now, engine::Origin::kPlayer).has_value());
      }
      ASSERT_EQ(state.accounted_chips(), state.total_chips()) << "seed " << seed;
      for (const auto& p : state.players()) ASSERT_GE(p.stack, 0);
    }
    ASSERT_TRUE(state.finished()) << "seed " << seed;
    // Places: one winner at most, every place from 1 to seats.
    int firsts = 0;
    for (const int place : state.places()) {
      EXPECT_GE(place, 1);
      EXPECT_LE(place, seats);
      firsts += place == 1 ? 1 : 0;
    }
    EXPECT_GE(firsts, 1);
  }
}

TEST(HoldemRandomPlay, ChipsAreNeverMadeOrLostEvenWithResignations) {
  play_random_tournaments(R"({"starting_chips":40,"big_blind":4,"ante":3})",
                          R"({"starting_chips":30,"big_blind":2,"submission":"automatic"})", 40);
}

TEST(HoldemRandomPlay, GridTournamentsConserveChipsAndEnd) {
  for (const char* kind : {"square_grid", "triangular_grid", "polyabolo_grid"}) {
    const std::string manual = std::string(R"({"card_type":")") + kind +
                               R"(","starting_chips":40,"big_blind":4,"ante":3})";
    const std::string automatic =
        std::string(R"({"card_type":")") + kind +
        R"(","starting_chips":30,"big_blind":2,"submission":"automatic"})";
    play_random_tournaments(manual.c_str(), automatic.c_str(), 12);
  }
}

TEST(HoldemRandomPlay, PointVoronoiKeepsChipsEvenWithResignations) {
  play_random_tournaments(
      R"({"card_type":"point_voronoi","starting_chips":40,"big_blind":4,"ante":3})",
      R"({"card_type":"point_voronoi","starting_chips":30,"big_blind":2})", 20);
}

}  // namespace
}  // namespace gavel::holdem
