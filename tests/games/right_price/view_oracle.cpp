// The Right Price's view as it was built before it was written as text: a
// boost::json tree from the typed View, kept here as the oracle the written
// view is held to (view_text_test.cpp). Not used by the game itself.
#include "tests/games/right_price/view_oracle.h"

#include "engine/outcome_json.h"

namespace gavel::right_price::test {
namespace json = boost::json;

namespace {

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::kBetting:
      return "betting";
    case Phase::kBreak:
      return "break";
    case Phase::kFinished:
      return "finished";
  }
  return "?";
}

json::object oracle_settings_json(const Settings& settings) {
  return {{"startingCapital", settings.starting_capital},
          {"basePrizePool", settings.base_prize_pool},
          {"itemsPerRound", settings.items_per_round},
          {"rounds", settings.rounds},
          {"bettingMode", mode_name(settings.betting_mode)},
          {"minIncrease", settings.min_increase},
          {"paymentsTo", payments_name(settings.payments_to)},
          {"bettingSeconds", settings.betting_seconds},
          {"roundBreakSeconds", settings.round_break_seconds}};
}

json::value seat_or_null(Seat seat) {
  return seat < 0 ? json::value(nullptr) : json::value(seat);
}

json::array seats_json(const std::vector<Seat>& seats) {
  return json::array(seats.begin(), seats.end());
}

json::object movement_json(const Movement& m) {
  return {{"toBank", m.to_bank},
          {"auctionPayments", m.auction_payments},
          {"prize", m.prize},
          {"fromBank", m.from_bank},
          {"roundChanges", m.total()}};
}

json::object item_json(const Item& item) {
  const char* status = !item.resolved ? "bidding" : item.winner >= 0 ? "won" : "unawarded";
  return {{"number", item.number},
          {"lo", item.range.lo},
          {"hi", item.range.hi},
          {"status", status},
          {"winner", seat_or_null(item.winner)},
          {"price", item.winner >= 0 ? json::value(item.price) : json::value(nullptr)},
          {"value", item.value ? json::value(*item.value) : json::value(nullptr)}};
}

json::array items_json(const RoundRecord& round) {
  json::array items;
  for (const auto& item : round.items) items.push_back(item_json(item));
  return items;
}

json::object funding_json(const RoundRecord& round) {
  const auto& funding = round.funding;
  json::array steps;
  json::array eliminated;
  for (const auto& step : funding.steps) {
    steps.push_back(json::object{{"shortfall", step.shortfall},
                                 {"charge", step.charge},
                                 {"eliminated", seats_json(step.eliminated)}});
    for (const Seat seat : step.eliminated) eliminated.push_back(seat);
  }
  return {{"round", round.round},
          {"bankBefore", funding.bank_before},
          {"charge", funding.charge},
          {"steps", std::move(steps)},
          {"eliminated", std::move(eliminated)},
          {"endedGame", funding.ended_game}};
}

json::object transfer_json(const Transfer& t, PaymentsTo payments_to) {
  const char* from = "seat";
  const char* to = "bank";
  switch (t.kind) {
    case TransferKind::kCharge:
    case TransferKind::kElimination:
      break;
    case TransferKind::kPoolFunding:
      from = "bank";
      to = "pool";
      break;
    case TransferKind::kPayment:
      to = payments_to == PaymentsTo::kPool ? "pool" : "bank";
      break;
    case TransferKind::kPrize:
      from = "pool";
      to = "seat";
      break;
    case TransferKind::kRemainder:
    case TransferKind::kUnclaimed:
      from = "pool";
      break;
    case TransferKind::kRedistribution:
      from = "bank";
      to = "seat";
      break;
  }
  return {{"kind", transfer_name(t.kind)},
          {"seat", seat_or_null(t.seat)},
          {"amount", t.amount},
          {"from", from},
          {"to", to},
          {"item", t.item > 0 ? json::value(t.item) : json::value(nullptr)}};
}

json::object round_json(const RoundRecord& round, PaymentsTo payments_to) {
  json::array scores;
  json::array movement;
  for (const auto& score : round.scores) {
    scores.push_back(score ? json::value(*score) : json::value(nullptr));
  }
  for (const auto& m : round.movement) movement.push_back(movement_json(m));
  json::array events;
  for (const auto& t : round.transfers) events.push_back(transfer_json(t, payments_to));
  return {{"round", round.round},
          {"funding", funding_json(round)},
          {"items", items_json(round)},
          {"scores", std::move(scores)},
          {"winners", seats_json(round.winners)},
          {"pool", round.pool},
          {"share", round.share},
          {"remainder", round.remainder},
          {"unclaimed", round.unclaimed},
          {"redistributedEach", round.redistributed_each},
          {"recipients", seats_json(round.recipients)},
          {"bankLeft", round.bank_left},
          {"settledAt", round.settled_at},
          {"breakEndsAt", round.break_ends_at},
          {"movement", std::move(movement)},
          {"events", std::move(events)}};
}

// A settled round in brief, for the final statistics: the full detail of
// the latest one is in "settlement".
json::object summary_json(const RoundRecord& round) {
  json::array movement;
  for (const auto& m : round.movement) movement.push_back(movement_json(m));
  return {{"round", round.round},
          {"items", items_json(round)},
          {"winners", seats_json(round.winners)},
          {"movement", std::move(movement)}};
}

}  // namespace

json::object oracle_view_json(const View& view) {
  const auto payments_to = view.settings.payments_to;
  const auto& current = view.current;
  const auto& shown = view.shown();
  const RoundRecord* settled = view.settled();
  json::value history = nullptr;
  if (view.phase == Phase::kFinished) {
    json::array rounds;
    for (const auto& round : view.history) {
      if (round.settled) rounds.push_back(summary_json(round));
    }
    history = std::move(rounds);
  }
  const bool betting = view.phase == Phase::kBetting;
  const bool open = view.settings.betting_mode == BettingMode::kOpen;

  json::array players;
  for (const auto& p : view.players) {
    players.push_back(json::object{
        {"seat", p.seat},
        {"capital", p.capital},
        {"eliminated", p.eliminated},
        {"acted", p.acted},
        {"items", json::array(p.items.begin(), p.items.end())},
        {"winTenths", p.win_tenths ? json::value(*p.win_tenths) : json::value(nullptr)},
        {"movement", movement_json(p.movement)}});
  }

  json::value auction = nullptr;
  if (betting) {
    const Money min_bid = open && view.high_bidder ? view.high_bid + view.settings.min_increase : 0;
    auction = json::object{
        {"item", view.current_item},
        {"lo", current.items.back().range.lo},
        {"hi", current.items.back().range.hi},
        {"deadline", view.deadline ? json::value(*view.deadline) : json::value(nullptr)},
        {"highBid", view.high_bidder ? json::value(view.high_bid) : json::value(nullptr)},
        {"highBidder", view.high_bidder ? json::value(*view.high_bidder) : json::value(nullptr)},
        {"minBid", min_bid}};
  }

  // "status" and each player's "resigned" are the room's (the State is flat;
  // the room writes them from its status and its one resign path).
  json::object out{
      {"phase", phase_name(view.phase)},
      {"settings", oracle_settings_json(view.settings)},
      {"round", view.round},
      {"totalRounds", view.settings.rounds},
      {"itemsPerRound", view.settings.items_per_round},
      {"totalMoney", view.total_money},
      {"pool", view.pool},
      {"bank", view.bank},
      {"deadline", view.deadline ? json::value(*view.deadline) : json::value(nullptr)},
      {"breakEndsAt",
       !betting && settled ? json::value(settled->break_ends_at) : json::value(nullptr)},
      {"funding", funding_json(current)},
      {"shownRound", shown.round},
      {"items", items_json(shown)},
      {"currentItem", betting ? json::value(view.current_item) : json::value(nullptr)},
      {"auction", std::move(auction)},
      {"players", std::move(players)},
      {"tableOrder", seats_json(view.table_order)},
      {"previousTableOrder", seats_json(view.previous_table_order)},
      // The settlement is what the break animates: shown from the round's
      // resolution until the next round is funded, and after the end.
      {"settlement",
       settled && !betting ? json::value(round_json(*settled, payments_to)) : json::value(nullptr)},
      {"history", std::move(history)}};

  if (view.seat) {
    const auto& me = view.players[*view.seat];
    out["you"] = json::object{
        {"seat", *view.seat},
        {"capital", me.capital},
        {"acted", view.acted},
        {"bid", view.my_bid ? json::value(*view.my_bid) : json::value(nullptr)},
        {"skipped", view.my_skip},
        {"leading", betting && open && view.high_bidder == *view.seat},
        {"canBid", view.my_bid_range.has_value()},
        {"minBid", view.my_bid_range ? json::value(view.my_bid_range->min) : json::value(nullptr)},
        {"maxBid", view.my_bid_range ? json::value(view.my_bid_range->max) : json::value(nullptr)},
        {"canSkip", view.may_skip}};
  } else {
    out["you"] = nullptr;
  }
  if (view.phase == Phase::kFinished) {
    auto result = engine::result_json(view.standings,
                                      [&](const engine::Standing& standing, json::object& entry) {
                                        entry["capital"] = view.players[standing.seat].capital;
                                      });
    result["bank"] = view.bank;
    result["pool"] = view.pool;
    out["result"] = std::move(result);
  } else {
    out["result"] = nullptr;
  }
  return out;
}

json::array oracle_legal_actions(const State& state, Seat seat) {
  json::array legal;
  if (const auto range = state.bid_range(seat)) {
    legal.push_back(json::object{
        {"action", "bid"},
        {"params",
         json::object{{"amount",
                       json::object{{"type", "int"}, {"min", range->min}, {"max", range->max}}}}}});
  }
  if (state.may_skip(seat)) legal.push_back(json::object{{"action", "skip"}});
  return legal;
}

}  // namespace gavel::right_price::test
