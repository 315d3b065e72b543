#include "cluster/owner_cache.h"

#include <gtest/gtest.h>

namespace gavel::cluster {
namespace {

using namespace std::chrono_literals;
using Clock = OwnerCache::Clock;

// A holder whose lease has longer to run than any entry lives.
constexpr auto kLongLease = 10s;

TEST(OwnerCacheTest, AnswersWithinItsLifetimeOnly) {
  OwnerCache cache(1s, 8);
  const auto start = Clock::time_point{} + 10s;
  EXPECT_FALSE(cache.find("ABCD", start));
  cache.remember("ABCD", "10.0.0.2:8080", start, kLongLease);
  EXPECT_EQ(cache.find("ABCD", start + 999ms), "10.0.0.2:8080");
  EXPECT_FALSE(cache.find("ABCD", start + 1s));
  EXPECT_FALSE(cache.find("WXYZ", start));
}

TEST(OwnerCacheTest, NeverNamesAHolderPastItsLease) {
  // A holder that died: its lease runs out in 300 ms, and then another
  // server may adopt the room.
  OwnerCache cache(1s, 8);
  const auto start = Clock::time_point{} + 10s;
  cache.remember("ABCD", "10.0.0.2:8080", start, 300ms);
  EXPECT_EQ(cache.find("ABCD", start + 299ms), "10.0.0.2:8080");
  EXPECT_FALSE(cache.find("ABCD", start + 300ms));
  // A lease already over (or a draining holder) is not kept at all.
  cache.remember("WXYZ", "10.0.0.2:8080", start, 0ms);
  EXPECT_FALSE(cache.find("WXYZ", start));
  EXPECT_EQ(cache.size(), 1u);
}

TEST(OwnerCacheTest, ANewAnswerReplacesTheOldAndRestartsItsLifetime) {
  OwnerCache cache(1s, 8);
  const auto start = Clock::time_point{} + 10s;
  cache.remember("ABCD", "10.0.0.2:8080", start, kLongLease);
  cache.remember("ABCD", "10.0.0.3:8080", start + 800ms, kLongLease);
  EXPECT_EQ(cache.find("ABCD", start + 1500ms), "10.0.0.3:8080");
  EXPECT_EQ(cache.size(), 1u);
}

TEST(OwnerCacheTest, ADrainingServersRoomsAreAskedAgain) {
  OwnerCache cache(1s, 8);
  const auto start = Clock::time_point{} + 10s;
  cache.remember("ABCD", "10.0.0.2:8080", start, kLongLease);
  cache.remember("EFGH", "10.0.0.2:8080", start, kLongLease);
  cache.remember("WXYZ", "10.0.0.3:8080", start, kLongLease);
  cache.forget_server("10.0.0.2:8080");
  EXPECT_FALSE(cache.find("ABCD", start));
  EXPECT_FALSE(cache.find("EFGH", start));
  EXPECT_EQ(cache.find("WXYZ", start), "10.0.0.3:8080");
}

TEST(OwnerCacheTest, NeverHoldsMoreThanItsCapacity) {
  OwnerCache cache(1s, 3);
  const auto start = Clock::time_point{} + 10s;
  cache.remember("A", "s1", start, kLongLease);
  cache.remember("B", "s1", start, kLongLease);
  cache.remember("C", "s1", start + 500ms, kLongLease);
  // Full: the expired entries make way and the live one stays.
  cache.remember("D", "s2", start + 1200ms, kLongLease);
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.find("C", start + 1200ms), "s1");
  EXPECT_EQ(cache.find("D", start + 1200ms), "s2");
  // Full of live entries: it starts over rather than grow.
  cache.remember("E", "s2", start + 1300ms, kLongLease);
  EXPECT_EQ(cache.size(), 3u);
  cache.remember("F", "s3", start + 1300ms, kLongLease);
  EXPECT_EQ(cache.size(), 1u);
  EXPECT_EQ(cache.find("F", start + 1300ms), "s3");
  // Replacing a known room needs no room.
  cache.remember("F", "s1", start + 1300ms, kLongLease);
  EXPECT_EQ(cache.size(), 1u);
}

TEST(OwnerCacheTest, ACapacityOfZeroKeepsNothing) {
  OwnerCache cache(1s, 0);
  cache.remember("A", "s1", Clock::time_point{}, kLongLease);
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_FALSE(cache.find("A", Clock::time_point{}));
}

}  // namespace
}  // namespace gavel::cluster
