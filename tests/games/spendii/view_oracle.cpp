// Spendii's view as it was built before it was written as text: a
// boost::json tree from the typed View, kept here as the oracle the written
// view is held to (view_text_test.cpp). Not used by the game itself.
#include "tests/games/spendii/view_oracle.h"

#include "engine/outcome_json.h"

namespace gavel::spendii::test {
namespace json = boost::json;

namespace {

json::object card_json(const Card& card) {
  json::object cost;
  for (int c = 0; c < kColours; ++c) cost[chip_name(c)] = card.cost[c];
  return json::object{{"id", card.id},
                      {"tier", card.tier},
                      {"bonus", chip_name(card.bonus)},
                      {"points", card.points},
                      {"cost", std::move(cost)}};
}

json::object colours_json(const Colours& colours) {
  json::object out;
  for (int c = 0; c < kColours; ++c) out[chip_name(c)] = colours[c];
  return out;
}

json::value seat_or_null(const std::optional<engine::Seat>& seat) {
  return seat ? json::value(*seat) : json::value(nullptr);
}

void card_list(json::array& out, int id, DeckKind kind) {
  out.push_back(card_json(deck(kind).cards[static_cast<std::size_t>(id)]));
}

// The settings as settings_json built them before they were written as text.
json::object settings_oracle(const Settings& settings) {
  return json::object{
      {"target", settings.target},
      {"clock", json::object{{"minutes", settings.clock_minutes},
                             {"increment", settings.increment_seconds}}},
      {"deck", deck_name(settings.deck)},
      {"positions", positions_name(settings.positions)},
      {"hideIdentities", hide_name(settings.hide)},
      {"noPlay", settings.no_play},
      {"chips", settings.chips},
      {"gold", settings.gold},
      {"payment", payment_name(settings.payment)},
      {"moveAdvice", settings.move_advice},
  };
}

json::object tile_json(const Tile& tile) {
  return json::object{{"id", tile.id}, {"points", tile.points}, {"need", colours_json(tile.need)}};
}

}  // namespace

json::object oracle_view_json(const View& view) {
  json::array players;
  for (const auto& p : view.players) {
    json::array held;
    for (const auto& h : p.held) {
      json::object entry{{"tier", h.tier}, {"hidden", h.hidden}};
      entry["card"] = h.card ? json::value(card_json(*h.card)) : json::value(nullptr);
      held.push_back(std::move(entry));
    }
    json::array cards;
    for (const int id : p.cards) card_list(cards, id, view.settings.deck);
    json::object out{
        {"seat", p.seat},
        {"position", p.position < 0 ? json::value(nullptr)
                                    : json::value(position_name(view.settings, p.position))},
        {"noPlay", p.no_play},
        {"chips", chips_json(p.chips)},
        {"bonuses", colours_json(p.bonuses)},
        {"cards", std::move(cards)},
        {"held", std::move(held)},
        {"tiles", json::array(p.tiles.begin(), p.tiles.end())},
        {"points", p.points},
        {"startPoints", p.start_points},
        {"forfeited", p.forfeited},
        {"clockMs", p.clock},
        {"turns", p.turns}};
    if (p.submitted) out["submitted"] = *p.submitted;
    if (p.submitted_ms) out["submittedMs"] = *p.submitted_ms;
    if (p.bids) out["bids"] = json::array(p.bids->begin(), p.bids->end());
    if (p.choice) out["choice"] = position_name(view.settings, *p.choice);
    players.push_back(std::move(out));
  }
  json::array market;
  for (int t = 0; t < kTiers; ++t) {
    json::array slots;
    for (const auto& slot : view.market[t].slots) {
      slots.push_back(slot ? json::value(card_json(*slot)) : json::value(nullptr));
    }
    market.push_back(
        json::object{{"tier", t + 1}, {"deck", view.market[t].deck}, {"cards", std::move(slots)}});
  }
  json::array tiles;
  for (const auto& tile : view.tiles) tiles.push_back(tile_json(tile));
  json::array columns;
  for (const auto& column : view.columns)
    columns.push_back(json::array(column.begin(), column.end()));
  json::array choosable;
  for (const int p : view.choosable)
    choosable.push_back(json::string(position_name(view.settings, p)));
  json::object out{
      {"settings", settings_oracle(view.settings)},
      {"phase", phase_name(view.phase)},
      {"stage", stage_name(view.stage)},
      {"round", view.round},
      {"finalRound", view.final_round},
      {"you", view.you ? json::value(json::object{{"seat", *view.you}}) : json::value(nullptr)},
      {"players", std::move(players)},
      {"order", json::array(view.order.begin(), view.order.end())},
      {"market", std::move(market)},
      {"bank", chips_json(view.bank)},
      {"tiles", std::move(tiles)},
      {"mover", seat_or_null(view.mover)},
      {"deadline", view.deadline},
      {"excess", view.excess},
      {"claimable", json::array(view.claimable.begin(), view.claimable.end())},
      {"repetition", view.repetition},
      {"columns", std::move(columns)},
      {"rank", view.rank + 1},
      {"choosable", std::move(choosable)}};
  if (view.standings) {
    out["endReason"] = end_name(view.end_reason);
    auto result = engine::result_json(engine::Outcome{*view.standings},
                                      [](const engine::Standing& s, json::object& o) {
                                        o["points"] = static_cast<std::int64_t>(s.score);
                                      });
    out["result"] = std::move(result);
  }
  return out;
}

}  // namespace gavel::spendii::test
