// The room registry at scale and the end of a match: what a new version costs
// the listings, what a create costs with 10,000 live rooms, and what saving a
// finished match costs (docs/perf.md, "Rooms at 10,000 and saving a match").
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include <time.h>

#include "accounts/sqlite_account_store.h"
#include "games/all_games.h"
#include "server/match_results.h"
#include "server/room.h"
#include "server/room_listing.h"
#include "server/room_options.h"
#include "server/rooms.h"
#include "server/secrets.h"
#include "server/worker_pool.h"
#include "store/sqlite_store.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

RoomOptions two_seats() {
  return *parse_room_options(json::parse(R"({"seats":2})"), all_games(), 30);
}

// A two-seat Bidlock agent table with both seats taken, `rounds` rounds played.
Room table_in_play(const std::string& code, int rounds) {
  Room room(all_games(), two_seats(), code, 77, 1'000);
  (void)room.join(json::object{{"name", "Ann"}}, "tok-a", 2'000);
  (void)room.join(json::object{{"name", "Bob"}}, "tok-b", 2'000);
  for (int chip = 1; chip <= rounds; ++chip) {
    (void)room.move("tok-a", json::object{{"chip", chip}}, 3'000 + chip);
    (void)room.move("tok-b", json::object{{"chip", 13 - chip}}, 3'000 + chip);
  }
  return room;
}

// What every new version used to cost the room's summary, whatever changed:
// both listings built again and compared, and the involved identities copied.
void BM_ListingsRebuilt(benchmark::State& bench) {
  const auto room = table_in_play("ABCDE", 6);
  std::shared_ptr<const json::object> entry;
  for (auto _ : bench) {
    auto listed = std::make_shared<const json::object>(listing(room));
    auto fresh = lobby_entry(room);
    if (!entry || *entry != fresh) entry = std::make_shared<const json::object>(std::move(fresh));
    auto involved = std::make_shared<const std::set<std::string>>(room.involved_keys());
    benchmark::DoNotOptimize(listed);
    benchmark::DoNotOptimize(involved);
  }
}
BENCHMARK(BM_ListingsRebuilt);

// What a new version costs the summary now when nothing listed changed (a
// chip locked): the facts compared, nothing built.
void BM_ListedFactsUnchanged(benchmark::State& bench) {
  const auto room = table_in_play("ABCDE", 6);
  ListedFacts facts;
  (void)facts.update(room);
  for (auto _ : bench) benchmark::DoNotOptimize(facts.update(room));
}
BENCHMARK(BM_ListedFactsUnchanged);

// One more agent table created while `live` are live, all from one address
// (as gavel_load makes them): the registry's own cost plus making the room.
void BM_RoomsAdd(benchmark::State& bench) {
  (void)init_secrets();
  asio::io_context io;
  WorkerPool bots(1, WorkerPool::Priority::kLow);
  const auto options = two_seats();
  Rooms rooms(RoomLimits{.max_live = 1'000'000, .unjoined_per_address = 1'000'000});
  const RoomOrigin origin{"127.0.0.1", 1'000, false};
  const auto make = [&](std::string code) {
    return std::make_shared<RoomHost>(io, bots.executor(),
                                      Room(all_games(), options, std::move(code), 1, 1'000),
                                      HostSettings{}, nullptr);
  };
  for (std::int64_t i = 0; i < bench.range(0); ++i) (void)rooms.add(make, origin);
  for (auto _ : bench) benchmark::DoNotOptimize(rooms.add(make, origin));
  bench.counters["live_after"] = rooms.live_count();
}
BENCHMARK(BM_RoomsAdd)->ArgName("live")->Arg(10)->Arg(10'000)->Iterations(2'000);

// Making the room and its host alone: what BM_RoomsAdd costs without the registry.
void BM_MakeRoomHost(benchmark::State& bench) {
  (void)init_secrets();
  asio::io_context io;
  WorkerPool bots(1, WorkerPool::Priority::kLow);
  const auto options = two_seats();
  for (auto _ : bench) {
    benchmark::DoNotOptimize(std::make_shared<RoomHost>(
        io, bots.executor(), Room(all_games(), options, new_match_code(), 1, 1'000), HostSettings{},
        nullptr));
  }
}
BENCHMARK(BM_MakeRoomHost)->Iterations(2'000);

// A finished room's replay, built from the room as saving it does.
void BM_ReplayOfFinishedRoom(benchmark::State& bench) {
  const auto room = table_in_play("ABCDE", 12);
  for (auto _ : bench) benchmark::DoNotOptimize(replay(room));
}
BENCHMARK(BM_ReplayOfFinishedRoom);

std::string fresh_store_path(const char* name) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("gavel-rooms-bench-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}

// What saving a finished match costs, all of it: the replay from the room,
// then the store's write (a new row each time, as every match has its code).
void BM_SaveFinishedMatch(benchmark::State& bench) {
  const auto room = table_in_play("ABCDE", 12);
  auto store = store::SqliteStore::open(fresh_store_path("save.db"));
  if (!store) return bench.SkipWithError(store.error().message.c_str());
  std::int64_t n = 0;
  for (auto _ : bench) {
    store::FinishedMatch saved;
    saved.code = "M" + std::to_string(++n);
    saved.game = room.options().game;
    saved.finished_at_ms = room.last_activity();
    saved.record = room.play()->record();
    saved.summary = replay(room);
    saved.players = saved.summary.as_object().at("players");
    benchmark::DoNotOptimize((*store)->save_finished(saved));
  }
  std::filesystem::remove_all(std::filesystem::path(fresh_store_path("x")).parent_path());
}
BENCHMARK(BM_SaveFinishedMatch);

double process_cpu_us() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e6 + static_cast<double>(now.tv_nsec) / 1e3;
}

// The whole of it as the server does it: MatchResults::finished on the
// room's thread (the Time and CPU columns), then everything until the last
// match is stored (the process's CPU per match, every thread, in the counter).
void BM_FinishedMatchSaved(benchmark::State& bench) {
  std::vector<Room> rooms;
  for (int i = 0; i < 500; ++i) rooms.push_back(table_in_play("F" + std::to_string(i), 12));
  auto store = store::SqliteStore::open(fresh_store_path("finished.db"));
  auto accounts = accounts::SqliteAccountStore::open(fresh_store_path("accounts.db"));
  if (!store || !accounts) return bench.SkipWithError("cannot open the stores");
  const double started = process_cpu_us();
  {
    MatchResults results(all_games(), **store, **accounts, nullptr);
    std::size_t next = 0;
    for (auto _ : bench) results.finished(rooms[next++ % rooms.size()]);
  }  // everything queued is stored by now
  bench.counters["process_cpu_us_per_match"] =
      (process_cpu_us() - started) / static_cast<double>(bench.iterations());
  std::filesystem::remove_all(std::filesystem::path(fresh_store_path("x")).parent_path());
}
BENCHMARK(BM_FinishedMatchSaved)->Iterations(2'000)->Unit(benchmark::kMicrosecond);

// The writer's part of a save: the columns' texts rendered from the replay.
void BM_ReplayTexts(benchmark::State& bench) {
  const auto room = table_in_play("ABCDE", 12);
  const auto shown = replay(room);
  for (auto _ : bench) benchmark::DoNotOptimize(store::replay_texts("ABCDE", "bidlock", 1, shown));
}
BENCHMARK(BM_ReplayTexts);

// The store's part: rendered matches written `batch` to a transaction
// through the kept statement (time per match).
void BM_SaveAll(benchmark::State& bench) {
  const auto room = table_in_play("ABCDE", 12);
  const auto shown = replay(room);
  auto store = store::SqliteStore::open(fresh_store_path("batch.db"));
  if (!store) return bench.SkipWithError(store.error().message.c_str());
  const auto rendered = *store::replay_texts("M", "bidlock", 1, shown);
  std::vector<store::MatchTexts> batch;
  std::int64_t n = 0;
  for (auto _ : bench) {
    batch.push_back(rendered);
    batch.back().code = "M" + std::to_string(++n);
    if (batch.size() == static_cast<std::size_t>(bench.range(0))) {
      benchmark::DoNotOptimize((*store)->save_all(batch));
      batch.clear();
    }
  }
  std::filesystem::remove_all(std::filesystem::path(fresh_store_path("x")).parent_path());
}
BENCHMARK(BM_SaveAll)->ArgName("batch")->Arg(1)->Arg(16);

}  // namespace
}  // namespace gavel::server

BENCHMARK_MAIN();
