// The arithmetic of a turn, as pure functions of chips and cards: which takes
// a bank allows, what a card costs after discounts, the payments and returns
// a player may choose, and which tiles a player's bonuses earn.
//
// The for_each_ forms call `f` once per choice, in the order of the list
// forms, without building a list: the legal list is built from them on
// every decision of fast self-play.
#pragma once

#include <algorithm>
#include <vector>

#include "games/spendii/cards.h"
#include "games/spendii/chips.h"

namespace gavel::spendii {

// Every legal take from `bank` (note 22), in a fixed order: single chips,
// pairs and triples of different colours present in the bank, then doubles
// of a colour with at least 4 in it before taking; never gold.
template <class F>
void for_each_take(const Chips& bank, F&& f) {
  std::array<int, kColours> present{};
  int n = 0;
  for (int c = 0; c < kColours; ++c) {
    if (bank[c] > 0) present[n++] = c;
  }
  Chips take{};
  for (int i = 0; i < n; ++i) {
    take[present[i]] = 1;
    f(take);
    take[present[i]] = 0;
  }
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      take[present[i]] = take[present[j]] = 1;
      f(take);
      take[present[i]] = take[present[j]] = 0;
    }
  }
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      for (int k = j + 1; k < n; ++k) {
        take[present[i]] = take[present[j]] = take[present[k]] = 1;
        f(take);
        take[present[i]] = take[present[j]] = take[present[k]] = 0;
      }
    }
  }
  for (int c = 0; c < kColours; ++c) {
    if (bank[c] < 4) continue;
    take[c] = 2;
    f(take);
    take[c] = 0;
  }
}
// Whether `take` is one of for_each_take's.
bool is_legal_take(const Chips& bank, const Chips& take);
std::vector<Chips> legal_takes(const Chips& bank);

// What a card still costs per colour after the permanent discounts.
inline Colours due(const Card& card, const Colours& bonuses) {
  Colours out{};
  for (int c = 0; c < kColours; ++c) out[c] = std::max(0, card.cost[c] - bonuses[c]);
  return out;
}
// Whether `chips` can pay `card` (gold covering any shortfall).
inline bool affordable(const Card& card, const Colours& bonuses, const Chips& chips) {
  int short_by = 0;
  for (int c = 0; c < kColours; ++c) {
    short_by += std::max(0, card.cost[c] - bonuses[c] - chips[c]);
  }
  return short_by <= chips[kGold];
}
// "Use least gold": matching colours first, gold for the rest (note 27).
Chips least_gold_payment(const Card& card, const Colours& bonuses, const Chips& chips);

// Every exact payment (note 27): per colour min(held, due) down to 0, gold
// the rest, as long as the gold held covers it.
template <class F>
void for_each_payment(const Card& card, const Colours& bonuses, const Chips& chips, F&& f) {
  const auto owed = due(card, bonuses);
  Chips pay{};
  // Depth-first over the colours; gold makes up what each colour leaves.
  const auto walk = [&](auto&& self, int colour, int gold) -> void {
    if (gold > chips[kGold]) return;
    if (colour == kColours) {
      pay[kGold] = gold;
      f(pay);
      return;
    }
    for (int x = std::min(chips[colour], owed[colour]); x >= 0; --x) {
      pay[colour] = x;
      self(self, colour + 1, gold + owed[colour] - x);
    }
    pay[colour] = 0;
  };
  walk(walk, 0, 0);
}
std::vector<Chips> all_payments(const Card& card, const Colours& bonuses, const Chips& chips);
bool is_exact_payment(const Card& card, const Colours& bonuses, const Chips& chips,
                      const Chips& payment);

// Every way to give back exactly `excess` chips from `chips` (note 30).
template <class F>
void for_each_return(const Chips& chips, int excess, F&& f) {
  Chips give{};
  const auto walk = [&](auto&& self, int kind, int left) -> void {
    if (kind == kChipKinds) {
      if (left == 0) f(give);
      return;
    }
    for (int x = std::min(chips[kind], left); x >= 0; --x) {
      give[kind] = x;
      self(self, kind + 1, left - x);
    }
    give[kind] = 0;
  };
  if (excess > 0) walk(walk, 0, excess);
}
std::vector<Chips> all_returns(const Chips& chips, int excess);

// The tiles among `available` (ids into `tiles`) that `bonuses` earn (note 31).
std::vector<int> eligible_tiles(const std::vector<Tile>& tiles, const std::vector<int>& available,
                                const Colours& bonuses);

}  // namespace gavel::spendii
