// Fuzz target: every registered game's action parser and apply path. The
// bytes pick a game (from the catalog, never by name), a seat count, a seed
// and a few random legal steps to reach some point of a match; the rest is
// an action, as JSON or (when it does not parse) as a JSON string, applied
// for one seat (or a seat that does not exist). A refusal must be a value
// with a message that leaves the state as it was; an accepted action must be
// one the seat's legal actions list (or the game's resign action, which is
// never listed). Anything else aborts.
#include <boost/json.hpp>
#include <cstdio>
#include <cstdlib>

#include "engine/legal_action.h"
#include "engine/session.h"
#include "fuzz/byte_reader.h"
#include "fuzz/resign_action.h"
#include "games/all_games.h"

namespace {

namespace json = boost::json;
using namespace gavel;

[[noreturn]] void fail(const engine::GameInfo& game, const std::string& what) {
  std::fprintf(stderr, "fuzz_actions: %s: %s\n", game.name.c_str(), what.c_str());
  std::abort();
}

json::value action_from(std::string_view text) {
  std::error_code ec;
  auto parsed = json::parse(text, ec);
  if (!ec) return parsed;
  return json::string(text);  // not JSON: the bytes as a string, still an action to refuse
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::ByteReader in(data, size);
  const auto& registry = all_games().engine();
  const auto& games = registry.games();
  const auto& game = games[in.below(games.size())];
  const int seats =
      game.min_seats + static_cast<int>(in.below(game.max_seats - game.min_seats + 1));
  const engine::Seed seed = in.u64();
  const int steps = static_cast<int>(in.below(64));
  // seat_count and -1 are seats that do not exist.
  const engine::Seat seat = static_cast<engine::Seat>(in.below(seats + 2)) - 1;
  engine::Millis now = 1'000'000;
  auto session = engine::Session::create(registry, game.name, nullptr, seats, seed, now);
  if (!session) fail(game, "default settings refused: " + session.error().message);

  engine::Rng rng(seed);
  const engine::Session::StandIn stand_in = [&](const engine::Match& match,
                                                engine::Seat s) -> engine::Result<json::value> {
    const auto legal = match.legal_actions(s);
    if (legal.empty()) return engine::invalid("nothing to do");
    return engine::random_legal_action(legal, rng);
  };
  for (int step = 0; step < steps && !session->match().finished(); ++step) {
    std::vector<engine::Seat> movers;
    for (engine::Seat s = 0; s < seats; ++s) {
      if (!session->match().legal_actions(s).empty()) movers.push_back(s);
    }
    if (movers.empty()) {
      const auto deadline = session->match().next_deadline();
      if (!deadline) break;
      now = std::max(now, deadline->at);
      session->advance(now, stand_in);
      continue;
    }
    const auto mover = movers[rng.below(movers.size())];
    if (!session->act(mover,
                      engine::random_legal_action(session->match().legal_actions(mover), rng), now,
                      engine::Origin::kPlayer)) {
      fail(game, "a legal action was refused");
    }
  }

  const auto action = action_from(in.rest());
  const auto& match = session->match();
  const auto legal = match.legal_actions(seat);
  auto copy = match.clone();
  const auto applied = copy->apply(seat, action, now, engine::Origin::kPlayer);
  if (!applied) {
    if (applied.error().message.empty()) fail(game, "a refusal without a message");
    if (!copy->same_state(match)) fail(game, "a refused action changed the state");
    return 0;
  }
  if (!engine::is_listed(legal, action) && !fuzz::is_resign_action(game, action)) {
    fail(game, "seat " + std::to_string(seat) +
                   " got an unlisted action accepted: " + json::serialize(action));
  }
  // What follows an accepted action must still render for everyone.
  (void)json::serialize(copy->view(engine::Viewer::spectator()));
  for (engine::Seat s = 0; s < seats; ++s)
    (void)json::serialize(copy->view(engine::Viewer::seat(s)));
  return 0;
}
