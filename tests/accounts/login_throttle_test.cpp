// LoginThrottle over simulated time: free failures, exponential backoff and
// its cap, forgetting after the window, per-username and per-address keys,
// and the bound on memory.
#include "accounts/login_throttle.h"

#include <gtest/gtest.h>

namespace gavel::accounts {
namespace {

using namespace std::chrono_literals;
using Clock = LoginThrottle::Clock;

const Clock::time_point t0{};

TEST(LoginThrottle, FiveFailuresAreFree) {
  LoginThrottle throttle;
  for (int i = 0; i < 5; ++i) {
    EXPECT_FALSE(throttle.wait_before_login("1.2.3.4", "alice", t0 + i * 1s));
    throttle.record_failure("1.2.3.4", "alice", t0 + i * 1s);
  }
  EXPECT_FALSE(throttle.wait_before_login("1.2.3.4", "alice", t0 + 5s));
}

TEST(LoginThrottle, ASingleKeyHasItsOwnCountAndBound) {
  // The server's per-name ceiling: its own bound, apart from the pair keys.
  LoginThrottle ceiling(LoginThrottle::Options{.free_failures = 100});
  for (int i = 0; i < 100; ++i) ceiling.record_key_failure("alice", t0);
  EXPECT_FALSE(ceiling.wait_before("alice", t0));
  ceiling.record_key_failure("alice", t0);
  EXPECT_EQ(ceiling.wait_before("alice", t0), 1s);
  EXPECT_FALSE(ceiling.wait_before("bob", t0));
  // Not the username key of wait_before_login: nothing leaks between them.
  EXPECT_FALSE(ceiling.wait_before_login("1.2.3.4", "alice", t0));
}

TEST(LoginThrottle, BacksOffExponentiallyUpToTheCap) {
  LoginThrottle throttle;
  auto now = t0;
  for (int i = 0; i < 5; ++i) throttle.record_failure("1.2.3.4", "alice", now);
  // Failure 6 and on: 1 s, 2 s, 4 s, ... after the latest failure.
  std::chrono::seconds expected = 1s;
  for (int failure = 6; failure <= 20; ++failure) {
    throttle.record_failure("1.2.3.4", "alice", now);
    const auto wait = throttle.wait_before_login("1.2.3.4", "alice", now);
    ASSERT_TRUE(wait) << failure;
    EXPECT_EQ(*wait, std::min<std::chrono::seconds>(expected, 5min)) << failure;
    EXPECT_TRUE(throttle.wait_before_login("1.2.3.4", "alice", now + *wait - 1ms));
    now += *wait;
    EXPECT_FALSE(throttle.wait_before_login("1.2.3.4", "alice", now)) << failure;
    expected *= 2;
  }
}

TEST(LoginThrottle, RoundsPartialSecondsUp) {
  LoginThrottle throttle;
  for (int i = 0; i < 7; ++i) throttle.record_failure("a", "alice", t0);  // wait 2 s
  EXPECT_EQ(throttle.wait_before_login("a", "alice", t0 + 1500ms), 1s);
  EXPECT_EQ(throttle.wait_before_login("a", "alice", t0 + 100ms), 2s);
}

TEST(LoginThrottle, ForgetsAfterAQuietWindow) {
  LoginThrottle throttle;
  for (int i = 0; i < 8; ++i) throttle.record_failure("a", "alice", t0);
  EXPECT_TRUE(throttle.wait_before_login("a", "alice", t0 + 1s));
  // 15 quiet minutes: the next failure counts as the first.
  throttle.record_failure("a", "alice", t0 + 15min);
  EXPECT_FALSE(throttle.wait_before_login("a", "alice", t0 + 15min));
}

TEST(LoginThrottle, ThrottlesAUsernameFromAnyAddress) {
  LoginThrottle throttle;
  for (int i = 0; i < 6; ++i) throttle.record_failure("10.0.0." + std::to_string(i), "Alice", t0);
  EXPECT_TRUE(throttle.wait_before_login("10.9.9.9", "ALICE", t0));
  EXPECT_FALSE(throttle.wait_before_login("10.9.9.9", "bob", t0));
}

TEST(LoginThrottle, ThrottlesAnAddressAcrossUsernames) {
  LoginThrottle throttle;
  for (int i = 0; i < 6; ++i) throttle.record_failure("1.2.3.4", "user" + std::to_string(i), t0);
  EXPECT_TRUE(throttle.wait_before_login("1.2.3.4", "someone", t0));
  EXPECT_FALSE(throttle.wait_before_login("5.6.7.8", "someone", t0));
}

TEST(LoginThrottle, SuccessClearsTheUsernameNotTheAddress) {
  LoginThrottle throttle;
  for (int i = 0; i < 6; ++i) throttle.record_failure("1.2.3.4", "alice", t0);
  throttle.record_success("alice");
  EXPECT_FALSE(throttle.wait_before_login("5.6.7.8", "alice", t0));
  EXPECT_TRUE(throttle.wait_before_login("1.2.3.4", "alice", t0));
}

TEST(LoginThrottle, MemoryIsBounded) {
  LoginThrottle::Options options;
  options.max_keys = 100;
  LoginThrottle throttle(options);
  for (int i = 0; i < 1000; ++i) {
    throttle.record_failure("addr" + std::to_string(i), "user" + std::to_string(i), t0 + i * 1ms);
  }
  EXPECT_LE(throttle.tracked_keys(), 100u);
  // Stale entries go first: after the window, a new failure sweeps them all.
  throttle.record_failure("late", "late", t0 + 1h);
  EXPECT_LE(throttle.tracked_keys(), 2u);
}

}  // namespace
}  // namespace gavel::accounts
