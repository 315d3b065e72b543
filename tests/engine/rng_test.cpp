// The seeded generator: reproducible, and its bounded draws are uniform.
#include "engine/rng.h"

#include <gtest/gtest.h>

#include <array>
#include <numeric>

namespace gavel::engine {
namespace {

TEST(Rng, TheSameSeedGivesTheSameStream) {
  Rng a(123);
  Rng b(123);
  Rng c(124);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    EXPECT_EQ(x, b.next());
    differs |= x != c.next();
  }
  EXPECT_TRUE(differs);
}

TEST(Rng, KnownValuesPinTheAlgorithm) {
  // Recorded from this implementation. If they change, every stored replay
  // and every seeded table changes with them: that must be a deliberate act.
  Rng rng(1);
  EXPECT_EQ(rng.next(), 12966619160104079557ULL);
  EXPECT_EQ(rng.next(), 9600361134598540522ULL);
  EXPECT_EQ(rng.next(), 10590380919521690900ULL);
  EXPECT_EQ(derive_seed(1, 2), 17976013367585798959ULL);
  EXPECT_NE(derive_seed(1, 2), derive_seed(1, 3));
  EXPECT_NE(derive_seed(1, 2), derive_seed(2, 2));
}

TEST(Rng, BoundedDrawsStayInRangeAndCoverIt) {
  Rng rng(7);
  std::array<int, 13> counts{};
  constexpr int kDraws = 130'000;
  for (int i = 0; i < kDraws; ++i) {
    const auto v = rng.below(13);
    ASSERT_LT(v, 13u);
    ++counts[v];
  }
  for (const int count : counts) {
    EXPECT_NEAR(count, kDraws / 13, 500);  // about 5 standard deviations
  }
  for (int i = 0; i < 1000; ++i) {
    const auto v = rng.between(-4, 9);
    ASSERT_GE(v, -4);
    ASSERT_LE(v, 9);
  }
  EXPECT_EQ(rng.between(5, 5), 5);
}

TEST(Rng, BoundedDrawsAreTheRemaindersOfTheDrawsAboveThePartialCopy) {
  // below as first written: the limit worked out before every draw.
  const auto reference = [](Rng& rng, std::uint64_t bound) {
    const std::uint64_t limit = -bound % bound;
    for (;;) {
      const std::uint64_t r = rng.next();
      if (r >= limit) return r % bound;
    }
  };
  // Small bounds, and large ones where draws are often rejected.
  const std::uint64_t bounds[] = {
      1, 2, 3, 7, 13, 64, 1'000'003, (1ULL << 63) + 1, (3ULL << 62) + 5, ~0ULL, ~0ULL - 1};
  Rng a(11);
  Rng b(11);
  for (int i = 0; i < 20'000; ++i) {
    for (const auto bound : bounds) {
      ASSERT_EQ(a.below(bound), reference(b, bound)) << bound;
      ASSERT_EQ(a, b);
    }
  }
}

TEST(Rng, UnitIsInTheHalfOpenInterval) {
  Rng rng(9);
  double sum = 0;
  for (int i = 0; i < 10'000; ++i) {
    const double u = rng.unit();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
    sum += u;
  }
  EXPECT_NEAR(sum / 10'000, 0.5, 0.02);
}

TEST(Rng, ShuffleIsAPermutation) {
  Rng rng(11);
  std::array<int, 13> items{};
  std::iota(items.begin(), items.end(), 0);
  rng.shuffle(std::span<int>(items));
  auto sorted = items;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 13; ++i) EXPECT_EQ(sorted[i], i);
}

}  // namespace
}  // namespace gavel::engine
