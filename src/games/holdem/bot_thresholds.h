// Steady's betting thresholds (docs/games/holdem.md, "The bot"), in one
// place for the bot's own turn and for its later turns inside the
// look-ahead's play-outs. With e the equity and the pot odds
// q = to_call / (pot + to_call):
//   owing nothing: bet half the pot (at least the minimum) when e >= 0.65, else check;
//   owing chips:   raise to the bet + half the pot when e >= 0.75, call when
//                  e >= q + 0.10, otherwise fold.
// The call margin was tuned on the bot table (docs/perf.md): 0, 0.05 and 0.2 won less.
#pragma once

#include "games/holdem/rules.h"

namespace gavel::holdem {

// What the rules offer the seat to act, as its legal actions say.
struct BettingSpot {
  Chips to_call = 0;
  Chips pot = 0;  // every chip committed this hand
  Chips current_bet = 0;
  Chips min_raise_to = 0;
  Chips most = 0;  // the seat's bet plus its stack
  bool may_raise = false;
  bool all_in = false;
};

Action threshold_move(double equity, const BettingSpot& spot);

// A move of the bots' making: its kind and, for bets and raises, the amount.
inline Action bot_move(Action::Kind kind, Chips amount = 0) {
  Action action;
  action.kind = kind;
  action.amount = amount;
  return action;
}

}  // namespace gavel::holdem
