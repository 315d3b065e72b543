#include "options.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <stdexcept>
#include <string_view>

namespace gavel::load {
namespace {

// The one place that knows the games: each one's table for a load run.
// Hold'em and Spendii get settings that make a match end in minutes with
// agents thinking seconds (short chips and clocks; the e2e suites' short
// matches are similar); `--settings {}` plays the game's own defaults.
struct GameDefaults {
  std::string_view game;
  int seats;                  // the fewest, or a small table
  int live_bots;              // house bots in live mode
  std::string_view settings;  // JSON for POST /api/matches, empty: none
};

constexpr std::array<GameDefaults, 5> kGames{{
    {"bidlock", 2, 1, ""},
    {"right_price", 2, 1, ""},
    {"auction", 3, 2, ""},
    {"holdem", 2, 1,
     R"({"starting_chips":200,"big_blind":10,"progression":"x2","action_seconds":15,)"
     R"("selection_seconds":30,"break_seconds":30})"},
    {"spendii", 2, 1, R"({"target":6,"clock":"3+2"})"},
}};

const GameDefaults* defaults_of(std::string_view game) {
  for (const auto& entry : kGames) {
    if (entry.game == game) return &entry;
  }
  return nullptr;
}

constexpr const char* kUsage = R"(usage: gavel_load [options]
  --host H --port P           the server (127.0.0.1:8080)
  --mode duel|live            duel: agents only, each moves at once, a finished match is
                              replaced at once (closed loop); live: agents think first (live)
  --transport longpoll|ws     long-poll over keep-alive HTTP, or a WebSocket feed per seat
  --game bidlock|right_price|auction|holdem|spendii
  --protocol state|feed       Bidlock over long-poll: the State API (default) or the feed
  --matches N                 matches live at once (1000)
  --seconds S                 measured window after the ramp (30)
  --seats N --bots N          seats per match (the game's fewest) and house bots among them
                              (duel 0, live 1)
  --think-min-ms A --think-max-ms B   live mode: think uniformly in [A, B] ms (0-2000)
  --think-ms M                same as --think-min-ms 0 --think-max-ms 2M (older runs)
  --ramp-per-second N         new connections a second while ramping up (1000)
  --settings JSON             the game's settings for POST /api/matches (Hold'em and
                              Spendii: short matches by default; {} for the game's own)
  --turn-seconds N            the match's turn clock (server default)
  --server-pid PID            read the server's CPU and memory from /proc
  --json                      print one JSON object of the figures
)";

}  // namespace

std::optional<int> parse_options(int argc, char** argv, Options& options) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (arg == "--json") {
      options.json = true;
      continue;
    }
    if (i + 1 >= argc) {
      std::fprintf(stderr, "gavel_load: %s needs a value\n", arg.c_str());
      return 2;
    }
    const std::string value = argv[++i];
    try {
      if (arg == "--host")
        options.host = value;
      else if (arg == "--port")
        options.port = value;
      else if (arg == "--mode" && (value == "duel" || value == "live"))
        options.mode = value == "duel" ? Mode::duel : Mode::live;
      else if (arg == "--transport" && (value == "longpoll" || value == "ws"))
        options.transport = value == "ws" ? Transport::ws : Transport::longpoll;
      else if (arg == "--game" && defaults_of(value))
        options.game = value;
      else if (arg == "--protocol" && (value == "state" || value == "feed"))
        options.protocol = value == "state" ? Protocol::state : Protocol::feed;
      else if (arg == "--matches")
        options.matches = std::stoi(value);
      else if (arg == "--seconds")
        options.seconds = std::stoi(value);
      else if (arg == "--seats")
        options.seats = std::stoi(value);
      else if (arg == "--bots")
        options.bots = std::stoi(value);
      else if (arg == "--think-min-ms")
        options.think_min_ms = std::stoi(value);
      else if (arg == "--think-max-ms")
        options.think_max_ms = std::stoi(value);
      else if (arg == "--think-ms") {  // the first gavel_load's: a mean, uniform in [0, 2 x mean]
        options.think_min_ms = 0;
        options.think_max_ms = 2 * std::stoi(value);
      } else if (arg == "--ramp-per-second")
        options.ramp_per_second = std::stoi(value);
      else if (arg == "--settings")
        options.settings = value;
      else if (arg == "--turn-seconds")
        options.turn_seconds = std::stoi(value);
      else if (arg == "--server-pid")
        options.server_pid = std::stoi(value);
      else {
        std::fprintf(stderr, "gavel_load: unknown option or value: %s %s\n%s", arg.c_str(),
                     value.c_str(), kUsage);
        return 2;
      }
    } catch (const std::exception&) {
      std::fprintf(stderr, "gavel_load: %s needs a number, not %s\n", arg.c_str(), value.c_str());
      return 2;
    }
  }
  if (options.matches < 1 || options.seconds < 1 || options.ramp_per_second < 1 ||
      options.think_min_ms < 0 || options.think_max_ms < options.think_min_ms) {
    std::fprintf(stderr,
                 "gavel_load: --matches, --seconds, --ramp-per-second must be positive "
                 "and --think-min-ms <= --think-max-ms\n");
    return 2;
  }
  if (bots_of(options) < 0 || bots_of(options) >= seats_of(options)) {
    std::fprintf(stderr, "gavel_load: --bots must leave at least one agent's seat\n");
    return 2;
  }
  if (protocol_of(options) == Protocol::state &&
      (options.game != "bidlock" || options.transport == Transport::ws)) {
    std::fprintf(stderr, "gavel_load: --protocol state is Bidlock over long-poll only\n");
    return 2;
  }
  return std::nullopt;
}

int seats_of(const Options& options) {
  if (options.seats > 0) return options.seats;
  return defaults_of(options.game)->seats;
}

int bots_of(const Options& options) {
  if (options.bots >= 0) return options.bots;
  if (options.mode == Mode::duel) return 0;
  return std::min(defaults_of(options.game)->live_bots, seats_of(options) - 1);
}

std::string settings_of(const Options& options) {
  if (!options.settings.empty()) return options.settings;
  return std::string(defaults_of(options.game)->settings);
}

Protocol protocol_of(const Options& options) {
  if (options.protocol) return *options.protocol;
  return options.game == "bidlock" && options.transport == Transport::longpoll ? Protocol::state
                                                                               : Protocol::feed;
}

}  // namespace gavel::load
