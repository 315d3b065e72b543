// How an account store is set up, the same for every backend.
#pragma once

#include <cstdint>
#include <string>

#include "accounts/password.h"

namespace gavel::accounts {

// A lookup refreshes a session's, token's or guest's "last seen" only when it
// is this stale, so that a busy player does not cost a write per request;
// expiry is in hours or days, so a minute of imprecision is nothing.
inline constexpr std::int64_t kTouchEveryMs = 60'000;

struct AccountStoreOptions {
  // Tests pass minimum_password_params(); everything else keeps the default.
  PasswordParams password_params = kProductionPasswordParams;
  // The one player allowed the reserved name "admin" (or another reserved
  // staff name); empty for nobody.
  std::string administrator;
  // A session unused this long is gone: 30 days.
  std::int64_t session_idle_ms = 30LL * 24 * 60 * 60 * 1000;
};

}  // namespace gavel::accounts
