// Round funding (rulebook "Round funding", notes 1-4): the bank tops itself
// up to the base prize pool by charging every active player the smallest
// equal whole amount that covers what it lacks. Everyone who cannot pay that
// charge is eliminated at once (their capital goes to the bank) and the
// charge is worked out again for the rest; one or no active player left ends
// the game before anyone else is charged.
#include "games/right_price/rules.h"

namespace gavel::right_price {

void State::fund_round(RoundRecord& record) {
  auto& funding = record.funding;
  funding.bank_before = bank_;
  for (;;) {
    int active_count = 0;
    for (const auto& player : players_) active_count += player.eliminated ? 0 : 1;
    if (active_count <= 1) {
      funding.ended_game = true;
      return;
    }
    FundingStep step;
    // What the bank already holds counts toward the pool (notes 1), including
    // capital that eliminations moved in during this funding.
    step.shortfall = std::max<Money>(0, settings_.base_prize_pool - bank_);
    step.charge = (step.shortfall + active_count - 1) / active_count;
    for (Seat seat = 0; seat < seat_count(); ++seat) {
      auto& player = players_[seat];
      if (player.eliminated || player.capital >= step.charge) continue;
      step.eliminated.push_back(seat);
    }
    // Paying exactly all one's capital is paying (notes 3): the player stays with 0.
    for (const Seat seat : step.eliminated) {
      auto& player = players_[seat];
      bank_ += player.capital;
      record.movement[seat].to_bank -= player.capital;
      if (player.capital > 0) {
        record.transfers.push_back({TransferKind::kElimination, seat, player.capital, 0});
      }
      player.capital = 0;
      player.eliminated = true;
    }
    const bool settled = step.eliminated.empty();
    funding.steps.push_back(std::move(step));
    if (settled) break;
  }
  const Money charge = funding.steps.back().charge;
  funding.charge = charge;
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    auto& player = players_[seat];
    if (player.eliminated || charge == 0) continue;
    player.capital -= charge;
    bank_ += charge;
    record.movement[seat].to_bank -= charge;
    record.transfers.push_back({TransferKind::kCharge, seat, charge, 0});
  }
  // Whatever rounding collected beyond the shortfall stays in the bank.
  bank_ -= settings_.base_prize_pool;
  pool_ += settings_.base_prize_pool;
  record.transfers.push_back({TransferKind::kPoolFunding, -1, settings_.base_prize_pool, 0});
}

}  // namespace gavel::right_price
