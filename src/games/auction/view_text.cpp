// The view's JSON form, written straight from the state: the room renders it
// for every version and seat, so no tree is built (engine::WritesView); the
// tree, for tests and tools, is this text parsed. Field by field like
// make_view, so a secret can only reach the text through a line here that
// names it: a seat's own values (of the item up and of past items), and the
// value of an item it won; every value and the seed once over.
#include "games/auction/records_json.h"
#include "games/auction/view.h"

namespace gavel::auction {
using engine::JsonWriter;

void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& view) {
  const auto& settings = state.settings();
  const bool seated =
      !viewer.is_spectator() && viewer.seat() >= 0 && viewer.seat() < state.seat_count();
  // "game" is the rulebook's too, but the room's state writes it (the same
  // "auction"), and a game's view never writes a room key (state_keys_test).
  view.field("rules_version").string("auction-0.2");
  view.field("items_total").number(settings.items);
  view.field("item").number(state.item());
  view.field("phase").string(phase_name(state.phase()));
  view.field("pricing").string(pricing_name(settings.pricing));
  view.field("commit").string(state.commit());
  if (seated) {
    const auto seat = viewer.seat();
    const auto& me = state.players()[seat];
    view.field("your_seat").number(seat);
    view.field("your_value").number(state.value(state.item(), seat));
    view.field("your_credits").number(me.credits);
    view.field("your_profit").number(me.profit);
    auto& items = view.field("your_items").begin_array();
    for (const int item : me.items_won) items.number(item);
    items.end_array();
  }
  view.field("bids_in").number(state.phase() == Phase::kBid ? state.bids_in() : 0);
  view.begin_players();
  for (engine::Seat seat = 0; seat < state.seat_count(); ++seat) {
    const auto& player = state.players()[seat];
    auto& entry = view.begin_player();
    entry.key("seat").number(seat);
    entry.key("credits").number(player.credits);
    entry.key("profit").number(player.profit);
    entry.key("items_won").number(static_cast<int>(player.items_won.size()));
    if (player.left) entry.key("left").boolean(true);
    view.end_player();
  }
  view.end_players();
  auto& talk = view.field("talk").begin_array();
  for (const auto& line : state.talk()) {
    talk.begin_object().key("item").number(line.item).key("seat").number(line.seat);
    talk.key("phase").string(phase_name(line.phase)).key("text").string(line.text);
    talk.end_object();
  }
  talk.end_array();
  auto& history = view.field("history").begin_array();
  for (const auto& record : state.history()) {
    history.begin_object().key("item").number(record.item);
    write_bids(history.key("bids"), record.bids);
    if (record.winner) {
      history.key("winner").number(*record.winner).key("price").number(record.price);
    } else {
      history.key("winner").null().key("unsold").boolean(true);
    }
    if (record.tie_break) {
      history.key("tie_break").boolean(true).key("tied").begin_array();
      for (const auto seat : record.tied) history.number(seat);
      history.end_array();
    }
    if (seated) {
      // A seat's own value of every past item (note 26); the value and
      // profit of the items it won.
      const int value = state.value(record.item, viewer.seat());
      history.key("your_value").number(value);
      if (record.winner == viewer.seat()) {
        history.key("value").number(value).key("profit").number(value - record.price);
      }
    }
    history.end_object();
  }
  history.end_array();
  view.field("limits")
      .begin_object()
      .key("value_min")
      .number(kValueMin)
      .key("value_max")
      .number(kValueMax)
      .key("talk_rounds")
      .number(settings.talk_rounds)
      .key("turn_deadline_ms")
      .number(settings.turn_deadline_ms)
      .key("max_message_chars")
      .number(kMaxMessageChars)
      .key("starting_credits")
      .number(kStartingCredits)
      .key("seats")
      .number(settings.seats)
      .key("stake")
      .number(settings.stake)
      .key("rake_pct")
      .number(settings.rake_pct)
      .end_object();
  auto& turn = view.field("turn");
  if (const auto seat = state.to_act()) {
    turn.begin_object().key("turn").number(state.turn_number()).key("seat").number(*seat);
    turn.key("phase").string(phase_name(state.phase())).end_object();
  } else {
    turn.null();
  }
  if (state.finished()) {
    write_ranking(view.field("ranking"), state);
    view.field("seed").string(to_hex(state.seed()));
    write_values(view.field("values"), state);
    if (state.payout()) write_payouts(view.field("payouts"), *state.payout());
  }
}

boost::json::object view_json(const State& state, engine::Viewer viewer) {
  return engine::written_view([&](engine::ViewWriter& out) { write_view(state, viewer, out); });
}

}  // namespace gavel::auction
