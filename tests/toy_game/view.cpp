// High Card's views and their JSON form; field names follow Bidlock's where
// they mean the same (round, totalRounds, deadline, players, you, result).
#include "engine/outcome_json.h"
#include "tests/toy_game/game.h"

namespace gavel::toy {
namespace json = boost::json;

View Game::view(const State& state, engine::Viewer viewer) {
  View view;
  if (!viewer.is_spectator()) view.seat = viewer.seat();
  view.finished = state.finished();
  view.round = state.round();
  view.rounds = state.settings().rounds;
  view.deadline = state.deadline();
  for (Seat seat = 0; seat < kSeats; ++seat) {
    Player player = state.player(seat);
    view.has_played.push_back(player.played != 0);
    if (view.seat != seat) player.played = 0;
    view.players.push_back(player);
  }
  view.history = state.history();
  view.standings = state.outcome();
  return view;
}

namespace {

json::array card_array(unsigned hand) {
  const auto cards = cards_of(hand);
  return json::array(cards.begin(), cards.end());
}

}  // namespace

json::object Game::view_json(const View& view) {
  json::array players;
  for (Seat seat = 0; seat < kSeats; ++seat) {
    const auto& player = view.players[seat];
    players.push_back(json::object{{"seat", seat},
                                   {"score", player.score},
                                   {"hand", card_array(player.hand)},
                                   {"played", static_cast<bool>(view.has_played[seat])}});
  }
  json::array history;
  for (const auto& record : view.history) {
    history.push_back(json::object{
        {"cards", json::array{record.cards[0], record.cards[1]}},
        {"winner", record.winner < 0 ? json::value(nullptr) : json::value(record.winner)}});
  }
  json::object out{{"round", view.round},
                   {"totalRounds", view.rounds},
                   {"deadline", view.finished ? json::value(nullptr) : json::value(view.deadline)},
                   {"players", std::move(players)},
                   {"history", std::move(history)}};
  if (view.seat) {
    const auto& me = view.players[*view.seat];
    out["you"] =
        json::object{{"seat", *view.seat},
                     {"hand", card_array(me.hand)},
                     {"playedCard", me.played ? json::value(me.played) : json::value(nullptr)}};
  } else {
    out["you"] = nullptr;
  }
  out["result"] = nullptr;
  if (view.finished) {
    out["result"] = engine::result_json(view.standings,
                                        [](const engine::Standing& standing, json::object& entry) {
                                          entry["score"] = static_cast<int>(standing.score);
                                        });
  }
  return out;
}

}  // namespace gavel::toy
