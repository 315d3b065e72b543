// High Card, a toy game registered only in tests: two seats each hold cards
// 1-5 and, each round, play one face down before a deadline; the higher scores.
#pragma once

#include <optional>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/match.h"
#include "engine/types.h"

namespace gavel::toy {

using engine::Millis;
using engine::Seat;

constexpr int kSeats = 2;
constexpr int kCards = 5;
constexpr int kMinTurnSeconds = 5;
constexpr int kMaxTurnSeconds = 300;

struct Settings {
  int rounds = 3;  // 1..kCards
  int turn_seconds = 30;
  int stake = 0;  // a paid table's stake per seat (play money); 0: free
  bool operator==(const Settings&) const = default;
};

struct Action {
  int card = 0;
  bool operator==(const Action&) const = default;
};

struct RoundRecord {
  int cards[kSeats] = {0, 0};
  int winner = -1;  // -1: equal cards, nobody scores
  bool operator==(const RoundRecord&) const = default;
};

struct Player {
  unsigned hand = 0;  // bit c: holds card c
  int played = 0;     // this round's face-down card, 0: none yet (the seat's secret)
  int score = 0;
  bool operator==(const Player&) const = default;
};

class State {
 public:
  State(Settings settings, int seats, engine::Seed seed, Millis start);
  bool operator==(const State&) const = default;

  int seat_count() const { return kSeats; }
  bool finished() const { return round_ > settings_.rounds; }
  engine::Result<void> apply(Seat seat, Action action, Millis now, engine::Origin origin);
  bool tick(Millis) { return false; }  // timeouts are stand-in actions, nothing else happens
  std::optional<engine::Deadline> next_deadline() const;
  engine::Outcome outcome() const;

  const Settings& settings() const { return settings_; }
  int round() const { return round_; }
  Millis deadline() const { return deadline_; }
  const Player& player(Seat seat) const { return players_[seat]; }
  const std::vector<RoundRecord>& history() const { return history_; }
  bool must_play(Seat seat) const { return !finished() && players_[seat].played == 0; }
  const engine::EventLog& events() const { return events_; }
  // For secret variants: the same state with another face-down card.
  void set_played(Seat seat, int card) { players_[seat].played = card; }

 private:
  Settings settings_;
  int round_ = 1;
  Millis deadline_ = 0;
  Player players_[kSeats];
  std::vector<RoundRecord> history_;
  engine::EventLog events_;
};

std::vector<int> cards_of(unsigned hand);

}  // namespace gavel::toy
