// Guest names: their shapes, their randomness, and that none of them can ever
// be registered as an account name.
#include "accounts/guest_names.h"

#include <gtest/gtest.h>

#include <set>

#include "accounts/username.h"

namespace gavel::accounts {
namespace {

TEST(GuestNames, NumberStyleIsGuestAndFourDigits) {
  for (int i = 0; i < 200; ++i) {
    const auto name = new_guest_name(GuestNameStyle::kNumber);
    ASSERT_EQ(name.size(), 10u) << name;
    EXPECT_TRUE(name.starts_with("Guest-")) << name;
    const int number = std::stoi(name.substr(6));
    EXPECT_GE(number, 1000);
    EXPECT_LE(number, 9999);
  }
}

TEST(GuestNames, AreRandom) {
  std::set<std::string> seen;
  for (int i = 0; i < 50; ++i) seen.insert(new_guest_name(GuestNameStyle::kAdjectiveAnimal));
  EXPECT_GT(seen.size(), 30u);  // 1024 possible names: repeats are rare, not impossible
}

TEST(GuestNames, CanNeverBeRegistered) {
  for (int i = 0; i < 500; ++i) {
    for (auto style : {GuestNameStyle::kNumber, GuestNameStyle::kAdjectiveAnimal}) {
      const auto name = new_guest_name(style);
      EXPECT_TRUE(is_guest_name(name)) << name;
      EXPECT_FALSE(check_username(name)) << name;
      EXPECT_FALSE(check_username(fold_username(name))) << name;
    }
  }
}

TEST(GuestNames, RecognisesThePrefixInAnyCase) {
  EXPECT_TRUE(is_guest_name("guest-1234"));
  EXPECT_FALSE(is_guest_name("Guesthouse"));
  EXPECT_FALSE(is_guest_name("Alice"));
}

}  // namespace
}  // namespace gavel::accounts
