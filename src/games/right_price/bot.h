// The house bot, exactly the rulebook's algorithm (right-price.md, the
// paragraphs after "Auctions"; notes 9-12). It decides from its seat's view
// and remembers only the private maximum of the auction under way.
#pragma once

#include <map>
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

// The bot's private maximum for the current item, computed from this view.
Money planned_bid(const View& view);

class HouseBot final : public Bot {
 public:
  // Blind: the planned bid. Open: opens at 0, answers another player's bid
  // with exactly +minIncrease while that stays within the plan, else skips.
  Action decide(const View& view) override;

 private:
  // Which auction a plan belongs to. Round and item identify it within a
  // match; the inputs that cannot change during an auction (range, pool,
  // capital, holdings) are part of it so that a bot reused for another match
  // never keeps an old plan for a new auction that shares the numbers.
  struct AuctionKey {
    int round = 0;
    int item = 0;
    ItemRange range;
    Money pool = 0;
    Money capital = 0;
    std::vector<std::vector<ItemRange>> holdings;
    bool operator==(const AuctionKey&) const = default;
  };
  struct Plan {
    AuctionKey key;
    Money amount = 0;
  };

  // The rulebook: "the amount calculated at the beginning of the item is the
  // bot's private maximum for that auction". Computed at the first decision
  // the bot sees for an auction and kept, so an opponent resigning later
  // does not change it. One plan per seat: the room's stand-in plays for
  // several seats with one bot. Not thread-safe, and need not be: a host
  // asks a bot for one decision at a time.
  Money plan_for(const View& view);

  std::map<Seat, Plan> plans_;
};

// bot_names() and make_bot() are declared with the Game (game.h).

}  // namespace gavel::right_price
