// Played through engine::Session, as the server hosts a match, so the
// record is exactly what a server would store.
#include "tests/games/auction/replay_fixture.h"

#include "engine/journal.h"
#include "engine/legal_action.h"
#include "engine/session.h"
#include "games/all_games.h"

namespace gavel::auction::test {

namespace json = boost::json;

json::object played_replay(const json::value& settings, int seats, engine::Seed seed) {
  auto session =
      engine::Session::create(all_games().engine(), "auction", settings, seats, seed, 1000);
  engine::Rng rng(seed ^ 0x5eed);
  engine::Millis now = 1000;
  bool someone_left = false;
  const engine::Session::StandIn none = [](const engine::Match&, engine::Seat) {
    return engine::Result<json::value>(engine::invalid("the rules stand in themselves"));
  };
  while (!session->match().finished()) {
    const auto deadline = session->match().next_deadline();
    if (rng.below(8) == 0) {
      now = deadline->at;
      session->advance(now, none);
      continue;
    }
    for (engine::Seat seat = 0; seat < seats; ++seat) {
      const auto legal = session->match().legal_actions(seat);
      if (legal.empty()) continue;
      now += 10;
      if (!someone_left && seat == seats - 1 && rng.below(10) == 0) {
        someone_left = true;
        (void)session->act(seat, json::object{{"action", "leave"}}, now, engine::Origin::kPlayer);
        break;
      }
      (void)session->act(seat, engine::random_legal_action(legal, rng), now,
                         engine::Origin::kPlayer);
      break;
    }
  }
  const auto& match = session->match();
  return {{"record", engine::record_to_json(session->record())},
          {"events", engine::events_json(match.events().seen_by(engine::Viewer::spectator()))},
          {"final", match.view(engine::Viewer::spectator())}};
}

}  // namespace gavel::auction::test
