// The leak scan (server/leak_scan.h) over every registered game: the views
// the rules give each viewer pass, and a seat handed another seat's view or
// private event, or a live replay with its record, is reported.
#include "server/leak_scan.h"

#include <gtest/gtest.h>

#include "engine/legal_action.h"
#include "engine/session.h"
#include "games/all_games.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

struct Played {
  engine::MatchRecord record;
  std::vector<SeenView> seen;  // every viewer's feed at every step
  // Seat 0's view at a point where it held a secret, and the final events.
  std::optional<json::object> secret_view_of_seat0;
  std::vector<engine::Event> events;
};

json::object feed_of(const engine::Match& match, engine::Viewer viewer) {
  auto state = match.view(viewer);
  state["game"] = match.game();
  state["rules_version"] = match.rules_version();
  return json::object{{"visible_state", std::move(state)},
                      {"events", engine::events_json(match.events().seen_by(viewer))}};
}

Played play(const engine::GameInfo& game, engine::Seed seed) {
  const auto& registry = all_games().engine();
  const int seats = game.min_seats;
  engine::Millis now = 1'000'000;
  auto session = engine::Session::create(registry, game.name, nullptr, seats, seed, now);
  EXPECT_TRUE(session) << game.name;
  Played out;
  if (!session) return out;
  engine::Rng rng(seed);
  const auto stand_in = [&](const engine::Match& match,
                            engine::Seat seat) -> engine::Result<json::value> {
    return engine::random_legal_action(match.legal_actions(seat), rng);
  };
  for (int step = 0; step < 5000 && !session->match().finished(); ++step) {
    const auto& match = session->match();
    out.seen.push_back({std::nullopt, "feed", feed_of(match, engine::Viewer::spectator())});
    for (engine::Seat seat = 0; seat < seats; ++seat)
      out.seen.push_back({seat, "feed", feed_of(match, engine::Viewer::seat(seat))});
    engine::Rng probe(engine::derive_seed(seed, static_cast<std::uint64_t>(step)));
    if (!out.secret_view_of_seat0 && !match.secret_variants(0, probe).empty())
      out.secret_view_of_seat0 = feed_of(match, engine::Viewer::seat(0));
    std::vector<engine::Seat> movers;
    for (engine::Seat seat = 0; seat < seats; ++seat) {
      if (!match.legal_actions(seat).empty()) movers.push_back(seat);
    }
    if (movers.empty()) {
      const auto deadline = match.next_deadline();
      if (!deadline) break;
      now = std::max(now, deadline->at);
      session->advance(now, stand_in);
      continue;
    }
    const auto seat = movers[rng.below(movers.size())];
    EXPECT_TRUE(session->act(seat, engine::random_legal_action(match.legal_actions(seat), rng), now,
                             engine::Origin::kPlayer));
  }
  EXPECT_TRUE(session->match().finished()) << game.name;
  out.record = session->record();
  out.events = session->match().events().all();
  return out;
}

class EveryGame : public ::testing::TestWithParam<std::string> {
 protected:
  const engine::GameInfo& game() const { return *all_games().engine().find(GetParam()); }
  engine::Result<LeakReport> scan(const Played& played, const std::vector<SeenView>& seen) const {
    return scan_for_leaks(all_games(), played.record, seen);
  }
};

TEST_P(EveryGame, PassesTheViewsTheRulesGave) {
  const auto played = play(game(), 11);
  const auto report = scan(played, played.seen);
  ASSERT_TRUE(report) << report.error().message;
  for (const auto& leak : report->leaks) ADD_FAILURE() << leak;
  EXPECT_EQ(report->views_checked, static_cast<long>(played.seen.size()));
  EXPECT_GT(report->secrets_checked, 0);
  EXPECT_GT(report->events_checked, 0);
}

TEST_P(EveryGame, ReportsASeatHandedAnotherSeatsView) {
  const auto played = play(game(), 12);
  ASSERT_TRUE(played.secret_view_of_seat0) << "seat 0 never held a secret";
  const auto report = scan(played, {{1, "feed", *played.secret_view_of_seat0}});
  ASSERT_TRUE(report) << report.error().message;
  // The view, and any private event of seat 0's that came with it.
  ASSERT_FALSE(report->leaks.empty());
  EXPECT_NE(report->leaks[0].find("seat 1 (feed): a view the rules never gave it"),
            std::string::npos)
      << report->leaks[0];
}

TEST_P(EveryGame, ReportsAnotherSeatsPrivateEvent) {
  const auto played = play(game(), 13);
  const engine::Event* told = nullptr;
  for (const auto& event : played.events) {
    if (event.only == 0) told = &event;
  }
  if (!told) GTEST_SKIP() << GetParam() << " tells seats nothing privately";
  const json::object feed{{"events", json::array{engine::event_json(*told)}}};
  const auto report = scan(played, {{1, "feed", feed}, {std::nullopt, "feed", feed}});
  ASSERT_TRUE(report) << report.error().message;
  EXPECT_EQ(report->leaks.size(), 2u);
  const auto own = scan(played, {{0, "feed", feed}});
  ASSERT_TRUE(own);
  EXPECT_TRUE(own->leaks.empty());
}

TEST_P(EveryGame, ReportsALiveReplayWithItsRecord) {
  const auto played = play(game(), 14);
  const json::object live{{"status", "playing"}, {"record", engine::record_to_json(played.record)}};
  const auto report = scan(played, {{std::nullopt, "replay", live}});
  ASSERT_TRUE(report);
  ASSERT_EQ(report->leaks.size(), 1u);
  EXPECT_NE(report->leaks[0].find("record"), std::string::npos);
}

std::vector<std::string> registered_games() {
  std::vector<std::string> names;
  for (const auto& game : all_games().engine().games()) names.push_back(game.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(LeakScan, EveryGame, ::testing::ValuesIn(registered_games()),
                         [](const auto& info) { return info.param; });

TEST(LeakScan, RefusesARecordThatDoesNotReplay) {
  engine::MatchRecord record;
  record.game = "no such game";
  EXPECT_FALSE(scan_for_leaks(all_games(), record, {}));
}

}  // namespace
}  // namespace gavel::server
