// Opening a store's file the one way both stores want it: parent directories
// created, WAL checked, synchronous=NORMAL, and the schema brought up to date.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "sqlite/sqlite.h"

namespace gavel::sqlite {

// One schema version's statements: entry i of a store's migrations moves the
// schema from version i to i + 1, and PRAGMA user_version records where a file
// stands. A later change appends an entry; it never edits a shipped one.
using Migration = std::span<const std::string_view>;

// Opens (creating if needed) the database at `path`. `pragmas` run after the
// common ones and before migrating, for per-connection settings the schema
// relies on (foreign_keys=ON). The connection is opened NOMUTEX: the caller
// must serialize every use of it.
Result<Db> open(const std::string& path, std::span<const Migration> migrations,
                std::span<const std::string_view> pragmas = {});

}  // namespace gavel::sqlite
