// Hold'em Point-Voronoi speed: one showdown's diagram of 20 points (the
// most a table holds), the whole scoring with its drawing, and the house
// bot's decision, which samples that many diagrams (docs/perf.md).
#include <benchmark/benchmark.h>

#include "engine/rng.h"
#include "games/holdem/bot.h"
#include "games/holdem/settings.h"
#include "games/holdem/view.h"
#include "games/holdem/voronoi.h"

namespace gavel::holdem {
namespace {

std::vector<std::vector<Card>> point_sets(int sets) {
  engine::Rng rng(77);
  std::vector<std::vector<Card>> out;
  for (int i = 0; i < sets; ++i) out.push_back(draw_points(rng, kMaxVoronoiPoints));
  return out;
}

void BM_VoronoiRegions20(benchmark::State& bench) {
  const auto sets = point_sets(64);
  std::size_t next = 0;
  for (auto _ : bench) {
    benchmark::DoNotOptimize(voronoi_regions(sets[next++ % sets.size()]));
  }
}
BENCHMARK(BM_VoronoiRegions20);

// Nine hands and the board: shares and the drawing's JSON.
void BM_VoronoiShowdown20(benchmark::State& bench) {
  const auto sets = point_sets(64);
  const PointVoronoi type;
  std::size_t next = 0;
  for (auto _ : bench) {
    const auto& points = sets[next++ % sets.size()];
    std::vector<std::optional<std::array<Card, 2>>> hands;
    for (std::size_t h = 0; h < 9; ++h)
      hands.emplace_back(std::array{points[2 * h], points[2 * h + 1]});
    benchmark::DoNotOptimize(type.score_together(hands, {points[18], points[19]}));
  }
}
BENCHMARK(BM_VoronoiShowdown20);

// Steady's full-strength decision pre-flop at a nine-seat table: 100
// sampled diagrams of 20 points.
void BM_VoronoiBotDecision(benchmark::State& bench) {
  Settings settings;
  settings.card_type = CardKind::kPointVoronoi;
  settings.submission = Submission::kAutomatic;
  const State state(settings, 9, 5, 0);
  const Seat seat = *state.to_act();
  const View view = make_view(state, engine::Viewer::seat(seat));
  SteadyBot bot(9);
  for (auto _ : bench) benchmark::DoNotOptimize(bot.decide(view));
}
BENCHMARK(BM_VoronoiBotDecision)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gavel::holdem
