// The arithmetic of a turn, as pure functions of chips and cards: which takes
// a bank allows, what a card costs after discounts, the payments and returns
// a player may choose, and which tiles a player's bonuses earn.
#pragma once

#include <vector>

#include "games/spendii/cards.h"
#include "games/spendii/chips.h"

namespace gavel::spendii {

// Every legal take from `bank` (note 22), in a fixed order: single chips,
// pairs and triples of different colours, then doubles (>= 4 in the bank).
std::vector<Chips> legal_takes(const Chips& bank);
bool is_legal_take(const Chips& bank, const Chips& take);

// What a card still costs per colour after the permanent discounts.
Colours due(const Card& card, const Colours& bonuses);
// Whether `chips` can pay `card` (gold covering any shortfall).
bool affordable(const Card& card, const Colours& bonuses, const Chips& chips);
// "Use least gold": matching colours first, gold for the rest (note 27).
Chips least_gold_payment(const Card& card, const Colours& bonuses, const Chips& chips);
// Every exact payment (note 27): per colour 0..min(held, due), gold the rest.
std::vector<Chips> all_payments(const Card& card, const Colours& bonuses, const Chips& chips);
bool is_exact_payment(const Card& card, const Colours& bonuses, const Chips& chips,
                      const Chips& payment);

// Every way to give back exactly `excess` chips from `chips` (note 30).
std::vector<Chips> all_returns(const Chips& chips, int excess);

// The tiles among `available` (ids into `tiles`) that `bonuses` earn (note 31).
std::vector<int> eligible_tiles(const std::vector<Tile>& tiles, const std::vector<int>& available,
                                const Colours& bonuses);

}  // namespace gavel::spendii
