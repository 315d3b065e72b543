// The Spendii bot table behind docs/perf.md: two-player win rates of the
// house bot (Planner) against Random and Greedy over seeded games, and how
// random games end (with their speed on the fast path).
// Usage: gavel_spendii_table [games per pairing, default 2000]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "games/spendii/self_play.h"

namespace {

using gavel::spendii::EndReason;
using gavel::spendii::play_bots;

void pairing(const char* a, const char* b, int games) {
  double wins = 0;
  for (int i = 0; i < games; ++i) {
    const bool first = i % 2 == 0;
    const auto result =
        play_bots(first ? std::vector<std::string>{a, b} : std::vector<std::string>{b, a},
                  static_cast<gavel::engine::Seed>(10'000 + i));
    wins += result.win_share[first ? 0 : 1];
  }
  std::printf("%-8s vs %-8s %5d games: %5.1f%% wins (seats alternate)\n", a, b, games,
              100.0 * wins / games);
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 2000;
  pairing("Planner", "Random", games);
  pairing("Planner", "Greedy", games);
  pairing("Greedy", "Random", games);
  std::vector<double> micros;
  for (int i = 0; i < std::min(games, 200); ++i) {
    play_bots({"Planner", "Planner"}, static_cast<gavel::engine::Seed>(i), "{}", &micros);
  }
  std::sort(micros.begin(), micros.end());
  std::printf("Planner decision time over %zu decisions: median %.1f us, max %.1f us\n",
              micros.size(), micros[micros.size() / 2], micros.back());
  // Random games on the fast path (play_random on a State without a record;
  // bench/spendii_bench.cpp measures it with Google Benchmark).
  std::map<EndReason, int> reasons;
  const auto settings = *gavel::spendii::parse_settings(nullptr, 2);
  std::vector<gavel::spendii::Move> moves;
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    gavel::spendii::State state(settings, 2, static_cast<gavel::engine::Seed>(i), 0,
                                gavel::spendii::Record::kRulesOnly);
    gavel::engine::Rng rng(gavel::engine::derive_seed(static_cast<gavel::engine::Seed>(i), 7));
    gavel::spendii::play_random(state, rng, moves);
    ++reasons[state.end_reason()];
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("Random games, 2 seats: %.0f games/s (fast path, wall clock)\n", games / seconds);
  std::printf("  ended by target %d, clean passes %d, repetition %d, unfinished %d\n",
              reasons[EndReason::kTarget], reasons[EndReason::kCleanPass],
              reasons[EndReason::kRepetition], reasons[EndReason::kNone]);
  return 0;
}
