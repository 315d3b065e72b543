// Hold'em's tournament rules (spec: shared/spec/holdem.md, holdem-0.1; the
// open points and how they are read: docs/games/holdem.md).
//
// 2-9 players start with the same stack. Each hand: antes, then blinds (the
// dead-button rule), two private cards each, betting pre-flop, a one-card
// flop, betting, a one-card turn, betting; then a showdown of the hands
// left (Manual selection or Automatic best) or a win by folds. Pots are
// built by contribution level, odd chips are discarded. Between hands a
// break that ends when every eligible player agrees or at its timer. The
// last player with chips wins; the others place by elimination order.
//
// Time arrives as an argument: a betting turn's deadline checks if it may,
// else folds; the selection's deadline finalizes everyone; the break's
// deadline deals the next hand. No seat needs a stand-in.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/error.h"
#include "engine/feed.h"
#include "engine/match.h"
#include "engine/rng.h"
#include "engine/shared_event_log.h"
#include "games/holdem/card_type.h"
#include "games/holdem/pots.h"
#include "games/holdem/settings.h"

namespace gavel::holdem {

using engine::Seat;

enum class Phase { kBetting, kSelection, kBreak, kOver };
enum class Street { kPreflop, kFlop, kTurn, kShowdown };
const char* phase_name(Phase phase);
const char* street_name(Street street);

struct Action {
  enum class Kind {
    kCheck,
    kCall,
    kFold,
    kAllIn,
    kBet,          // amount: the bet
    kRaise,        // amount: the total to raise to this round
    kSelect,       // selection: a Manual draft
    kFinalize,     // selection: done
    kAgree,        // break: start the next hand
    kContinue,     // flag: true for Auto, false for Manual
    kRevealAtEnd,  // card 0 or 1, flag: on or off
    kRevealNow,    // card 0 or 1
    kResign,
  };
  Kind kind = Kind::kCheck;
  Chips amount = 0;
  int card = 0;
  bool flag = false;
  Selection selection;
  bool operator==(const Action&) const = default;
};

// One line of a hand's record, public once it happens.
struct HandEvent {
  Street street = Street::kPreflop;
  Seat seat = 0;
  std::string
      kind;  // ante, small_blind, big_blind, check, call, bet, raise, all_in, fold, returned
  Chips amount = 0;    // chips put in (ante, blinds, call), the round total (bet, raise, all_in),
                       // or chips given back (returned)
  std::string origin;  // player, timeout, resigned, bot
  bool operator==(const HandEvent&) const = default;
};

struct Player {
  Chips stack = 0;
  bool resigned = false;
  bool eliminated = false;
  bool auto_continue = true;  // Continue: Auto (default) or Manual
  bool agreed = false;        // this break
  // This hand.
  bool dealt = false;
  bool folded = false;
  bool auto_fold = false;  // resigned while not all-in: checks or folds when reached
  bool acted = false;      // this betting round
  Chips bet = 0;           // this betting round, the ante excluded
  Chips committed = 0;     // this hand, ante included
  Chips acted_at = 0;      // the round's bet when this player last acted
  Chips start_stack = 0;
  std::array<Card, 2> cards{};
  std::array<bool, 2> reveal_at_end{};
  std::array<bool, 2> shown{};
  std::optional<Selection> saved;  // Manual: the best valid draft so far
  int saved_score = 0;
  bool finalized = false;
  // The turn number when this seat's decision last changed (Game::turn): a
  // new phase, street, hand or betting turn, or an input of its own. Another
  // seat's selection, agreement or optional move leaves it as it was, so a
  // move naming it is not made stale by a decision made beside it.
  std::uint64_t turn = 0;
  bool operator==(const Player&) const = default;
};

// A settled hand as everyone may know it; private cards are filtered per
// viewer by the view (own cards always, others' only when shown).
struct HandRecord {
  int hand = 0;
  Chips big_blind = 0;
  Chips ante = 0;
  Seat button = 0;
  std::optional<Seat> small_blind;
  Seat big_blind_seat = 0;
  std::vector<Card> board;  // only the community cards that were dealt
  std::vector<bool> dealt;
  std::vector<std::array<Card, 2>> cards;  // every dealt seat's; filtered by view
  std::vector<std::array<bool, 2>> shown;
  std::vector<bool> folded;
  bool showdown = false;
  std::vector<std::optional<int>> scores;         // showdown hands
  std::vector<std::optional<Selection>> used;     // the scoring selection shown
  std::vector<std::optional<int>> best_possible;  // Manual: below the best, else none
  std::vector<std::optional<Selection>> best_example;
  std::optional<JointShowdown> joint;  // hands scored together (Point-Voronoi)
  std::vector<Chips> returned;
  std::vector<Chips> won;
  std::vector<Pot> pots;
  Chips discarded = 0;
  std::vector<HandEvent> events;
  bool operator==(const HandRecord&) const = default;
};

// Who left the tournament together, in the order they left (note 78-79).
struct OutGroup {
  std::vector<Seat> seats;
  std::vector<Chips> start_stacks;  // busts: the stack at that hand's start
  bool resigned = false;
  bool operator==(const OutGroup&) const = default;
};

class State {
 public:
  State(Settings settings, int seats, engine::Seed seed, engine::Millis start);
  // A table whose seats start with the given stacks (tests and tools build
  // scenarios with it); every stack must be positive.
  static State with_stacks(Settings settings, const std::vector<Chips>& stacks, engine::Seed seed,
                           engine::Millis start);
  // Every chip the tournament started with.
  Chips total_chips() const { return total_chips_; }

  int seat_count() const { return static_cast<int>(players_.size()); }
  bool finished() const { return phase_ == Phase::kOver; }
  const Settings& settings() const { return settings_; }
  Phase phase() const { return phase_; }
  Street street() const { return street_; }
  int hand() const { return hand_; }
  const std::vector<Player>& players() const { return players_; }
  std::optional<Seat> to_act() const { return to_act_; }
  Chips current_bet() const { return current_bet_; }
  Chips last_full_raise() const { return last_full_raise_; }
  Chips level_big_blind() const { return level_big_blind_; }
  Seat button() const { return button_; }
  std::optional<Seat> small_blind_seat() const { return small_blind_; }
  Seat big_blind_seat() const { return big_blind_; }
  // The community cards revealed so far (0, 1 or 2).
  std::vector<Card> board() const;
  const std::vector<Card>& undealt() const { return undealt_; }
  int board_dealt() const { return board_dealt_; }
  const std::vector<HandEvent>& hand_events() const { return hand_events_; }
  const std::optional<HandRecord>& last_hand() const { return last_hand_; }
  const std::vector<OutGroup>& out_groups() const { return out_groups_; }
  engine::Millis deadline() const { return deadline_; }
  Chips discarded() const { return discarded_; }
  // Odd chips discarded in each completed hand, hand 1 first (zeros too).
  const std::vector<Chips>& discarded_by_hand() const { return discarded_by_hand_; }
  Chips gone() const { return gone_; }
  // Chips in the pots (every committed chip of this hand).
  Chips in_pots() const;
  // The chip invariant (note 27): stacks + pots + discarded + gone.
  Chips accounted_chips() const;

  // Betting: what `seat` owes, and what it may do now.
  Chips to_call(Seat seat) const;
  bool may_raise(Seat seat) const;     // bet or raise (note 15, 96)
  Chips min_raise_to() const;          // also the smallest full bet when nothing is bet
  bool all_in_legal(Seat seat) const;  // note 16
  // The four cards a showdown hand scores with (board complete).
  FourCards four_cards(Seat seat) const;

  engine::Result<void> apply(Seat seat, const Action& action, engine::Millis now,
                             engine::Origin origin);
  bool tick(engine::Millis now);
  std::optional<engine::Deadline> next_deadline() const;
  engine::Outcome outcome() const;
  // Places once finished (competition ranks, one per seat).
  std::vector<int> places() const;

  const engine::EventLog& events() const { return events_.get(); }
  // The positions in events() of what the log narrates (hand results,
  // resignations, the end), so narrating reads only those.
  const std::vector<std::size_t>& noted_events() const { return noted_; }

  // For secret_variants: facts only their owner (or nobody) knows.
  void swap_cards(Seat seat, int card, int undealt_index);
  void swap_undealt(int a, int b) { std::swap(undealt_[a], undealt_[b]); }
  void set_saved(Seat seat, std::optional<Selection> saved, int score);
  void set_reveal_at_end(Seat seat, int card, bool on) { players_[seat].reveal_at_end[card] = on; }
  void set_last_hand_card(Seat seat, int card, Card value) {
    last_hand_->cards[seat][card] = value;
  }

  bool operator==(const State&) const = default;

 private:
  State(Settings settings, const std::vector<Chips>& stacks, engine::Seed seed,
        engine::Millis start);
  engine::EventLog& log() { return events_.edit(); }
  void publish_choice(Seat seat, Action::Kind kind, engine::Millis now);
  engine::Result<void> bet_action(Seat seat, const Action& action, engine::Millis now,
                                  engine::Origin origin);
  engine::Result<void> selection_action(Seat seat, const Action& action);
  engine::Result<void> resign(Seat seat, engine::Millis now);
  void put_in(Seat seat, Chips chips);
  void record(Seat seat, std::string kind, Chips amount, engine::Origin origin, engine::Millis now);
  void start_hand(engine::Millis now);
  void place_blinds();
  // Moves play on after any change: next actor, round ends, streets,
  // showdown, settlement, the break and the next hand.
  void advance(engine::Millis now);
  // What every seat's decision hangs on; when an input or a deadline changes
  // it, every seat's turn moves on, else only the actor's (Player::turn).
  struct DecisionPoint {
    Phase phase;
    Street street;
    int hand;
    std::optional<Seat> to_act;
    bool operator==(const DecisionPoint&) const = default;
  };
  DecisionPoint decision_point() const { return {phase_, street_, hand_, to_act_}; }
  void note_turn(std::optional<Seat> actor, const DecisionPoint& before);
  bool round_over() const;
  int actors() const;
  bool is_actor(Seat seat) const;
  // The first seat after `seat` that still has to act this round.
  std::optional<Seat> next_in_hand_after(Seat seat) const;
  void end_round();
  void reveal_live_hands();
  void open_street(engine::Millis now);
  void open_selection(engine::Millis now);
  void settle(engine::Millis now);
  void open_break(engine::Millis now);
  bool break_done() const;
  bool eligible_for_break(Seat seat) const;
  void finish(engine::Millis now);
  int live_count() const;  // dealt and not folded

  Settings settings_;
  engine::Rng rng_;
  std::vector<Player> players_;
  Phase phase_ = Phase::kBetting;
  Street street_ = Street::kPreflop;
  int hand_ = 0;
  Seat button_ = 0;
  std::optional<Seat> small_blind_;  // who posts it; none: a dead small blind
  Seat small_blind_pos_ = 0;         // the seat the small blind falls on, even if empty
  Seat big_blind_ = 0;
  Chips level_big_blind_ = 0;
  std::vector<Card> undealt_;  // the shuffled rest of the deck: the flop, the turn, then unused
  int board_dealt_ = 0;
  Chips current_bet_ = 0;
  Chips last_full_raise_ = 0;
  std::optional<Seat> to_act_;
  bool turn_started_ = false;  // the actor's deadline is set
  engine::Millis deadline_ = 0;
  std::uint64_t turn_ = 0;
  Chips discarded_ = 0;
  Chips gone_ = 0;
  Chips total_chips_ = 0;
  std::vector<Chips> discarded_by_hand_;
  std::vector<std::size_t> noted_;
  std::vector<HandEvent> hand_events_;
  std::optional<HandRecord> last_hand_;
  std::vector<OutGroup> out_groups_;
  engine::SharedEventLog events_;
};

}  // namespace gavel::holdem
