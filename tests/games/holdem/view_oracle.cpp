// Hold'em's view as it was built before it was written as text: a
// boost::json tree from the typed View, kept here as the oracle the written
// view is held to (view_text_test.cpp). Not used by the game itself.
#include "tests/games/holdem/view_oracle.h"

#include "games/holdem/grid_cards.h"

namespace gavel::holdem::test {
namespace json = boost::json;

namespace {

template <class T, class F>
json::array array_of(const std::vector<T>& items, F&& to_json) {
  json::array out;
  for (const auto& item : items) out.push_back(to_json(item));
  return out;
}

json::value grid_json(const Settings& settings) {
  const auto lattice = grid_kind(settings.card_type);
  if (!lattice) return nullptr;
  return grid_catalog_json(*lattice);
}

}  // namespace

json::object oracle_view_json(const View& v) {
  json::array players;
  for (const auto& p : v.players) {
    json::object player{{"seat", p.seat},
                        {"stack", p.stack},
                        {"bet", p.bet},
                        {"committed", p.committed},
                        {"dealt", p.dealt},
                        {"folded", p.folded},
                        {"all_in", p.all_in},
                        {"retired", p.resigned},  // resigned: the room writes "resigned" itself
                        {"eliminated", p.eliminated},
                        {"continue", p.auto_continue ? "auto" : "manual"},
                        {"agreed", p.agreed},
                        {"finalized", p.finalized},
                        {"cards", json::array{p.cards[0] ? json::value(*p.cards[0]) : nullptr,
                                              p.cards[1] ? json::value(*p.cards[1]) : nullptr}}};
    players.push_back(std::move(player));
  }
  json::object out{
      {"settings", settings_json(v.settings)},
      {"your_seat", v.your_seat ? json::value(*v.your_seat) : nullptr},
      {"phase", phase_name(v.phase)},
      {"street", street_name(v.street)},
      {"hand", v.hand},
      {"button", v.button},
      {"small_blind_seat", v.small_blind_seat ? json::value(*v.small_blind_seat) : nullptr},
      {"big_blind_seat", v.big_blind_seat},
      {"big_blind", v.big_blind},
      {"small_blind", v.big_blind / 2},
      {"hands_to_next_level", v.hands_to_next_level},
      {"next_big_blind", v.next_big_blind},
      {"board", json::array(v.board.begin(), v.board.end())},
      {"pot", v.pot},
      {"current_bet", v.current_bet},
      {"min_raise_to", v.min_raise_to},
      {"to_act", v.to_act ? json::value(*v.to_act) : nullptr},
      {"deadline", v.deadline},
      {"players", std::move(players)},
      {"actions", array_of(v.actions, hand_event_json)},
      {"last_hand", v.last_hand ? json::value(hand_record_json(*v.last_hand)) : nullptr},
      {"continue_auto", json::object{{"auto", v.on_auto}, {"eligible", v.eligible}}},
      {"discarded", v.discarded},
      {"discarded_by_hand", json::array(v.discarded_by_hand.begin(), v.discarded_by_hand.end())},
      {"gone", v.gone}};
  if (auto grid = grid_json(v.settings); !grid.is_null()) out["grid"] = std::move(grid);
  if (v.your_seat) {
    out["you"] = json::object{
        {"reveal_at_end", json::array{v.your_reveal_at_end[0], v.your_reveal_at_end[1]}},
        {"saved", selection_json(v.your_saved)},
        {"saved_score", v.your_saved ? json::value(v.your_saved_score) : nullptr},
        {"to_call", v.your_to_call},
        {"may_raise", v.your_may_raise},
        {"all_in", v.your_all_in}};
  }
  out["places"] = json::array(v.places.begin(), v.places.end());
  if (!v.result.empty()) out["result"] = v.result;
  return out;
}

}  // namespace gavel::holdem::test
