// Unpredictable values from libsodium's CSPRNG: seat tokens, match codes and
// match seeds. Nothing guessable (time, counters) ever stands in for these.
#pragma once

#include <string>

#include "engine/rng.h"

namespace gavel::server {

// Must be called once before the others (initialises libsodium); false on failure.
bool init_secrets();
// 128 random bits as 32 lowercase hex digits.
std::string new_token();
// Five characters from an alphabet without look-alikes (no 0/O, 1/I).
std::string new_match_code();
engine::Seed new_seed();

}  // namespace gavel::server
