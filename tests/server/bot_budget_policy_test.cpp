// The house bots' policy under load: queue length to budget, and when a bot
// thinks and when its last call falls (server/bot_budget_policy.h).
#include "server/bot_budget_policy.h"

#include <gtest/gtest.h>

namespace gavel::server {
namespace {

using engine::BotBudget;

TEST(BotBudgetPolicy, ACalmQueueGetsTheFullBudget) {
  for (int waiting = 0; waiting <= kCalmWaitingPerThread; ++waiting) {
    EXPECT_EQ(budget_for_queue(waiting, 1).work, 1.0) << waiting;
  }
  EXPECT_EQ(budget_for_queue(2 * kCalmWaitingPerThread, 2).work, 1.0);
}

TEST(BotBudgetPolicy, TheBudgetFallsAsTheQueueGrows) {
  EXPECT_DOUBLE_EQ(budget_for_queue(2 * kCalmWaitingPerThread, 1).work, 0.5);
  EXPECT_DOUBLE_EQ(budget_for_queue(4 * kCalmWaitingPerThread, 1).work, 0.25);
  double last = 1.0;
  for (int waiting = 0; waiting < 1000; ++waiting) {
    const double work = budget_for_queue(waiting, 1).work;
    EXPECT_LE(work, last) << waiting;
    last = work;
  }
}

TEST(BotBudgetPolicy, MoreThreadsTakeALongerQueueCalmly) {
  EXPECT_LT(budget_for_queue(8, 1).work, budget_for_queue(8, 4).work);
  EXPECT_DOUBLE_EQ(budget_for_queue(16, 4).work, 0.5);
}

TEST(BotBudgetPolicy, NeverFallsUnderTheSmallestBudget) {
  EXPECT_TRUE(budget_for_queue(1'000'000, 1).is_smallest());
  EXPECT_EQ(budget_for_queue(1'000'000, 1).work, BotBudget::kSmallestWork);
}

TEST(BotBudgetPolicy, ItComesBackWhenTheQueueDrains) {
  EXPECT_TRUE(budget_for_queue(5000, 1).is_smallest());
  EXPECT_EQ(budget_for_queue(0, 1).work, 1.0);
}

TEST(BotBudgetPolicy, ANonsenseThreadCountCountsAsOne) {
  EXPECT_EQ(budget_for_queue(5, 0).work, budget_for_queue(5, 1).work);
}

TEST(BotTiming, WithoutADeadlineTheBotKeepsItsPaceAndHasNoLastCall) {
  const auto timing = bot_timing(900, std::nullopt);
  EXPECT_EQ(timing.think_in, 900);
  EXPECT_FALSE(timing.last_call_in.has_value());
}

TEST(BotTiming, ALongTurnChangesNothingButAddsTheLastCall) {
  const auto timing = bot_timing(1500, 30'000);
  EXPECT_EQ(timing.think_in, 1500);
  EXPECT_EQ(timing.last_call_in, 30'000 - kLastCallMargin);
}

TEST(BotTiming, AShortTurnPullsTheThinkingEarlier) {
  // One second left: the last call a quarter before the deadline, and the
  // thinking by half the way to it.
  const auto timing = bot_timing(1500, 1000);
  EXPECT_EQ(timing.last_call_in, 750);
  EXPECT_EQ(timing.think_in, 375);
}

TEST(BotTiming, APassedDeadlineCallsAtOnce) {
  const auto timing = bot_timing(800, -40);
  EXPECT_EQ(timing.think_in, 0);
  EXPECT_EQ(timing.last_call_in, 0);
}

TEST(BotTiming, TheLastCallAlwaysComesAfterTheThinkingStarts) {
  for (engine::Millis left = 0; left < 5000; left += 37) {
    const auto timing = bot_timing(1200, left);
    ASSERT_TRUE(timing.last_call_in.has_value());
    EXPECT_LE(timing.think_in, *timing.last_call_in) << left;
    EXPECT_LE(*timing.last_call_in, left) << left;
  }
}

}  // namespace
}  // namespace gavel::server
