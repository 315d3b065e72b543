// Passwords: the rules a new password must meet, and argon2id hashing through
// libsodium, with the cost parameters as an argument so tests can run cheaply.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "accounts/error.h"

namespace gavel::accounts {

// argon2id's cost: passes over memory, and memory in bytes.
struct PasswordParams {
  std::uint64_t opslimit = 0;
  std::size_t memlimit = 0;
  bool operator==(const PasswordParams&) const = default;
};

// OWASP's argon2id baseline (Password Storage Cheat Sheet): 19 MiB, 2
// iterations, parallelism 1 (libsodium always uses 1). About 25 ms per hash on
// one core here, which bounds what a login flood costs (docs/accounts.md).
inline constexpr PasswordParams kProductionPasswordParams{2, 19456u * 1024u};

// libsodium's minimums (1 pass, 8 KiB): for tests only, never for real hashes.
PasswordParams minimum_password_params();

// 12: OWASP ASVS 2.1.1 (docs/accounts.md, "Passwords").
inline constexpr std::size_t kMinPasswordLength = 12;   // code points
inline constexpr std::size_t kMaxPasswordLength = 128;  // code points

// Whether `password` may be chosen by `username`: valid UTF-8, 12 to 128 code
// points, not one character repeated, not the username in any letter case.
Result<void> check_password(std::string_view password, std::string_view username);

// The argon2id hash in libsodium's self-describing string form
// ("$argon2id$v=19$m=...,t=...,p=1$salt$hash"), with a fresh random salt.
// Fails only when libsodium cannot allocate the memory.
Result<std::string> hash_password(std::string_view password, const PasswordParams& params);

// True when `hash` is a hash of `password`. Constant time in the password's
// content; a malformed hash is simply false.
bool verify_password(std::string_view hash, std::string_view password);

// True when `hash` was made with other parameters than `params` (or is not an
// argon2id hash at all): after a successful login, hash the password again.
bool password_needs_rehash(std::string_view hash, const PasswordParams& params);

}  // namespace gavel::accounts
