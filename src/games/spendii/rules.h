// Spendii's rules (spec: shared/spec/spendii.md, spendii-0.1; the open points
// and how they are read: docs/games/spendii.md).
//
// Positions are assigned first (Random: shuffled; Betting: bids, then a
// rank-by-rank selection). Then active players take turns A, B, ...: one
// main action (take chips, hold a card, buy a card, or pass), then a chip
// return when above 10, then a bonus-tile choice when eligible, each its own
// submission. The game ends after the round in which someone reaches the
// target, after a round of clean passes, or at the third equal coin
// distribution at round boundaries. Each player has a game clock with an
// increment; running out forfeits (note 38), and a forfeited player's turns
// are played at once by a fixed rule (note 40).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/shared_event_log.h"
#include "games/spendii/cards.h"
#include "games/spendii/chips.h"
#include "games/spendii/positions.h"
#include "games/spendii/settings.h"

namespace gavel::spendii {

inline constexpr engine::Millis kBidMillis = 60'000;     // note 15
inline constexpr engine::Millis kSelectMillis = 30'000;  // per rank, note 15

// A selection's position when it names "NO PLAY" (the final position).
inline constexpr int kNoPlayPosition = -2;

enum class Phase { kBidding, kSelecting, kPlay, kOver };
enum class Stage { kMain, kReturn, kTile };
enum class EndReason { kNone, kTarget, kCleanPass, kRepetition };

// What a State keeps beside the rules: the public log's lines and the feed's
// events (kFull: the server, the checker, replays), or neither
// (kRulesOnly: fast self-play, where nobody reads them). The rules, the
// chance and every decision are the same in both.
enum class Record { kFull, kRulesOnly };

const char* phase_name(Phase phase);
const char* stage_name(Stage stage);
const char* end_name(EndReason reason);

struct Action {
  enum class Kind { kTake, kHold, kBuy, kPass, kReturn, kTile, kBid, kSelect, kResign };
  Kind kind = Kind::kPass;
  Chips chips{};             // take: the chips; return: what goes back; buy: the payment
  bool has_payment = false;  // buy: whether a payment was named
  int card = -1;             // hold (face-up) and buy
  int tier = 0;              // hold from a tier's hidden deck (1..3)
  int tile = -1;
  std::vector<int> bids;  // bid: one per position
  int position = -1;      // select
  bool operator==(const Action&) const = default;
};

struct HeldCard {
  int card = 0;
  bool hidden = false;  // held from a deck: seen by its holder only (note 25)
  bool operator==(const HeldCard&) const = default;
};

struct Player {
  int position = -1;
  Chips chips{};
  Colours bonuses{};
  std::vector<int> cards;  // bought, in order
  std::vector<HeldCard> held;
  std::vector<int> tiles;
  int start_points = 0;
  int points = 0;  // start + cards + tiles
  bool forfeited = false;
  engine::Millis clock = 0;  // remaining game clock
  int turns = 0;
  std::optional<Submission> submission;  // betting
  std::optional<int> choice;             // selection at the current rank, until revealed
  engine::Millis bot_bid_ms = -1;        // a bot's scheduled bid time (note 12); -1: a human
  bool operator==(const Player&) const = default;
};

struct Tier {
  std::vector<int> deck;                                 // hidden; the top is the back
  std::array<int, kSlotsPerTier> slots{-1, -1, -1, -1};  // -1: empty
  bool operator==(const Tier&) const = default;
};

// One public line of the record, for narrate and the view's log.
struct LogLine {
  engine::Seat seat = -1;  // -1: the table
  std::string text;
  bool operator==(const LogLine&) const = default;
};

class State {
 public:
  State(Settings settings, int seats, engine::Seed seed, engine::Millis start,
        Record record = Record::kFull);

  int seat_count() const { return seats_; }
  bool finished() const { return phase_ == Phase::kOver; }
  const Settings& settings() const { return settings_; }
  const Deck& cards() const { return *deck_; }
  const Card& card(int id) const { return cards().cards[static_cast<std::size_t>(id)]; }
  Phase phase() const { return phase_; }
  Stage stage() const { return stage_; }
  int round() const { return round_; }
  bool final_round() const { return final_round_; }
  EndReason end_reason() const { return end_reason_; }
  const std::vector<Player>& players() const { return players_; }
  const Player& player(engine::Seat seat) const { return players_[seat]; }
  const std::array<Tier, kTiers>& market() const { return market_; }
  const Chips& bank() const { return bank_; }
  const std::vector<int>& tiles() const { return tiles_; }
  // Active seats in position order (empty before positions are settled).
  const std::vector<engine::Seat>& order() const { return order_; }
  std::optional<engine::Seat> mover() const {
    if (phase_ != Phase::kPlay || turn_index_ >= order_.size()) return std::nullopt;
    return order_[turn_index_];
  }
  // The chips the mover must give back now (stage kReturn).
  int excess() const {
    const auto m = mover();
    return m ? std::max(0, total(players_[*m].chips) - kChipLimit) : 0;
  }
  // The tiles the mover may claim now (stage kTile).
  std::vector<int> claimable() const;
  engine::Millis turn_start() const { return turn_start_; }
  engine::Millis start() const { return start_; }
  std::uint64_t decisions() const { return decisions_; }
  int repetition_count() const;  // occurrences of the latest boundary's distribution
  // Betting: the columns once every bid is in; the selection's rank; holders.
  const std::vector<std::vector<engine::Seat>>& columns() const { return columns_; }
  int rank() const { return rank_; }
  const std::vector<std::optional<engine::Seat>>& holders() const { return holder_; }
  bool must_select(engine::Seat seat) const;
  std::vector<int> choosable(engine::Seat seat) const;
  const std::vector<LogLine>& log() const { return log_; }
  Record record() const { return record_; }

  engine::Result<void> apply(engine::Seat seat, const Action& action, engine::Millis now,
                             engine::Origin origin);
  // apply for a move of this State's own legal list for `seat` now
  // (legal_moves, random_move) made before its deadline, as fast self-play
  // plays: the same rules, without re-checking what such a move passes
  // anyway. Anything from outside goes through apply.
  void apply_listed(engine::Seat seat, const Action& action, engine::Millis now);
  bool tick(engine::Millis now);
  std::optional<engine::Deadline> next_deadline() const;
  engine::Outcome outcome() const;
  const engine::EventLog& events() const { return events_.get(); }

  // For secret variants: swap what only one owner (or nobody) knows.
  std::array<Tier, kTiers>& market_for_variants() { return market_; }
  std::vector<Player>& players_for_variants() { return players_; }

  bool operator==(const State&) const = default;

  // Tests build exact scenarios through this (tests/games/spendii/helpers.h).
  friend struct StateTestAccess;

 private:
  // A coin distribution: each active seat's chips in order, then the
  // bank's, each packed in one word (pack_chips), unused seats 0.
  using Key = std::array<std::uint64_t, kMaxActive + 1>;

  engine::Result<void> check_move(engine::Seat seat, const Action& action) const;
  template <bool kChecked>
  engine::Result<void> apply_move(engine::Seat seat, const Action& action, engine::Millis now);
  template <bool kChecked>
  engine::Result<void> main_action(engine::Seat seat, const Action& action);
  // Out of line: rare, and apply_listed inlines all it calls.
  [[gnu::noinline]] void resign(engine::Seat seat, engine::Millis now);
  // After a stage: the next stage of the turn, or the turn's end; forfeited
  // players' turns and single choices are played through at once.
  void continue_turn(engine::Millis now);
  // Publishes that `seat` now chooses its turn's `stage` ("return", "tile").
  void ask(engine::Seat seat, const char* stage, engine::Millis now);
  void end_turn(engine::Millis now);
  void round_boundary(engine::Millis now);
  void begin_turn(engine::Millis now);
  // A forfeited player's whole turn at once (note 40). Out of line: it
  // closes the turn's cycle (its end begins the next turn), which
  // apply_listed's inlining must not unroll.
  [[gnu::noinline]] void play_forfeited_turn(engine::Millis now);
  void finish(EndReason reason, engine::Millis now);
  void auto_return(engine::Seat seat);
  void claim_tile(engine::Seat seat, int tile);
  int draw(int tier);  // the top of the tier's deck, or -1
  void refill(int tier, int slot);
  Key coin_key() const;
  int count_boundary();                // the distribution's occurrences, this one included
  engine::Millis deadline_at() const;  // next_deadline's time; play or positions only
  // A line of the public log and an event of the feed, both skipped under
  // Record::kRulesOnly. `text` is a string or a callable making it, and
  // `data` a callable making the event's fields, so that a State without a
  // record never builds them.
  // The record's work is out of line (noinline, cold), so that the rules'
  // functions it is called from stay small for the State without a record.
  template <class Text>
  void note(engine::Seat seat, Text&& text) {
    if (record_ == Record::kFull) [[unlikely]]
      write_note(seat, text);
  }
  template <class Text>
  [[gnu::noinline, gnu::cold]] void write_note(engine::Seat seat, Text& text) {
    if constexpr (std::is_invocable_v<Text>) {
      log_.push_back({seat, std::string(text())});
    } else {
      log_.push_back({seat, std::string(text)});
    }
  }
  template <class Data>
  void publish(const char* type, int item, engine::Millis now, Data&& data) {
    if (record_ == Record::kFull) [[unlikely]]
      write_event(type, item, now, data);
  }
  template <class Data>
  [[gnu::noinline, gnu::cold]] void write_event(const char* type, int item, engine::Millis now,
                                                Data& data) {
    events_.edit().publish(type, item, now, data());
  }
  void publish(const char* type, int item, engine::Millis now) {
    publish(type, item, now, [] { return boost::json::object{}; });
  }

  // Positions.
  engine::Result<void> bid(engine::Seat seat, const std::vector<int>& bids, engine::Millis now);
  engine::Result<void> select(engine::Seat seat, int position, engine::Millis now);
  void close_bidding(engine::Millis now);
  void open_rank(engine::Millis now);
  void reveal_rank(engine::Millis now);
  void auto_select(engine::Seat seat);
  void start_play(engine::Millis now);

  Settings settings_;
  const Deck* deck_ = nullptr;  // settings_.deck's cards and tiles, parsed once for good
  Record record_ = Record::kFull;
  engine::Rng rng_;
  engine::Millis start_ = 0;
  // players_.size(), fixed at construction: read on every decision, and a
  // Player's size is not a power of two.
  int seats_ = 0;
  std::vector<Player> players_;
  Phase phase_ = Phase::kBidding;
  Stage stage_ = Stage::kMain;
  std::array<Tier, kTiers> market_;
  Chips bank_{};
  std::vector<int> tiles_;  // on the board, ids into the deck's tile list
  std::vector<engine::Seat> order_;
  std::size_t turn_index_ = 0;
  int round_ = 1;
  engine::Millis turn_start_ = 0;
  engine::Millis phase_deadline_ = 0;  // bidding and selection
  bool turn_clean_ = true;             // this turn so far is a clean pass
  bool round_clean_ = true;            // every turn of this round so far was one
  bool final_round_ = false;
  bool reset_in_round_ = false;
  bool tile_claimed_ = false;  // this turn
  EndReason end_reason_ = EndReason::kNone;
  std::vector<std::pair<Key, int>> seen_;  // distributions at boundaries since the last reset
  std::uint64_t decisions_ = 0;
  // Betting.
  std::vector<std::vector<engine::Seat>> columns_;
  std::vector<std::optional<engine::Seat>> holder_;
  int rank_ = 0;
  std::vector<LogLine> log_;
  engine::SharedEventLog events_;
};

}  // namespace gavel::spendii
