// One place that initialises libsodium before the accounts code uses it, so no
// caller has to remember to (sodium_init is safe to call more than once).
#pragma once

namespace gavel::accounts {

// False only if libsodium cannot start (no usable randomness source).
bool sodium_ready();

}  // namespace gavel::accounts
