// What the files of SqliteAccountStore share about its rows: reading an
// account, and how often a lookup writes "last seen" back.
#pragma once

#include <sqlite3.h>

#include <cstdint>

#include "accounts/account_store.h"
#include "accounts/account_store_options.h"  // kTouchEveryMs

namespace gavel::accounts {

// Reads id, name, created_at, admin from `first_column` on.
Account read_account(sqlite3_stmt* stmt, int first_column);

}  // namespace gavel::accounts
