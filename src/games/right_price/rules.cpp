// The match's skeleton: start, the flow from round to item to settlement and
// break, time, and the standings. Betting, funding and settlement each have
// their own file.
#include "games/right_price/rules.h"

#include <algorithm>
#include <numeric>

namespace gavel::right_price {

State::State(Settings settings, int seats, engine::Seed seed, Millis start, std::vector<int> draws)
    : settings_(std::move(settings)),
      players_(static_cast<std::size_t>(seats)),
      rng_(seed),
      draws_(std::move(draws)) {
  for (auto& player : players_) player.capital = settings_.starting_capital;
  table_order_.resize(players_.size());
  std::iota(table_order_.begin(), table_order_.end(), 0);
  previous_order_ = table_order_;
  start_round(start);
}

Money State::total_money() const {
  return settings_.starting_capital * seat_count();
}

Money State::money_held() const {
  Money sum = pool_ + bank_;
  for (const auto& player : players_) sum += player.capital;
  return sum;
}

void State::reseed(engine::Seed seed) {
  rng_ = engine::Rng(seed);
  draws_.resize(drawn_);  // what was still scripted is as unknown as the generator
}

std::uint64_t State::generator_fingerprint() const {
  auto copy = rng_;
  const auto pending = static_cast<std::uint64_t>(draws_.size() - drawn_);
  return copy.next() ^ (pending << 56);
}

int State::draw(int lo, int hi) {
  if (drawn_ < draws_.size()) return std::clamp(draws_[drawn_++], lo, hi);
  return static_cast<int>(rng_.between(lo, hi));
}

void State::start_round(Millis at) {
  RoundRecord record;
  record.round = round() + 1;
  record.movement.resize(players_.size());
  fund_round(record);
  const bool ended = record.funding.ended_game;
  rounds_.push_back(std::move(record));
  publish_funding(at);
  if (ended) return finish(at);
  phase_ = Phase::kBetting;
  start_item(at);
}

void State::start_item(Millis at) {
  auto& record = rounds_.back();
  Item item;
  item.number = static_cast<int>(record.items.size()) + 1;
  const int a = draw(kMinValue, kMaxValue);
  const int b = draw(kMinValue, kMaxValue);
  item.range = {std::min(a, b), std::max(a, b)};
  record.items.push_back(item);

  auction_ = Auction{};
  auction_.item = item.number;
  auction_.bets.resize(players_.size());
  auction_.deadline = at + static_cast<Millis>(settings_.betting_seconds) * 1000;
  // Resigned players skip every later auction at once.
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    if (players_[seat].resigned) auction_.bets[seat] = {.acted = true, .skipped = true};
  }
  ++turn_;
  publish_item_up(at);
  if (auction_complete()) close_auction(at);
}

engine::Result<void> State::apply(Seat seat, const Action& action, Millis now, engine::Origin) {
  if (finished()) return engine::conflict("the match is over");
  if (action.kind == Action::Kind::kResign) {
    if (players_[seat].resigned) return engine::conflict("you have already resigned");
    resign(seat, now);
    return {};
  }
  if (players_[seat].eliminated) return engine::conflict("you were eliminated: you cannot bid");
  if (players_[seat].resigned) return engine::conflict("you resigned: every auction skips you");
  if (phase_ != Phase::kBetting) {
    return engine::conflict("the round is over: the next auction starts after the break");
  }
  return action.kind == Action::Kind::kBid ? bid(seat, action.amount, now) : skip(seat, now);
}

bool State::tick(Millis now) {
  switch (phase_) {
    case Phase::kFinished:
      return false;
    case Phase::kBetting: {
      if (now < auction_.deadline) return false;
      // Blind: a seat that did not act skips. Open: the leader, if any, wins.
      const Millis at = auction_.deadline;
      boost::json::array missed;
      for (Seat seat = 0; seat < seat_count(); ++seat) {
        auto& bet = auction_.bets[seat];
        if (bet.acted) continue;
        if (active(seat) && auction_.leader != seat) missed.push_back(seat);
        bet = {.acted = true, .skipped = true, .amount = 0, .at = at};
      }
      events_.publish("timeout", auction_.item, at,
                      {{"round", round()}, {"seats", std::move(missed)}});
      close_auction(at);
      return true;
    }
    case Phase::kBreak: {
      const Millis at = rounds_.back().break_ends_at;
      if (now < at) return false;
      start_round(at);
      return true;
    }
  }
  return false;
}

std::optional<engine::Deadline> State::next_deadline() const {
  // Every timeout is a fixed default (skip, or the leader wins), applied by
  // tick: no stand-in decisions are needed.
  switch (phase_) {
    case Phase::kBetting:
      return engine::Deadline{auction_.deadline, {}};
    case Phase::kBreak:
      return engine::Deadline{rounds_.back().break_ends_at, {}};
    case Phase::kFinished:
      break;
  }
  return std::nullopt;
}

engine::Outcome State::outcome() const {
  std::vector<Seat> order(players_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](Seat a, Seat b) { return players_[a].capital > players_[b].capital; });
  engine::Outcome outcome;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Money capital = players_[order[i]].capital;
    const bool tied = i > 0 && players_[order[i - 1]].capital == capital;
    const int place = tied ? outcome.standings.back().place : static_cast<int>(i) + 1;
    outcome.standings.push_back({order[i], place, static_cast<double>(capital)});
  }
  return outcome;
}

}  // namespace gavel::right_price
