// The Right Price's events for the agent protocol (engine/feed.h): funding,
// each item put up, bids and skips (a blind bet's amount to its seat alone),
// awards, the settlement's steps and the end. Called by the rules as they
// apply inputs, so the feed and the state never disagree.
#include "games/right_price/rules.h"

namespace gavel::right_price {

namespace json = boost::json;

namespace {

json::value seat_or_null(std::optional<Seat> seat) {
  return seat ? json::value(*seat) : json::value();
}

}  // namespace

json::array State::capitals_json() const {
  json::array capitals;
  for (const auto& player : players_) capitals.push_back(player.capital);
  return capitals;
}

void State::publish_funding(Millis at) {
  const auto& record = rounds_.back();
  json::array eliminated;
  for (const auto& step : record.funding.steps) {
    for (const Seat seat : step.eliminated) eliminated.push_back(seat);
  }
  events_.publish("funding", 0, at,
                  {{"round", record.round},
                   {"charge", record.funding.charge},
                   {"eliminated", std::move(eliminated)},
                   {"pool", pool_},
                   {"bank", bank_},
                   {"capitals", capitals_json()},
                   {"ends_game", record.funding.ended_game}});
}

void State::publish_item_up(Millis at) {
  const auto& item = rounds_.back().items.back();
  events_.publish("item_up", item.number, at,
                  {{"round", round()},
                   {"lo", item.range.lo},
                   {"hi", item.range.hi},
                   {"deadline_at", auction_.deadline}});
}

void State::publish_bet(Seat seat, const Bet& bet, Millis at) {
  const int item = auction_.item;
  if (settings_.betting_mode == BettingMode::kOpen) {
    if (bet.skipped) {
      events_.publish("skip", item, at, {{"round", round()}, {"seat", seat}});
    } else {
      events_.publish("bid", item, at,
                      {{"round", round()},
                       {"seat", seat},
                       {"amount", auction_.high},
                       {"deadline_at", auction_.deadline}});
    }
    return;
  }
  // Blind: everyone may see that the seat acted; a bet or a skip, and its
  // amount, stay the seat's own until the auction closes.
  events_.publish("acted", item, at, {{"round", round()}, {"seat", seat}});
  json::object mine{{"round", round()}, {"skipped", bet.skipped}};
  if (!bet.skipped) mine["amount"] = bet.amount;
  events_.tell(seat, "action_private", item, at, std::move(mine));
}

void State::publish_item_result(std::optional<Seat> winner, Money price, Millis at) {
  json::object data{
      {"round", round()}, {"winner", seat_or_null(winner)}, {"price", price}, {"unsold", !winner}};
  if (settings_.betting_mode == BettingMode::kBlind) {
    json::array bids;
    for (Seat seat = 0; seat < seat_count(); ++seat) {
      const Bet& bet = auction_.bets[seat];
      if (!active(seat)) continue;
      json::object entry{{"seat", seat}, {"skipped", !bet.acted || bet.skipped}};
      if (bet.acted && !bet.skipped) entry["amount"] = bet.amount;
      bids.push_back(std::move(entry));
    }
    data["bids"] = std::move(bids);
  }
  events_.publish("item_result", auction_.item, at, std::move(data));
}

void State::publish_settlement(Millis at) {
  const auto& record = rounds_.back();
  json::array values;
  for (const auto& item : record.items) values.push_back(item.value.value_or(0));
  events_.publish("values_revealed", 0, at,
                  {{"round", record.round}, {"values", std::move(values)}});
  json::array transfers;
  for (const auto& t : record.transfers) {
    transfers.push_back({{"kind", transfer_name(t.kind)},
                         {"seat", t.seat >= 0 ? json::value(t.seat) : json::value()},
                         {"amount", t.amount},
                         {"item", t.item}});
  }
  events_.publish("round_result", 0, at,
                  {{"round", record.round},
                   {"winners", json::array(record.winners.begin(), record.winners.end())},
                   {"share", record.share},
                   {"remainder", record.remainder},
                   {"unclaimed", record.unclaimed},
                   {"redistributed_each", record.redistributed_each},
                   {"transfers", std::move(transfers)},
                   {"capitals", capitals_json()},
                   {"break_ends_at", record.break_ends_at}});
}

void State::finish(Millis at) {
  phase_ = Phase::kFinished;
  events_.publish("match_end", 0, at, {{"capitals", capitals_json()}});
}

}  // namespace gavel::right_price
