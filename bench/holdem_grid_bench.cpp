// Hold'em's exact grid solver (docs/perf.md, "Hold'em grid solver"): every
// four-piece set of each catalog on the suggested panel and on tight edited
// panels, as a sweep (mean per hand) and as the slowest single hand.
#include <benchmark/benchmark.h>

#include <chrono>
#include <vector>

#include "games/holdem/bot.h"
#include "games/holdem/grid_catalog.h"
#include "games/holdem/grid_solver.h"

namespace {

using namespace gavel::holdem;
using gavel::holdem::State;

struct Case {
  const char* name;
  GridKind kind;
  std::uint64_t panel;
};

// A block of the frame: x < width, y < height, every unit.
std::uint64_t block(GridKind kind, int width, int height) {
  std::uint64_t panel = 0;
  const Frame f = frame(kind);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      for (int k = 0; k < f.per_cell; ++k) panel |= std::uint64_t{1} << *bit_of(kind, {x, y, k});
    }
  }
  return panel;
}

// Tight panels make four pieces compete: 20 squares for pentominoes, 24
// triangles for hexiamonds, 12 unit triangles for the 4-triangle pieces.
const std::vector<Case>& cases() {
  static const std::vector<Case> all{
      {"square/suggested", GridKind::kSquare, full_frame(GridKind::kSquare)},
      {"square/5x4", GridKind::kSquare, block(GridKind::kSquare, 5, 4)},
      {"triangular/suggested", GridKind::kTriangular, full_frame(GridKind::kTriangular)},
      {"triangular/3x4", GridKind::kTriangular, block(GridKind::kTriangular, 3, 4)},
      {"polyabolo/suggested", GridKind::kPolyabolo, full_frame(GridKind::kPolyabolo)},
      {"polyabolo/3x2", GridKind::kPolyabolo, block(GridKind::kPolyabolo, 3, 2)},
  };
  return all;
}

std::vector<std::vector<int>> every_four(GridKind kind) {
  const int n = static_cast<int>(grid_catalog(kind).size());
  std::vector<std::vector<int>> sets;
  for (int a = 1; a <= n; ++a)
    for (int b = a + 1; b <= n; ++b)
      for (int c = b + 1; c <= n; ++c)
        for (int d = c + 1; d <= n; ++d) sets.push_back({a, b, c, d});
  return sets;
}

void sweep(benchmark::State& state, Case c) {
  const auto sets = every_four(c.kind);
  for (auto _ : state) {
    for (const auto& set : sets) benchmark::DoNotOptimize(best_packing(c.kind, c.panel, set));
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sets.size()));
}

// The slowest set, found once by timing each, then measured on its own.
void worst(benchmark::State& state, Case c) {
  std::vector<int> slowest;
  double longest = -1;
  for (const auto& set : every_four(c.kind)) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < 3; ++i) benchmark::DoNotOptimize(best_packing(c.kind, c.panel, set));
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (took > longest) {
      longest = took;
      slowest = set;
    }
  }
  for (auto _ : state) benchmark::DoNotOptimize(best_packing(c.kind, c.panel, slowest));
  state.SetLabel("cards " + std::to_string(slowest[0]) + " " + std::to_string(slowest[1]) + " " +
                 std::to_string(slowest[2]) + " " + std::to_string(slowest[3]));
}

// The house bot's equity estimate (Steady's 400 samples) at a fresh deal,
// seats - 1 opponents, on the suggested panel: its cost per decision.
void bot_decision(benchmark::State& state, const char* card_type, int seats) {
  const auto settings = parse_settings(
      boost::json::parse(std::string(R"({"card_type":")") + card_type + "\"}"), seats);
  const State table(*settings, seats, 11, 0);
  const auto view = make_view(table, gavel::engine::Viewer::seat(0));
  gavel::engine::Rng rng(5);
  for (auto _ : state) benchmark::DoNotOptimize(estimate_equity(view, 400, rng));
}

[[maybe_unused]] const bool registered = [] {
  for (const char* type : {"square_grid", "triangular_grid", "polyabolo_grid"}) {
    for (const int seats : {2, 6}) {
      benchmark::RegisterBenchmark(
          (std::string("BM_GridBotEquity/") + type + "/" + std::to_string(seats)).c_str(),
          bot_decision, type, seats)
          ->Unit(benchmark::kMillisecond);
    }
  }
  for (const auto& c : cases()) {
    benchmark::RegisterBenchmark((std::string("BM_GridSolverSweep/") + c.name).c_str(), sweep, c)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((std::string("BM_GridSolverWorst/") + c.name).c_str(), worst, c)
        ->Unit(benchmark::kMicrosecond);
  }
  return true;
}();

}  // namespace
