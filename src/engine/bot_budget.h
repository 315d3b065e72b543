// How much work one house-bot decision may take. The host shrinks it when its
// bots fall behind (server/bot_budget_policy.h); a game's bot reads it as a
// share of its full effort. A budget names no clock: games know no time, so
// the host keeps the deadline and the bot only does less.
#pragma once

#include <algorithm>

namespace gavel::engine {

struct BotBudget {
  // The share of the bot's full effort, in [kSmallestWork, 1]. 1 is the
  // bot's own strength (what the strategy matrix measures); below it a bot
  // samples less; at kSmallestWork it may play a quick heuristic move. Every
  // budget still yields a legal move.
  double work = 1.0;

  static constexpr double kSmallestWork = 1.0 / 64;

  static constexpr BotBudget full() { return {}; }
  static constexpr BotBudget smallest() { return {kSmallestWork}; }
  // Any share, brought into the range.
  static constexpr BotBudget share(double work) { return {std::clamp(work, kSmallestWork, 1.0)}; }
  constexpr bool is_smallest() const { return work <= kSmallestWork; }
};

}  // namespace gavel::engine
