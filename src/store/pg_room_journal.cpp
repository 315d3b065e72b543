#include "store/pg_room_journal.h"

#include <array>
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
constexpr std::array<postgres::Migration, 1> kMigrations = {kToVersion1};

// A batch's lines in one statement, not one round trip each: two text arrays,
// inserted in their order (ORDINALITY), so the identity still numbers them
// as written.
constexpr Statement kInsert = {
    "room_inputs_insert",
    "INSERT INTO room_inputs (code, input)"
    " SELECT code, input FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(code, input, n)"
    " ORDER BY n"};
constexpr Statement kForget = {"room_inputs_forget", "DELETE FROM room_inputs WHERE code = $1"};
constexpr Statement kAlive = {
    "server_facts_alive",
    "INSERT INTO server_facts (name, value) VALUES ('alive_at', $1::bigint)"
    " ON CONFLICT (name) DO UPDATE SET value = excluded.value"};

// PostgreSQL's text form of a text[]: every element quoted, with its
// backslashes and double quotes escaped, so any text (JSON included) survives.
template <class Get>
std::string text_array(const std::vector<JournalLine>& lines, Get get) {
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

std::unexpected<engine::Error> to_error(const postgres::Error& error) {
  return invalid("room journal: " + error.message);
}

}  // namespace

Result<std::unique_ptr<PgRoomJournal>> PgRoomJournal::open(const std::string& url) {
  auto pool = postgres::Pool::open(url, 2);
  if (!pool) return to_error(pool.error());
  {
    auto connection = (*pool)->acquire();
    if (!connection) return to_error(connection.error());
    if (auto done = postgres::migrate(**connection, "room_journal", kMigrations); !done) {
      return to_error(done.error());
    }
  }
  return std::unique_ptr<PgRoomJournal>(new PgRoomJournal(std::move(*pool)));
}

Result<void> PgRoomJournal::write(const JournalBatch& batch) {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  auto transaction = postgres::Transaction::begin(**connection);
  if (!transaction) return to_error(transaction.error());
  if (!batch.lines.empty()) {
    const std::array<Param, 2> params = {
        text_array(batch.lines, [](const JournalLine& line) { return line.code; }),
        text_array(batch.lines, [](const JournalLine& line) { return line.input; })};
    if (auto done = (*connection)->execute(kInsert, params); !done) return to_error(done.error());
  }
  for (const auto& code : batch.forgotten) {
    const std::array<Param, 1> params = {code};
    if (auto done = (*connection)->execute(kForget, params); !done) return to_error(done.error());
  }
  if (batch.alive_at_ms) {
    const std::array<Param, 1> params = {std::to_string(*batch.alive_at_ms)};
    if (auto done = (*connection)->execute(kAlive, params); !done) return to_error(done.error());
  }
  if (auto done = transaction->commit(); !done) return to_error(done.error());
  return {};
}

Result<std::vector<JournaledRoom>> PgRoomJournal::load() {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  auto rows = (*connection)->query("SELECT code, input FROM room_inputs ORDER BY id");
  if (!rows) return to_error(rows.error());
  std::vector<JournaledRoom> rooms;
  std::unordered_map<std::string, std::size_t> index;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    auto code = postgres::text(*rows, row, 0);
    auto [it, fresh] = index.try_emplace(code, rooms.size());
    if (fresh) rooms.push_back({code, {}});
    rooms[it->second].inputs.push_back(postgres::text(*rows, row, 1));
  }
  return rooms;
}

Result<std::optional<std::int64_t>> PgRoomJournal::alive_at() {
  auto connection = pool_->acquire();
  if (!connection) return to_error(connection.error());
  auto rows = (*connection)->query("SELECT value FROM server_facts WHERE name = 'alive_at'");
  if (!rows) return to_error(rows.error());
  if (postgres::row_count(*rows) == 0) return std::nullopt;
  auto value = postgres::int64(*rows, 0, 0);
  if (!value) return to_error(value.error());
  return *value;
}

}  // namespace gavel::store
