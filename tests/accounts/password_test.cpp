// Password rules (each refusal) and argon2id hashing: right and wrong
// passwords, rehash detection, and the production parameters as documented.
#include "accounts/password.h"

#include <gtest/gtest.h>
#include <sodium.h>

namespace gavel::accounts {
namespace {

TEST(PasswordRules, AcceptsAnOrdinaryPassword) {
  EXPECT_TRUE(check_password("correct horse", "alice"));
}

TEST(PasswordRules, CountsCodePointsNotBytes) {
  // Twelve two-byte characters: 24 bytes but 12 characters, so allowed.
  EXPECT_TRUE(check_password("ééééééééééée", "alice"));
  // Eleven four-byte characters: 44 bytes but too short.
  auto eleven = check_password("😀😁😂🤣😃😄😅😆😇😈😉", "alice");
  ASSERT_FALSE(eleven);
  EXPECT_EQ(eleven.error().message, "the password must have at least 12 characters");
  EXPECT_TRUE(check_password(std::string(64, 'a') + std::string(64, 'b'), "alice"));
}

TEST(PasswordRules, RefusesEachBrokenRule) {
  auto expect_refused = [](std::string_view password, std::string_view message) {
    auto result = check_password(password, "Alice_Longer99");
    ASSERT_FALSE(result) << password;
    EXPECT_EQ(result.error().kind, ErrorKind::kInvalid);
    EXPECT_EQ(result.error().message, message);
  };
  expect_refused("short", "the password must have at least 12 characters");
  expect_refused("eleven char", "the password must have at least 12 characters");
  expect_refused(std::string(129, 'x') + "y", "the password must have at most 128 characters");
  expect_refused("aaaaaaaaaaaa", "the password must not be one character repeated");
  expect_refused("ALICE_LONGER99", "the password must not be the username");
  expect_refused("abcdefghijk\xff", "the password is not valid UTF-8 text");
  expect_refused("abcdefghijk\xc0\x80", "the password is not valid UTF-8 text");  // overlong NUL
  expect_refused("abcdefghijk\xed\xa0\x80", "the password is not valid UTF-8 text");  // a surrogate
}

TEST(PasswordHash, VerifiesTheRightPasswordOnly) {
  auto hash = hash_password("correct horse", minimum_password_params());
  ASSERT_TRUE(hash) << hash.error().message;
  EXPECT_TRUE(hash->starts_with("$argon2id$"));
  EXPECT_TRUE(verify_password(*hash, "correct horse"));
  EXPECT_FALSE(verify_password(*hash, "correct horsE"));
  EXPECT_FALSE(verify_password(*hash, ""));
  EXPECT_FALSE(verify_password("not a hash", "correct horse"));
  EXPECT_FALSE(verify_password("", "correct horse"));
}

TEST(PasswordHash, SaltsEveryHash) {
  auto a = hash_password("correct horse", minimum_password_params());
  auto b = hash_password("correct horse", minimum_password_params());
  ASSERT_TRUE(a && b);
  EXPECT_NE(*a, *b);
}

TEST(PasswordHash, NeedsRehashWhenParametersDiffer) {
  const auto cheap = minimum_password_params();
  auto hash = hash_password("correct horse", cheap);
  ASSERT_TRUE(hash);
  EXPECT_FALSE(password_needs_rehash(*hash, cheap));
  EXPECT_TRUE(password_needs_rehash(*hash, kProductionPasswordParams));
  EXPECT_TRUE(password_needs_rehash("garbage", cheap));
  // An argon2i hash (the older variant) is to be replaced by argon2id.
  char argon2i[crypto_pwhash_STRBYTES];
  // (argon2i needs at least 3 passes.)
  ASSERT_EQ(crypto_pwhash_str_alg(argon2i, "pw", 2, crypto_pwhash_argon2i_OPSLIMIT_MIN,
                                  cheap.memlimit, crypto_pwhash_ALG_ARGON2I13),
            0);
  EXPECT_TRUE(password_needs_rehash(argon2i, cheap));
}

TEST(PasswordHash, ProductionParametersAreOwaspsArgon2idBaseline) {
  // docs/accounts.md promises these exact numbers: 19 MiB, 2 iterations.
  EXPECT_EQ(kProductionPasswordParams.memlimit, 19u * 1024u * 1024u);
  EXPECT_EQ(kProductionPasswordParams.opslimit, 2u);
  EXPECT_GE(kProductionPasswordParams.memlimit, crypto_pwhash_MEMLIMIT_MIN);
  EXPECT_GE(kProductionPasswordParams.opslimit, crypto_pwhash_OPSLIMIT_MIN);
  EXPECT_EQ(minimum_password_params().opslimit, crypto_pwhash_OPSLIMIT_MIN);
  EXPECT_EQ(minimum_password_params().memlimit, crypto_pwhash_MEMLIMIT_MIN);
}

TEST(PasswordHash, ProductionHashEncodesItsParameters) {
  // One real-cost hash (about 25 ms) to prove the string says m=19456,t=2.
  auto hash = hash_password("correct horse", kProductionPasswordParams);
  ASSERT_TRUE(hash);
  EXPECT_NE(hash->find("$m=19456,t=2,p=1$"), std::string::npos) << *hash;
  EXPECT_FALSE(password_needs_rehash(*hash, kProductionPasswordParams));
}

}  // namespace
}  // namespace gavel::accounts
