#include "options.h"

#include <cstdio>
#include <stdexcept>

namespace gavel::load {
namespace {

constexpr const char* kUsage = R"(usage: gavel_load [options]
  --host H --port P           the server (127.0.0.1:8080)
  --mode duel|live            duel: agents only, each moves at once, a finished match is
                              replaced at once (closed loop); live: agents think first (live)
  --transport longpoll|ws     long-poll over keep-alive HTTP, or a WebSocket feed per seat
  --game bidlock|right_price|auction
  --protocol state|feed       Bidlock over long-poll: the State API (default) or the feed
  --matches N                 matches live at once (1000)
  --seconds S                 measured window after the ramp (30)
  --seats N --bots N          seats per match (the game's fewest) and house bots among them
                              (duel 0, live 1)
  --think-min-ms A --think-max-ms B   live mode: think uniformly in [A, B] ms (0-2000)
  --think-ms M                same as --think-min-ms 0 --think-max-ms 2M (older runs)
  --ramp-per-second N         new connections a second while ramping up (1000)
  --settings JSON             the game's settings for POST /api/matches
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
      else if (arg == "--game" &&
               (value == "bidlock" || value == "right_price" || value == "auction"))
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
  return options.game == "auction" ? 3 : 2;
}

int bots_of(const Options& options) {
  if (options.bots >= 0) return options.bots;
  if (options.mode == Mode::duel) return 0;
  return options.game == "auction" ? 2 : 1;
}

Protocol protocol_of(const Options& options) {
  if (options.protocol) return *options.protocol;
  return options.game == "bidlock" && options.transport == Transport::longpoll ? Protocol::state
                                                                               : Protocol::feed;
}

}  // namespace gavel::load
