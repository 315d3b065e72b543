// What one viewer of a Right Price match may see: everything except other
// seats' blind bets (and whether they bet or skipped) on the current item,
// item values before their round resolves, and the generator. Bots decide
// from this type; clients get its JSON form.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <vector>

#include "engine/view_writer.h"
#include "games/right_price/rules.h"

namespace gavel::right_price {

struct PlayerView {
  Seat seat = 0;
  Money capital = 0;
  bool eliminated = false;
  bool resigned = false;
  bool acted = false;             // on the current item (blind: bet or skipped, not which)
  std::vector<int> items;         // numbers of the items won in the shown round
  std::optional<int> win_tenths;  // winning probability in tenths of a percent; nullopt: a dash
  Movement movement;              // the shown round's columns
  bool operator==(const PlayerView&) const = default;
};

struct View {
  std::optional<Seat> seat;  // empty for a spectator
  Settings settings;         // seatInfo removed
  Phase phase = Phase::kBetting;
  int round = 1;
  Money total_money = 0;
  Money pool = 0;
  Money bank = 0;
  std::optional<Millis> deadline;  // the betting clock, or the break's end

  // The latest round (funded, or whose funding ended the game), and the one
  // before it when funding ended the game before the latest had an item: all
  // public (item values appear once their round is settled, blind bets never).
  RoundRecord current;
  std::optional<RoundRecord> previous;
  // Every round, once the match is finished (the final statistics).
  std::vector<RoundRecord> history;

  // The round the capital table shows (its items, holdings, probabilities
  // and columns): the current one, or the one before when funding ended the
  // game before the current one had an item.
  const RoundRecord& shown() const;
  // The latest settled round, if any.
  const RoundRecord* settled() const;

  int current_item = 0;  // 1-based; 0 outside betting
  // Open mode: the visible high bid.
  std::optional<Seat> high_bidder;
  Money high_bid = 0;

  std::vector<PlayerView> players;
  std::vector<Seat> table_order;
  std::vector<Seat> previous_table_order;

  // The viewer's own seat.
  bool acted = false;
  std::optional<Money> my_bid;  // blind: my bet on this item; open: my high bid
  bool my_skip = false;
  std::optional<BidRange> my_bid_range;
  bool may_skip = false;

  engine::Outcome standings;
  bool operator==(const View&) const = default;
};

View make_view(const State& state, engine::Viewer viewer);

// The view's JSON form, written from the state (view_text.cpp): the same
// facts as make_view's, as the client and agents read them. Its parse is the
// view's tree (engine::WritesView).
void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& out);
// The view's tree: that text, parsed.
boost::json::object view_json(const State& state, engine::Viewer viewer);

// What make_view and write_view both read, so the typed View and the text
// cannot tell different stories.

// The round before the latest when funding ended the game before the latest
// had an item (the table then shows it); nullptr otherwise.
const RoundRecord* round_before_empty(const std::vector<RoundRecord>& rounds);
// The round the capital table shows, and the latest settled round if any,
// from the latest round and round_before_empty's.
const RoundRecord& shown_round(const RoundRecord& current, const RoundRecord* previous);
const RoundRecord* settled_round(const RoundRecord& current, const RoundRecord* previous);
// Each seat's winning probability with the round's items, in tenths of a
// percent; nullopt for every seat (dashes) while nobody holds an item.
std::vector<std::optional<int>> win_tenths(const RoundRecord& round, int seats);

// The viewer's own seat on the item up for auction (betting only); a blind
// bet is its owner's alone.
struct SeatFacts {
  bool acted = false;
  std::optional<Money> bid;  // blind: my bet on this item; open: my high bid
  bool skipped = false;
  std::optional<BidRange> bid_range;
  bool may_skip = false;
};
SeatFacts seat_facts(const State& state, Seat me);

}  // namespace gavel::right_price
