// gavel replay-check: re-runs a finished match's replay (the JSON of
// GET /api/replay/{code}) through the rules and checks that every round and
// the result come out exactly as stored.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "engine/journal.h"
#include "games/all_games.h"

namespace gavel::cli {
namespace json = boost::json;

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
  std::stringstream text;
  if (args[0] == "-") {
    text << std::cin.rdbuf();
  } else {
    std::ifstream file{std::string(args[0])};
    if (!file) {
      std::fprintf(stderr, "replay-check: cannot read %.*s\n", static_cast<int>(args[0].size()),
                   args[0].data());
      return 2;
    }
    text << file.rdbuf();
  }
  std::error_code ec;
  const auto replay = json::parse(text.str(), ec);
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
  int differences = 0;
  for (const auto* key : {"rounds", "result"}) {
    const char* field = std::string_view(key) == "rounds" ? "history" : "result";
    const auto* stored = replay.as_object().if_contains(key);
    const auto* rerun = view.if_contains(field);
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
  std::printf("replay-check: %zu inputs re-run; rounds and result match\n", record->inputs.size());
  return 0;
}

}  // namespace gavel::cli
