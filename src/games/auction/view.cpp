// Built from the state field by field, so a secret can only reach a view
// through a line here that names it.
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

namespace {

json::object history_json(const HistoryView& entry) {
  const auto& record = entry.record;
  json::object out{{"item", record.item}, {"bids", bids_json(record.bids)}};
  if (record.winner) {
    out["winner"] = *record.winner;
    out["price"] = record.price;
  } else {
    out["winner"] = nullptr;
    out["unsold"] = true;
  }
  if (record.tie_break) {
    out["tie_break"] = true;
    out["tied"] = json::array(record.tied.begin(), record.tied.end());
  }
  if (entry.your_value) out["your_value"] = *entry.your_value;
  if (entry.value) {
    out["value"] = *entry.value;
    out["profit"] = *entry.value - record.price;
  }
  return out;
}

}  // namespace

json::object view_json(const View& view) {
  const auto& settings = view.settings;
  // "game" is the rulebook's too, but the room's state writes it (the same
  // "auction"), and a game's view never writes a room key (state_keys_test).
  json::object out{{"rules_version", "auction-0.2"},
                   {"items_total", settings.items},
                   {"item", view.item},
                   {"phase", phase_name(view.phase)},
                   {"pricing", pricing_name(settings.pricing)},
                   {"commit", view.commit}};
  if (view.your_seat) {
    out["your_seat"] = *view.your_seat;
    out["your_value"] = view.your_value;
    out["your_credits"] = view.your_credits;
    out["your_profit"] = view.your_profit;
    out["your_items"] = json::array(view.your_items.begin(), view.your_items.end());
  }
  out["bids_in"] = view.bids_in;
  json::array players;
  for (const auto& player : view.players) {
    json::object entry{{"seat", player.seat},
                       {"credits", player.credits},
                       {"profit", player.profit},
                       {"items_won", player.items_won}};
    if (player.left) entry["left"] = true;
    players.push_back(std::move(entry));
  }
  out["players"] = std::move(players);
  json::array talk;
  for (const auto& line : view.talk) {
    talk.push_back(json::object{{"item", line.item},
                                {"seat", line.seat},
                                {"phase", phase_name(line.phase)},
                                {"text", line.text}});
  }
  out["talk"] = std::move(talk);
  json::array history;
  for (const auto& entry : view.history) history.push_back(history_json(entry));
  out["history"] = std::move(history);
  out["limits"] = json::object{{"value_min", kValueMin},
                               {"value_max", kValueMax},
                               {"talk_rounds", settings.talk_rounds},
                               {"turn_deadline_ms", settings.turn_deadline_ms},
                               {"max_message_chars", kMaxMessageChars},
                               {"starting_credits", kStartingCredits},
                               {"seats", settings.seats},
                               {"stake", settings.stake},
                               {"rake_pct", settings.rake_pct}};
  if (view.turn) {
    out["turn"] = json::object{{"turn", view.turn->turn},
                               {"seat", view.turn->seat},
                               {"phase", phase_name(view.turn->phase)}};
  } else {
    out["turn"] = nullptr;
  }
  if (view.phase == Phase::kOver) {
    out["ranking"] = view.ranking;
    out["seed"] = view.seed;
    out["values"] = view.values;
    if (view.payouts) out["payouts"] = payouts_json(*view.payouts);
  }
  return out;
}

}  // namespace gavel::auction
