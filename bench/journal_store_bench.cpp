// What one journal commit costs on each backend: RoomJournal::write of a
// batch of `lines` inputs (a move's JSON line each), durable when it returns,
// on a SQLite file (synchronous=FULL, as JOURNAL_SYNC=full) and in the
// PostgreSQL of GAVEL_TEST_DATABASE_URL (synchronous_commit on). Run:
//   scripts/with-postgres.sh build/gavel_journal_bench
#include <benchmark/benchmark.h>

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "postgres/pg.h"
#include "store/pg_room_journal.h"
#include "store/sqlite_room_journal.h"

namespace {

using gavel::store::JournalBatch;

// A batch like the writer's at a busy moment: `lines` moves of as many rooms.
JournalBatch batch_of(int lines, std::int64_t at) {
  JournalBatch batch;
  for (int i = 0; i < lines; ++i) {
    batch.lines.push_back({"ROOM" + std::to_string(i),
                           R"({"kind":"action","at":1700000000000,"seat":0,"action":{"chip":7}})"});
  }
  batch.alive_at_ms = at;
  return batch;
}

void run(benchmark::State& state, gavel::store::RoomJournal& journal) {
  const int lines = static_cast<int>(state.range(0));
  std::int64_t at = 0;
  for (auto _ : state) {
    auto written = journal.write(batch_of(lines, ++at));
    if (!written) {
      state.SkipWithError(written.error().message.c_str());
      return;
    }
  }
  state.SetItemsProcessed(state.iterations() * lines);
}

void BM_JournalWriteSqlite(benchmark::State& state) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("gavel_journal_bench_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    auto journal = gavel::store::SqliteRoomJournal::open((dir / "rooms.db").string(), true);
    if (!journal) {
      state.SkipWithError(journal.error().message.c_str());
    } else {
      run(state, **journal);
    }
  }
  std::filesystem::remove_all(dir);
}

void BM_JournalWritePostgres(benchmark::State& state) {
  const char* base = std::getenv("GAVEL_TEST_DATABASE_URL");
  if (!base || !*base) {
    state.SkipWithError("GAVEL_TEST_DATABASE_URL is not set (scripts/with-postgres.sh)");
    return;
  }
  // A schema of its own, dropped afterwards, as in the tests.
  const std::string schema = "gavel_bench_" + std::to_string(::getpid());
  auto admin = gavel::postgres::Connection::open(base);
  if (!admin || !admin->run("CREATE SCHEMA " + schema)) {
    state.SkipWithError("cannot create a schema for the benchmark");
    return;
  }
  const std::string url = std::string(base) +
                          (std::string(base).find('?') == std::string::npos ? "?" : "&") +
                          "options=-csearch_path%3D" + schema;
  {
    auto journal = gavel::store::PgRoomJournal::open(url);
    if (!journal) {
      state.SkipWithError(journal.error().message.c_str());
    } else {
      run(state, **journal);
    }
  }
  (void)admin->run("DROP SCHEMA " + schema + " CASCADE");
}

BENCHMARK(BM_JournalWriteSqlite)->Arg(1)->Arg(16)->UseRealTime();
BENCHMARK(BM_JournalWritePostgres)->Arg(1)->Arg(16)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
