// The house bot, exactly the rulebook's algorithm (right-price.md, the
// paragraphs after "Auctions"; notes 9-12). It decides from its seat's view.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/error.h"
#include "engine/rng.h"
#include "games/right_price/game.h"

namespace gavel::right_price {

// The first item of a round (notes 9): the whole pool when it is the round's
// only item, else floor(pool × (lo + hi) / 200) in integers (notes 10);
// capped by capital.
Money first_item_bid(Money pool, ItemRange item, int items_per_round, Money capital);

// From the second item of a round: floor(pool × min(1, acquisition + denial))
// in exact rationals, capped by capital, where acquisition = max(0, Pbot −
// Pcurrent) and denial = max(0, Pcurrent − Pworst) over the eligible
// opponents (active, not resigned). No eligible opponent: 0.
// `holdings` are the items each seat holds in this round, resigned seats'
// included.
Money later_item_bid(Money pool, std::span<const std::vector<ItemRange>> holdings, ItemRange item,
                     Seat bot, std::span<const Seat> opponents, Money capital);

// The bot's private maximum for the current item, from its view.
Money planned_bid(const View& view);

class HouseBot final : public Bot {
 public:
  // Blind: the planned bid. Open: opens at 0, answers another player's bid
  // with exactly +minIncrease while that stays within the plan, else skips.
  Action decide(const View& view) override;
};

std::vector<std::string> bot_names();
engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed);

}  // namespace gavel::right_price
