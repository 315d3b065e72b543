// One item's auction: each seat's bet or skip, the open high bid and its
// clock, and the blind tie rules. The State drives it (rules.h); the pieces
// here are the parts that need no money.
#pragma once

#include <optional>
#include <vector>

#include "engine/types.h"
#include "games/right_price/settings.h"

namespace gavel::right_price {

using engine::Millis;
using engine::Seat;

struct Bet {
  // Blind: the seat bet or skipped on this item. Open: the seat skipped since
  // the last accepted bid (an accepted bid clears it for everyone who has not
  // resigned).
  bool acted = false;
  bool skipped = false;
  Money amount = 0;  // blind: the private bet
  Millis at = 0;     // blind: when it was submitted (the second tie rule)
  bool operator==(const Bet&) const = default;
};

struct Auction {
  int item = 0;                // 1-based within the round
  std::vector<Bet> bets;       // by seat
  std::optional<Seat> leader;  // open: the current high bidder
  Money high = 0;              // open: the current high bid
  Millis deadline = 0;
  bool operator==(const Auction&) const = default;
};

// The blind winner among seats that bet (skips and unacted seats are out):
// the highest bet; on equal bets a human beats a bot, then the earlier
// submission, then the lower rating, then the lower seat (stable room order).
// nullopt when nobody bet.
std::optional<Seat> blind_winner(const std::vector<Bet>& bets, const Settings& settings);

}  // namespace gavel::right_price
