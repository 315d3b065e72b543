// The public record of a Right Price match: what each round's funding,
// auctions and settlement did, kept whole so views, the log and the capital
// table's columns are all read from one place.
#pragma once

#include <optional>
#include <vector>

#include "engine/types.h"
#include "games/right_price/probability.h"
#include "games/right_price/settings.h"

namespace gavel::right_price {

using engine::Millis;
using engine::Seat;

// One seat's money movement in one round: the capital table's columns.
struct Movement {
  Money to_bank = 0;           // funding charges and capital taken on elimination (<= 0)
  Money auction_payments = 0;  // winning bids actually paid (<= 0)
  Money prize = 0;             // share of the prize pool (>= 0)
  Money from_bank = 0;         // the bank's redistribution (>= 0)
  Money total() const { return to_bank + auction_payments + prize + from_bank; }
  bool operator==(const Movement&) const = default;
};

// Every transfer of money, in the order it happened, so a client can replay
// a round's flows (the settlement animation) and the log can tell them.
enum class TransferKind {
  kCharge,          // seat -> bank: the round's equal funding charge
  kElimination,     // seat -> bank: a player who could not pay the charge
  kPoolFunding,     // bank -> pool: the base prize pool
  kPayment,         // seat -> pool or bank (the paymentsTo setting): a winning bid
  kPrize,           // pool -> seat: a round winner's share
  kRemainder,       // pool -> bank: what equal integer shares left over
  kUnclaimed,       // pool -> bank: nobody held an item
  kRedistribution,  // bank -> seat: the bank divided among active players
};
const char* transfer_name(TransferKind kind);

struct Transfer {
  TransferKind kind = TransferKind::kCharge;
  Seat seat = -1;  // -1 for bank <-> pool moves
  Money amount = 0;
  int item = 0;  // the item a payment bought; 0 otherwise
  bool operator==(const Transfer&) const = default;
};

// One pass of funding: the equal charge asked and who could not pay it.
struct FundingStep {
  Money shortfall = 0;  // base pool minus what the bank held at this pass
  Money charge = 0;     // ceil(shortfall / active players)
  std::vector<Seat> eliminated;
  bool operator==(const FundingStep&) const = default;
};

struct Funding {
  Money bank_before = 0;
  std::vector<FundingStep> steps;  // the last one eliminated nobody, unless the game ended
  Money charge = 0;                // what every remaining active player paid
  bool ended_game = false;         // one or no active participant was left
  bool operator==(const Funding&) const = default;
};

struct Item {
  int number = 0;  // 1-based within its round
  ItemRange range;
  bool resolved = false;     // its auction is over
  Seat winner = -1;          // -1: not awarded (or not resolved yet)
  Money price = 0;           // what the winner paid
  std::optional<int> value;  // drawn when the round resolves; hidden until then
  bool operator==(const Item&) const = default;
};

struct RoundRecord {
  int round = 0;
  Funding funding;
  std::vector<Item> items;          // revealed one auction at a time
  std::vector<Movement> movement;   // by seat
  std::vector<Transfer> transfers;  // in order, funding included
  bool settled = false;
  std::vector<std::optional<int>> scores;  // by seat once settled; empty: held no item
  std::vector<Seat> winners;
  Money pool = 0;       // the prize pool at settlement
  Money share = 0;      // each winner's integer share
  Money remainder = 0;  // pool % winners, to the bank
  Money unclaimed = 0;  // the whole pool when nobody held an item
  Money redistributed_each = 0;
  std::vector<Seat> recipients;  // active players at redistribution
  Money bank_left = 0;           // the bank after redistribution
  Millis settled_at = 0;
  Millis break_ends_at = 0;  // settled_at + roundBreakSeconds (also after the final round)
  bool operator==(const RoundRecord&) const = default;
};

// The items each seat won in a round, as the probability module takes them.
std::vector<std::vector<ItemRange>> holdings(const RoundRecord& round, int seats);

}  // namespace gavel::right_price
