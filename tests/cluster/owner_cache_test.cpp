#include "cluster/owner_cache.h"

#include <gtest/gtest.h>

namespace gavel::cluster {
namespace {

using namespace std::chrono_literals;
using Clock = OwnerCache::Clock;

TEST(OwnerCacheTest, AnswersWithinItsLifetimeOnly) {
  OwnerCache cache(1s, 8);
  const auto start = Clock::time_point{} + 10s;
  EXPECT_FALSE(cache.find("ABCD", start));
  cache.remember("ABCD", "10.0.0.2:8080", start);
  EXPECT_EQ(cache.find("ABCD", start + 999ms), "10.0.0.2:8080");
  EXPECT_FALSE(cache.find("ABCD", start + 1s));
  EXPECT_FALSE(cache.find("WXYZ", start));
}

TEST(OwnerCacheTest, ANewAnswerReplacesTheOldAndRestartsItsLifetime) {
  OwnerCache cache(1s, 8);
  const auto start = Clock::time_point{} + 10s;
  cache.remember("ABCD", "10.0.0.2:8080", start);
  cache.remember("ABCD", "10.0.0.3:8080", start + 800ms);
  EXPECT_EQ(cache.find("ABCD", start + 1500ms), "10.0.0.3:8080");
  EXPECT_EQ(cache.size(), 1u);
}

TEST(OwnerCacheTest, AForgottenRoomIsAskedAgain) {
  OwnerCache cache(1s, 8);
  const auto start = Clock::time_point{} + 10s;
  cache.remember("ABCD", "10.0.0.2:8080", start);
  cache.forget("ABCD");
  EXPECT_FALSE(cache.find("ABCD", start));
}

TEST(OwnerCacheTest, NeverHoldsMoreThanItsCapacity) {
  OwnerCache cache(1s, 3);
  const auto start = Clock::time_point{} + 10s;
  cache.remember("A", "s1", start);
  cache.remember("B", "s1", start);
  cache.remember("C", "s1", start + 500ms);
  // Full: the expired entries make way and the live one stays.
  cache.remember("D", "s2", start + 1200ms);
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.find("C", start + 1200ms), "s1");
  EXPECT_EQ(cache.find("D", start + 1200ms), "s2");
  // Full of live entries: it starts over rather than grow.
  cache.remember("E", "s2", start + 1300ms);
  EXPECT_EQ(cache.size(), 3u);
  cache.remember("F", "s3", start + 1300ms);
  EXPECT_EQ(cache.size(), 1u);
  EXPECT_EQ(cache.find("F", start + 1300ms), "s3");
  // Replacing a known room needs no room.
  cache.remember("F", "s1", start + 1300ms);
  EXPECT_EQ(cache.size(), 1u);
}

TEST(OwnerCacheTest, ACapacityOfZeroKeepsNothing) {
  OwnerCache cache(1s, 0);
  cache.remember("A", "s1", Clock::time_point{});
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_FALSE(cache.find("A", Clock::time_point{}));
}

}  // namespace
}  // namespace gavel::cluster
