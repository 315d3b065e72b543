// Blind Auction's events for the agent protocol (engine/feed.h) that carry
// more than one fact: the start with its commitment, the reveal and result
// of an item, and the end with the seed. Turn-by-turn events are in rules.cpp.
#include "games/auction/records_json.h"

namespace gavel::auction {

namespace json = boost::json;

namespace {

json::object numbers(const std::vector<PlayerState>& players) {
  json::array profits;
  json::array credits;
  json::array items;
  for (const auto& player : players) {
    profits.push_back(player.profit);
    credits.push_back(player.credits);
    items.push_back(player.items_won.size());
  }
  return {{"profits", std::move(profits)},
          {"credits", std::move(credits)},
          {"items_won", std::move(items)}};
}

}  // namespace

json::array bids_json(const std::vector<SealedBid>& bids) {
  json::array out;
  for (std::size_t seat = 0; seat < bids.size(); ++seat) {
    json::object bid{{"seat", seat}, {"amount", bids[seat].amount}};
    if (bids[seat].timeout) bid["timeout"] = true;
    if (bids[seat].no_turn) bid["no_turn"] = true;
    out.push_back(std::move(bid));
  }
  return out;
}

json::object payouts_json(const Payouts& payout) {
  return {{"pot", payout.pot},
          {"rake", payout.rake},
          {"paid", json::array(payout.paid.begin(), payout.paid.end())}};
}

void State::publish_start(engine::Millis now) {
  json::object data = settings_json(settings_);
  data["rules_version"] = "auction-0.2";
  data["commit"] = commit_;
  data["starting_credits"] = kStartingCredits;
  data["value_min"] = kValueMin;
  data["value_max"] = kValueMax;
  log().publish("auction_start", 0, now, std::move(data));
}

void State::publish_result(const ItemRecord& record, engine::Millis now) {
  log().publish("bids_revealed", record.item, now, {{"bids", bids_json(record.bids)}});
  if (!record.winner) {
    log().publish("item_result", record.item, now, {{"unsold", true}});
  } else {
    json::object result{{"winner", *record.winner}, {"price", record.price}};
    if (record.tie_break) {
      result["tie_break"] = true;
      result["tied"] = json::array(record.tied.begin(), record.tied.end());
    }
    log().publish("item_result", record.item, now, result);
    // Only the winner's copy carries its value and profit (note 24).
    const int value = this->value(record.item, *record.winner);
    result["value"] = value;
    result["profit"] = value - record.price;
    log().tell(*record.winner, "item_result", record.item, now, std::move(result));
  }
  log().publish("profit_update", record.item, now, numbers(players_));
}

json::array values_json(const State& state) {
  json::array rows;
  for (int item = 1; item <= state.settings().items; ++item) {
    json::array row;
    for (engine::Seat seat = 0; seat < state.seat_count(); ++seat) {
      row.push_back(state.value(item, seat));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

json::array ranking_json(const State& state) {
  json::array ranking;
  for (const int seat : ranking_order(state.ranks())) {
    const auto& player = state.players()[seat];
    ranking.push_back(json::object{{"seat", seat},
                                   {"rank", state.ranks()[seat]},
                                   {"score", player.profit},
                                   {"profit", player.profit},
                                   {"credits", player.credits}});
  }
  return ranking;
}

void State::publish_end(engine::Millis now) {
  json::object data = numbers(players_);
  data["ranking"] = ranking_json(*this);
  data["seed"] = to_hex(seed_);
  data["commit"] = commit_;
  data["values"] = values_json(*this);
  if (payout_) data["payouts"] = payouts_json(*payout_);
  log().publish("auction_end", 0, now, std::move(data));
}

}  // namespace gavel::auction
