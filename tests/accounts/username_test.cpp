// Username rules: what is accepted, each refusal with its message, the
// administrator exception and case folding.
#include "accounts/username.h"

#include <gtest/gtest.h>

namespace gavel::accounts {
namespace {

TEST(Username, AcceptsOrdinaryNames) {
  for (const auto* name :
       {"Alice", "bob_the-2nd", "Zed", "abcdefghijklmnopqrst", "Botany", "Robot7", "GuestStar"}) {
    EXPECT_TRUE(check_username(name)) << name;
  }
}

TEST(Username, RefusesEachBrokenRule) {
  auto expect_refused = [](std::string_view name, std::string_view message) {
    auto result = check_username(name);
    ASSERT_FALSE(result) << name;
    EXPECT_EQ(result.error().kind, ErrorKind::kInvalid);
    EXPECT_EQ(result.error().message, message) << name;
  };
  expect_refused("Al", "the username must have 3 to 20 characters");
  expect_refused("abcdefghijklmnopqrstu", "the username must have 3 to 20 characters");
  expect_refused("", "the username must have 3 to 20 characters");
  expect_refused("1alice", "the username must start with a letter");
  expect_refused("_alice", "the username must start with a letter");
  expect_refused("al ice", "the username may contain only letters, digits, '_' and '-'");
  expect_refused("alicé", "the username may contain only letters, digits, '_' and '-'");
  expect_refused("Max (bot)", "names ending in \"(bot)\" are reserved for bots");
  expect_refused("Max(BOT)", "names ending in \"(bot)\" are reserved for bots");
  expect_refused("Bot1", "\"Bot\" followed by digits is reserved for house bots");
  expect_refused("bot42", "\"Bot\" followed by digits is reserved for house bots");
  expect_refused("Guest-4821", "names starting with \"Guest-\" are reserved for guests");
  expect_refused("guest_x", "names starting with \"Guest-\" are reserved for guests");
  expect_refused("ADMIN", "the username \"ADMIN\" is reserved");
  expect_refused("root", "the username \"root\" is reserved");
  expect_refused("Bot", "the username \"Bot\" is reserved");
}

TEST(Username, AdminOnlyForTheConfiguredAdministrator) {
  EXPECT_FALSE(check_username("admin"));
  EXPECT_FALSE(check_username("admin", "root"));
  EXPECT_TRUE(check_username("Admin", "admin"));
  EXPECT_FALSE(check_username("root", "admin"));  // only that one name
}

TEST(Username, FoldsLetterCaseOnly) {
  EXPECT_EQ(fold_username("AlIcE_-9"), "alice_-9");
}

}  // namespace
}  // namespace gavel::accounts
