// Unpredictable values from libsodium's CSPRNG: seat tokens, match codes and
// match seeds. Nothing guessable (time, counters) ever stands in for these.
#pragma once

#include <cstddef>
#include <string>

#include "engine/rng.h"

namespace gavel::server {

// Must be called once before the others (initialises libsodium); false on failure.
bool init_secrets();
// 128 random bits as 32 lowercase hex digits.
std::string new_token();
// Public rooms show a short code people can read out (the rulebook's K7Q2M);
// a private table's code is its only protection, so it is long: 13
// characters of 32 are 65 bits, beyond guessing.
inline constexpr std::size_t kPublicCodeLength = 5;
inline constexpr std::size_t kPrivateCodeLength = 13;
// `length` characters from an alphabet without look-alikes (no 0/O, 1/I).
std::string new_match_code(std::size_t length = kPublicCodeLength);
engine::Seed new_seed();

}  // namespace gavel::server
