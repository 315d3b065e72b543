// Self-play for the tests and the bot table (bench/spendii_table.cpp):
// plays one Spendii match between named bots, each from its own view,
// checking every move against the legal list; ticks when nobody can move.
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

}  // namespace gavel::spendii
