// What the files of PgAccountStore share about its rows.
#pragma once

#include <cstdint>

#include "accounts/account_store.h"
#include "accounts/account_store_options.h"  // kTouchEveryMs
#include "postgres/pg.h"

namespace gavel::accounts {

// Reads id, name, created_at, admin from `first_column` on.
Result<Account> read_account(const postgres::Rows& rows, int row, int first_column);

}  // namespace gavel::accounts
