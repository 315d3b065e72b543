// Schema migrations on PostgreSQL: each store has its numbered list, and the
// table schema_version records, per store, how far the database stands, so
// stores sharing one database migrate independently.
#pragma once

#include <span>
#include <string_view>

#include "postgres/pg.h"

namespace gavel::postgres {

// One version's statements: entry i of a store's list moves its schema from
// version i to i + 1. A later change appends an entry, never edits one.
using Migration = std::span<const std::string_view>;

// Brings `store`'s tables up to date in one transaction. Servers starting
// together take turns (an advisory lock), so the schema is created once; a
// database newer than this server's list is refused.
Result<void> migrate(Connection& connection, std::string_view store,
                     std::span<const Migration> migrations);

}  // namespace gavel::postgres
