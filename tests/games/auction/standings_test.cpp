// Ranking (note 29) and payouts (notes 32-34): remainders, ties, the dice,
// "nobody profited", and P always paid in full.
#include "games/auction/standings.h"

#include <gtest/gtest.h>

#include <numeric>

namespace gavel::auction {
namespace {

TEST(AuctionRanking, CompetitionRanksByProfitThenCredits) {
  // Two seats that never won (0 profit, 100 credits) tie above a
  // zero-profit winner and a loss.
  const std::vector<int> profits = {0, 12, 0, 0, -4};
  const std::vector<int> credits = {100, 70, 100, 80, 90};
  EXPECT_EQ(competition_ranks(profits, credits), (std::vector<int>{2, 1, 2, 4, 5}));
  EXPECT_EQ(ranking_order({2, 1, 2, 4, 5}), (std::vector<int>{1, 0, 2, 3, 4}));
  EXPECT_EQ(competition_ranks({5, 5, 3}, {100, 100, 100}), (std::vector<int>{1, 1, 3}));
}

std::int64_t total(const Payouts& p) {
  return std::accumulate(p.paid.begin(), p.paid.end(), std::int64_t{0});
}

TEST(AuctionPayouts, PotRakeAndProportionalShares) {
  // pot 400, rake floor(400 × 5 / 100) = 20, P = 380: 95 and 285, no leftover.
  const auto p = payouts({10, 30, 0, -5}, {2, 1, 3, 4}, 100, 5, expand_seed(1));
  EXPECT_EQ(p.pot, 400);
  EXPECT_EQ(p.rake, 20);
  EXPECT_EQ(p.paid, (std::vector<std::int64_t>{95, 285, 0, 0}));
}

TEST(AuctionPayouts, LeftoverUnitsGoByLargestRemainder) {
  // pot 33, rake floor(1.65) = 1, P = 32; 32/3 = 10 r 2, 64/3 = 21 r 1.
  const auto p = payouts({1, 2, 0}, {2, 1, 3}, 11, 5, expand_seed(1));
  EXPECT_EQ(p.rake, 1);
  EXPECT_EQ(p.paid, (std::vector<std::int64_t>{11, 21, 0}));
}

TEST(AuctionPayouts, EqualRemaindersGoToTheBetterRank) {
  // P = 8, Σ = 6: 32/6 = 5 r 2, 8/6 = 1 r 2 twice; the one unit left goes to rank 1.
  const auto p = payouts({4, 1, 1, -2}, {1, 2, 2, 4}, 2, 0, expand_seed(1));
  EXPECT_EQ(p.paid, (std::vector<std::int64_t>{6, 1, 1, 0}));
}

TEST(AuctionPayouts, EqualRemainderAndRankGoByTheDice) {
  // pot 12, rake 1, P = 11, Σ = 7: 55/7 = 7 r 6, 11/7 = 1 r 4 twice; two units
  // left: seat 0, then seats 1 and 2 by draw("auction-0.2/payout/0", 2),
  // which is 1 for seed 1 and 0 for seed 2 (hashlib).
  const auto one = payouts({5, 1, 1}, {1, 2, 2}, 4, 10, expand_seed(1));
  EXPECT_EQ(one.paid, (std::vector<std::int64_t>{8, 1, 2}));
  const auto two = payouts({5, 1, 1}, {1, 2, 2}, 4, 10, expand_seed(2));
  EXPECT_EQ(two.paid, (std::vector<std::int64_t>{8, 2, 1}));
}

TEST(AuctionPayouts, NobodyProfitedTheTopRankSplitsWithTheDice) {
  // pot 15, rake 0, P = 15: seats 0 and 1 (rank 1) get 7 each, the unit left
  // by draw("auction-0.2/payout/0", 2) = 1 for seed 20261201.
  const auto p = payouts({0, 0, -3}, {1, 1, 3}, 5, 5, expand_seed(20261201));
  EXPECT_EQ(p.rake, 0);
  EXPECT_EQ(p.paid, (std::vector<std::int64_t>{7, 8, 0}));
  const auto alone = payouts({-2, -5, -2}, {2, 3, 1}, 10, 10, expand_seed(1));
  EXPECT_EQ(alone.paid, (std::vector<std::int64_t>{0, 0, 27}));
}

TEST(AuctionPayouts, ThePrizeIsAlwaysPaidInFull) {
  engine::Rng rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = static_cast<int>(rng.between(3, 8));
    std::vector<int> profits;
    std::vector<int> credits;
    for (int s = 0; s < n; ++s) {
      profits.push_back(static_cast<int>(rng.between(-30, 40)));
      credits.push_back(static_cast<int>(rng.between(0, 100)));
    }
    const auto ranks = competition_ranks(profits, credits);
    const auto stake = rng.between(1, 1000);
    const int pct = static_cast<int>(rng.between(0, 10));
    const auto p = payouts(profits, ranks, stake, pct, expand_seed(rng.next()));
    ASSERT_EQ(total(p), p.pot - p.rake);
    for (int s = 0; s < n; ++s) {
      const bool someone_profited =
          std::any_of(profits.begin(), profits.end(), [](int x) { return x > 0; });
      if (someone_profited && profits[s] <= 0) {
        ASSERT_EQ(p.paid[s], 0);
      }
      if (!someone_profited && ranks[s] != 1) {
        ASSERT_EQ(p.paid[s], 0);
      }
    }
  }
}

}  // namespace
}  // namespace gavel::auction
