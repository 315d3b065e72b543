#include "games/spendii/view.h"

#include "engine/view_writer.h"

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

json::object view_json(const View& view) {
  return engine::written_view([&](engine::ViewWriter& out) { write_view(view, out); });
}

}  // namespace gavel::spendii
