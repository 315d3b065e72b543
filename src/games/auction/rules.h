// Blind Auction's rules (spec: shared/spec/blind-auction.md, auction-0.2;
// the open points and how they are read: docs/games/blind-auction.md).
//
// 3-8 players start with 100 credits. Items are auctioned one at a time;
// each item has a private value 5-60 for every seat, drawn from the
// committed seed. Per item: talk turns in seat order (say or pass,
// talk_rounds times), then one sealed bid per seat in seat order, then the
// reveal: the highest positive bid wins and pays its bid (first price) or
// the highest other bid (second price); ties go by the dice; all zeros is
// unsold. Profit = value − price. The ranking is by profit, then credits.
//
// Time arrives as an argument: every turn has a deadline; at it, tick()
// plays the turn's timeout action (talk: pass; bid: 0). A seat that left
// plays its later turns at once as timeouts.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/match.h"
#include "engine/shared_event_log.h"
#include "games/auction/dice.h"
#include "games/auction/settings.h"
#include "games/auction/standings.h"

namespace gavel::auction {

enum class Phase { kTalk, kBid, kOver };
const char* phase_name(Phase phase);

struct Action {
  enum class Kind { kSay, kPass, kBid, kLeave };
  Kind kind = Kind::kPass;
  int amount = 0;       // kBid
  std::string message;  // kSay (required), kBid (optional; empty: none)
  bool operator==(const Action&) const = default;
};

struct PlayerState {
  int credits = kStartingCredits;
  int profit = 0;
  std::vector<int> items_won;
  bool left = false;
  bool operator==(const PlayerState&) const = default;
};

// One seat's sealed bid on the item under way.
struct SealedBid {
  bool sealed = false;
  int amount = 0;
  bool timeout = false;  // the deadline (or leaving) bid 0 for it
  bool no_turn = false;  // 0 credits: bid 0 without a turn
  bool operator==(const SealedBid&) const = default;
};

struct ItemRecord {
  int item = 0;
  std::vector<SealedBid> bids;  // every seat, in seat order
  std::optional<engine::Seat> winner;
  int price = 0;
  bool tie_break = false;
  std::vector<engine::Seat> tied;  // the seats tied at the top, when the dice decided
  bool operator==(const ItemRecord&) const = default;
};

struct TalkLine {
  int item = 0;
  engine::Seat seat = 0;
  Phase phase = Phase::kTalk;
  std::string text;
  bool operator==(const TalkLine&) const = default;
};

class State {
 public:
  State(Settings settings, int seats, engine::Seed seed, engine::Millis start);

  int seat_count() const { return static_cast<int>(players_.size()); }
  bool finished() const { return phase_ == Phase::kOver; }
  const Settings& settings() const { return settings_; }
  Phase phase() const { return phase_; }
  int item() const { return item_; }
  const std::vector<PlayerState>& players() const { return players_; }
  const std::vector<ItemRecord>& history() const { return history_; }
  const std::vector<TalkLine>& talk() const { return talk_; }
  const std::vector<SealedBid>& sealed() const { return sealed_; }
  int bids_in() const { return bids_in_; }
  // The seat whose turn it is; none when over.
  std::optional<engine::Seat> to_act() const;
  std::uint64_t turn_number() const { return turn_; }
  engine::Millis deadline() const { return deadline_; }
  const Seed32& seed() const { return seed_; }
  const std::string& commit() const { return commit_; }
  int value(int item, engine::Seat seat) const { return values_[item - 1][seat]; }
  // Set once over.
  const std::vector<int>& ranks() const { return ranks_; }
  const std::optional<Payouts>& payout() const { return payout_; }

  engine::Result<void> apply(engine::Seat seat, const Action& action, engine::Millis now,
                             engine::Origin origin);
  bool tick(engine::Millis now);
  std::optional<engine::Deadline> next_deadline() const;
  engine::Outcome outcome() const;

  const engine::EventLog& events() const { return events_.get(); }

  // For secret_variants: facts only their owner (or nobody) knows.
  void set_value(int item, engine::Seat seat, int value) { values_[item - 1][seat] = value; }
  void set_sealed(engine::Seat seat, const SealedBid& bid) { sealed_[seat] = bid; }

  bool operator==(const State&) const = default;

 private:
  engine::EventLog& log() { return events_.edit(); }
  engine::Result<void> check_turn(engine::Seat seat, const Action& action) const;
  void talk_turn(engine::Seat seat, const Action& action, bool timed_out, engine::Millis now);
  void bid_turn(engine::Seat seat, int amount, const std::string& message, bool timed_out,
                engine::Millis now);
  // Opens the next turn after the current one, resolving items as they
  // complete and turns of seats that left at once.
  void advance(engine::Millis now);
  void open_item(engine::Millis now);
  void open_bidding(engine::Millis now);
  bool open_turn(engine::Millis now);  // false: nobody left to act in this phase
  void resolve_item(engine::Millis now);
  void finish(engine::Millis now);
  void publish_start(engine::Millis now);
  void publish_result(const ItemRecord& record, engine::Millis now);
  void publish_end(engine::Millis now);

  Settings settings_;
  Seed32 seed_{};
  std::string commit_;
  std::vector<std::vector<int>> values_;  // [item − 1][seat], fixed at start (note 8)
  std::vector<PlayerState> players_;
  Phase phase_ = Phase::kTalk;
  int item_ = 0;
  int talk_round_ = 0;
  engine::Seat seat_ = 0;  // whose turn, in the current phase
  engine::Millis deadline_ = 0;
  std::uint64_t turn_ = 0;
  std::vector<SealedBid> sealed_;
  int bids_in_ = 0;
  std::vector<ItemRecord> history_;
  std::vector<TalkLine> talk_;
  std::vector<int> ranks_;
  std::optional<Payouts> payout_;
  engine::SharedEventLog events_;
};

}  // namespace gavel::auction
