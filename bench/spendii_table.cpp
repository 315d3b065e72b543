// The Spendii bot table behind docs/perf.md: two-player win rates of the
// house bot (Planner) against Random and Greedy over seeded games, how
// random games end, and the speed of random self-play.
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
  std::map<EndReason, int> reasons;
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    ++reasons[play_bots({"Random", "Random"}, static_cast<gavel::engine::Seed>(i), "{}", nullptr,
                        false)
                  .reason];
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("Random self-play, 2 seats: %.0f games/s (typed views and moves, no JSON)\n",
              games / seconds);
  std::printf("  ended by target %d, clean passes %d, repetition %d, unfinished %d\n",
              reasons[EndReason::kTarget], reasons[EndReason::kCleanPass],
              reasons[EndReason::kRepetition], reasons[EndReason::kNone]);
  return 0;
}
