// Bidlock's rules (spec: shared/spec/bidlock.md; decisions: docs/games/bidlock.md).
//
// 2-4 players each hold chips 1..13. Thirteen prize cards (-4..-1, 1..9) are
// shuffled; each round one is added to the pot and everyone secretly locks in
// one chip. Chips played by more than one player clash and are void. A pot
// worth 0 or more goes to the highest surviving chip, a negative pot to the
// lowest. If every chip clashes the pot carries and the next card joins it.
// Spent chips are public. After 13 rounds the highest total wins; ties go to
// fewer negative cards, then the win is shared.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/types.h"

namespace gavel::bidlock {

using engine::Millis;
using engine::Seat;

constexpr int kRounds = 13;
constexpr int kMinSeats = 2;
constexpr int kMaxSeats = 4;
constexpr int kMinTurnSeconds = 5;
constexpr int kMaxTurnSeconds = 300;
constexpr int kDefaultTurnSeconds = 30;
// The prize cards, in the order they are printed on the rulebook's deck.
constexpr std::array<int, kRounds> kPrizes = {-4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9};

// A set of chips as bits: bit c is chip c (1..13).
using ChipSet = std::uint16_t;
constexpr ChipSet kAllChips = 0b11'1111'1111'1110;
inline bool holds(ChipSet set, int chip) {
  return chip >= 1 && chip <= 13 && (set >> chip) & 1;
}
inline int chip_count(ChipSet set) {
  return std::popcount(set);
}
std::vector<int> chip_list(ChipSet set);  // ascending

struct Settings {
  int turn_seconds = kDefaultTurnSeconds;
  bool operator==(const Settings&) const = default;
};

struct Action {
  int chip = 0;
  bool operator==(const Action&) const = default;
};

// What happened in one resolved round; public once resolved.
struct RoundRecord {
  int round = 0;
  std::vector<int> pot;                 // the cards at stake (more than one: it had carried)
  int value = 0;                        // their sum
  std::vector<int> bids;                // by seat
  std::vector<bool> clashed;            // by seat
  int winner = -1;                      // seat that took the pot, or -1
  bool carried = false;                 // every chip clashed and the pot stayed
  bool discarded = false;               // it carried out of the last round: nobody takes it
  std::vector<engine::Origin> origins;  // who decided each seat's chip
  bool operator==(const RoundRecord&) const = default;
};

struct PlayerState {
  ChipSet chips = kAllChips;
  int score = 0;
  int negatives = 0;     // negative cards won (the first tiebreak)
  std::vector<int> won;  // cards won, in the order won
  int locked = 0;        // chip locked this round; 0 = none yet
  engine::Origin locked_by = engine::Origin::kPlayer;
  int timeouts = 0;
  bool operator==(const PlayerState&) const = default;
};

class State {
 public:
  // Deals the prizes in an order drawn from `seed`.
  State(Settings settings, int seats, engine::Seed seed, Millis start);
  // Deals the prizes in the given order (a permutation of kPrizes): for tests and tools.
  State(Settings settings, int seats, const std::array<int, kRounds>& deck, Millis start);

  int seat_count() const { return static_cast<int>(players_.size()); }
  bool finished() const { return finished_; }
  const Settings& settings() const { return settings_; }
  int round() const { return round_; }
  const std::vector<int>& pot() const { return pot_; }
  int pot_value() const;
  // Prizes not yet turned up, in deck order (hidden: views sort them); the
  // same without a copy, for what writes the view on every change.
  std::vector<int> unseen_prizes() const;
  std::span<const int> unseen_in_deck() const;
  const std::vector<PlayerState>& players() const { return players_; }
  const std::vector<RoundRecord>& history() const { return history_; }
  Millis deadline() const { return deadline_; }
  const std::array<int, kRounds>& deck() const { return deck_; }
  // For the agent protocol: round starts, that a seat locked (its chip to it
  // alone), round results and the end.
  const engine::EventLog& events() const { return events_; }

  bool must_move(Seat seat) const { return !finished_ && players_[seat].locked == 0; }

  engine::Result<void> apply(Seat seat, const Action& action, Millis now, engine::Origin origin);
  bool tick(Millis) { return false; }  // a deadline is fully handled by stand-in chips
  std::optional<engine::Deadline> next_deadline() const;
  engine::Outcome outcome() const;

  // For secret_variants: change facts that only their owner may know.
  void set_locked_chip(Seat seat, int chip) { players_[seat].locked = chip; }
  void set_unseen_order(const std::vector<int>& prizes);

  bool operator==(const State&) const = default;

 private:
  void resolve_round(Millis now);
  void begin_round(Millis now);
  void publish_result(const RoundRecord& record, Millis now);
  boost::json::array scores_json() const;

  Settings settings_;
  std::array<int, kRounds> deck_{};
  std::vector<PlayerState> players_;
  std::vector<int> pot_;
  std::vector<RoundRecord> history_;
  int round_ = 1;
  Millis deadline_ = 0;
  bool finished_ = false;
  engine::EventLog events_;
};

}  // namespace gavel::bidlock
