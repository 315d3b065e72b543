#include "games/holdem/heads_up_hand.h"

#include <algorithm>

namespace gavel::holdem {

namespace {

bool acts(const HandEvent& event) {
  return event.kind == "check" || event.kind == "call" || event.kind == "bet" ||
         event.kind == "raise" || event.kind == "all_in";
}

}  // namespace

bool HeadsUpHand::may_raise(int i) const {
  if (stack[i] <= owed(i) || !actor(1 - i)) return false;
  return !acted[i] || current_bet - acted_at[i] >= last_full_raise;
}

bool HeadsUpHand::all_in_legal(int i) const {
  return stack[i] > 0 && (current_bet == 0 || stack[i] <= owed(i) || may_raise(i));
}

BettingSpot HeadsUpHand::spot(int i) const {
  return {.to_call = owed(i),
          .pot = committed[0] + committed[1] + dead,
          .current_bet = current_bet,
          .min_raise_to = current_bet + last_full_raise,
          .most = bet[i] + stack[i],
          .may_raise = may_raise(i),
          .all_in = all_in_legal(i)};
}

void HeadsUpHand::apply(int i, const Action& action) {
  switch (action.kind) {
    case Action::Kind::kFold:
      folded = i;
      over = true;
      return;
    case Action::Kind::kCheck:
    case Action::Kind::kCall:
      put_in(i, std::min(owed(i), stack[i]));
      break;
    case Action::Kind::kBet:
    case Action::Kind::kRaise:
      raise_to(i, action.amount);
      break;
    default: {  // all-in
      const Chips total = bet[i] + stack[i];
      if (total <= current_bet) {
        put_in(i, stack[i]);
      } else {
        raise_to(i, total);
      }
    }
  }
  acted[i] = true;
  acted_at[i] = current_bet;
  bool someone_owes = false;
  int actors = 0;
  int only = -1;
  for (int j = 0; j < 2; ++j) {
    if (!actor(j)) continue;
    ++actors;
    only = j;
    if (!acted[j] || bet[j] < current_bet) someone_owes = true;
  }
  if (!someone_owes || (actors <= 1 && (only < 0 || bet[only] >= current_bet))) {
    end_street();
  } else {
    to_act = 1 - i;
  }
}

Chips HeadsUpHand::chips_after(int outcome) const {
  // A hand that folds with the larger bet still gets its uncalled part back.
  const Chips over_theirs = std::max<Chips>(0, committed[0] - committed[1]);
  const Chips over_mine = std::max<Chips>(0, committed[1] - committed[0]);
  if (folded == 1) return stack[0] + committed[0] + committed[1] + dead - over_mine;
  if (folded == 0) return stack[0] + over_theirs;
  const Chips matched = std::min(committed[0], committed[1]);
  const Chips kept = stack[0] + committed[0] - matched;
  const Chips pot = 2 * matched + dead;
  return kept + (outcome > 0 ? pot : outcome == 0 ? pot / 2 : 0);
}

void HeadsUpHand::put_in(int i, Chips chips) {
  stack[i] -= chips;
  bet[i] += chips;
  committed[i] += chips;
}

void HeadsUpHand::raise_to(int i, Chips to) {
  const Chips increment = to - current_bet;
  if (increment >= last_full_raise) last_full_raise = increment;
  current_bet = std::max(current_bet, to);
  put_in(i, to - bet[i]);
}

void HeadsUpHand::end_street() {
  // The uncalled part of the larger bet goes back.
  const int top = committed[0] >= committed[1] ? 0 : 1;
  const Chips excess = std::min(bet[top], committed[top] - committed[1 - top]);
  if (excess > 0) {
    bet[top] -= excess;
    committed[top] -= excess;
    stack[top] += excess;
  }
  bet = {};
  acted = {};
  acted_at = {};
  current_bet = 0;
  last_full_raise = big_blind;
  if (street == 2 || !actor(0) || !actor(1)) {
    over = true;
    return;
  }
  ++street;
  to_act = first_after_flop;
}

std::optional<HeadsUpHand> heads_up_hand(const View& view) {
  if (!view.your_seat || view.phase != Phase::kBetting || view.to_act != view.your_seat) {
    return std::nullopt;
  }
  const Seat me = *view.your_seat;
  std::optional<Seat> opponent;
  int live = 0;
  for (const auto& p : view.players) {
    if (!p.dealt || p.folded) continue;
    ++live;
    if (p.seat != me) opponent = p.seat;
  }
  if (live != 2 || !opponent) return std::nullopt;
  HeadsUpHand hand;
  hand.seats = {me, *opponent};
  for (const auto& p : view.players) {
    if (p.seat != me && p.seat != *opponent) hand.dead += p.committed;
  }
  for (std::size_t i = 0; i < 2; ++i) {
    const auto& p = view.players[hand.seats[i]];
    hand.stack[i] = p.stack;
    hand.bet[i] = p.bet;
    hand.committed[i] = p.committed;
    hand.acted_at[i] = p.bet;
  }
  // A seat has acted this street once it checked, called, bet, raised or
  // went all-in on it (blinds and antes are not acting).
  for (const auto& event : view.actions) {
    if (static_cast<std::size_t>(event.street) != view.board.size() || !acts(event)) continue;
    for (std::size_t i = 0; i < 2; ++i) {
      if (event.seat == hand.seats[i]) hand.acted[i] = true;
    }
  }
  hand.current_bet = view.current_bet;
  hand.last_full_raise = view.min_raise_to - view.current_bet;
  hand.big_blind = view.big_blind;
  hand.street = static_cast<int>(view.board.size());
  // Later streets open with the first hand after the button.
  const int n = static_cast<int>(view.players.size());
  for (int k = 1; k <= n; ++k) {
    const Seat s = static_cast<Seat>((view.button + k) % n);
    if (s == me || s == *opponent) {
      hand.first_after_flop = s == me ? 0 : 1;
      break;
    }
  }
  return hand;
}

Action uniform_move(const HeadsUpHand& hand, int i, engine::Rng& rng) {
  const BettingSpot spot = hand.spot(i);
  const bool raise = spot.may_raise && spot.most >= spot.min_raise_to;
  const auto options = 2u + (raise ? 1u : 0u) + (spot.all_in ? 1u : 0u);
  const auto pick = rng.below(options);
  if (pick == 0) return bot_move(spot.to_call > 0 ? Action::Kind::kCall : Action::Kind::kCheck);
  if (pick == 1) return bot_move(Action::Kind::kFold);
  if (pick == 2 && raise) {
    return bot_move(spot.current_bet == 0 ? Action::Kind::kBet : Action::Kind::kRaise,
                    rng.between(spot.min_raise_to, spot.most));
  }
  return bot_move(Action::Kind::kAllIn);
}

}  // namespace gavel::holdem
