// The random-play checker's own speed over Bidlock, with every check on and
// with play only, beside the raw engine playouts of bidlock_bench.cpp.
#include <benchmark/benchmark.h>

#include "engine/checker.h"
#include "games/all_games.h"

namespace {

void run_checker(benchmark::State& state, bool full_checks) {
  const auto& registry = gavel::all_games().engine();
  gavel::engine::CheckOptions options;
  options.matches = 1;
  options.seats = static_cast<int>(state.range(0));
  options.full_checks = full_checks;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    const auto report =
        gavel::engine::check_random_play(registry, *registry.find("bidlock"), options);
    if (!report.failures.empty()) state.SkipWithError(report.failures.front().c_str());
    benchmark::DoNotOptimize(report.inputs);
  }
  state.SetItemsProcessed(state.iterations());  // matches
}

void BM_CheckerFullChecks(benchmark::State& state) {
  run_checker(state, true);
}
void BM_CheckerPlayOnly(benchmark::State& state) {
  run_checker(state, false);
}

BENCHMARK(BM_CheckerFullChecks)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CheckerPlayOnly)->Arg(2)->Arg(4)->Unit(benchmark::kMicrosecond);

}  // namespace
