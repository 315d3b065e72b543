// SqliteStore: opening the file, the schema and its migrations, and the four
// operations, each one prepared statement with bound parameters.
#include "store/sqlite_store.h"

#include <sqlite3.h>

#include <array>
#include <filesystem>
#include <span>
#include <string_view>
#include <system_error>

namespace gavel::store {
namespace {

namespace json = boost::json;
using engine::invalid;

// Another process (a backup, the sqlite3 shell, the next server starting
// while this one stops) may hold the file's lock for a moment: wait this long
// before calling it an error.
constexpr int kBusyTimeoutMs = 5000;

// Schema migrations, one entry per version: entry i moves the schema from
// version i to i + 1 and PRAGMA user_version records where a file stands. A
// later change appends an entry; it never edits a shipped one.
constexpr std::array<std::string_view, 2> kToVersion1 = {
    // NOT NULL on the key: SQLite, unlike the standard, lets a TEXT PRIMARY KEY be NULL.
    "CREATE TABLE matches ("
    " code TEXT PRIMARY KEY NOT NULL,"
    " game TEXT NOT NULL,"
    " finished_at INTEGER NOT NULL,"
    " record TEXT NOT NULL,"
    " players TEXT NOT NULL,"
    " summary TEXT NOT NULL)",
    // Purge deletes by age and recent() reads newest first: both walk this index.
    "CREATE INDEX matches_finished_at ON matches (finished_at)",
};
constexpr std::array<std::span<const std::string_view>, 1> kMigrations = {kToVersion1};

struct FinalizeStmt {
  void operator()(sqlite3_stmt* stmt) const { sqlite3_finalize(stmt); }
};
using Stmt = std::unique_ptr<sqlite3_stmt, FinalizeStmt>;

std::unexpected<engine::Error> db_error(sqlite3* db, std::string_view what) {
  return invalid("match store: " + std::string(what) + ": " + sqlite3_errmsg(db));
}

Result<Stmt> prepare(sqlite3* db, std::string_view sql) {
  sqlite3_stmt* raw = nullptr;
  const int rc = sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &raw, nullptr);
  Stmt stmt(raw);
  if (rc != SQLITE_OK) return db_error(db, "preparing '" + std::string(sql) + "'");
  return stmt;
}

// For statements without data and without rows worth reading (DDL, PRAGMA,
// BEGIN, COMMIT).
Result<void> run(sqlite3* db, std::string_view sql) {
  auto stmt = prepare(db, sql);
  if (!stmt) return std::unexpected(stmt.error());
  int rc = SQLITE_ROW;
  while (rc == SQLITE_ROW) rc = sqlite3_step(stmt->get());
  if (rc != SQLITE_DONE) return db_error(db, "running '" + std::string(sql) + "'");
  return {};
}

// SQLITE_TRANSIENT makes SQLite copy the text, so the binding never outlives
// the caller's string by accident; the copy is small next to a disk write.
bool bind_text(sqlite3_stmt* stmt, int index, std::string_view text) {
  // An empty view may have a null data(), which SQLite would bind as NULL.
  const char* data = text.empty() ? "" : text.data();
  return sqlite3_bind_text64(stmt, index, data, text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) ==
         SQLITE_OK;
}

std::string column_text(sqlite3_stmt* stmt, int column) {
  // column_text before column_bytes: that order gives the UTF-8 length.
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, column));
  if (!text) return {};
  return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, column)));
}

// Reads one JSON column back. The default depth limit (32) is lower than what
// the serializer writes without complaint, so a deep summary would save but
// not load; the parser keeps its own stack, so a higher limit is safe.
Result<json::value> parse_column(const std::string& text, std::string_view code,
                                 std::string_view column) {
  json::parse_options options;
  options.max_depth = 256;
  boost::system::error_code ec;
  json::value value = json::parse(text, ec, {}, options);
  if (ec) {
    return invalid("stored match '" + std::string(code) + "' has a corrupt " + std::string(column) +
                   " column: " + ec.message());
  }
  return value;
}

// The names a match summary lists. Checked when saving as well, so that one
// malformed row cannot later break the whole recent() list.
Result<std::vector<std::string>> player_names(const json::value& players) {
  if (!players.is_array()) return invalid("players must be a JSON array");
  std::vector<std::string> names;
  for (const auto& player : players.as_array()) {
    const auto* name = player.is_object() ? player.as_object().if_contains("name") : nullptr;
    if (!name || !name->is_string()) return invalid("every player must have a string 'name'");
    names.emplace_back(name->as_string());
  }
  return names;
}

// Ends the migration transaction with ROLLBACK on every path that does not
// reach COMMIT.
class RollbackUnlessCommitted {
 public:
  explicit RollbackUnlessCommitted(sqlite3* db) : db_(db) {}
  RollbackUnlessCommitted(const RollbackUnlessCommitted&) = delete;
  RollbackUnlessCommitted& operator=(const RollbackUnlessCommitted&) = delete;
  ~RollbackUnlessCommitted() {
    if (!committed_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  Result<void> commit() {
    auto done = run(db_, "COMMIT");
    if (done) committed_ = true;
    return done;
  }

 private:
  sqlite3* db_;
  bool committed_ = false;
};

Result<void> migrate(sqlite3* db) {
  // IMMEDIATE takes the write lock before reading the version, so two
  // processes opening a new file at once cannot both create the schema.
  if (auto begun = run(db, "BEGIN IMMEDIATE"); !begun) return begun;
  RollbackUnlessCommitted transaction(db);
  auto query = prepare(db, "PRAGMA user_version");
  if (!query) return std::unexpected(query.error());
  if (sqlite3_step(query->get()) != SQLITE_ROW) return db_error(db, "reading the schema version");
  const int version = sqlite3_column_int(query->get(), 0);
  query->reset();
  const int latest = static_cast<int>(kMigrations.size());
  if (version < 0 || version > latest) {
    return invalid("match store: the database has schema version " + std::to_string(version) +
                   ", newer than this server's " + std::to_string(latest));
  }
  for (int step = version; step < latest; ++step) {
    for (const auto sql : kMigrations[static_cast<std::size_t>(step)]) {
      if (auto done = run(db, sql); !done) return done;
    }
  }
  if (version < latest) {
    // PRAGMA takes no bound parameters; the number is our own constant, not data.
    if (auto done = run(db, "PRAGMA user_version = " + std::to_string(latest)); !done) return done;
  }
  return transaction.commit();
}

}  // namespace

void SqliteStore::CloseDb::operator()(sqlite3* db) const {
  sqlite3_close_v2(db);
}

Result<std::unique_ptr<SqliteStore>> SqliteStore::open(const std::string& path) {
  if (path.empty()) return invalid("match store: the database path is empty");
  const auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(parent, ec);
    if (ec) {
      return invalid("match store: cannot create the directory '" + parent.string() +
                     "': " + ec.message());
    }
  }

  sqlite3* raw = nullptr;
  // NOMUTEX: mutex_ already serializes every use of the connection.
  const int rc =
      sqlite3_open_v2(path.c_str(), &raw,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  Db db(raw);  // even a failed open may return a handle that must be closed
  if (rc != SQLITE_OK) {
    return invalid("match store: cannot open '" + path +
                   "': " + (raw ? sqlite3_errmsg(raw) : sqlite3_errstr(rc)));
  }
  sqlite3_busy_timeout(raw, kBusyTimeoutMs);

  // WAL: readers never wait for the writer, and a commit is one append. The
  // pragma answers with the mode in force, which is not WAL if the file or
  // its directory does not allow it: refuse rather than run without it.
  auto mode = prepare(raw, "PRAGMA journal_mode=WAL");
  if (!mode) return std::unexpected(mode.error());
  if (sqlite3_step(mode->get()) != SQLITE_ROW) return db_error(raw, "switching to WAL");
  if (const auto answer = column_text(mode->get(), 0); answer != "wal") {
    return invalid("match store: '" + path + "' cannot use WAL (journal mode is '" + answer + "')");
  }
  mode->reset();
  // In WAL mode NORMAL loses at most the last commits on power loss, never
  // the file's consistency, and saves an fsync per commit.
  if (auto done = run(raw, "PRAGMA synchronous=NORMAL"); !done)
    return std::unexpected(done.error());
  if (auto done = migrate(raw); !done) return std::unexpected(done.error());
  return std::unique_ptr<SqliteStore>(new SqliteStore(std::move(db)));
}

Result<void> SqliteStore::save_finished(const FinishedMatch& match) {
  if (match.code.empty()) return invalid("a finished match needs a code");
  if (auto names = player_names(match.players); !names) {
    return invalid("match '" + match.code + "': " + names.error().message);
  }
  // Serialize before taking the lock: it needs no connection.
  const auto record = json::serialize(engine::record_to_json(match.record));
  const auto players = json::serialize(match.players);
  const auto summary = json::serialize(match.summary);

  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(),
                      "INSERT INTO matches (code, game, finished_at, record, players, summary)"
                      " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
                      " ON CONFLICT (code) DO UPDATE SET game = excluded.game,"
                      " finished_at = excluded.finished_at, record = excluded.record,"
                      " players = excluded.players, summary = excluded.summary");
  if (!stmt) return std::unexpected(stmt.error());
  auto* s = stmt->get();
  const bool bound = bind_text(s, 1, match.code) && bind_text(s, 2, match.game) &&
                     sqlite3_bind_int64(s, 3, match.finished_at_ms) == SQLITE_OK &&
                     bind_text(s, 4, record) && bind_text(s, 5, players) &&
                     bind_text(s, 6, summary);
  if (!bound) return db_error(db_.get(), "binding match '" + match.code + "'");
  if (sqlite3_step(s) != SQLITE_DONE) return db_error(db_.get(), "saving '" + match.code + "'");
  return {};
}

Result<std::optional<FinishedMatch>> SqliteStore::load(std::string_view code) {
  FinishedMatch match;
  std::string record, players, summary;
  {
    std::lock_guard lock(mutex_);
    auto stmt = prepare(db_.get(),
                        "SELECT game, finished_at, record, players, summary"
                        " FROM matches WHERE code = ?1");
    if (!stmt) return std::unexpected(stmt.error());
    auto* s = stmt->get();
    if (!bind_text(s, 1, code)) return db_error(db_.get(), "binding a code");
    const int rc = sqlite3_step(s);
    if (rc == SQLITE_DONE) return std::nullopt;
    if (rc != SQLITE_ROW) return db_error(db_.get(), "loading '" + std::string(code) + "'");
    match.code = code;
    match.game = column_text(s, 0);
    match.finished_at_ms = sqlite3_column_int64(s, 1);
    record = column_text(s, 2);
    players = column_text(s, 3);
    summary = column_text(s, 4);
  }

  // Parsing needs no connection, so it runs after the lock is released.
  auto record_json = parse_column(record, code, "record");
  if (!record_json) return std::unexpected(record_json.error());
  auto parsed = engine::record_from_json(*record_json);
  if (!parsed) {
    return invalid("stored match '" + std::string(code) +
                   "' has a corrupt record: " + parsed.error().message);
  }
  match.record = std::move(*parsed);
  auto players_json = parse_column(players, code, "players");
  if (!players_json) return std::unexpected(players_json.error());
  match.players = std::move(*players_json);
  auto summary_json = parse_column(summary, code, "summary");
  if (!summary_json) return std::unexpected(summary_json.error());
  match.summary = std::move(*summary_json);
  return match;
}

Result<int> SqliteStore::purge_older_than(std::int64_t cutoff_ms) {
  std::lock_guard lock(mutex_);
  auto stmt = prepare(db_.get(), "DELETE FROM matches WHERE finished_at < ?1");
  if (!stmt) return std::unexpected(stmt.error());
  auto* s = stmt->get();
  if (sqlite3_bind_int64(s, 1, cutoff_ms) != SQLITE_OK) {
    return db_error(db_.get(), "binding the cutoff");
  }
  if (sqlite3_step(s) != SQLITE_DONE) return db_error(db_.get(), "purging old matches");
  return sqlite3_changes(db_.get());
}

Result<std::vector<MatchSummary>> SqliteStore::recent(int limit) {
  if (limit < 0) return invalid("the number of recent matches must not be negative");
  struct Row {
    MatchSummary summary;
    std::string players;
  };
  std::vector<Row> rows;
  {
    std::lock_guard lock(mutex_);
    auto stmt = prepare(db_.get(),
                        "SELECT code, game, finished_at, players FROM matches"
                        " ORDER BY finished_at DESC, code ASC LIMIT ?1");
    if (!stmt) return std::unexpected(stmt.error());
    auto* s = stmt->get();
    if (sqlite3_bind_int(s, 1, limit) != SQLITE_OK) return db_error(db_.get(), "binding a limit");
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
      rows.push_back({{column_text(s, 0), column_text(s, 1), sqlite3_column_int64(s, 2), {}},
                      column_text(s, 3)});
    }
    if (rc != SQLITE_DONE) return db_error(db_.get(), "listing recent matches");
  }

  std::vector<MatchSummary> summaries;
  summaries.reserve(rows.size());
  for (auto& row : rows) {
    auto players = parse_column(row.players, row.summary.code, "players");
    if (!players) return std::unexpected(players.error());
    auto names = player_names(*players);
    if (!names) {
      return invalid("stored match '" + row.summary.code +
                     "' has a corrupt players column: " + names.error().message);
    }
    row.summary.players = std::move(*names);
    summaries.push_back(std::move(row.summary));
  }
  return summaries;
}

}  // namespace gavel::store
