// Resolving a round (rulebook "Resolving a round", notes 5-6): every item's
// value is drawn inside its range, the holders of the best value split the
// prize pool in whole shares (the remainder, or the whole pool when nobody
// holds an item, goes to the bank), then the bank is divided equally among
// all active players, resigned players and the bot included, after the final
// round too. What cannot be divided stays in the bank.
#include <algorithm>

#include "games/right_price/rules.h"

namespace gavel::right_price {

void State::settle_round(Millis at) {
  auto& record = rounds_.back();
  for (auto& item : record.items) item.value = draw(item.range.lo, item.range.hi);

  record.scores.assign(players_.size(), std::nullopt);
  for (const auto& item : record.items) {
    if (item.winner < 0) continue;
    auto& score = record.scores[item.winner];
    score = std::max(score.value_or(0), *item.value);
  }
  int best = 0;
  for (const auto& score : record.scores) best = std::max(best, score.value_or(0));
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    if (record.scores[seat] && *record.scores[seat] == best) record.winners.push_back(seat);
  }

  record.pool = pool_;
  if (record.winners.empty()) {
    record.unclaimed = pool_;
    if (pool_ > 0) record.transfers.push_back({TransferKind::kUnclaimed, -1, pool_, 0});
    bank_ += pool_;
  } else {
    const auto count = static_cast<Money>(record.winners.size());
    record.share = pool_ / count;
    record.remainder = pool_ % count;
    for (const Seat seat : record.winners) {
      players_[seat].capital += record.share;
      record.movement[seat].prize += record.share;
      if (record.share > 0)
        record.transfers.push_back({TransferKind::kPrize, seat, record.share, 0});
    }
    if (record.remainder > 0) {
      record.transfers.push_back({TransferKind::kRemainder, -1, record.remainder, 0});
    }
    bank_ += record.remainder;
  }
  pool_ = 0;

  for (Seat seat = 0; seat < seat_count(); ++seat) {
    if (active(seat)) record.recipients.push_back(seat);
  }
  // Funding ends the game before a round with fewer than two active players.
  record.redistributed_each = bank_ / static_cast<Money>(record.recipients.size());
  for (const Seat seat : record.recipients) {
    players_[seat].capital += record.redistributed_each;
    record.movement[seat].from_bank += record.redistributed_each;
    bank_ -= record.redistributed_each;
    if (record.redistributed_each > 0) {
      record.transfers.push_back(
          {TransferKind::kRedistribution, seat, record.redistributed_each, 0});
    }
  }
  record.bank_left = bank_;

  // The table re-sorts by capital only now; equal capitals keep their order.
  previous_order_ = table_order_;
  std::stable_sort(table_order_.begin(), table_order_.end(),
                   [&](Seat a, Seat b) { return players_[a].capital > players_[b].capital; });

  record.settled = true;
  record.settled_at = at;
  record.break_ends_at = at + static_cast<Millis>(settings_.round_break_seconds) * 1000;
  // After the final round the match ends at once; the break's end stays in
  // the record so clients can finish the countdown before the podium.
  phase_ = Phase::kBreak;
  publish_settlement(at);
  if (round() >= settings_.rounds) finish(at);
}

}  // namespace gavel::right_price
