// Fixed strategies seen as bots: pack the view into a Table and apply the
// rule; random samples exactly, since it plays real matches, not playouts.
#include "games/bidlock/bots/strategy_bot.h"

namespace gavel::bidlock {

Action StrategyBot::decide(const View& view) {
  const int me = *view.seat;
  const ChipSet mine = view.players[me].chips;
  if (strategy_ == Strategy::kRandom) {
    // Exact uniform sampling here: this bot plays real matches, not playouts.
    const auto k = static_cast<int>(rng_.below(static_cast<unsigned>(chip_count(mine))));
    return {nth_chip(mine, k)};
  }
  return {strategy_chip(strategy_, table_from_view(view), me, rng_)};
}

}  // namespace gavel::bidlock
