// The house bot, Steady: decides from its own seat's view only. Its share of
// the pot (equity) comes from sampling the cards it cannot see among those
// not visible to it; then it checks, folds, calls, or makes conservative
// value bets and raises (thresholds in docs/games/holdem.md). Once the
// tournament is down to two it looks ahead instead (bot_lookahead.h).
#pragma once

#include "engine/rng.h"
#include "games/holdem/game.h"

namespace gavel::holdem {

// The deck's cards the viewer has not seen: not on the board and not in
// any hand shown to it (its own included), in deck order.
std::vector<Card> unseen_cards(const View& view);

// The bot's estimated share of the pot against the hands still in, over
// `samples` random completions of what it cannot see (ties share).
double estimate_equity(const View& view, int samples, engine::Rng& rng);

class SteadyBot final : public Bot {
 public:
  explicit SteadyBot(engine::Seed seed) : rng_(seed) {}
  Action decide(const View& view) override;
  Action decide_within(const View& view, engine::BotBudget budget) override;

 private:
  Action decide_with(const View& view, int samples);
  engine::Rng rng_;
};

// Benchmark opponents: a calling station, and a random legal bettor.
class CallerBot final : public Bot {
 public:
  Action decide(const View& view) override;
};

}  // namespace gavel::holdem
