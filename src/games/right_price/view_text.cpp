// The view's JSON form, written straight from the state: the room renders it
// for every version and seat, so no tree is built (engine::WritesView); the
// tree, for tests and tools, is this text parsed. It reads the same facts as
// make_view (view.h's helpers), and no secret: other seats' blind bets, item
// values before their round resolves and the generator are never read here.
// Names follow the rulebook's table (capital, toBank, auctionPayments, prize,
// fromBank, roundChanges) in camelCase, like Bidlock's view.
#include "engine/outcome_json.h"
#include "games/right_price/view.h"

namespace gavel::right_price {
using engine::JsonWriter;

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

JsonWriter& seat_or_null(JsonWriter& out, Seat seat) {
  return seat < 0 ? out.null() : out.number(seat);
}

template <class T>
JsonWriter& number_or_null(JsonWriter& out, const std::optional<T>& n) {
  return n ? out.number(*n) : out.null();
}

void write_seats(JsonWriter& out, const std::vector<Seat>& seats) {
  out.begin_array();
  for (const Seat seat : seats) out.number(seat);
  out.end_array();
}

void write_movement(JsonWriter& out, const Movement& m) {
  out.begin_object()
      .key("toBank")
      .number(m.to_bank)
      .key("auctionPayments")
      .number(m.auction_payments)
      .key("prize")
      .number(m.prize)
      .key("fromBank")
      .number(m.from_bank)
      .key("roundChanges")
      .number(m.total())
      .end_object();
}

void write_movements(JsonWriter& out, const RoundRecord& round) {
  out.begin_array();
  for (const auto& m : round.movement) write_movement(out, m);
  out.end_array();
}

void write_item(JsonWriter& out, const Item& item) {
  const char* status = !item.resolved ? "bidding" : item.winner >= 0 ? "won" : "unawarded";
  out.begin_object().key("number").number(item.number);
  out.key("lo").number(item.range.lo).key("hi").number(item.range.hi);
  out.key("status").string(status);
  seat_or_null(out.key("winner"), item.winner);
  out.key("price");
  item.winner >= 0 ? out.number(item.price) : out.null();
  number_or_null(out.key("value"), item.value);
  out.end_object();
}

void write_items(JsonWriter& out, const RoundRecord& round) {
  out.begin_array();
  for (const auto& item : round.items) write_item(out, item);
  out.end_array();
}

void write_funding(JsonWriter& out, const RoundRecord& round) {
  const auto& funding = round.funding;
  out.begin_object().key("round").number(round.round);
  out.key("bankBefore").number(funding.bank_before);
  out.key("charge").number(funding.charge);
  out.key("steps").begin_array();
  for (const auto& step : funding.steps) {
    out.begin_object().key("shortfall").number(step.shortfall);
    out.key("charge").number(step.charge);
    write_seats(out.key("eliminated"), step.eliminated);
    out.end_object();
  }
  out.end_array();
  out.key("eliminated").begin_array();
  for (const auto& step : funding.steps) {
    for (const Seat seat : step.eliminated) out.number(seat);
  }
  out.end_array();
  out.key("endedGame").boolean(funding.ended_game);
  out.end_object();
}

void write_transfer(JsonWriter& out, const Transfer& t, PaymentsTo payments_to) {
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
  out.begin_object().key("kind").string(transfer_name(t.kind));
  seat_or_null(out.key("seat"), t.seat);
  out.key("amount").number(t.amount);
  out.key("from").string(from).key("to").string(to);
  out.key("item");
  t.item > 0 ? out.number(t.item) : out.null();
  out.end_object();
}

void write_round(JsonWriter& out, const RoundRecord& round, PaymentsTo payments_to) {
  out.begin_object().key("round").number(round.round);
  write_funding(out.key("funding"), round);
  write_items(out.key("items"), round);
  out.key("scores").begin_array();
  for (const auto& score : round.scores) number_or_null(out, score);
  out.end_array();
  write_seats(out.key("winners"), round.winners);
  out.key("pool").number(round.pool);
  out.key("share").number(round.share);
  out.key("remainder").number(round.remainder);
  out.key("unclaimed").number(round.unclaimed);
  out.key("redistributedEach").number(round.redistributed_each);
  write_seats(out.key("recipients"), round.recipients);
  out.key("bankLeft").number(round.bank_left);
  out.key("settledAt").number(round.settled_at);
  out.key("breakEndsAt").number(round.break_ends_at);
  write_movements(out.key("movement"), round);
  out.key("events").begin_array();
  for (const auto& t : round.transfers) write_transfer(out, t, payments_to);
  out.end_array();
  out.end_object();
}

// A settled round in brief, for the final statistics: the full detail of
// the latest one is in "settlement".
void write_summary(JsonWriter& out, const RoundRecord& round) {
  out.begin_object().key("round").number(round.round);
  write_items(out.key("items"), round);
  write_seats(out.key("winners"), round.winners);
  write_movements(out.key("movement"), round);
  out.end_object();
}

}  // namespace

void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& view) {
  const auto& settings = state.settings();
  const auto& rounds = state.rounds();
  const RoundRecord& current = rounds.back();
  const RoundRecord* previous = round_before_empty(rounds);
  const RoundRecord& shown = shown_round(current, previous);
  const RoundRecord* settled = settled_round(current, previous);
  const auto& auction = state.auction();
  const bool betting = state.phase() == Phase::kBetting;
  const bool open = settings.betting_mode == BettingMode::kOpen;
  const Seat high_bidder = betting && auction.leader ? *auction.leader : -1;  // -1: none
  const auto deadline = state.next_deadline();
  const int seats = state.seat_count();

  view.field("phase").string(phase_name(state.phase()));
  write_settings(view.field("settings"), settings, false);  // ratings are the room's to show
  view.field("round").number(state.round());
  view.field("totalRounds").number(settings.rounds);
  view.field("itemsPerRound").number(settings.items_per_round);
  view.field("totalMoney").number(state.total_money());
  view.field("pool").number(state.pool());
  view.field("bank").number(state.bank());
  auto& at = view.field("deadline");
  deadline ? at.number(deadline->at) : at.null();
  auto& break_ends = view.field("breakEndsAt");
  !betting&& settled ? break_ends.number(settled->break_ends_at) : break_ends.null();
  write_funding(view.field("funding"), current);
  view.field("shownRound").number(shown.round);
  write_items(view.field("items"), shown);
  auto& item = view.field("currentItem");
  betting ? item.number(auction.item) : item.null();
  auto& out = view.field("auction");
  if (betting) {
    const auto& range = current.items.back().range;
    const Money high = high_bidder >= 0 ? auction.high : 0;
    out.begin_object().key("item").number(auction.item);
    out.key("lo").number(range.lo).key("hi").number(range.hi);
    out.key("deadline");
    deadline ? out.number(deadline->at) : out.null();
    out.key("highBid");
    high_bidder >= 0 ? out.number(high) : out.null();
    seat_or_null(out.key("highBidder"), high_bidder);
    out.key("minBid").number(open && high_bidder >= 0 ? high + settings.min_increase : 0);
    out.end_object();
  } else {
    out.null();
  }

  // "status" and each player's "resigned" are the room's (the State is flat;
  // the room writes them from its status and its one resign path).
  const auto tenths = win_tenths(shown, seats);
  view.begin_players();
  for (Seat seat = 0; seat < seats; ++seat) {
    const auto& player = state.players()[seat];
    auto& entry = view.begin_player();
    entry.key("seat").number(seat);
    entry.key("capital").number(player.capital);
    entry.key("eliminated").boolean(player.eliminated);
    entry.key("acted").boolean(state.has_acted(seat));
    entry.key("items").begin_array();
    for (const auto& won : shown.items) {
      if (won.winner == seat) entry.number(won.number);
    }
    entry.end_array();
    number_or_null(entry.key("winTenths"), tenths[seat]);
    write_movement(entry.key("movement"), shown.movement[seat]);
    view.end_player();
  }
  view.end_players();
  write_seats(view.field("tableOrder"), state.table_order());
  write_seats(view.field("previousTableOrder"), state.previous_table_order());
  // The settlement is what the break animates: shown from the round's
  // resolution until the next round is funded, and after the end.
  auto& settlement = view.field("settlement");
  if (settled && !betting) {
    write_round(settlement, *settled, settings.payments_to);
  } else {
    settlement.null();
  }
  auto& history = view.field("history");
  if (state.finished()) {
    history.begin_array();
    for (const auto& round : rounds) {
      if (round.settled) write_summary(history, round);
    }
    history.end_array();
  } else {
    history.null();
  }

  if (!viewer.is_spectator()) {
    const Seat me = viewer.seat();
    const auto facts = betting ? seat_facts(state, me) : SeatFacts{};
    auto& you = view.begin_you();
    you.key("seat").number(me);
    you.key("capital").number(state.players()[me].capital);
    you.key("acted").boolean(facts.acted);
    number_or_null(you.key("bid"), facts.bid);
    you.key("skipped").boolean(facts.skipped);
    you.key("leading").boolean(betting && open && high_bidder == me);
    you.key("canBid").boolean(facts.bid_range.has_value());
    you.key("minBid");
    facts.bid_range ? you.number(facts.bid_range->min) : you.null();
    you.key("maxBid");
    facts.bid_range ? you.number(facts.bid_range->max) : you.null();
    you.key("canSkip").boolean(facts.may_skip);
    view.end_you();
  } else {
    view.no_you();
  }
  auto& result = view.field("result");
  if (state.finished()) {
    result.begin_object();
    engine::write_result_members(
        result, state.outcome(), [&](const engine::Standing& standing, JsonWriter& entry) {
          entry.key("capital").number(state.players()[standing.seat].capital);
        });
    result.key("bank").number(state.bank());
    result.key("pool").number(state.pool());
    result.end_object();
  } else {
    result.null();
  }
}

boost::json::object view_json(const State& state, engine::Viewer viewer) {
  return engine::written_view([&](engine::ViewWriter& out) { write_view(state, viewer, out); });
}

}  // namespace gavel::right_price
