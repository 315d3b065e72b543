// Fuzz target: each registered game through the engine contract. The bytes
// pick a game (from the catalog), a seat count and a seed, then drive the
// match step by step: let the next deadline pass, play one of a seat's legal
// actions, or send a mutated one (a field changed, dropped or added). After
// every step the random-play checker's own checks run (engine::check_step:
// views render and survive JSON, every legal action applies, probes are
// refused without a trace, secrets stay hidden, the journal replays); any
// failure aborts with the checker's message.
#include <boost/json.hpp>
#include <cstdio>
#include <cstdlib>

#include "engine/checker.h"
#include "engine/legal_action.h"
#include "engine/session.h"
#include "fuzz/byte_reader.h"
#include "fuzz/resign_action.h"
#include "games/all_games.h"

namespace {

namespace json = boost::json;
using namespace gavel;

// A match of more steps finds little more and costs quadratic time (each
// check replays the journal).
constexpr int kMaxSteps = 40;

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz_match: %s\n", what.c_str());
  std::abort();
}

// One field of a legal action, replaced by a value the bytes choose (or
// dropped, or joined by an unknown field).
json::value mutated(json::value action, fuzz::ByteReader& in) {
  if (!action.is_object()) return action;
  auto& object = action.as_object();
  std::vector<std::string> keys;
  for (const auto& field : object) keys.emplace_back(field.key());
  const std::string key = keys.empty() ? "action" : keys[in.below(keys.size())];
  switch (in.below(8)) {
    case 0:
      object.erase(key);
      break;
    case 1:
      object["unexpected"] = 1;
      break;
    case 2:
      object[key] = nullptr;
      break;
    case 3:
      object[key] = json::string(in.text(in.below(16)));
      break;
    case 4:
      object[key] = static_cast<double>(static_cast<std::int8_t>(in.byte())) / 4;
      break;
    case 5:
      object[key] = static_cast<std::int64_t>(in.u64());
      break;
    case 6:
      object[key] = json::array{static_cast<std::int64_t>(in.byte())};
      break;
    default:
      object[key] = static_cast<std::int64_t>(in.byte()) - 2;
      break;
  }
  return action;
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
  engine::Millis now = 1'000'000;
  auto session = engine::Session::create(registry, game.name, nullptr, seats, seed, now);
  if (!session) fail(game.name + ": default settings refused: " + session.error().message);

  engine::Rng rng(seed);
  const engine::Session::StandIn stand_in = [&](const engine::Match& match,
                                                engine::Seat s) -> engine::Result<json::value> {
    const auto legal = match.legal_actions(s);
    if (legal.empty()) return engine::invalid("nothing to do");
    return engine::random_legal_action(legal, rng);
  };
  engine::CheckReport report;
  const std::string label = game.name + " (seed " + std::to_string(seed) + ")";
  for (int step = 0; step < kMaxSteps && !in.empty() && !session->match().finished(); ++step) {
    const auto op = in.below(4);
    const auto deadline = session->match().next_deadline();
    const engine::Seat seat = static_cast<engine::Seat>(in.below(seats));
    const auto legal = session->match().legal_actions(seat);
    if (op == 0 || legal.empty()) {
      if (!deadline) continue;
      now = std::max(now, deadline->at);
      if (session->advance(now, stand_in) == 0)
        fail(label + ": a deadline passed and nothing moved");
    } else {
      const auto& entry = legal[in.below(legal.size())];
      if (!entry.is_object()) fail(label + ": a legal action entry is not an object");
      auto action = engine::sample_action(entry.as_object(), rng);
      if (op == 3) action = mutated(std::move(action), in);
      const auto before = session->match().clone();
      const auto applied = session->act(seat, action, now, engine::Origin::kPlayer);
      if (engine::is_listed(legal, action)) {
        if (!applied) fail(label + ": listed action refused: " + applied.error().message);
      } else if (applied && !fuzz::is_resign_action(game, action)) {
        fail(label + ": unlisted action accepted: " + json::serialize(action));
      } else if (!applied &&
                 (applied.error().message.empty() || !before->same_state(session->match()))) {
        fail(label + ": a refusal without a message, or one that changed the state");
      }
    }
    if (!engine::check_step(registry, *session, now, rng, report, label)) fail(report.failures[0]);
  }
  return 0;
}
