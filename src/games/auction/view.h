// What one viewer may see of a Blind Auction table: a seat sees its own
// value, credits, profit and the values of items it won; a spectator the
// public facts only. After the end every value and the seed are public.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/types.h"
#include "engine/view_writer.h"
#include "games/auction/rules.h"

namespace gavel::auction {

struct PlayerView {
  engine::Seat seat = 0;
  int credits = 0;
  int profit = 0;
  int items_won = 0;
  bool left = false;
  bool operator==(const PlayerView&) const = default;
};

struct HistoryView {
  ItemRecord record;
  std::optional<int> your_value;  // a seat's own value of the item (note 26)
  std::optional<int> value;       // only on items the viewer won
  bool operator==(const HistoryView&) const = default;
};

struct TurnView {
  std::uint64_t turn = 0;
  engine::Seat seat = 0;
  Phase phase = Phase::kTalk;
  bool operator==(const TurnView&) const = default;
};

struct View {
  Settings settings;
  int item = 0;
  Phase phase = Phase::kTalk;
  std::optional<engine::Seat> your_seat;  // none: a spectator
  int your_value = 0;
  int your_credits = 0;
  int your_profit = 0;
  std::vector<int> your_items;
  int bids_in = 0;
  std::vector<PlayerView> players;
  std::vector<TalkLine> talk;
  std::vector<HistoryView> history;
  std::optional<TurnView> turn;
  std::string commit;
  // Once over: the ranking and, when staked, the payouts; then also the seed
  // and every value, public with the replay.
  boost::json::array ranking;
  boost::json::array values;
  std::string seed;
  std::optional<Payouts> payouts;
  bool operator==(const View&) const = default;
};

View make_view(const State& state, engine::Viewer viewer);
// Its JSON form, written from the state (view_text.cpp): exactly the
// rulebook's visible_state, plus commit (and the end's extras). Its parse is
// the view's tree (engine::WritesView).
void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& out);
boost::json::object view_json(const State& state, engine::Viewer viewer);

}  // namespace gavel::auction
