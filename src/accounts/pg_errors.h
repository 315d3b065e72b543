// How the PostgreSQL account and wallet stores turn the database's failures
// into account errors.
#pragma once

#include <cstdint>
#include <expected>
#include <string>

#include "accounts/error.h"
#include "postgres/pg.h"

namespace gavel::accounts {

// A clash on a unique key is a conflict (the callers say what clashed), any
// other failure is the storage's.
inline std::unexpected<Error> to_account_error(const postgres::Error& error) {
  return fail(error.unique_violation ? ErrorKind::kConflict : ErrorKind::kStorage,
              "account store: " + error.message);
}

// A BIGINT column of a row the store's own SELECT returned.
inline Result<std::int64_t> column_int64(const postgres::Rows& rows, int row, int column) {
  auto value = postgres::int64(rows, row, column);
  if (!value) return to_account_error(value.error());
  return *value;
}

inline std::string number(std::int64_t value) {
  return std::to_string(value);
}

}  // namespace gavel::accounts
