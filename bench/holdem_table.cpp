// Hold'em's bot table (docs/perf.md): Steady against five random players or
// five calling stations over seeded 6-player tournaments (default settings);
// prints how often Steady wins and its mean place, and the mean and
// slowest time of one Steady decision: wall time, and this thread's CPU
// time, which a loaded machine does not inflate. Tournament t has seed t + 1, and
// Steady sits in seat t mod 6, so no seat order favours it.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>

#include "engine/legal_action.h"
#include "games/holdem/bot.h"

namespace {

using namespace gavel::holdem;
namespace engine = gavel::engine;

struct Figures {
  int wins = 0;
  double place_sum = 0;
  long decisions = 0;
  double decision_ms_sum = 0;
  double decision_ms_max = 0;
  double cpu_ms_sum = 0;
  double cpu_ms_max = 0;
};

double thread_cpu_ms() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// `stacks` empty: six seats at the default starting chips; otherwise a
// table of those stacks, Steady in seat t mod their count with stacks[0]
// (the others shifted round with it).
Figures play(int tournaments, const std::string& opponents, const std::vector<Chips>& stacks = {},
             Chips big_blind = 10) {
  const int kSeats = stacks.empty() ? 6 : static_cast<int>(stacks.size());
  Figures figures;
  for (int t = 0; t < tournaments; ++t) {
    Settings settings;
    settings.seats = kSeats;
    settings.big_blind = big_blind;
    settings.bots.assign(static_cast<std::size_t>(kSeats), true);  // no optional moves are listed
    const auto seed = static_cast<engine::Seed>(t + 1);
    const int steady = t % kSeats;
    std::vector<Chips> seated(static_cast<std::size_t>(kSeats));
    for (int s = 0; s < kSeats && !stacks.empty(); ++s) {
      seated[static_cast<std::size_t>(s)] =
          stacks[static_cast<std::size_t>((s - steady + kSeats) % kSeats)];
    }
    State state = stacks.empty() ? State(settings, kSeats, seed, 0)
                                 : State::with_stacks(settings, seated, seed, 0);
    auto bot = make_bot("Steady", engine::derive_seed(seed, 99));
    auto caller = make_bot("Caller", 0);
    engine::Rng random(engine::derive_seed(seed, 7));
    engine::Millis now = 0;
    for (int step = 0; step < 200000 && !state.finished(); ++step) {
      bool moved = false;
      for (Seat s = 0; s < kSeats && !moved; ++s) {
        if (!Game::turn(state, s)) continue;
        Action action;
        if (s == steady) {
          const auto view = make_view(state, engine::Viewer::seat(s));
          const auto start = std::chrono::steady_clock::now();
          const double cpu_start = thread_cpu_ms();
          action = (*bot)->decide(view);
          const double cpu = thread_cpu_ms() - cpu_start;
          const double ms =
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                  .count();
          figures.cpu_ms_sum += cpu;
          figures.cpu_ms_max = std::max(figures.cpu_ms_max, cpu);
          ++figures.decisions;
          figures.decision_ms_sum += ms;
          figures.decision_ms_max = std::max(figures.decision_ms_max, ms);
        } else if (opponents == "Caller") {
          action = (*caller)->decide(make_view(state, engine::Viewer::seat(s)));
        } else {
          action = *Game::parse_action(
              engine::random_legal_action(Game::legal_actions(state, s), random));
        }
        if (!state.apply(s, action, now, engine::Origin::kBot)) {
          std::fprintf(stderr, "refused move in tournament %d\n", t);
          std::exit(1);
        }
        moved = true;
      }
      if (!moved) {
        now = std::max(now, state.next_deadline()->at);
        state.tick(now);
      }
    }
    const int place = state.places()[steady];
    figures.wins += place == 1 ? 1 : 0;
    figures.place_sum += place;
  }
  return figures;
}

}  // namespace

// Steady's chance of winning a heads-up tournament against a random player
// from each share of the six tables' 6,000 chips: the curve the look-ahead
// reads as the chance of winning (bot_lookahead.cpp).
void heads_up_curve(int tournaments, Chips big_blind) {
  constexpr Chips kTotal = 6000;
  std::printf(
      "heads-up against Random, %d tournaments a share, %lld chips in all, big blind %lld\n",
      tournaments, static_cast<long long>(kTotal), static_cast<long long>(big_blind));
  for (const int percent : {5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95}) {
    const Chips own = kTotal * percent / 100;
    const auto f = play(tournaments, "Random", {own, kTotal - own}, big_blind);
    std::printf("share %3d %%: Steady wins %5.1f %%\n", percent, 100.0 * f.wins / tournaments);
  }
}

int main(int argc, char** argv) {
  const int tournaments = argc > 1 ? std::atoi(argv[1]) : 1000;
  // An optional second argument plays one table only: Random or Caller;
  // Curve plays heads-up tables from a range of shares instead, at the
  // initial big blind of the third argument (10).
  const std::string only = argc > 2 ? argv[2] : "";
  if (only == "Curve") {
    heads_up_curve(tournaments, argc > 3 ? std::atoll(argv[3]) : 10);
    return 0;
  }
  std::printf("%d seeded 6-player tournaments, default settings (Manual, 1000 chips, 10 x1.5)\n",
              tournaments);
  for (const std::string opponents : {"Random", "Caller"}) {
    if (!only.empty() && only != opponents) continue;
    const auto f = play(tournaments, opponents);
    const double decisions = f.decisions ? static_cast<double>(f.decisions) : 1.0;
    std::printf(
        "Steady vs 5 %-6s: wins %5.1f %%, mean place %.2f; decision wall mean %.3f ms, max %.3f "
        "ms; CPU mean %.3f ms, max %.3f ms\n",
        opponents.c_str(), 100.0 * f.wins / tournaments, f.place_sum / tournaments,
        f.decision_ms_sum / decisions, f.decision_ms_max, f.cpu_ms_sum / decisions, f.cpu_ms_max);
  }
  return 0;
}
