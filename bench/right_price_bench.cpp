// The Right Price's winning-probability table: the doubles the table shows and
// the exact rationals the bot bids from (docs/perf.md has the command and the
// figures).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include "engine/rng.h"
#include "games/right_price/probability.h"

namespace gavel::right_price {
namespace {

using Holdings = std::vector<std::vector<ItemRange>>;

// `players` players holding `items` items each, drawn as the game draws them
// (two values 1..100, sorted), from a fixed seed.
Holdings game_holdings(int players, int items) {
  engine::Rng rng(20240611);
  Holdings holdings(players);
  for (auto& held : holdings) {
    for (int j = 0; j < items; ++j) {
      const auto a = static_cast<int>(rng.between(kMinValue, kMaxValue));
      const auto b = static_cast<int>(rng.between(kMinValue, kMaxValue));
      held.push_back({std::min(a, b), std::max(a, b)});
    }
  }
  return holdings;
}

// The dearest shape: every left endpoint low (1..5), so all 100 values can
// win and pruning drops nothing.
Holdings wide_holdings(int players, int items) {
  engine::Rng rng(7);
  Holdings holdings(players);
  for (auto& held : holdings) {
    for (int j = 0; j < items; ++j) {
      held.push_back({static_cast<int>(rng.between(1, 5)), static_cast<int>(rng.between(90, 100))});
    }
  }
  return holdings;
}

template <class Compute>
void run(benchmark::State& bench, const Holdings& holdings, Compute compute) {
  for (auto _ : bench) {
    auto result = compute(holdings);
    benchmark::DoNotOptimize(result);
  }
  bench.SetItemsProcessed(bench.iterations());
}

void BM_WinProbabilities(benchmark::State& bench) {
  run(bench, game_holdings(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1))),
      [](const Holdings& h) { return win_probabilities(h); });
}
void BM_ExactWinProbabilities(benchmark::State& bench) {
  run(bench, game_holdings(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1))),
      [](const Holdings& h) { return exact_win_probabilities(h); });
}
void BM_WinProbabilitiesWide(benchmark::State& bench) {
  run(bench, wide_holdings(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1))),
      [](const Holdings& h) { return win_probabilities(h); });
}
void BM_ExactWinProbabilitiesWide(benchmark::State& bench) {
  run(bench, wide_holdings(static_cast<int>(bench.range(0)), static_cast<int>(bench.range(1))),
      [](const Holdings& h) { return exact_win_probabilities(h); });
}

BENCHMARK(BM_WinProbabilities)->ArgNames({"players", "items"})->Args({8, 10})->Args({2, 3});
BENCHMARK(BM_ExactWinProbabilities)->ArgNames({"players", "items"})->Args({8, 10})->Args({2, 3});
BENCHMARK(BM_WinProbabilitiesWide)->ArgNames({"players", "items"})->Args({8, 10});
BENCHMARK(BM_ExactWinProbabilitiesWide)
    ->ArgNames({"players", "items"})
    ->Args({8, 10})
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gavel::right_price
