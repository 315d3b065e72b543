// Bids, skips and resigning during an auction, and how an auction ends: the
// rulebook's "Auctions" steps 2-6 and its "Resigning" section.
#include <algorithm>
#include <string>

#include "games/right_price/rules.h"

namespace gavel::right_price {

std::optional<Seat> blind_winner(const std::vector<Bet>& bets, const Settings& settings) {
  std::optional<Seat> best;
  // a beats b: a higher bet; on equal bets a human over a bot, then the
  // earlier submission, then the lower rating, then stable room order.
  const auto beats = [&](Seat a, Seat b) {
    if (bets[a].amount != bets[b].amount) return bets[a].amount > bets[b].amount;
    const auto ia = seat_info(settings, a);
    const auto ib = seat_info(settings, b);
    if (ia.bot != ib.bot) return !ia.bot;
    if (bets[a].at != bets[b].at) return bets[a].at < bets[b].at;
    if (ia.elo != ib.elo) return ia.elo < ib.elo;
    return a < b;
  };
  for (Seat seat = 0; seat < static_cast<Seat>(bets.size()); ++seat) {
    if (!bets[seat].acted || bets[seat].skipped) continue;
    if (!best || beats(seat, *best)) best = seat;
  }
  return best;
}

bool State::has_acted(Seat seat) const {
  if (phase_ != Phase::kBetting || !active(seat)) return false;
  return auction_.bets[seat].acted || auction_.leader == seat;
}

std::optional<BidRange> State::bid_range(Seat seat) const {
  if (phase_ != Phase::kBetting || !active(seat) || players_[seat].resigned) return std::nullopt;
  const Money capital = players_[seat].capital;
  if (settings_.betting_mode == BettingMode::kBlind) {
    if (auction_.bets[seat].acted) return std::nullopt;
    return BidRange{0, capital};
  }
  if (auction_.bets[seat].acted) return std::nullopt;  // skipped since the last bid
  // The house bot never raises its own high bid (its rule only answers other
  // players' bids), so a bot seat in the lead has nothing to do and the host
  // is not asked to wake it.
  if (auction_.leader == seat && seat_info(settings_, seat).bot) return std::nullopt;
  const Money min = auction_.leader ? auction_.high + settings_.min_increase : 0;
  if (min > capital) return std::nullopt;
  return BidRange{min, capital};
}

bool State::may_skip(Seat seat) const {
  if (phase_ != Phase::kBetting || !active(seat) || players_[seat].resigned) return false;
  if (auction_.bets[seat].acted) return false;
  return auction_.leader != seat;  // the current bidder cannot skip
}

engine::Result<void> State::bid(Seat seat, Money amount, Millis now) {
  auto& mine = auction_.bets[seat];
  const bool open = settings_.betting_mode == BettingMode::kOpen;
  if (mine.acted) {
    return engine::conflict(open ? "you skipped: wait for the next bid to act again"
                                 : "you have already acted on this item");
  }
  if (open && auction_.leader == seat && seat_info(settings_, seat).bot) {
    return engine::conflict("the bot does not raise its own bid");
  }
  const Money capital = players_[seat].capital;
  if (amount < 0) return engine::invalid("a bid is a whole number of 0 or more");
  if (amount > capital) {
    return engine::invalid("you cannot bid " + std::to_string(amount) + ": your capital is " +
                           std::to_string(capital));
  }
  if (!open) {
    mine = {.acted = true, .skipped = false, .amount = amount, .at = now};
  } else {
    if (auction_.leader) {
      const Money min = auction_.high + settings_.min_increase;
      if (amount < min) {
        return engine::invalid("a bid must be at least " + std::to_string(min) + " (the high bid " +
                               std::to_string(auction_.high) + " plus " +
                               std::to_string(settings_.min_increase) + ")");
      }
    }
    auction_.leader = seat;
    auction_.high = amount;
    auction_.deadline = now + static_cast<Millis>(settings_.betting_seconds) * 1000;
    // A new bid clears every skip: the others answer the new bidder. Resigned
    // players stay skipped (a resigned former leader included).
    for (Seat s = 0; s < seat_count(); ++s) {
      const bool out = players_[s].resigned && s != seat;
      auction_.bets[s] = {.acted = out, .skipped = out};
    }
    ++turn_;
  }
  publish_bet(seat, open ? Bet{} : mine, now);
  if (auction_complete()) close_auction(now);
  return {};
}

engine::Result<void> State::skip(Seat seat, Millis now) {
  auto& mine = auction_.bets[seat];
  if (mine.acted) return engine::conflict("you have already acted on this item");
  if (auction_.leader == seat) return engine::conflict("the current high bidder cannot skip");
  mine = {.acted = true, .skipped = true, .amount = 0, .at = now};
  publish_bet(seat, mine, now);
  if (auction_complete()) close_auction(now);
  return {};
}

void State::resign(Seat seat, Millis now) {
  players_[seat].resigned = true;
  events_.publish("resigned", phase_ == Phase::kBetting ? auction_.item : 0, now, {{"seat", seat}});
  if (phase_ != Phase::kBetting || !active(seat)) return;
  // Not yet acted (blind) or not the leader (open): the server skips for
  // you now. A submitted blind bet or a leading open bid stays.
  auto& mine = auction_.bets[seat];
  if (mine.acted || auction_.leader == seat) return;
  mine = {.acted = true, .skipped = true, .amount = 0, .at = now};
  if (auction_complete()) close_auction(now);
}

bool State::auction_complete() const {
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    if (!active(seat) || auction_.leader == seat) continue;
    if (!auction_.bets[seat].acted) return false;
  }
  return true;
}

void State::close_auction(Millis at) {
  auto& record = rounds_.back();
  auto& item = record.items.back();
  std::optional<Seat> winner;
  Money price = 0;
  if (settings_.betting_mode == BettingMode::kBlind) {
    winner = blind_winner(auction_.bets, settings_);
    if (winner) price = auction_.bets[*winner].amount;
  } else if (auction_.leader) {
    winner = auction_.leader;
    price = auction_.high;
  }
  item.resolved = true;
  publish_item_result(winner, price, at);
  if (winner) {
    // Only the winner pays; a bid never exceeds capital, and capital does
    // not change during an auction.
    item.winner = *winner;
    item.price = price;
    players_[*winner].capital -= price;
    (settings_.payments_to == PaymentsTo::kPool ? pool_ : bank_) += price;
    record.movement[*winner].auction_payments -= price;
    // Like every transfer, a payment of 0 (an Open item won at 0) is left out.
    if (price > 0)
      record.transfers.push_back({TransferKind::kPayment, *winner, price, item.number});
  }
  if (static_cast<int>(record.items.size()) < settings_.items_per_round) {
    start_item(at);
  } else {
    settle_round(at);
  }
}

}  // namespace gavel::right_price
