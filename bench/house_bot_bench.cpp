// Every game's house bot through the engine contract, as a room's bot pool
// runs it (view, decision, action JSON), at the full budget and at the
// smallest one (engine/bot_budget.h). The decisions are those of one seeded
// match played by house bots in every seat; each is made by a fresh bot, so
// none reuses what it worked out before (a Right Price plan, say) and every
// figure is a decision's whole cost. docs/perf.md has the command and figures.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/bot_budget.h"
#include "games/all_games.h"

namespace gavel::engine {
namespace {

struct DecisionPoint {
  std::unique_ptr<Match> before;  // the match as the bot found it
  Seat seat = 0;
};

// The decisions of one match with the game's house bot in every seat (at the
// full budget), each with a copy of the match before it.
std::vector<DecisionPoint> decision_points(const GameInfo& game, int seats) {
  std::vector<DecisionPoint> points;
  auto match = std::move(*game.create(boost::json::object{}, seats, 20261201, 0));
  std::vector<std::unique_ptr<SeatBot>> bots;
  for (int seat = 0; seat < seats; ++seat) {
    bots.push_back(std::move(*game.make_bot(game.bot_names.front(), derive_seed(7, seat))));
  }
  Millis now = 0;
  for (int step = 0; step < 100'000 && !match->finished(); ++step) {
    bool acted = false;
    for (Seat seat = 0; seat < seats && !acted; ++seat) {
      if (match->legal_actions(seat).empty()) continue;
      points.push_back({match->clone(), seat});
      const auto action = bots[seat]->decide(*match, seat);
      acted = action && match->apply(seat, *action, now += 10, Origin::kBot).has_value();
    }
    if (!acted) {
      const auto deadline = match->next_deadline();
      if (!deadline) break;
      now = std::max(now, deadline->at);
      match->tick(now);
    }
  }
  return points;
}

void BM_HouseDecision(benchmark::State& bench, const char* game_name, int seats, double work) {
  const GameInfo& game = *all_games().engine().find(game_name);
  const auto points = decision_points(game, seats);
  const BotBudget budget = BotBudget::share(work);
  for (auto _ : bench) {
    for (const auto& point : points) {
      auto bot = std::move(*game.make_bot(game.bot_names.front(), 11));
      benchmark::DoNotOptimize(bot->decide_within(*point.before, point.seat, budget));
    }
  }
  // items/s is decisions per second; one iteration is the whole match.
  bench.SetItemsProcessed(bench.iterations() * static_cast<std::int64_t>(points.size()));
  bench.counters["decisions"] = static_cast<double>(points.size());
}

constexpr double kSmallest = BotBudget::kSmallestWork;

BENCHMARK_CAPTURE(BM_HouseDecision, bidlock_2_full, "bidlock", 2, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, bidlock_2_eighth, "bidlock", 2, 0.125)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, bidlock_2_smallest, "bidlock", 2, kSmallest)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, bidlock_4_full, "bidlock", 4, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, bidlock_4_smallest, "bidlock", 4, kSmallest)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, right_price_2_full, "right_price", 2, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, right_price_2_smallest, "right_price", 2, kSmallest)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, right_price_8_full, "right_price", 8, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, right_price_8_smallest, "right_price", 8, kSmallest)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, auction_5_full, "auction", 5, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HouseDecision, auction_5_smallest, "auction", 5, kSmallest)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gavel::engine
