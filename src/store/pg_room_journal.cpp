#include "store/pg_room_journal.h"

#include <algorithm>
#include <array>
#include <set>
#include <string_view>
#include <unordered_map>

#include "postgres/migrate.h"

namespace gavel::store {
namespace {

using engine::invalid;
using postgres::Param;
using postgres::Statement;

constexpr std::array<std::string_view, 3> kToVersion1 = {
    // The identity orders a room's inputs: one writer appends them in order.
    "CREATE TABLE room_inputs ("
    " id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
    " code TEXT NOT NULL,"
    " input TEXT NOT NULL)",
    "CREATE INDEX room_inputs_code ON room_inputs (code, id)",
    "CREATE TABLE server_facts (name TEXT PRIMARY KEY, value BIGINT NOT NULL)",
};
// The fence (docs/deploy.md, "Room ownership"): which server holds each
// live room, and each server's lease, on the database's clock. A room's
// row has no server while it waits to be adopted (released by a server
// that stopped, or journaled before rooms had owners).
constexpr std::array<std::string_view, 4> kToVersion2 = {
    "CREATE TABLE cluster_servers ("
    " id TEXT PRIMARY KEY,"
    " alive_until TIMESTAMPTZ NOT NULL,"
    " renewed_at TIMESTAMPTZ NOT NULL,"
    " draining BOOLEAN NOT NULL DEFAULT FALSE)",
    "CREATE TABLE room_owners ("
    " code TEXT PRIMARY KEY,"
    " server_id TEXT,"
    " released_at TIMESTAMPTZ,"
    " epoch BIGINT NOT NULL DEFAULT 0)",
    "CREATE INDEX room_owners_server ON room_owners (server_id)",
    "INSERT INTO room_owners (code, released_at) SELECT DISTINCT code, now() FROM room_inputs",
};
constexpr std::array<postgres::Migration, 2> kMigrations = {kToVersion1, kToVersion2};

// A batch's lines in one statement, not one round trip each: two text arrays,
// inserted in their order (ORDINALITY), so the identity still numbers them
// as written.
constexpr Statement kInsert = {
    "room_inputs_insert",
    "INSERT INTO room_inputs (code, input)"
    " SELECT code, input FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(code, input, n)"
    " ORDER BY n"};
constexpr Statement kForget = {"room_inputs_forget", "DELETE FROM room_inputs WHERE code = $1"};
constexpr Statement kAlive = {"server_facts_alive",
                              "INSERT INTO server_facts (name, value) VALUES ($2, $1::bigint)"
                              " ON CONFLICT (name) DO UPDATE SET value = excluded.value"};
// A new room is this server's unless its code is taken (then it is refused).
constexpr Statement kClaim = {
    "room_owners_claim",
    "INSERT INTO room_owners (code, server_id) SELECT unnest($1::text[]), $2"
    " ON CONFLICT (code) DO NOTHING"};
// The rooms of the batch still this server's, locked until the commit: an
// adoption (cluster/room_ownership.cpp) waits for it, then sees every line.
constexpr Statement kOwned = {
    "room_owners_owned",
    "SELECT code FROM room_owners WHERE code = ANY($1::text[]) AND server_id = $2 FOR SHARE"};
// A room that left this server is forgotten only while it is still its own.
constexpr Statement kDisown = {"room_owners_disown",
                               "DELETE FROM room_owners WHERE code = $1 AND server_id = $2"};
constexpr Statement kLoadSome = {
    "room_inputs_load_some",
    "SELECT code, input FROM room_inputs WHERE code = ANY($1::text[]) ORDER BY id"};

// PostgreSQL's text form of a text[]: every element quoted, with its
// backslashes and double quotes escaped, so any text (JSON included) survives.
template <class Item, class Get>
std::string text_array(const std::vector<Item>& lines, Get get) {
  std::string out = "{";
  for (const auto& line : lines) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (const char c : get(line)) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  out += '}';
  return out;
}

std::string text_array(const std::vector<std::string>& texts) {
  return text_array(texts, [](const std::string& text) -> const std::string& { return text; });
}

std::unexpected<engine::Error> to_error(const postgres::Error& error) {
  return invalid("room journal: " + error.message);
}

Result<std::vector<JournaledRoom>> rooms_of(const postgres::Rows& rows) {
  std::vector<JournaledRoom> rooms;
  std::unordered_map<std::string, std::size_t> index;
  for (int row = 0, count = postgres::row_count(rows); row < count; ++row) {
    auto code = postgres::text(rows, row, 0);
    auto [it, fresh] = index.try_emplace(code, rooms.size());
    if (fresh) rooms.push_back({code, {}});
    rooms[it->second].inputs.push_back(postgres::text(rows, row, 1));
  }
  return rooms;
}

Result<void> insert(postgres::Connection& connection, const std::vector<JournalLine>& lines) {
  if (lines.empty()) return {};
  const std::array<Param, 2> params = {
      text_array(lines, [](const JournalLine& line) { return line.code; }),
      text_array(lines, [](const JournalLine& line) { return line.input; })};
  if (auto done = connection.execute(kInsert, params); !done) return to_error(done.error());
  return {};
}

}  // namespace

Result<std::unique_ptr<PgRoomJournal>> PgRoomJournal::open(const std::string& url,
                                                           std::string server_id) {
  auto pool = postgres::Pool::open(url, 2);
  if (!pool) return to_error(pool.error());
  {
    auto connection = (*pool)->acquire();
    if (!connection) return to_error(connection.error());
    if (auto done = postgres::migrate(**connection, "room_journal", kMigrations); !done) {
      return to_error(done.error());
    }
  }
  return std::unique_ptr<PgRoomJournal>(new PgRoomJournal(std::move(*pool), std::move(server_id)));
}

Result<Written> PgRoomJournal::write(const JournalBatch& batch) {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  auto transaction = postgres::Transaction::begin(**connection);
  if (!transaction) return to_error(transaction.error());
  Written written;
  if (server_id_.empty()) {
    if (auto done = insert(**connection, batch.lines); !done) return std::unexpected(done.error());
    for (const auto& code : batch.forgotten) {
      const std::array<Param, 1> params = {code};
      if (auto done = (*connection)->execute(kForget, params); !done) return to_error(done.error());
    }
  } else {
    auto fenced = write_fenced(**connection, batch);
    if (!fenced) return fenced;
    written = std::move(*fenced);
  }
  if (batch.alive_at_ms) {
    const std::array<Param, 2> params = {std::to_string(*batch.alive_at_ms), alive_name()};
    if (auto done = (*connection)->execute(kAlive, params); !done) return to_error(done.error());
  }
  if (auto done = transaction->commit(); !done) return to_error(done.error());
  return written;
}

Result<Written> PgRoomJournal::write_fenced(postgres::Connection& connection,
                                            const JournalBatch& batch) {
  Written written;
  if (!batch.opened.empty()) {
    const std::array<Param, 2> params = {text_array(batch.opened), server_id_};
    if (auto done = connection.execute(kClaim, params); !done) return to_error(done.error());
  }
  if (!batch.lines.empty()) {
    std::vector<std::string> codes;
    for (const auto& line : batch.lines) {
      if (std::find(codes.begin(), codes.end(), line.code) == codes.end())
        codes.push_back(line.code);
    }
    const std::array<Param, 2> params = {text_array(codes), server_id_};
    auto owned_rows = connection.execute(kOwned, params);
    if (!owned_rows) return to_error(owned_rows.error());
    std::set<std::string> owned;
    for (int row = 0, count = postgres::row_count(*owned_rows); row < count; ++row) {
      owned.insert(postgres::text(*owned_rows, row, 0));
    }
    std::vector<JournalLine> kept;
    kept.reserve(batch.lines.size());
    for (const auto& line : batch.lines) {
      if (owned.contains(line.code)) kept.push_back(line);
    }
    for (const auto& code : codes) {
      if (!owned.contains(code)) written.refused.push_back(code);
    }
    if (auto done = insert(connection, kept); !done) return std::unexpected(done.error());
  }
  for (const auto& code : batch.forgotten) {
    const std::array<Param, 2> disown = {code, server_id_};
    auto gone = connection.execute(kDisown, disown);
    if (!gone) return to_error(gone.error());
    if (postgres::affected(*gone) == 0) continue;  // another server's now: its lines stay
    const std::array<Param, 1> params = {code};
    if (auto done = connection.execute(kForget, params); !done) return to_error(done.error());
  }
  return written;
}

Result<std::vector<JournaledRoom>> PgRoomJournal::load() {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  auto rows = (*connection)->query("SELECT code, input FROM room_inputs ORDER BY id");
  if (!rows) return to_error(rows.error());
  return rooms_of(*rows);
}

Result<std::vector<JournaledRoom>> PgRoomJournal::load(const std::vector<std::string>& codes) {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  const std::array<Param, 1> params = {text_array(codes)};
  auto rows = (*connection)->execute(kLoadSome, params);
  if (!rows) return to_error(rows.error());
  return rooms_of(*rows);
}

Result<std::optional<std::int64_t>> PgRoomJournal::alive_at() {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  const std::array<Param, 1> params = {alive_name()};
  auto rows = (*connection)->query("SELECT value FROM server_facts WHERE name = $1", params);
  if (!rows) return to_error(rows.error());
  if (postgres::row_count(*rows) == 0) return std::nullopt;
  auto value = postgres::int64(*rows, 0, 0);
  if (!value) return to_error(value.error());
  return *value;
}

}  // namespace gavel::store
