// gavel replay-check: re-runs a finished match's replay (the JSON of
// GET /api/replay/{code}) through the rules and checks that the final state
// everyone may see, the public events, the rounds and the result come out
// exactly as stored. Names no game: what is compared is the engine's view.
#include <cstdio>

#include "cli/commands.h"
#include "cli/input_text.h"
#include "engine/feed.h"
#include "engine/journal.h"
#include "games/all_games.h"

namespace gavel::cli {
namespace json = boost::json;

namespace {

// The final state as the replay stores it, less what the server adds to the
// game's view (its name, rules version and the players' names).
json::value without_room_additions(json::value final_state, const json::object& view) {
  auto* fields = final_state.if_object();
  if (!fields) return final_state;
  for (const auto* key : {"game", "rules_version"}) {
    if (!view.contains(key)) fields->erase(key);
  }
  auto* players = fields->if_contains("players");
  const auto* plain = view.if_contains("players");
  if (players && players->is_array() && plain && plain->is_array()) {
    for (std::size_t i = 0; i < players->as_array().size(); ++i) {
      auto* player = players->as_array()[i].if_object();
      const auto* original =
          i < plain->as_array().size() ? plain->as_array()[i].if_object() : nullptr;
      if (player && original && !original->contains("name")) player->erase("name");
    }
  }
  return final_state;
}

}  // namespace

int replay_check_command(Args args) {
  if (args.size() != 1 || args[0] == "--help" || args[0] == "-h") {
    std::fputs(
        "usage: gavel replay-check FILE\n"
        "\n"
        "Reads a replay (the JSON of GET /api/replay/{code}; FILE '-' reads standard input),\n"
        "re-runs its record through the rules, and checks the rounds and the result.\n"
        "Exit code 0: they match; 1: they differ or the record is refused; 2: bad usage.\n",
        args.size() == 1 ? stdout : stderr);
    return args.size() == 1 ? 0 : 2;
  }
  const auto text = read_input_text(args[0]);
  if (!text) {
    std::fprintf(stderr, "replay-check: cannot read %.*s\n", static_cast<int>(args[0].size()),
                 args[0].data());
    return 2;
  }
  std::error_code ec;
  const auto replay = json::parse(*text, ec);
  if (ec || !replay.is_object() || !replay.as_object().contains("record")) {
    std::fputs("replay-check: not a finished match's replay (no \"record\")\n", stderr);
    return 1;
  }
  auto record = engine::record_from_json(replay.at("record"));
  if (!record) {
    std::fprintf(stderr, "replay-check: %s\n", record.error().message.c_str());
    return 1;
  }
  auto match = engine::replay(all_games().engine(), *record);
  if (!match) {
    std::fprintf(stderr, "replay-check: %s\n", match.error().message.c_str());
    return 1;
  }
  const auto view = (*match)->view(engine::Viewer::spectator());
  const auto& stored_replay = replay.as_object();
  int differences = 0;
  const auto differ = [&](const char* what, const json::value* stored, const json::value* rerun) {
    if (stored && rerun && *stored == *rerun) return;
    std::fprintf(stderr, "replay-check: %s differ\n  stored: %s\n  re-run: %s\n", what,
                 stored ? json::serialize(*stored).c_str() : "(none)",
                 rerun ? json::serialize(*rerun).c_str() : "(none)");
    ++differences;
  };
  if (const auto* final_state = stored_replay.if_contains("final")) {
    const json::value stored = without_room_additions(*final_state, view);
    const json::value rerun = view;
    differ("final states", &stored, &rerun);
    const json::value events =
        engine::events_json((*match)->events().seen_by(engine::Viewer::spectator()));
    differ("events", stored_replay.if_contains("events"), &events);
  }
  // The rounds and the result, for games whose view has them (and replays
  // saved before "final" was).
  for (const auto* key : {"rounds", "result"}) {
    const char* field = std::string_view(key) == "rounds" ? "history" : "result";
    const auto* stored = stored_replay.if_contains(key);
    const auto* rerun = view.if_contains(field);
    if (!rerun && stored &&
        (stored->is_null() || (stored->is_array() && stored->as_array().empty())))
      continue;
    if (!stored || !rerun || *stored != *rerun) {
      std::fprintf(stderr, "replay-check: %s differ\n  stored: %s\n  re-run: %s\n", key,
                   stored ? json::serialize(*stored).c_str() : "(none)",
                   rerun ? json::serialize(*rerun).c_str() : "(none)");
      ++differences;
    }
  }
  if (!(*match)->finished()) {
    std::fputs("replay-check: the record does not reach the end of the match\n", stderr);
    ++differences;
  }
  if (differences) return 1;
  std::printf("replay-check: %zu inputs re-run; the final state and events match\n",
              record->inputs.size());
  return 0;
}

}  // namespace gavel::cli
