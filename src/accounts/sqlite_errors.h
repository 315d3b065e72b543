// How the account store turns SQLite's failures into its own errors; shared
// by the files of SqliteAccountStore.
#pragma once

#include <sqlite3.h>

#include <expected>
#include <string_view>

#include "accounts/error.h"
#include "sqlite/sqlite.h"

namespace gavel::accounts {

// Every failure of the shared SQLite layer becomes an account error here: a
// clash on a unique key is a conflict (the callers say what clashed), any
// other failure is the storage's.
inline std::unexpected<Error> to_account_error(const sqlite::Error& error) {
  return fail(error.unique_violation ? ErrorKind::kConflict : ErrorKind::kStorage,
              "account store: " + error.message);
}

inline std::unexpected<Error> db_error(sqlite3* db, std::string_view what) {
  return to_account_error(sqlite::last_error(db, what));
}

}  // namespace gavel::accounts
