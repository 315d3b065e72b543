#include "games/spendii/view.h"

#include "engine/outcome_json.h"

namespace gavel::spendii {
namespace json = boost::json;

View make_view(const State& state, engine::Viewer viewer) {
  View view;
  view.settings = state.settings();
  view.settings.seat_info.clear();
  view.phase = state.phase();
  view.stage = state.stage();
  view.round = state.round();
  view.final_round = state.final_round();
  view.end_reason = state.end_reason();
  if (!viewer.is_spectator() && viewer.seat() >= 0 && viewer.seat() < state.seat_count()) {
    view.you = viewer.seat();
  }
  const bool over = state.finished();
  const bool bids_public = state.phase() != Phase::kBidding;
  // Submission status and time (note 68): hidden from others while bidding
  // when identities are hidden, and under "Players and bots" until the end.
  const auto hide = state.settings().hide;
  const bool times_shown = hide == HideIdentities::kOff ||
                           (bids_public && hide == HideIdentities::kPlayers) || state.finished();
  for (engine::Seat s = 0; s < state.seat_count(); ++s) {
    const auto& player = state.player(s);
    const bool mine = view.you == s;
    PlayerView out;
    out.seat = s;
    out.position = player.position;
    out.no_play = state.settings().no_play && player.position == state.seat_count() - 1;
    out.chips = player.chips;
    out.bonuses = player.bonuses;
    out.cards = player.cards;
    for (const auto& held : player.held) {
      HeldView h{state.card(held.card).tier, held.hidden, std::nullopt};
      if (!held.hidden || mine || over) h.card = state.card(held.card);
      out.held.push_back(h);
    }
    out.tiles = player.tiles;
    out.points = player.points;
    out.start_points = player.start_points;
    out.forfeited = player.forfeited;
    out.clock = player.clock;
    out.turns = player.turns;
    if (state.settings().positions == Positions::kBetting) {
      if (times_shown || mine) {
        out.submitted = player.submission.has_value();
        if (player.submission) out.submitted_ms = player.submission->at_ms;
      }
      if (player.submission && (mine || bids_public)) out.bids = player.submission->bids;
      if (mine) out.choice = player.choice;
    }
    view.players.push_back(std::move(out));
  }
  view.order = state.order();
  for (int t = 0; t < kTiers; ++t) {
    view.market[t].deck = static_cast<int>(state.market()[t].deck.size());
    for (int slot = 0; slot < kSlotsPerTier; ++slot) {
      const int id = state.market()[t].slots[slot];
      if (id >= 0) view.market[t].slots[slot] = state.card(id);
    }
  }
  view.bank = state.bank();
  for (const int id : state.tiles()) view.tiles.push_back(state.cards().tiles[id]);
  view.mover = state.mover();
  if (const auto deadline = state.next_deadline()) view.deadline = deadline->at;
  view.excess = state.excess();
  if (state.stage() == Stage::kTile) view.claimable = state.claimable();
  view.repetition = state.repetition_count();
  view.columns = state.columns();
  view.rank = state.rank();
  if (view.you) view.choosable = state.choosable(*view.you);
  if (over) view.standings = state.outcome().standings;
  return view;
}

json::object card_json(const Card& card) {
  json::object cost;
  for (int c = 0; c < kColours; ++c) cost[chip_name(c)] = card.cost[c];
  return json::object{{"id", card.id},
                      {"tier", card.tier},
                      {"bonus", chip_name(card.bonus)},
                      {"points", card.points},
                      {"cost", std::move(cost)}};
}

namespace {

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

json::object tile_json(const Tile& tile) {
  return json::object{{"id", tile.id}, {"points", tile.points}, {"need", colours_json(tile.need)}};
}

}  // namespace

json::object view_json(const View& view) {
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
      {"settings", settings_json(view.settings)},
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

}  // namespace gavel::spendii
