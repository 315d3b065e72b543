// Bidlock's view as it was built before it was written as text: a
// boost::json tree from the typed View, kept here as the oracle the written
// view is held to (view_text_test.cpp). Not used by the game itself.
#include "tests/games/bidlock/view_oracle.h"

#include "engine/outcome_json.h"

namespace gavel::bidlock::test {
namespace json = boost::json;

namespace {

json::array int_array(const std::vector<int>& values) {
  return json::array(values.begin(), values.end());
}

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

}  // namespace

json::object oracle_view_json(const View& view) {
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
  json::array history;
  for (const auto& record : view.history) history.push_back(round_json(record));
  out["history"] = std::move(history);
  return out;
}

json::array oracle_legal_actions(const State& state, Seat seat) {
  json::array legal;
  if (!state.must_move(seat)) return legal;
  for (const int chip : chip_list(state.players()[seat].chips)) {
    legal.push_back(Game::action_json(Action{chip}));
  }
  return legal;
}

}  // namespace gavel::bidlock::test
