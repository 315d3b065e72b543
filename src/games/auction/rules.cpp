// Turn order and item resolution. Every input ends in advance(), which opens
// the next turn, so the state is never left between turns.
#include "games/auction/rules.h"

#include <algorithm>

#include "engine/text_param.h"

namespace gavel::auction {

using engine::Millis;
using engine::Seat;

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::kTalk:
      return "talk";
    case Phase::kBid:
      return "bid";
    case Phase::kOver:
      return "over";
  }
  return "over";
}

State::State(Settings settings, int seats, engine::Seed seed, Millis start)
    : settings_(settings),
      seed_(expand_seed(seed)),
      commit_(commitment(seed_)),
      players_(static_cast<std::size_t>(seats)),
      sealed_(static_cast<std::size_t>(seats)) {
  settings_.seats = seats;
  // Every value is fixed here, before anything is played (note 8).
  for (int item = 1; item <= settings_.items; ++item) {
    auto& row = values_.emplace_back();
    for (Seat seat = 0; seat < seats; ++seat) row.push_back(item_value(seed_, item, seat));
  }
  publish_start(start);
  open_item(start);
  advance(start);
}

std::optional<Seat> State::to_act() const {
  if (phase_ == Phase::kOver) return std::nullopt;
  return seat_;
}

engine::Result<void> State::check_turn(Seat seat, const Action& action) const {
  if (phase_ == Phase::kOver) return engine::conflict("the match is over");
  if (players_[seat].left) return engine::conflict("you left the table");
  if (action.kind == Action::Kind::kLeave) return {};
  if (seat != seat_) {
    return engine::conflict("it is seat " + std::to_string(seat_) + "'s turn, not yours");
  }
  const bool talk = action.kind == Action::Kind::kSay || action.kind == Action::Kind::kPass;
  if (phase_ == Phase::kTalk && !talk) return engine::conflict("it is time to talk: say or pass");
  if (phase_ == Phase::kBid && talk) return engine::conflict("it is time to bid");
  if (action.kind == Action::Kind::kBid &&
      (action.amount < 0 || action.amount > players_[seat].credits)) {
    return engine::invalid("a bid is a whole number from 0 to your credits (" +
                           std::to_string(players_[seat].credits) + ")");
  }
  if (action.kind == Action::Kind::kSay || !action.message.empty()) {
    const auto text = engine::checked_text(action.message, kMaxMessageChars);
    if (!text) return std::unexpected(text.error());
    if (*text != action.message) return engine::invalid("a message must be sent trimmed");
  }
  return {};
}

engine::Result<void> State::apply(Seat seat, const Action& action, Millis now, engine::Origin) {
  if (auto ok = check_turn(seat, action); !ok) return ok;
  if (action.kind == Action::Kind::kLeave) {
    players_[seat].left = true;
    log().publish("leave", item_, now, {{"seat", seat}});
    // Its turn, if it is one, resolves at once as a timeout (note 3).
    if (seat != seat_) return {};
    if (phase_ == Phase::kTalk) {
      talk_turn(seat, Action{}, true, now);
    } else {
      bid_turn(seat, 0, "", true, now);
    }
  } else if (phase_ == Phase::kTalk) {
    talk_turn(seat, action, false, now);
  } else {
    bid_turn(seat, action.amount, action.message, false, now);
  }
  advance(now);
  return {};
}

bool State::tick(Millis now) {
  if (phase_ == Phase::kOver || now < deadline_) return false;
  if (phase_ == Phase::kTalk) {
    talk_turn(seat_, Action{}, true, now);
  } else {
    bid_turn(seat_, 0, "", true, now);
  }
  advance(now);
  return true;
}

std::optional<engine::Deadline> State::next_deadline() const {
  if (phase_ == Phase::kOver) return std::nullopt;
  // The rules play the timeout action themselves (pass, or bid 0), so the
  // host has nobody to stand in for.
  return engine::Deadline{deadline_, {}};
}

void State::talk_turn(Seat seat, const Action& action, bool timed_out, Millis now) {
  if (timed_out) {
    log().publish("timeout", item_, now, {{"seat", seat}, {"phase", "talk"}, {"action", "pass"}});
    return;
  }
  if (action.kind == Action::Kind::kSay) {
    talk_.push_back({item_, seat, Phase::kTalk, action.message});
    log().publish("message", item_, now,
                  {{"seat", seat}, {"phase", "talk"}, {"text", action.message}});
  }
  log().publish("action", item_, now,
                {{"seat", seat}, {"action", action.kind == Action::Kind::kSay ? "say" : "pass"}});
}

void State::bid_turn(Seat seat, int amount, const std::string& message, bool timed_out,
                     Millis now) {
  sealed_[seat] = SealedBid{true, amount, timed_out, false};
  ++bids_in_;
  // Public: only that a bid is in (note 17: a missed bid looks the same).
  log().publish("bid_placed", item_, now, {{"seat", seat}, {"bids_in", bids_in_}});
  if (timed_out) {
    log().tell(seat, "timeout_private", item_, now, {{"seat", seat}, {"amount", 0}});
  } else {
    log().tell(seat, "action_private", item_, now,
               {{"seat", seat}, {"action", "bid"}, {"amount", amount}});
  }
  if (!message.empty()) {
    talk_.push_back({item_, seat, Phase::kBid, message});
    log().publish("message", item_, now, {{"seat", seat}, {"phase", "bid"}, {"text", message}});
  }
}

void State::open_item(Millis now) {
  ++item_;
  phase_ = Phase::kTalk;
  talk_round_ = 0;
  seat_ = -1;
  bids_in_ = 0;
  std::fill(sealed_.begin(), sealed_.end(), SealedBid{});
  const auto up = log().publish("item_up", item_, now,
                                {{"items_total", settings_.items},
                                 {"talk_rounds", settings_.talk_rounds},
                                 {"pricing", pricing_name(settings_.pricing)}});
  (void)up;
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    log().tell(seat, "value_private", item_, now, {{"seat", seat}, {"value", value(item_, seat)}});
  }
  if (settings_.talk_rounds == 0) open_bidding(now);
}

void State::open_bidding(Millis now) {
  phase_ = Phase::kBid;
  seat_ = -1;
  boost::json::array order;
  boost::json::array no_turn;
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    if (players_[seat].credits == 0) {
      // Its only legal bid; credits are public, so nothing leaks (note 15).
      sealed_[seat] = SealedBid{true, 0, false, true};
      no_turn.push_back(seat);
    } else {
      order.push_back(seat);
    }
  }
  log().publish("bidding_open", item_, now, {{"order", std::move(order)}, {"no_turn", no_turn}});
}

bool State::open_turn(Millis now) {
  const int n = seat_count();
  for (;;) {
    if (phase_ == Phase::kTalk) {
      if (++seat_ == n) {
        if (++talk_round_ >= settings_.talk_rounds) return false;
        seat_ = 0;
      }
      if (players_[seat_].left) {
        talk_turn(seat_, Action{}, true, now);
        continue;
      }
    } else {
      do ++seat_;
      while (seat_ < n && sealed_[seat_].sealed);
      if (seat_ == n) return false;
      if (players_[seat_].left) {
        bid_turn(seat_, 0, "", true, now);
        continue;
      }
    }
    ++turn_;
    deadline_ = now + settings_.turn_deadline_ms;
    return true;
  }
}

void State::advance(Millis now) {
  while (phase_ != Phase::kOver) {
    if (open_turn(now)) return;
    if (phase_ == Phase::kTalk) {
      open_bidding(now);
      continue;
    }
    resolve_item(now);
    if (item_ == settings_.items) {
      finish(now);
      return;
    }
    open_item(now);
  }
}

void State::resolve_item(Millis now) {
  ItemRecord record{item_, sealed_, std::nullopt, 0, false, {}};
  int high = 0;
  for (const auto& bid : sealed_) high = std::max(high, bid.amount);
  if (high > 0) {
    std::vector<Seat> top;
    for (Seat seat = 0; seat < seat_count(); ++seat) {
      if (sealed_[seat].amount == high) top.push_back(seat);
    }
    Seat winner = top.front();
    if (top.size() > 1) {
      winner = top[static_cast<std::size_t>(tie_index(seed_, item_, static_cast<int>(top.size())))];
      record.tie_break = true;
      record.tied = top;
    }
    int price = high;
    if (settings_.pricing == Pricing::kSecond) {
      // The highest other bid, zeros included (notes 18, 19).
      price = 0;
      for (Seat seat = 0; seat < seat_count(); ++seat) {
        if (seat != winner) price = std::max(price, sealed_[seat].amount);
      }
    }
    record.winner = winner;
    record.price = price;
    auto& player = players_[winner];
    player.credits -= price;
    player.profit += value(item_, winner) - price;
    player.items_won.push_back(item_);
  }
  history_.push_back(record);
  publish_result(history_.back(), now);
}

void State::finish(Millis now) {
  phase_ = Phase::kOver;
  std::vector<int> profits;
  std::vector<int> credits;
  for (const auto& player : players_) {
    profits.push_back(player.profit);
    credits.push_back(player.credits);
  }
  ranks_ = competition_ranks(profits, credits);
  if (settings_.stake > 0) {
    payout_ = payouts(profits, ranks_, settings_.stake, settings_.rake_pct, seed_);
  }
  publish_end(now);
}

engine::Outcome State::outcome() const {
  std::vector<int> profits;
  std::vector<int> credits;
  for (const auto& player : players_) {
    profits.push_back(player.profit);
    credits.push_back(player.credits);
  }
  const auto ranks = ranks_.empty() ? competition_ranks(profits, credits) : ranks_;
  engine::Outcome outcome;
  for (const int seat : ranking_order(ranks)) {
    outcome.standings.push_back({seat, ranks[seat], static_cast<double>(players_[seat].profit)});
  }
  return outcome;
}

}  // namespace gavel::auction
