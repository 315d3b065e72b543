// Bidlock speed: the rules engine's raw playouts, the house bot's lean playouts
// and its decisions (docs/perf.md has the command and the figures).
#include <benchmark/benchmark.h>

#include "engine/rng.h"
#include "games/bidlock/bots/draw.h"
#include "games/bidlock/bots/house_bot.h"
#include "games/bidlock/bots/playout.h"
#include "games/bidlock/game.h"
#include "games/bidlock/rules.h"
#include "games/bidlock/view.h"

namespace gavel::bidlock {
namespace {

// Whole matches through State::apply with random held chips: no views, no checker.
void BM_StatePlayout(benchmark::State& bench) {
  const int seats = static_cast<int>(bench.range(0));
  engine::Rng rng(1);
  std::uint64_t match = 0;
  for (auto _ : bench) {
    State state(Settings{}, seats, ++match, 0);
    while (!state.finished()) {
      for (Seat seat = 0; seat < seats && !state.finished(); ++seat) {
        const int chip = draw_chip(rng, state.players()[seat].chips);
        benchmark::DoNotOptimize(state.apply(seat, Action{chip}, 0, engine::Origin::kBot));
      }
    }
    benchmark::DoNotOptimize(state.players().front().score);
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK(BM_StatePlayout)->ArgName("seats")->Arg(2)->Arg(4);

View start_view(int seats) {
  const State state(Settings{}, seats, 7, 0);
  return make_view(state, engine::Viewer::seat(0));
}

// A position `round` rounds in, reached by steady bots playing each other.
View view_at_round(int seats, int round) {
  State state(Settings{}, seats, 7, 0);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int seat = 0; seat < seats; ++seat) bots.push_back(*make_bot("steady", 100 + seat));
  while (state.round() < round) {
    std::vector<Action> actions;
    for (Seat seat = 0; seat < seats; ++seat) {
      actions.push_back(bots[seat]->decide(make_view(state, engine::Viewer::seat(seat))));
    }
    for (Seat seat = 0; seat < seats; ++seat) (void)state.apply(seat, actions[seat], 0, {});
  }
  return make_view(state, engine::Viewer::seat(0));
}

// The house bot's playout from the first round, as it plays them: itself
// greedy with a little noise, the rival following a model with more. Deep is
// the dearest model (it predicts readers, who predict greedy).
void BM_LeanPlayout(benchmark::State& bench, Strategy rival) {
  const Lean start = lean_from_view(start_view(2));
  Plan plan;
  plan.me = 0;
  plan.strategy = {Strategy::kGreedy, rival};
  plan.noise = {noise_level(0.05), noise_level(0.15)};
  engine::Rng rng(3);
  for (auto _ : bench) {
    Lean lean = start;
    shuffle_deck(lean, rng);
    benchmark::DoNotOptimize(finish(lean, plan, rng));
  }
  bench.SetItemsProcessed(bench.iterations());
}
BENCHMARK_CAPTURE(BM_LeanPlayout, vs_random, Strategy::kRandom);
BENCHMARK_CAPTURE(BM_LeanPlayout, vs_greedy, Strategy::kGreedy);
BENCHMARK_CAPTURE(BM_LeanPlayout, vs_deep, Strategy::kDeep);

void decide_bench(benchmark::State& bench, const char* level, const View& view) {
  auto bot = *make_bot(level, 11);
  for (auto _ : bench) benchmark::DoNotOptimize(bot->decide(view));
  bench.SetItemsProcessed(bench.iterations());
}

void BM_SteadyFirstDecision(benchmark::State& bench) {
  decide_bench(bench, "steady", start_view(static_cast<int>(bench.range(0))));
}
void BM_SharpFirstDecision(benchmark::State& bench) {
  decide_bench(bench, "sharp", start_view(static_cast<int>(bench.range(0))));
}
void BM_SteadyRound7Decision(benchmark::State& bench) {
  decide_bench(bench, "steady", view_at_round(static_cast<int>(bench.range(0)), 7));
}
void BM_SharpRound7Decision(benchmark::State& bench) {
  decide_bench(bench, "sharp", view_at_round(static_cast<int>(bench.range(0)), 7));
}
// The first decisions within a budget: the argument is the share of the full
// effort in 64ths (64: the full budget, 1: the smallest).
void decide_within_bench(benchmark::State& bench, const char* level) {
  auto bot = *make_bot(level, 11);
  const View view = start_view(2);
  const auto budget = engine::BotBudget::share(static_cast<double>(bench.range(0)) / 64);
  for (auto _ : bench) benchmark::DoNotOptimize(bot->decide_within(view, budget));
  bench.SetItemsProcessed(bench.iterations());
}
void BM_SteadyFirstDecisionWithin(benchmark::State& bench) {
  decide_within_bench(bench, "steady");
}
void BM_SharpFirstDecisionWithin(benchmark::State& bench) {
  decide_within_bench(bench, "sharp");
}
BENCHMARK(BM_SteadyFirstDecisionWithin)
    ->ArgName("work64")
    ->Arg(64)
    ->Arg(16)
    ->Arg(4)
    ->Arg(1)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SharpFirstDecisionWithin)
    ->ArgName("work64")
    ->Arg(64)
    ->Arg(16)
    ->Arg(4)
    ->Arg(1)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SteadyFirstDecision)->ArgName("seats")->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SharpFirstDecision)->ArgName("seats")->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SteadyRound7Decision)->ArgName("seats")->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SharpRound7Decision)->ArgName("seats")->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gavel::bidlock

BENCHMARK_MAIN();
