// What one viewer may see of a Hold'em table (notes 61, 73): own cards
// always, another seat's only once shown (showdown, Manual selection or a
// reveal); Manual drafts and scores only to their owner until settlement;
// never an undealt card or the deck order.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <optional>
#include <vector>

#include "engine/view_writer.h"
#include "games/holdem/rules.h"

namespace gavel::holdem {

struct PlayerView {
  Seat seat = 0;
  Chips stack = 0;
  Chips bet = 0;
  Chips committed = 0;
  bool dealt = false;
  bool folded = false;
  bool all_in = false;
  bool resigned = false;
  bool eliminated = false;
  bool auto_continue = true;
  bool agreed = false;
  bool finalized = false;                    // Manual selection
  std::array<std::optional<Card>, 2> cards;  // as this viewer may see them
  bool operator==(const PlayerView&) const = default;
};

struct View {
  Settings settings;
  std::optional<Seat> your_seat;
  Phase phase = Phase::kBetting;
  Street street = Street::kPreflop;
  int hand = 0;
  Seat button = 0;
  std::optional<Seat> small_blind_seat;
  Seat big_blind_seat = 0;
  Chips big_blind = 0;
  int hands_to_next_level = 0;  // hands left at this blind level, this one included
  Chips next_big_blind = 0;
  std::vector<Card> board;
  Chips pot = 0;  // every chip committed this hand
  Chips current_bet = 0;
  Chips min_raise_to = 0;
  std::optional<Seat> to_act;
  engine::Millis deadline = 0;
  std::vector<PlayerView> players;
  // Your own seat's private facts.
  std::array<bool, 2> your_reveal_at_end{};
  std::optional<Selection> your_saved;
  int your_saved_score = 0;
  // When it is your turn to bet: what the legal actions also say.
  Chips your_to_call = 0;
  bool your_may_raise = false;
  bool your_all_in = false;
  std::vector<HandEvent> actions;       // this hand's, in order
  std::optional<HandRecord> last_hand;  // filtered for this viewer
  int on_auto = 0;                      // M of M/N
  int eligible = 0;                     // N
  Chips discarded = 0;
  std::vector<Chips> discarded_by_hand;
  Chips gone = 0;
  // The standings now: players still in by chips (stack + committed, seat
  // order on ties), those out at their final places; the what-if panel's
  // opening order during play, the result once over.
  std::vector<int> places;
  boost::json::object result;  // once over: engine::result_json
  bool operator==(const View&) const = default;
};

View make_view(const State& state, engine::Viewer viewer);
// The view written as text (engine::WritesView); view_json is that text parsed.
void write_view(const View& view, engine::ViewWriter& out);
boost::json::object view_json(const View& view);
boost::json::object hand_record_json(const HandRecord& record);
boost::json::object hand_event_json(const HandEvent& event);
boost::json::value selection_json(const std::optional<Selection>& selection);
boost::json::array placements_json(const std::vector<Placement>& placements);

}  // namespace gavel::holdem
