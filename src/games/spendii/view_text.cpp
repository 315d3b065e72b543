// The view's JSON form, written as text from the typed View: the room renders
// it for every version and seat, so no tree is built (engine::WritesView);
// the tree, for tests and tools, is this text parsed. It writes only what
// make_view let through, so no secret reaches it.
#include "engine/outcome_json.h"
#include "games/spendii/view.h"

namespace gavel::spendii {
using engine::JsonWriter;

namespace {

// {"white": n, ...}: the first `kinds` chip kinds, zeros included.
template <class Counts>
void write_counts(JsonWriter& out, const Counts& counts, int kinds) {
  out.begin_object();
  for (int k = 0; k < kinds; ++k) out.key(chip_name(k)).number(counts[k]);
  out.end_object();
}

void write_card(JsonWriter& out, const Card& card) {
  out.begin_object();
  out.key("id").number(card.id);
  out.key("tier").number(card.tier);
  out.key("bonus").string(chip_name(card.bonus));
  out.key("points").number(card.points);
  write_counts(out.key("cost"), card.cost, kColours);
  out.end_object();
}

void write_player(JsonWriter& out, const PlayerView& p, const Settings& settings) {
  out.key("seat").number(p.seat);
  out.key("position");
  p.position < 0 ? out.null() : out.string(position_name(settings, p.position));
  out.key("noPlay").boolean(p.no_play);
  write_counts(out.key("chips"), p.chips, kChipKinds);
  write_counts(out.key("bonuses"), p.bonuses, kColours);
  out.key("cards").begin_array();
  for (const int id : p.cards)
    write_card(out, deck(settings.deck).cards[static_cast<std::size_t>(id)]);
  out.end_array();
  out.key("held").begin_array();
  for (const auto& held : p.held) {
    out.begin_object();
    out.key("tier").number(held.tier);
    out.key("hidden").boolean(held.hidden);
    out.key("card");
    held.card ? write_card(out, *held.card) : void(out.null());
    out.end_object();
  }
  out.end_array();
  out.key("tiles").numbers(p.tiles);
  out.key("points").number(p.points);
  out.key("startPoints").number(p.start_points);
  out.key("forfeited").boolean(p.forfeited);
  out.key("clockMs").number(p.clock);
  out.key("turns").number(p.turns);
  if (p.submitted) out.key("submitted").boolean(*p.submitted);
  if (p.submitted_ms) out.key("submittedMs").number(*p.submitted_ms);
  if (p.bids) out.key("bids").numbers(*p.bids);
  if (p.choice) out.key("choice").string(position_name(settings, *p.choice));
}

}  // namespace

void write_view(const View& view, engine::ViewWriter& out) {
  write_settings(out.field("settings"), view.settings);
  out.field("phase").string(phase_name(view.phase));
  out.field("stage").string(stage_name(view.stage));
  out.field("round").number(view.round);
  out.field("finalRound").boolean(view.final_round);
  if (view.you) {
    out.begin_you().key("seat").number(*view.you);
    out.end_you();
  } else {
    out.no_you();
  }
  out.begin_players();
  for (const auto& player : view.players) {
    write_player(out.begin_player(), player, view.settings);
    out.end_player();
  }
  out.end_players();
  out.field("order").numbers(view.order);
  auto& market = out.field("market");
  market.begin_array();
  for (int t = 0; t < kTiers; ++t) {
    market.begin_object();
    market.key("tier").number(t + 1);
    market.key("deck").number(view.market[t].deck);
    market.key("cards").begin_array();
    for (const auto& slot : view.market[t].slots) {
      slot ? write_card(market, *slot) : void(market.null());
    }
    market.end_array().end_object();
  }
  market.end_array();
  write_counts(out.field("bank"), view.bank, kChipKinds);
  auto& tiles = out.field("tiles");
  tiles.begin_array();
  for (const auto& tile : view.tiles) {
    tiles.begin_object();
    tiles.key("id").number(tile.id);
    tiles.key("points").number(tile.points);
    write_counts(tiles.key("need"), tile.need, kColours);
    tiles.end_object();
  }
  tiles.end_array();
  auto& mover = out.field("mover");
  view.mover ? mover.number(*view.mover) : mover.null();
  out.field("deadline").number(view.deadline);
  out.field("excess").number(view.excess);
  out.field("claimable").numbers(view.claimable);
  out.field("repetition").number(view.repetition);
  auto& columns = out.field("columns");
  columns.begin_array();
  for (const auto& column : view.columns) columns.numbers(column);
  columns.end_array();
  out.field("rank").number(view.rank + 1);
  auto& choosable = out.field("choosable");
  choosable.begin_array();
  for (const int position : view.choosable) {
    choosable.string(position_name(view.settings, position));
  }
  choosable.end_array();
  if (view.standings) {
    out.field("endReason").string(end_name(view.end_reason));
    auto& result = out.field("result");
    result.begin_object();
    engine::write_result_members(
        result, engine::Outcome{*view.standings},
        [](const engine::Standing& standing, JsonWriter& entry) {
          entry.key("points").number(static_cast<std::int64_t>(standing.score));
        });
    result.end_object();
  }
}

}  // namespace gavel::spendii
