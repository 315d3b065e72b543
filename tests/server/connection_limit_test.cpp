// Open connections per client address (docs/api.md, "Limits").
#include "server/connection_limit.h"

#include <gtest/gtest.h>

namespace gavel::server {
namespace {

TEST(ConnectionLimitTest, AnAddressHoldsAtMostItsLimit) {
  ConnectionLimit limit(2);
  auto a = limit.open("10.0.0.1");
  auto b = limit.open("10.0.0.1");
  ASSERT_TRUE(a && b);
  EXPECT_FALSE(limit.open("10.0.0.1"));
  EXPECT_TRUE(limit.open("10.0.0.2"));  // another address is not affected
  EXPECT_EQ(limit.open_from("10.0.0.1"), 2);
  a.reset();  // a connection closed: its place is free
  EXPECT_EQ(limit.open_from("10.0.0.1"), 1);
  EXPECT_TRUE(limit.open("10.0.0.1"));
}

TEST(ConnectionLimitTest, ASlotHandedOnCountsOnce) {
  ConnectionLimit limit(1);
  auto slot = limit.open("10.0.0.1");
  auto websocket_copy = slot;  // the HTTP session hands it to its WebSocket
  slot.reset();
  EXPECT_FALSE(limit.open("10.0.0.1"));
  websocket_copy.reset();
  EXPECT_TRUE(limit.open("10.0.0.1"));
}

TEST(ConnectionLimitTest, ZeroMeansNoLimit) {
  ConnectionLimit limit(0);
  std::vector<std::shared_ptr<ConnectionLimit::Slot>> held;
  for (int i = 0; i < 1000; ++i) held.push_back(limit.open("10.0.0.1"));
  EXPECT_TRUE(held.back());
}

TEST(ConnectionLimitTest, ASlotOutlivingTheLimitIsSafe) {
  std::shared_ptr<ConnectionLimit::Slot> slot;
  {
    ConnectionLimit limit(1);
    slot = limit.open("10.0.0.1");
  }
  slot.reset();  // releases into the shared counts, not into a destroyed object
  SUCCEED();
}

}  // namespace
}  // namespace gavel::server
