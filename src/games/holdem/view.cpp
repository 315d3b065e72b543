// Views are built from the state by masking, never by copying it whole, so
// a field added to the state is private until a line here shows it.
#include "games/holdem/view.h"

#include <algorithm>

#include "engine/outcome_json.h"
#include "games/holdem/blinds.h"
#include "games/holdem/voronoi.h"  // share_percent, share_ppb

namespace gavel::holdem {
namespace json = boost::json;

namespace {

bool sees(const engine::Viewer& viewer, Seat seat) {
  return !viewer.is_spectator() && viewer.seat() == seat;
}

HandRecord filtered(HandRecord record, const engine::Viewer& viewer) {
  for (std::size_t s = 0; s < record.cards.size(); ++s) {
    for (int c = 0; c < 2; ++c) {
      const bool visible = record.dealt[s] && (sees(viewer, static_cast<Seat>(s)) ||
                                               record.shown[s][static_cast<std::size_t>(c)]);
      if (!visible) record.cards[s][static_cast<std::size_t>(c)] = 0;  // 0: hidden
    }
  }
  return record;
}

json::value card_json(Card card) {
  return card == 0 ? json::value(nullptr) : json::value(card);
}

template <class T, class F>
json::array array_of(const std::vector<T>& items, F&& to_json) {
  json::array out;
  for (const auto& item : items) out.push_back(to_json(item));
  return out;
}

}  // namespace

json::object hand_event_json(const HandEvent& event) {
  return {{"street", street_name(event.street)},
          {"seat", event.seat},
          {"kind", event.kind},
          {"amount", event.amount},
          {"origin", event.origin}};
}

json::array placements_json(const std::vector<Placement>& placements) {
  json::array out;
  for (const auto& p : placements) {
    out.push_back(json::object{
        {"card", p.card}, {"orientation", p.orientation}, {"at", json::array{p.dx, p.dy}}});
  }
  return out;
}

json::value selection_json(const std::optional<Selection>& selection) {
  if (!selection) return nullptr;
  json::object out{{"cards", json::array(selection->cards.begin(), selection->cards.end())}};
  if (!selection->placements.empty()) out["placements"] = placements_json(selection->placements);
  return out;
}

View make_view(const State& state, engine::Viewer viewer) {
  View v;
  v.settings = state.settings();
  if (!viewer.is_spectator()) v.your_seat = viewer.seat();
  v.phase = state.phase();
  v.street = state.street();
  v.hand = state.hand();
  v.button = state.button();
  v.small_blind_seat = state.small_blind_seat();
  v.big_blind_seat = state.big_blind_seat();
  v.big_blind = state.level_big_blind();
  v.hands_to_next_level = kHandsPerLevel - (std::max(state.hand(), 1) - 1) % kHandsPerLevel;
  v.next_big_blind = big_blind_for_hand(state.settings(), state.hand() + v.hands_to_next_level);
  v.board = state.board();
  v.pot = state.in_pots();
  v.current_bet = state.current_bet();
  v.min_raise_to = state.min_raise_to();
  v.to_act = state.to_act();
  v.deadline = state.deadline();
  v.actions = state.hand_events();
  v.discarded = state.discarded();
  v.discarded_by_hand = state.discarded_by_hand();
  v.gone = state.gone();
  const bool hand_live = state.phase() == Phase::kBetting || state.phase() == Phase::kSelection;
  for (Seat s = 0; s < state.seat_count(); ++s) {
    const auto& p = state.players()[s];
    PlayerView pv;
    pv.seat = s;
    pv.stack = p.stack;
    pv.bet = p.bet;
    pv.committed = p.committed;
    pv.dealt = p.dealt && hand_live;
    pv.folded = p.folded && hand_live;
    pv.all_in = pv.dealt && !p.folded && p.stack == 0 && !p.auto_fold;
    pv.resigned = p.resigned;
    pv.eliminated = p.eliminated;
    pv.auto_continue = p.auto_continue;
    pv.agreed = state.phase() == Phase::kBreak && p.agreed;
    // Only the owner sees it: a draft at the limit finalizes at once, so
    // another seat's flag would tell its score before settlement (note 61).
    pv.finalized = state.phase() == Phase::kSelection && p.dealt && !p.folded && p.finalized &&
                   sees(viewer, s);
    if (pv.dealt) {
      for (std::size_t c = 0; c < 2; ++c) {
        if (sees(viewer, s) || p.shown[c]) pv.cards[c] = p.cards[c];
      }
    }
    v.players.push_back(pv);
    const bool eligible = p.stack > 0 && !p.resigned;
    if (eligible) {
      ++v.eligible;
      v.on_auto += p.auto_continue ? 1 : 0;
    }
  }
  if (v.your_seat && hand_live) {
    const auto& you = state.players()[*v.your_seat];
    v.your_reveal_at_end = you.reveal_at_end;
    v.your_saved = you.saved;
    v.your_saved_score = you.saved_score;
    if (state.phase() == Phase::kBetting && state.to_act() == *v.your_seat) {
      v.your_to_call = state.to_call(*v.your_seat);
      v.your_may_raise = state.may_raise(*v.your_seat);
      v.your_all_in = state.all_in_legal(*v.your_seat);
    }
  }
  if (state.last_hand()) v.last_hand = filtered(*state.last_hand(), viewer);
  v.places = state.places();
  if (state.finished()) {
    v.result = engine::result_json(state.outcome(),
                                   [](const engine::Standing& standing, json::object& entry) {
                                     entry["chips"] = static_cast<Chips>(standing.score);
                                   });
  }
  return v;
}

json::object hand_record_json(const HandRecord& r) {
  json::array seats;
  for (std::size_t s = 0; s < r.dealt.size(); ++s) {
    if (!r.dealt[s]) continue;
    json::object seat{{"seat", s},
                      {"cards", json::array{card_json(r.cards[s][0]), card_json(r.cards[s][1])}},
                      {"shown", json::array{r.shown[s][0], r.shown[s][1]}},
                      {"folded", r.folded[s]},
                      {"returned", r.returned[s]},
                      {"won", r.won[s]}};
    if (r.scores[s]) seat["score"] = *r.scores[s];
    if (r.scores[s]) seat["used"] = selection_json(r.used[s]);
    if (r.joint && r.joint->shares[s]) {
      seat["share_ppb"] = share_ppb(*r.joint->shares[s]);
      seat["share_percent"] = share_percent(*r.joint->shares[s]);
    }
    if (r.best_possible[s]) {
      seat["best_possible"] = *r.best_possible[s];
      seat["best_example"] = selection_json(r.best_example[s]);
    }
    seats.push_back(std::move(seat));
  }
  json::array pots;
  for (const auto& pot : r.pots) {
    pots.push_back(json::object{{"amount", pot.amount},
                                {"eligible", json::array(pot.eligible.begin(), pot.eligible.end())},
                                {"winners", json::array(pot.winners.begin(), pot.winners.end())},
                                {"share", pot.share},
                                {"discarded", pot.discarded}});
  }
  json::object out{{"hand", r.hand},
                   {"big_blind", r.big_blind},
                   {"ante", r.ante},
                   {"button", r.button},
                   {"small_blind_seat", r.small_blind ? json::value(*r.small_blind) : nullptr},
                   {"big_blind_seat", r.big_blind_seat},
                   {"board", json::array(r.board.begin(), r.board.end())},
                   {"showdown", r.showdown},
                   {"seats", std::move(seats)},
                   {"pots", std::move(pots)},
                   {"discarded", r.discarded},
                   {"actions", array_of(r.events, hand_event_json)}};
  // Point-Voronoi: every region of the official diagram, for drawing.
  if (r.joint) out["diagram"] = r.joint->drawing;
  return out;
}

json::object view_json(const View& v) {
  return engine::written_view([&](engine::ViewWriter& out) { write_view(v, out); });
}

}  // namespace gavel::holdem
