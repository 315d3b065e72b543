// Spendii's raw engine speed (issue 15, docs/perf.md): whole games of
// uniformly random legal moves from the first move to the end, each with its
// own seed. The fast path reads the legal moves from the State into a reused
// buffer on a State without a record (no view, no log text, no JSON); the
// "Views" figures are the path the bots take (a view per decision, the full
// record), for comparison on the same machine.
#include <benchmark/benchmark.h>

#include "games/spendii/self_play.h"

namespace gavel::spendii {
namespace {

Settings settings_for(int seats, Positions positions) {
  auto settings = *parse_settings(nullptr, seats);
  settings.positions = positions;
  return settings;
}

void random_games(benchmark::State& bench, Positions positions, Record record) {
  const int seats = static_cast<int>(bench.range(0));
  const auto settings = settings_for(seats, positions);
  std::vector<Move> moves;
  moves.reserve(64);
  engine::Seed seed = 1;
  std::int64_t played = 0;
  for (auto _ : bench) {
    State state(settings, seats, seed, 0, record);
    engine::Rng rng(engine::derive_seed(seed, 7));
    ++seed;
    const int n = play_random(state, rng, moves);
    if (n < 0) bench.SkipWithError("a random game did not end");
    played += n;
    benchmark::DoNotOptimize(state.end_reason());
  }
  bench.SetItemsProcessed(bench.iterations());  // games
  bench.counters["moves/game"] =
      static_cast<double>(played) / static_cast<double>(bench.iterations());
}

void BM_SpendiiRandomGame(benchmark::State& bench) {
  random_games(bench, Positions::kRandom, Record::kRulesOnly);
}
BENCHMARK(BM_SpendiiRandomGame)->Arg(2)->Arg(4);

// The first 2,000 games (seeds 1-2000) exactly, for instruction counts:
// valgrind --tool=callgrind --toggle-collect='*BM_SpendiiRandomGame2000*'
// build/gavel_bench --benchmark_filter=BM_SpendiiRandomGame2000
void BM_SpendiiRandomGame2000(benchmark::State& bench) {
  random_games(bench, Positions::kRandom, Record::kRulesOnly);
}
BENCHMARK(BM_SpendiiRandomGame2000)->Arg(2)->Iterations(2000);

// The same games with the full record (the server's State): the cost of the
// log lines and events alone.
void BM_SpendiiRandomGameRecorded(benchmark::State& bench) {
  random_games(bench, Positions::kRandom, Record::kFull);
}
BENCHMARK(BM_SpendiiRandomGameRecorded)->Arg(2);

// Betting positions first: every seat bids, then the rank-by-rank selection.
void BM_SpendiiRandomGameBetting(benchmark::State& bench) {
  random_games(bench, Positions::kBetting, Record::kRulesOnly);
}
BENCHMARK(BM_SpendiiRandomGameBetting)->Arg(2);

// Random bots deciding from their views (make_view per decision, the full
// record): the path of bench/spendii_table.cpp's "random self-play".
void BM_SpendiiRandomGameViews(benchmark::State& bench) {
  engine::Seed seed = 1;
  for (auto _ : bench) {
    const auto result = play_bots({"Random", "Random"}, seed++, "{}", nullptr, false);
    if (!result.finished) bench.SkipWithError("a random game did not end");
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_SpendiiRandomGameViews);

}  // namespace
}  // namespace gavel::spendii
