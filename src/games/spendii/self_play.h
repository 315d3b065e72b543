// Self-play for the tests and the bot table (bench/spendii_table.cpp):
// play_bots plays one Spendii match between named bots, each from its own
// view, checking every move against the legal list; ticks when nobody can
// move. play_random is the engine's fast path: uniformly random legal moves
// read from the State itself, for the engine-speed benchmark.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "engine/legal_action.h"
#include "games/spendii/bot.h"

namespace gavel::spendii {

struct BotMatchResult {
  bool finished = false;
  bool all_listed = true;
  std::vector<double> win_share;  // per seat: 1/k for each of k winners
  EndReason reason = EndReason::kNone;
  int rounds = 0;
};

inline BotMatchResult play_bots(const std::vector<std::string>& names, engine::Seed seed,
                                const std::string& settings_json = "{}",
                                std::vector<double>* decide_micros = nullptr,
                                bool check_listed = true) {
  const int seats = static_cast<int>(names.size());
  auto settings = parse_settings(boost::json::parse(settings_json), seats);
  State state(*settings, seats, seed, 0);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int s = 0; s < seats; ++s) {
    bots.push_back(std::move(*make_bot(names[s], engine::derive_seed(seed, s + 1))));
  }
  BotMatchResult result;
  engine::Millis now = 0;
  for (int step = 0; step < 20'000 && !state.finished(); ++step) {
    bool moved = false;
    for (engine::Seat s = 0; s < seats && !moved; ++s) {
      if (!Game::turn(state, s)) continue;
      const auto view = make_view(state, engine::Viewer::seat(s));
      const auto started = std::chrono::steady_clock::now();
      const auto action = bots[s]->decide(view);
      if (decide_micros) {
        decide_micros->push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started)
                .count());
      }
      if (check_listed &&
          !engine::is_listed(Game::legal_actions(state, s), Game::action_json(action))) {
        result.all_listed = false;
      }
      now += 100;
      if (!state.apply(s, action, now, engine::Origin::kBot)) return result;
      moved = true;
    }
    if (!moved) {
      now = std::max(now, state.next_deadline()->at);
      state.tick(now);
    }
  }
  result.finished = state.finished();
  result.reason = state.end_reason();
  result.rounds = state.round();
  result.win_share.assign(static_cast<std::size_t>(seats), 0.0);
  if (result.finished) {
    const auto winners = state.outcome().winners();
    for (const auto w : winners) result.win_share[w] = 1.0 / static_cast<double>(winners.size());
  }
  return result;
}

// Plays `state` to its end with uniformly random legal moves drawn from
// `rng` (random_move: the legal list's entry at the draw, the list itself
// built into `moves`, a buffer reused across calls, only where it is short),
// 100 ms apart, a
// deadline's tick when nobody can move. With a State made under
// Record::kRulesOnly nothing else is built: no view, no log line, no JSON,
// and only the chosen move becomes an Action, applied by apply_listed (the
// fast-play tests check that apply accepts every such move and makes the
// same game). Returns the moves played, or -1 if the game outlasted
// `max_moves` (which may not happen: the tests check it).
inline int play_random(State& state, engine::Rng& rng, std::vector<Move>& moves,
                       int max_moves = 100'000) {
  engine::Millis now = state.start();
  int played = 0;
  while (!state.finished()) {
    if (played >= max_moves) return -1;
    // In play only the mover decides; in betting and selection, the first
    // seat with a decision.
    const auto mover = state.mover();
    engine::Seat seat = mover.value_or(0);
    std::optional<Move> move;
    for (; seat < state.seat_count(); ++seat) {
      move = random_move(state, seat, rng, moves);
      if (move || mover) break;
    }
    if (!move) {
      now = std::max(now, state.next_deadline()->at);
      state.tick(now);
      continue;
    }
    now += 100;
    const auto action = action_of(*move, state.seat_count());
    state.apply_listed(seat, action, now);
    ++played;
  }
  return played;
}

}  // namespace gavel::spendii
