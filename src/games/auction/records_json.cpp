// The JSON forms of the record shared by the events and the views, written as
// text; the events' trees are that text parsed, so both say the same thing
// in the same words.
#include "games/auction/records_json.h"

#include "engine/view_writer.h"
#include "games/auction/standings.h"

namespace gavel::auction {
namespace json = boost::json;
using engine::JsonWriter;

void write_bids(JsonWriter& out, const std::vector<SealedBid>& bids) {
  out.begin_array();
  for (std::size_t seat = 0; seat < bids.size(); ++seat) {
    out.begin_object().key("seat").number(static_cast<engine::Seat>(seat));
    out.key("amount").number(bids[seat].amount);
    if (bids[seat].timeout) out.key("timeout").boolean(true);
    if (bids[seat].no_turn) out.key("no_turn").boolean(true);
    out.end_object();
  }
  out.end_array();
}

void write_payouts(JsonWriter& out, const Payouts& payout) {
  out.begin_object().key("pot").number(payout.pot).key("rake").number(payout.rake);
  out.key("paid").begin_array();
  for (const auto paid : payout.paid) out.number(paid);
  out.end_array().end_object();
}

void write_values(JsonWriter& out, const State& state) {
  out.begin_array();
  for (int item = 1; item <= state.settings().items; ++item) {
    out.begin_array();
    for (engine::Seat seat = 0; seat < state.seat_count(); ++seat) {
      out.number(state.value(item, seat));
    }
    out.end_array();
  }
  out.end_array();
}

void write_ranking(JsonWriter& out, const State& state) {
  out.begin_array();
  for (const int seat : ranking_order(state.ranks())) {
    const auto& player = state.players()[seat];
    out.begin_object().key("seat").number(seat).key("rank").number(state.ranks()[seat]);
    out.key("score").number(player.profit).key("profit").number(player.profit);
    out.key("credits").number(player.credits).end_object();
  }
  out.end_array();
}

json::array bids_json(const std::vector<SealedBid>& bids) {
  auto out = engine::written_value([&](JsonWriter& w) { write_bids(w, bids); });
  return std::move(out.as_array());
}

json::object payouts_json(const Payouts& payout) {
  auto out = engine::written_value([&](JsonWriter& w) { write_payouts(w, payout); });
  return std::move(out.as_object());
}

json::array values_json(const State& state) {
  auto out = engine::written_value([&](JsonWriter& w) { write_values(w, state); });
  return std::move(out.as_array());
}

json::array ranking_json(const State& state) {
  auto out = engine::written_value([&](JsonWriter& w) { write_ranking(w, state); });
  return std::move(out.as_array());
}

}  // namespace gavel::auction
