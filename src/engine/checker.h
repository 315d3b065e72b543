// The random-play checker: plays many matches of a game with random legal
// actions and random timeouts and checks the contract at every step. Every
// registered game must pass it (tests/engine/checker_test.cpp). A finished
// match may still list moves (Hold'em's Reveal now): they are played too,
// and none may change the outcome or reopen the match.
#pragma once

#include <boost/json.hpp>
#include <string>
#include <vector>

#include "engine/registry.h"

namespace gavel::engine {

struct CheckOptions {
  int matches = 50;
  Seed seed = 1;
  double timeout_chance = 0.15;  // chance, at each step, of letting the deadline pass instead
  int max_inputs = 20'000;       // a match that runs longer does not end: a failure
  int seats = 0;                 // 0: a random count within the game's limits for each match
  boost::json::value settings;   // the game's settings (null: defaults)
  bool full_checks = true;       // false: play only (to measure raw speed)
  // A game's resign move (null: none), tried at random seats with this
  // chance at each step: rules whose resign is the room's button list none,
  // so random play alone never reaches what follows a resignation.
  boost::json::value resign_action;
  double resign_chance = 0;
};

struct CheckReport {
  int matches = 0;
  long inputs = 0;
  long timeouts = 0;
  long legal_checked = 0;             // legal actions applied to a copy and accepted
  long refusals_checked = 0;          // illegal actions refused with the state unchanged
  long secrets_checked = 0;           // secret variants every other viewer could not tell apart
  long replays_checked = 0;           // journal re-runs that reproduced the state
  long resignations = 0;              // resign moves accepted (CheckOptions::resign_action)
  long moves_after_end = 0;           // legal moves played once the match was over
  std::vector<std::string> failures;  // empty when every check held
};

CheckReport check_random_play(const Registry& registry, const GameInfo& game,
                              const CheckOptions& options);

class Session;

// The checks check_random_play makes at every step (and, once finished, of
// the standings), for a match driven another way: the fuzzers choose their
// own inputs and reuse these checks rather than write them twice. The first
// failure goes into report.failures after `label`; returns whether all held.
bool check_step(const Registry& registry, const Session& session, Millis now, Rng& rng,
                CheckReport& report, const std::string& label);

}  // namespace gavel::engine
