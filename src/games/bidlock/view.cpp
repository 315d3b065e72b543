// Field names follow the rulebook's State object so agents read one format.
#include "games/bidlock/view.h"

#include <algorithm>

#include "engine/outcome_json.h"

namespace gavel::bidlock {
namespace json = boost::json;

View make_view(const State& state, engine::Viewer viewer, HistoryKept kept) {
  View view;
  if (!viewer.is_spectator()) view.seat = viewer.seat();
  view.finished = state.finished();
  view.round = state.round();
  view.turn_seconds = state.settings().turn_seconds;
  view.deadline = state.finished() ? 0 : state.deadline();
  view.pot = state.pot();
  view.pot_value = state.pot_value();
  view.unseen_prizes = state.unseen_prizes();
  std::sort(view.unseen_prizes.begin(), view.unseen_prizes.end());
  for (Seat seat = 0; seat < state.seat_count(); ++seat) {
    const auto& player = state.players()[seat];
    view.players.push_back({seat, player.score, player.negatives, player.chips, player.won,
                            player.locked != 0, player.timeouts});
  }
  if (view.seat) {
    view.my_locked = state.players()[*view.seat].locked;
    view.must_move = state.must_move(*view.seat);
  }
  const auto& history = state.history();
  if (kept == HistoryKept::kAll) {
    view.history = history;
  } else if (!history.empty()) {
    view.history.push_back(history.back());
  }
  view.standings = state.outcome();
  return view;
}

namespace {

json::array int_array(const std::vector<int>& values) {
  return json::array(values.begin(), values.end());
}

}  // namespace

json::object round_json(const RoundRecord& record) {
  json::array clashed;
  json::array origins;
  for (std::size_t i = 0; i < record.bids.size(); ++i) {
    clashed.push_back(static_cast<bool>(record.clashed[i]));
    origins.push_back(json::string(engine::origin_name(record.origins[i])));
  }
  return {{"round", record.round},
          {"pot", int_array(record.pot)},
          {"value", record.value},
          {"bids", int_array(record.bids)},
          {"clashed", std::move(clashed)},
          {"decidedBy", std::move(origins)},
          {"winner", record.winner < 0 ? json::value(nullptr) : json::value(record.winner)},
          {"carried", record.carried},
          {"discarded", record.discarded}};
}

json::object view_json(const View& view) {
  auto out = view_json_without_history(view);
  json::array history;
  for (const auto& record : view.history) history.push_back(round_json(record));
  out["history"] = std::move(history);
  return out;
}

json::object view_json_without_history(const View& view) {
  json::array players;
  for (const auto& player : view.players) {
    players.push_back(json::object{{"seat", player.seat},
                                   {"score", player.score},
                                   {"negatives", player.negatives},
                                   {"chips", int_array(chip_list(player.chips))},
                                   {"won", int_array(player.won)},
                                   {"locked", player.locked},
                                   {"timeouts", player.timeouts}});
  }
  // "status" and you.mustMove are the room's (the State is flat; the room
  // writes them from its own status and the legal actions).
  json::object out{
      {"round", view.round},
      {"totalRounds", kRounds},
      {"turnSeconds", view.turn_seconds},
      {"deadline", view.finished ? json::value(nullptr) : json::value(view.deadline)},
      {"pot", json::object{{"cards", int_array(view.pot)}, {"value", view.pot_value}}},
      {"unseenPrizes", int_array(view.unseen_prizes)},
      {"players", std::move(players)},
      {"lastRound",
       view.history.empty() ? json::value(nullptr) : json::value(round_json(view.history.back()))}};
  if (view.seat) {
    const auto& me = view.players[*view.seat];
    out["you"] = json::object{
        {"seat", *view.seat},
        {"chips", int_array(chip_list(me.chips))},
        {"lockedChip", view.my_locked ? json::value(view.my_locked) : json::value(nullptr)}};
  } else {
    out["you"] = nullptr;
  }
  if (view.finished) {
    out["result"] = engine::result_json(
        view.standings, [&](const engine::Standing& standing, json::object& entry) {
          entry["score"] = static_cast<int>(standing.score);
          entry["negatives"] = view.players[standing.seat].negatives;
        });
  } else {
    out["result"] = nullptr;
  }
  return out;
}

}  // namespace gavel::bidlock
