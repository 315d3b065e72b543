// The state one run of gavel_load shares between its coroutines (all on one
// thread): the options, the server's address, and the tallies of the
// measured window.
#pragma once

#include <boost/asio.hpp>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>

#include "histogram.h"
#include "options.h"

namespace gavel::load {

using Clock = std::chrono::steady_clock;

struct Tally {
  std::uint64_t moves = 0;     // accepted
  std::uint64_t refused = 0;   // 409: a deadline or another seat came first
  std::uint64_t finished = 0;  // matches played to the end
  std::uint64_t created = 0;
  std::uint64_t errors = 0;  // anything else that went wrong
  std::uint64_t connect_errors = 0;
  std::map<std::string, std::uint64_t> error_kinds;  // "create 503", "move 400", ...
  Histogram latency;                                 // of accepted and refused moves, µs
  // Matches finished in the window: their length from the agents' joins
  // (µs), and how many of them were already in play when it opened.
  Histogram match_length;
  std::uint64_t finished_of_first = 0;
};

struct LoadRun {
  Options options;
  boost::asio::ip::tcp::resolver::results_type endpoints;
  int agents_per_match = 1;
  bool measuring = false;  // inside the measured window: count what happens
  bool stopping = false;   // the window is over: start no new match
  int slots_ready = 0;     // match slots whose connections are up (or given up)
  int live_matches = 0;    // matches with every agent seated, not yet over for them
  Tally tally;             // counts only while measuring, except connect errors
  std::uint64_t connect_errors_total = 0;

  void count_move(Clock::time_point start, bool accepted) {
    if (!measuring) return;
    const auto micros =
        std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count();
    tally.latency.add(static_cast<std::uint64_t>(micros));
    ++(accepted ? tally.moves : tally.refused);
  }
  // What went wrong, in a few words (the step and the status or exception).
  void count_error(const std::string& kind) {
    if (!measuring) return;
    ++tally.errors;
    ++tally.error_kinds[kind];
  }
  void count_finished(Clock::time_point began, bool began_before_window) {
    if (!measuring) return;
    ++tally.finished;
    if (began_before_window) ++tally.finished_of_first;
    tally.match_length.add(static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - began).count()));
  }
  void count_connect_error() {
    ++connect_errors_total;
    if (measuring) ++tally.connect_errors;
  }
};

}  // namespace gavel::load
