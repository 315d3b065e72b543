// The open sequence and the PRAGMA user_version migration runner, written
// once for both stores; failures come back unlabelled, as sqlite::Error.
#include "sqlite/open.h"

#include <sqlite3.h>

#include <filesystem>
#include <system_error>

namespace gavel::sqlite {
namespace {

// Another process (a backup, the sqlite3 shell, the next server starting
// while this one stops) may hold the file's lock for a moment: wait this long
// before calling it an error.
constexpr int kBusyTimeoutMs = 5000;

std::unexpected<Error> failure(std::string message) {
  return std::unexpected(Error{std::move(message)});
}

Result<void> migrate(sqlite3* db, std::span<const Migration> migrations) {
  // IMMEDIATE takes the write lock before reading the version, so two
  // processes opening a new file at once cannot both create the schema.
  auto transaction = Transaction::begin(db);
  if (!transaction) return std::unexpected(transaction.error());
  auto query = prepare(db, "PRAGMA user_version");
  if (!query) return std::unexpected(query.error());
  if (sqlite3_step(query->get()) != SQLITE_ROW) {
    return std::unexpected(last_error(db, "reading the schema version"));
  }
  const int version = sqlite3_column_int(query->get(), 0);
  query->reset();
  const int latest = static_cast<int>(migrations.size());
  if (version < 0 || version > latest) {
    return failure("the database has schema version " + std::to_string(version) +
                   ", newer than this server's " + std::to_string(latest));
  }
  for (int step = version; step < latest; ++step) {
    for (const auto sql : migrations[static_cast<std::size_t>(step)]) {
      if (auto done = run(db, sql); !done) return done;
    }
  }
  if (version < latest) {
    // PRAGMA takes no bound parameters; the number is our own constant, not data.
    if (auto done = run(db, "PRAGMA user_version = " + std::to_string(latest)); !done) return done;
  }
  return transaction->commit();
}

}  // namespace

Result<Db> open(const std::string& path, std::span<const Migration> migrations,
                std::span<const std::string_view> pragmas) {
  if (path.empty()) return failure("the database path is empty");
  const auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(parent, ec);
    if (ec)
      return failure("cannot create the directory '" + parent.string() + "': " + ec.message());
  }

  sqlite3* raw = nullptr;
  // NOMUTEX: each store's own mutex already serializes every use of the connection.
  const int rc =
      sqlite3_open_v2(path.c_str(), &raw,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  Db db(raw);  // even a failed open may return a handle that must be closed
  if (rc != SQLITE_OK) {
    return failure("cannot open '" + path +
                   "': " + (raw ? sqlite3_errmsg(raw) : sqlite3_errstr(rc)));
  }
  sqlite3_busy_timeout(raw, kBusyTimeoutMs);

  // WAL: readers never wait for the writer, and a commit is one append. The
  // pragma answers with the mode in force, which is not WAL if the file or
  // its directory does not allow it: refuse rather than run without it.
  auto mode = prepare(raw, "PRAGMA journal_mode=WAL");
  if (!mode) return std::unexpected(mode.error());
  if (sqlite3_step(mode->get()) != SQLITE_ROW) {
    return std::unexpected(last_error(raw, "switching to WAL"));
  }
  if (const auto answer = column_text(mode->get(), 0); answer != "wal") {
    return failure("'" + path + "' cannot use WAL (journal mode is '" + answer + "')");
  }
  mode->reset();
  // In WAL mode NORMAL loses at most the last commits on power loss, never
  // the file's consistency (docs/decisions.md, "Storage"), and saves an fsync
  // per commit.
  if (auto done = run(raw, "PRAGMA synchronous=NORMAL"); !done)
    return std::unexpected(done.error());
  for (const auto pragma : pragmas) {
    if (auto done = run(raw, pragma); !done) return std::unexpected(done.error());
  }
  if (auto done = migrate(raw, migrations); !done) return std::unexpected(done.error());
  return db;
}

}  // namespace gavel::sqlite
