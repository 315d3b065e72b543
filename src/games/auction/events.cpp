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
