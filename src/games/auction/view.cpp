// The typed View the bots decide from, built from the state field by field,
// so a secret can only reach a view through a line here that names it (and
// in view_text.cpp, the same view as JSON text).
#include "games/auction/view.h"

#include "games/auction/records_json.h"

namespace gavel::auction {

namespace json = boost::json;

View make_view(const State& state, engine::Viewer viewer) {
  View view;
  view.settings = state.settings();
  view.item = state.item();
  view.phase = state.phase();
  view.bids_in = state.phase() == Phase::kBid ? state.bids_in() : 0;
  view.commit = state.commit();
  const bool seated =
      !viewer.is_spectator() && viewer.seat() >= 0 && viewer.seat() < state.seat_count();
  if (seated) {
    const auto seat = viewer.seat();
    const auto& me = state.players()[seat];
    view.your_seat = seat;
    view.your_value = state.value(state.item(), seat);
    view.your_credits = me.credits;
    view.your_profit = me.profit;
    view.your_items = me.items_won;
  }
  for (engine::Seat seat = 0; seat < state.seat_count(); ++seat) {
    const auto& player = state.players()[seat];
    view.players.push_back({seat, player.credits, player.profit,
                            static_cast<int>(player.items_won.size()), player.left});
  }
  view.talk = state.talk();
  for (const auto& record : state.history()) {
    HistoryView entry{record, std::nullopt, std::nullopt};
    if (seated) {
      entry.your_value = state.value(record.item, viewer.seat());
      if (record.winner == viewer.seat()) entry.value = entry.your_value;
    }
    view.history.push_back(std::move(entry));
  }
  if (const auto seat = state.to_act()) {
    view.turn = TurnView{state.turn_number(), *seat, state.phase()};
  }
  if (state.finished()) {
    view.ranking = ranking_json(state);
    view.values = values_json(state);
    view.seed = to_hex(state.seed());
    view.payouts = state.payout();
  }
  return view;
}

}  // namespace gavel::auction
