// gavel_load's command line: what to play, how hard, against which server.
#pragma once

#include <optional>
#include <string>

namespace gavel::load {

enum class Mode { duel, live };
enum class Transport { longpoll, ws };
// state: Bidlock's State API (the peer's workload); feed: the generic agent
// protocol every game speaks (docs/protocol.md).
enum class Protocol { state, feed };

struct Options {
  std::string host = "127.0.0.1";
  std::string port = "8080";
  Mode mode = Mode::live;
  Transport transport = Transport::longpoll;
  std::string game = "bidlock";
  std::optional<Protocol> protocol;  // unset: state for Bidlock over long-poll, else feed
  int matches = 1000;                // matches kept live at once
  int seconds = 30;                  // measured window, after the ramp
  int seats = 0;                     // 0: the game's fewest
  int bots = -1;                     // -1: 0 in duel mode, 1 in live mode
  int think_min_ms = 0;
  int think_max_ms = 2000;
  int ramp_per_second = 1000;  // new connections a second while ramping up
  int server_pid = 0;
  std::string settings;  // the game's settings as JSON for POST /api/matches; empty: the load's
                         // default for the game (settings_of)
  int turn_seconds = 0;  // 0: the server's default
  bool json = false;
};

// Parses argv; on a bad or --help argument prints to stderr/stdout and
// returns the exit code to stop with.
std::optional<int> parse_options(int argc, char** argv, Options& options);

int seats_of(const Options& options);
int bots_of(const Options& options);
Protocol protocol_of(const Options& options);
// The settings sent with each create: --settings, else the game's load default.
std::string settings_of(const Options& options);

}  // namespace gavel::load
