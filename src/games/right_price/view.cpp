// The typed View the bots decide from, and the facts it shares with the
// view's text (view_text.cpp).
#include "games/right_price/view.h"

#include "games/right_price/probability.h"

namespace gavel::right_price {

std::vector<std::optional<int>> win_tenths(const RoundRecord& round, int seats) {
  std::vector<std::optional<int>> out(static_cast<std::size_t>(seats));
  const auto held = holdings(round, seats);
  const auto probabilities = win_probabilities(held);
  if (!probabilities) return out;  // nobody holds an item: dashes
  const auto tenths = display_tenths(*probabilities);
  for (int seat = 0; seat < seats; ++seat) out[seat] = tenths[seat];
  return out;
}

const RoundRecord* round_before_empty(const std::vector<RoundRecord>& rounds) {
  return rounds.size() > 1 && rounds.back().items.empty() ? &rounds[rounds.size() - 2] : nullptr;
}

const RoundRecord& shown_round(const RoundRecord& current, const RoundRecord* previous) {
  return current.items.empty() && previous ? *previous : current;
}

const RoundRecord* settled_round(const RoundRecord& current, const RoundRecord* previous) {
  if (current.settled) return &current;
  return previous && previous->settled ? previous : nullptr;
}

SeatFacts seat_facts(const State& state, Seat me) {
  SeatFacts facts;
  const auto& bet = state.auction().bets[me];
  facts.acted = state.has_acted(me);
  if (state.settings().betting_mode == BettingMode::kBlind) {
    if (bet.acted && !bet.skipped) facts.bid = bet.amount;
  } else if (state.auction().leader == me) {
    facts.bid = state.auction().high;
  }
  facts.skipped = state.active(me) && bet.acted && bet.skipped;
  facts.bid_range = state.bid_range(me);
  facts.may_skip = state.may_skip(me);
  return facts;
}

const RoundRecord& View::shown() const {
  return shown_round(current, previous ? &*previous : nullptr);
}

const RoundRecord* View::settled() const {
  return settled_round(current, previous ? &*previous : nullptr);
}

View make_view(const State& state, engine::Viewer viewer) {
  View view;
  if (!viewer.is_spectator()) view.seat = viewer.seat();
  view.settings = state.settings();
  view.settings.seat_info.clear();  // ratings are the room's to show
  view.phase = state.phase();
  view.round = state.round();
  view.total_money = state.total_money();
  view.pool = state.pool();
  view.bank = state.bank();
  if (const auto deadline = state.next_deadline()) view.deadline = deadline->at;
  const auto& rounds = state.rounds();
  view.current = rounds.back();
  if (const auto* previous = round_before_empty(rounds)) view.previous = *previous;
  if (state.finished()) view.history = rounds;
  const auto& shown = view.shown();
  const bool betting = state.phase() == Phase::kBetting;
  if (betting) {
    view.current_item = state.auction().item;
    view.high_bidder = state.auction().leader;
    if (view.high_bidder) view.high_bid = state.auction().high;
  }
  const int seats = state.seat_count();
  const auto tenths = win_tenths(shown, seats);
  for (Seat seat = 0; seat < seats; ++seat) {
    const auto& player = state.players()[seat];
    PlayerView p;
    p.seat = seat;
    p.capital = player.capital;
    p.eliminated = player.eliminated;
    p.resigned = player.resigned;
    p.acted = state.has_acted(seat);
    for (const auto& item : shown.items) {
      if (item.winner == seat) p.items.push_back(item.number);
    }
    p.win_tenths = tenths[seat];
    p.movement = shown.movement[seat];
    view.players.push_back(std::move(p));
  }
  view.table_order = state.table_order();
  view.previous_table_order = state.previous_table_order();
  if (view.seat && betting) {
    const auto facts = seat_facts(state, *view.seat);
    view.acted = facts.acted;
    view.my_bid = facts.bid;
    view.my_skip = facts.skipped;
    view.my_bid_range = facts.bid_range;
    view.may_skip = facts.may_skip;
  }
  view.standings = state.outcome();
  return view;
}

}  // namespace gavel::right_price
