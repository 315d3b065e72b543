#include "server/bot_budget_policy.h"

#include <algorithm>

namespace gavel::server {

engine::BotBudget budget_for_queue(int waiting, int threads) {
  const int calm = kCalmWaitingPerThread * std::max(threads, 1);
  if (waiting <= calm) return engine::BotBudget::full();
  return engine::BotBudget::share(static_cast<double>(calm) / waiting);
}

BotTiming bot_timing(engine::Millis delay, std::optional<engine::Millis> left) {
  BotTiming timing;
  timing.think_in = std::max<engine::Millis>(delay, 0);
  if (!left) return timing;
  const engine::Millis time_left = std::max<engine::Millis>(*left, 0);
  const engine::Millis margin = std::min(kLastCallMargin, time_left / 4);
  timing.last_call_in = time_left - margin;
  timing.think_in = std::min(timing.think_in, *timing.last_call_in / 2);
  return timing;
}

}  // namespace gavel::server
