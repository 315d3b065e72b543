// The house bot's lean copy of a match: bitmasks and fixed arrays only, so a
// playout of the remaining rounds runs without a single allocation.
#pragma once

#include <array>
#include <cstdint>

#include "engine/rng.h"
#include "games/bidlock/bots/strategies.h"
#include "games/bidlock/bots/table.h"
#include "games/bidlock/view.h"

namespace gavel::bidlock {

struct Lean {
  Table table;
  std::array<int, kMaxSeats> score{};
  std::array<int, kMaxSeats> negatives{};
  int pot_negatives = 0;
  std::array<std::int8_t, kRounds> deck{};  // the cards still to come, in a sampled order
  int next_card = 0;
  bool finished = false;
};

// The position in a view, with the face-down prizes in ascending order; a
// playout shuffles them first (shuffle_deck).
Lean lean_from_view(const View& view);
void shuffle_deck(Lean& lean, engine::Rng& rng);

// Resolves a round from every seat's chip and turns up the next card.
void play_round(Lean& lean, const std::array<int, kMaxSeats>& bids);

// How every seat plays a playout: each seat follows a strategy, but with
// probability noise[seat] plays a random chip instead. Seat `me` may instead
// counter: predict the others from their strategies and best-respond.
struct Plan {
  int me = 0;
  bool counter = false;
  std::array<Strategy, kMaxSeats> strategy{};
  std::array<std::uint32_t, kMaxSeats> noise{};  // a probability in units of 2^-32
};
std::uint32_t noise_level(double probability);

int plan_chip(const Lean& lean, const Plan& plan, int seat, engine::Rng& rng);

struct PlayoutResult {
  double share = 0;  // 1 for a win, 1/k for a win shared by k seats, else 0
  int margin = 0;    // my score minus the best other score
};
// Plays the rest of the match by the plan and scores it for plan.me.
PlayoutResult finish(Lean lean, const Plan& plan, engine::Rng& rng);
PlayoutResult score(const Lean& lean, int me);

}  // namespace gavel::bidlock
