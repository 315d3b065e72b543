// What the files of SqliteAccountStore share about its rows: reading an
// account, and how often a lookup writes "last seen" back.
#pragma once

#include <sqlite3.h>

#include <cstdint>

#include "accounts/account_store.h"

namespace gavel::accounts {

// A lookup refreshes a session's, token's or guest's "last seen" only when it
// is this stale, so that a busy player does not cost a write per request;
// expiry is in hours or days, so a minute of imprecision is nothing.
inline constexpr std::int64_t kTouchEveryMs = 60'000;

// Reads id, name, created_at, admin from `first_column` on.
Account read_account(sqlite3_stmt* stmt, int first_column);

}  // namespace gavel::accounts
