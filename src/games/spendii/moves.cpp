#include "games/spendii/moves.h"

#include <algorithm>

namespace gavel::spendii {

bool is_legal_take(const Chips& bank, const Chips& take) {
  bool found = false;
  for_each_take(bank, [&](const Chips& legal) { found = found || legal == take; });
  return found;
}

std::vector<Chips> legal_takes(const Chips& bank) {
  std::vector<Chips> takes;
  for_each_take(bank, [&](const Chips& take) { takes.push_back(take); });
  return takes;
}

Chips least_gold_payment(const Card& card, const Colours& bonuses, const Chips& chips) {
  const auto owed = due(card, bonuses);
  Chips pay{};
  for (int c = 0; c < kColours; ++c) {
    pay[c] = std::min(chips[c], owed[c]);
    pay[kGold] += owed[c] - pay[c];
  }
  return pay;
}

std::vector<Chips> all_payments(const Card& card, const Colours& bonuses, const Chips& chips) {
  std::vector<Chips> payments;
  for_each_payment(card, bonuses, chips, [&](const Chips& pay) { payments.push_back(pay); });
  return payments;
}

bool is_exact_payment(const Card& card, const Colours& bonuses, const Chips& chips,
                      const Chips& payment) {
  if (!covers(chips, payment)) return false;
  const auto owed = due(card, bonuses);
  int gold = 0;
  for (int c = 0; c < kColours; ++c) {
    if (payment[c] > owed[c]) return false;
    gold += owed[c] - payment[c];
  }
  return gold == payment[kGold];
}

std::vector<Chips> all_returns(const Chips& chips, int excess) {
  std::vector<Chips> returns;
  for_each_return(chips, excess, [&](const Chips& give) { returns.push_back(give); });
  return returns;
}

std::vector<int> eligible_tiles(const std::vector<Tile>& tiles, const std::vector<int>& available,
                                const Colours& bonuses) {
  std::vector<int> out;
  for (const int id : available) {
    const auto& tile = tiles[static_cast<std::size_t>(id)];
    bool ok = true;
    for (int c = 0; c < kColours; ++c) ok = ok && bonuses[c] >= tile.need[c];
    if (ok) out.push_back(id);
  }
  return out;
}

}  // namespace gavel::spendii
