// The house bots' policy under load (docs/decisions.md, "House bots within a
// budget"): how much work a decision may take given how far the bot pool has
// fallen behind, and when a seat's bot thinks and when its last call falls.
// Pure functions, so the policy is tested without threads or clocks.
#pragma once

#include <optional>

#include "engine/bot_budget.h"
#include "engine/types.h"

namespace gavel::server {

// Up to this many decisions waiting per bot thread, the pool keeps up: every
// decision gets the full budget.
inline constexpr int kCalmWaitingPerThread = 2;

// The budget for a decision that starts while `waiting` others are queued
// behind it on a pool of `threads`. Full while the queue is calm; beyond,
// the share falls as calm / waiting, so a queue twice the calm length halves
// the work of each decision and the pool drains the faster the longer the
// queue grows; it never falls under BotBudget::kSmallestWork. The budget is
// taken afresh for each decision, so it comes back as the queue drains.
engine::BotBudget budget_for_queue(int waiting, int threads);

// The last call comes this long before the turn's deadline at most: when a
// decision has not started by then, the room decides at once at the
// smallest budget, so a bot never misses its turn to a queue.
inline constexpr engine::Millis kLastCallMargin = 500;

struct BotTiming {
  engine::Millis think_in = 0;                 // from now until the bot starts thinking
  std::optional<engine::Millis> last_call_in;  // from now until the last call; none: no deadline
};

// `delay` is the bot's drawn pacing; `left` the time to the turn's deadline,
// if the turn has one. The last call falls kLastCallMargin before the
// deadline (a quarter of what is left, on a shorter turn), and the bot
// starts thinking by half the way to it, so the pool has time to answer.
BotTiming bot_timing(engine::Millis delay, std::optional<engine::Millis> left);

}  // namespace gavel::server
