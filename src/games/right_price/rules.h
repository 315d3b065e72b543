// The Right Price's rules (spec: shared/spec/right-price.md; open points and
// how they are read: docs/games/right-price.md).
//
// 2-8 players start with equal capital. Each round the bank funds a prize
// pool, charging every active player an equal share of what it lacks (those
// who cannot pay are eliminated), then items are auctioned one by one, blind
// or open: each item's value is hidden in a known range 1-100. When the
// round's auctions are over every item's value is drawn; the holders of the
// best item split the pool, and the bank is shared among active players.
// After the last round (or when funding leaves fewer than two players) the
// richest player wins. Money is never created: capital + pool + bank = B.
#pragma once

#include <optional>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "games/right_price/betting.h"
#include "games/right_price/records.h"
#include "games/right_price/settings.h"

namespace gavel::right_price {

enum class Phase { kBetting, kBreak, kFinished };

struct Action {
  enum class Kind { kBid, kSkip, kResign };
  Kind kind = Kind::kSkip;
  Money amount = 0;  // kBid only
  bool operator==(const Action&) const = default;
};

struct PlayerState {
  Money capital = 0;
  bool eliminated = false;  // could not pay a funding charge; capital 0 for good
  bool resigned = false;    // skips every auction, still funds, scores and ranks
  bool operator==(const PlayerState&) const = default;
};

// The amounts a seat may bid now, inclusive.
struct BidRange {
  Money min = 0;
  Money max = 0;
  bool operator==(const BidRange&) const = default;
};

class State {
 public:
  // Funds round 1 and opens its first auction at `start`. `draws` (tests and
  // tools) replaces the generator's first numbers: each item's two range
  // ends, then each item's value at the round's end, in that order.
  State(Settings settings, int seats, engine::Seed seed, Millis start, std::vector<int> draws = {});

  int seat_count() const { return static_cast<int>(players_.size()); }
  bool finished() const { return phase_ == Phase::kFinished; }
  Phase phase() const { return phase_; }
  const Settings& settings() const { return settings_; }
  int round() const { return static_cast<int>(rounds_.size()); }
  const std::vector<PlayerState>& players() const { return players_; }
  Money pool() const { return pool_; }
  Money bank() const { return bank_; }
  const std::vector<RoundRecord>& rounds() const { return rounds_; }
  const RoundRecord& current_round() const { return rounds_.back(); }
  // The auction under way; meaningful in Phase::kBetting only.
  const Auction& auction() const { return auction_; }
  // The capital table's order: by capital after the last settlement, equal
  // capitals keeping their previous order; `previous` is the order before it.
  const std::vector<Seat>& table_order() const { return table_order_; }
  const std::vector<Seat>& previous_table_order() const { return previous_order_; }

  // B: startingCapital × participants. Capital, pool and bank always add up to it.
  Money total_money() const;
  Money money_held() const;  // what they add up to now

  bool active(Seat seat) const { return !players_[seat].eliminated; }
  // Whether the seat has nothing left to do on the current item (blind: bet
  // or skipped; open: skipped since the last bid, or is the high bidder).
  bool has_acted(Seat seat) const;
  std::optional<BidRange> bid_range(Seat seat) const;  // nullopt: may not bid now
  bool may_skip(Seat seat) const;

  engine::Result<void> apply(Seat seat, const Action& action, Millis now, engine::Origin origin);
  bool tick(Millis now);
  std::optional<engine::Deadline> next_deadline() const;
  engine::Outcome outcome() const;

  // For secret_variants: facts only their owner (or nobody) knows.
  void set_bet(Seat seat, const Bet& bet) { auction_.bets[seat] = bet; }
  void reseed(engine::Seed seed);
  // The generator's next output (scripted draws included), standing for its
  // hidden state in snapshots.
  std::uint64_t generator_fingerprint() const;

  // For the agent protocol (events.cpp); `turn` grows with every item put
  // up and every accepted Open bid, the moments a seat's decision changes.
  const engine::EventLog& events() const { return events_; }
  std::uint64_t turn() const { return turn_; }

  bool operator==(const State&) const = default;

 private:
  engine::Result<void> bid(Seat seat, Money amount, Millis now);
  engine::Result<void> skip(Seat seat, Millis now);
  void resign(Seat seat, Millis now);

  void start_round(Millis at);           // funding, then the first item (or the end)
  void fund_round(RoundRecord& record);  // funding.cpp
  void start_item(Millis at);
  bool auction_complete() const;
  void close_auction(Millis at);  // award, pay, then the next item or the settlement
  void settle_round(Millis at);   // settlement.cpp
  void finish(Millis at);
  boost::json::array capitals_json() const;
  void publish_funding(Millis at);
  void publish_item_up(Millis at);
  void publish_bet(Seat seat, const Bet& bet, Millis at);
  void publish_item_result(std::optional<Seat> winner, Money price, Millis at);
  void publish_settlement(Millis at);
  int draw(int lo, int hi);

  Settings settings_;
  std::vector<PlayerState> players_;
  Money pool_ = 0;
  Money bank_ = 0;
  std::vector<RoundRecord> rounds_;
  Auction auction_;
  Phase phase_ = Phase::kBetting;
  std::vector<Seat> table_order_;
  std::vector<Seat> previous_order_;
  engine::Rng rng_;
  std::vector<int> draws_;
  std::size_t drawn_ = 0;
  engine::EventLog events_;
  std::uint64_t turn_ = 0;
};

}  // namespace gavel::right_price
