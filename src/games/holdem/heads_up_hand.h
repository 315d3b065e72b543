// A hand down to two hands, as Steady's look-ahead plays it on
// (bot_lookahead.h): index 0 is the seat whose view it was read from, 1 its
// opponent. It follows State's betting for two hands (rules.cpp:
// bet_action, may_raise, all_in_legal, round_over, end_round), and the
// chips of hands already folded are dead money that goes with the pot;
// heads_up_hand_test.cpp holds it to State move for move.
#pragma once

#include <array>
#include <optional>

#include "engine/rng.h"
#include "games/holdem/bot_thresholds.h"
#include "games/holdem/view.h"

namespace gavel::holdem {

struct HeadsUpHand {
  std::array<Seat, 2> seats{};
  std::array<Chips, 2> stack{};
  std::array<Chips, 2> bet{};
  std::array<Chips, 2> committed{};
  std::array<Chips, 2> acted_at{};
  std::array<bool, 2> acted{};
  Chips current_bet = 0;
  Chips last_full_raise = 0;
  Chips big_blind = 0;
  Chips dead = 0;
  int street = 0;  // board cards out
  int to_act = 0;
  int first_after_flop = 0;
  int folded = -1;    // who folded, if one did
  bool over = false;  // folded, or the betting is done: the showdown

  Chips owed(int i) const { return current_bet - bet[i]; }
  bool actor(int i) const { return folded != i && stack[i] > 0; }
  bool may_raise(int i) const;
  bool all_in_legal(int i) const;
  BettingSpot spot(int i) const;
  // A betting move of the seat to act; it must be one the rules allow.
  void apply(int i, const Action& action);
  // Seat 0's chips once the hand is settled: `outcome` 1 if its hand wins
  // the showdown, 0 on a tie, -1 if it loses.
  Chips chips_after(int outcome) const;

 private:
  void put_in(int i, Chips chips);
  void raise_to(int i, Chips to);
  void end_street();
};

// The hand as the viewer's seat sees it at its betting turn, or nothing
// unless it is that seat's turn with exactly two hands in.
std::optional<HeadsUpHand> heads_up_hand(const View& view);

// A uniform choice among the moves the rules list the seat (codec.cpp's
// legal actions: check or call, fold, a bet or raise of any size, all-in).
Action uniform_move(const HeadsUpHand& hand, int i, engine::Rng& rng);

}  // namespace gavel::holdem
