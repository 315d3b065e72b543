// Playouts for the house bot; this loop is where its time goes, so it stays
// branch-light and works on bits.
#include "games/bidlock/bots/playout.h"

#include <algorithm>
#include <limits>

#include "games/bidlock/bots/draw.h"

namespace gavel::bidlock {

Lean lean_from_view(const View& view) {
  Lean lean;
  lean.table = table_from_view(view);
  for (std::size_t seat = 0; seat < view.players.size(); ++seat) {
    lean.score[seat] = view.players[seat].score;
    lean.negatives[seat] = view.players[seat].negatives;
  }
  for (const int card : view.pot) lean.pot_negatives += card < 0 ? 1 : 0;
  lean.next_card = kRounds - static_cast<int>(view.unseen_prizes.size());
  int at = lean.next_card;
  for (const int prize : view.unseen_prizes) lean.deck[at++] = static_cast<std::int8_t>(prize);
  lean.finished = view.finished;
  return lean;
}

void shuffle_deck(Lean& lean, engine::Rng& rng) {
  for (int i = kRounds - 1; i > lean.next_card; --i) {
    const int j = lean.next_card + draw_below(rng, i - lean.next_card + 1);
    std::swap(lean.deck[i], lean.deck[j]);
  }
}

void play_round(Lean& lean, const std::array<int, kMaxSeats>& bids) {
  Table& table = lean.table;
  unsigned seen = 0;
  unsigned clashed = 0;
  for (int s = 0; s < table.seats; ++s) {
    const unsigned bit = 1u << bids[s];
    clashed |= seen & bit;
    seen |= bit;
    table.chips[s] = static_cast<ChipSet>(table.chips[s] & ~bit);
  }
  const auto surviving = static_cast<ChipSet>(seen & ~clashed);
  if (surviving != 0) {
    const int taker = table.pot_value >= 0 ? highest_chip(surviving) : lowest_chip(surviving);
    int winner = 0;
    while (bids[winner] != taker) ++winner;
    lean.score[winner] += table.pot_value;
    lean.negatives[winner] += lean.pot_negatives;
    table.pot_value = 0;
    lean.pot_negatives = 0;
  }
  if (table.round == kRounds) {
    lean.finished = true;  // a pot still carried is discarded
    return;
  }
  ++table.round;
  const int card = lean.deck[lean.next_card++];
  table.unseen = static_cast<PrizeSet>(table.unseen & ~prize_bit(card));
  table.pot_value += card;
  lean.pot_negatives += card < 0 ? 1 : 0;
}

std::uint32_t noise_level(double probability) {
  const double scaled = std::clamp(probability, 0.0, 1.0) * 4294967296.0;
  return scaled >= 4294967295.0 ? std::numeric_limits<std::uint32_t>::max()
                                : static_cast<std::uint32_t>(scaled);
}

int plan_chip(const Lean& lean, const Plan& plan, int seat, engine::Rng& rng) {
  const Table& table = lean.table;
  if (plan.noise[seat] != 0 && (rng.next() >> 32) < plan.noise[seat]) {
    return draw_chip(rng, table.chips[seat]);
  }
  if (seat == plan.me && plan.counter) {
    std::array<int, kMaxSeats> bids{};
    for (int s = 0; s < table.seats; ++s) {
      if (s != seat) bids[s] = predicted_chip(plan.strategy[s], table, s);
    }
    return best_response(table, seat, bids);
  }
  return strategy_chip(plan.strategy[seat], table, seat, rng);
}

PlayoutResult score(const Lean& lean, int me) {
  const int seats = lean.table.seats;
  int best_other = std::numeric_limits<int>::min();
  int sharing = 1;
  bool beaten = false;
  for (int s = 0; s < seats; ++s) {
    if (s == me) continue;
    best_other = std::max(best_other, lean.score[s]);
    if (lean.score[s] > lean.score[me] ||
        (lean.score[s] == lean.score[me] && lean.negatives[s] < lean.negatives[me])) {
      beaten = true;
    } else if (lean.score[s] == lean.score[me] && lean.negatives[s] == lean.negatives[me]) {
      ++sharing;
    }
  }
  return {beaten ? 0.0 : 1.0 / sharing, lean.score[me] - best_other};
}

PlayoutResult finish(Lean lean, const Plan& plan, engine::Rng& rng) {
  const int seats = lean.table.seats;
  std::array<int, kMaxSeats> bids{};
  while (!lean.finished) {
    if (lean.table.round == kRounds) {
      for (int s = 0; s < seats; ++s) bids[s] = lowest_chip(lean.table.chips[s]);
    } else {
      for (int s = 0; s < seats; ++s) bids[s] = plan_chip(lean, plan, s, rng);
    }
    play_round(lean, bids);
  }
  return score(lean, plan.me);
}

}  // namespace gavel::bidlock
