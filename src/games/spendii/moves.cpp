#include "games/spendii/moves.h"

#include <algorithm>

namespace gavel::spendii {

namespace {

Chips of(std::initializer_list<int> colours) {
  Chips chips{};
  for (const int c : colours) ++chips[c];
  return chips;
}

}  // namespace

std::vector<Chips> legal_takes(const Chips& bank) {
  std::vector<int> present;
  for (int c = 0; c < kColours; ++c) {
    if (bank[c] > 0) present.push_back(c);
  }
  std::vector<Chips> takes;
  const auto n = present.size();
  for (std::size_t i = 0; i < n; ++i) takes.push_back(of({present[i]}));
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) takes.push_back(of({present[i], present[j]}));
  }
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t k = j + 1; k < n; ++k) {
        takes.push_back(of({present[i], present[j], present[k]}));
      }
    }
  }
  for (int c = 0; c < kColours; ++c) {
    if (bank[c] >= 4) takes.push_back(of({c, c}));
  }
  return takes;
}

bool is_legal_take(const Chips& bank, const Chips& take) {
  const auto takes = legal_takes(bank);
  return std::find(takes.begin(), takes.end(), take) != takes.end();
}

Colours due(const Card& card, const Colours& bonuses) {
  Colours out{};
  for (int c = 0; c < kColours; ++c) out[c] = std::max(0, card.cost[c] - bonuses[c]);
  return out;
}

bool affordable(const Card& card, const Colours& bonuses, const Chips& chips) {
  const auto owed = due(card, bonuses);
  int short_by = 0;
  for (int c = 0; c < kColours; ++c) short_by += std::max(0, owed[c] - chips[c]);
  return short_by <= chips[kGold];
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
  const auto owed = due(card, bonuses);
  std::vector<Chips> payments;
  Chips pay{};
  // Depth-first over the colours; gold makes up what each colour leaves.
  const auto walk = [&](auto&& self, int colour, int gold) -> void {
    if (gold > chips[kGold]) return;
    if (colour == kColours) {
      pay[kGold] = gold;
      payments.push_back(pay);
      return;
    }
    for (int x = std::min(chips[colour], owed[colour]); x >= 0; --x) {
      pay[colour] = x;
      self(self, colour + 1, gold + owed[colour] - x);
    }
    pay[colour] = 0;
  };
  walk(walk, 0, 0);
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
  Chips give{};
  const auto walk = [&](auto&& self, int kind, int left) -> void {
    if (kind == kChipKinds) {
      if (left == 0) returns.push_back(give);
      return;
    }
    for (int x = std::min(chips[kind], left); x >= 0; --x) {
      give[kind] = x;
      self(self, kind + 1, left - x);
    }
    give[kind] = 0;
  };
  if (excess > 0) walk(walk, 0, excess);
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
