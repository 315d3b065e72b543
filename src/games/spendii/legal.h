// Every exact move a seat may make now, from one list builder fed either by
// the State (the server's legal list, fast self-play) or by the seat's own
// View (the bots, Move advice): both read the same few facts into Choices,
// so the two lists are one rule. The list is of compact Moves, so that fast
// self-play builds no Action but the one it plays.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

#include "games/spendii/rules.h"
#include "games/spendii/view.h"

namespace gavel::spendii {

// One legal move in 10 bytes, the list's entry: fast self-play lists dozens
// per decision and spells out as an Action only the one it plays.
struct Move {
  enum class Kind : std::uint8_t {
    kTake,
    kHoldCard,
    kHoldTier,
    kBuy,
    kBuyPaying,  // a buy naming its payment (manual payment, several ways)
    kPass,
    kReturn,
    kTile,
    kBid,
    kSelect,
  };
  Kind kind = Kind::kPass;
  std::array<std::uint8_t, kChipKinds> chips{};  // take, return, payment
  // Card, tier (1-3), tile or position (kNoPlayPosition too); a bid: -1 for
  // all zeros, else the position given the premium.
  std::int16_t index = 0;
  bool operator==(const Move&) const = default;
};

// The chips a Move carries (take, return, payment).
inline Chips chips_of(const Move& m) {
#if GAVEL_SPENDII_SSE2
  // The six bytes widened to 32-bit lanes: four and two.
  std::uint64_t bytes = 0;
  std::memcpy(&bytes, m.chips.data(), kChipKinds);
  const __m128i words =
      _mm_unpacklo_epi8(_mm_cvtsi64_si128(static_cast<long long>(bytes)), _mm_setzero_si128());
  return chips_of_lanes(_mm_unpacklo_epi16(words, _mm_setzero_si128()),
                        _mm_unpackhi_epi16(words, _mm_setzero_si128()));
#else
  Chips chips{};
  for (int k = 0; k < kChipKinds; ++k) chips[k] = m.chips[k];
  return chips;
#endif
}

// The Action a Move stands for, at a table of `seats` participants (inline:
// fast self-play makes one a move).
inline Action action_of(const Move& m, int seats) {
  Action a;
  switch (m.kind) {
    case Move::Kind::kTake:
      a.kind = Action::Kind::kTake;
      a.chips = chips_of(m);
      break;
    case Move::Kind::kHoldCard:
      a.kind = Action::Kind::kHold;
      a.card = m.index;
      break;
    case Move::Kind::kHoldTier:
      a.kind = Action::Kind::kHold;
      a.tier = m.index;
      break;
    case Move::Kind::kBuyPaying:
      a.has_payment = true;
      a.chips = chips_of(m);
      [[fallthrough]];
    case Move::Kind::kBuy:
      a.kind = Action::Kind::kBuy;
      a.card = m.index;
      break;
    case Move::Kind::kPass:
      a.kind = Action::Kind::kPass;
      break;
    case Move::Kind::kReturn:
      a.kind = Action::Kind::kReturn;
      a.chips = chips_of(m);
      break;
    case Move::Kind::kTile:
      a.kind = Action::Kind::kTile;
      a.tile = m.index;
      break;
    case Move::Kind::kBid:
      // All zeros, or a premium on one position: -(n-1) on it, +1 on every other.
      a.kind = Action::Kind::kBid;
      a.bids.assign(static_cast<std::size_t>(seats), m.index < 0 ? 0 : 1);
      if (m.index >= 0) a.bids[static_cast<std::size_t>(m.index)] = -(seats - 1);
      break;
    case Move::Kind::kSelect:
      a.kind = Action::Kind::kSelect;
      a.position = m.index;
      break;
  }
  return a;
}

// What the deciding seat chooses from now.
struct Choices {
  Phase phase = Phase::kPlay;
  Stage stage = Stage::kMain;
  int seats = 0;
  bool no_play = false;
  Payment payment = Payment::kLeastGold;
  Chips bank{};
  Chips chips{};  // the seat's
  Colours bonuses{};
  int held = 0;                                               // cards the seat holds
  std::array<int, kTiers> deck{};                             // hidden cards left per tier
  std::array<const Card*, kTiers * kSlotsPerTier> face_up{};  // tier by tier; null: empty
  std::array<const Card*, kMaxHeld> own_held{};               // the seat's held cards
  int excess = 0;                                             // stage return
  std::span<const int> claimable;                             // stage tile
  std::span<const int> choosable;                             // selection
};

// Appends the moves of `choices` to `out`, in the legal list's order: bids
// or selections; in play the stage's returns or tiles, or the takes, holds
// (face up, then from a deck), buys (face up, then held) and pass.
void append_moves(const Choices& choices, std::vector<Move>& out);

// The entry of append_moves' list at `rng.below(its size)`, drawn without
// building the list where the list is long (a main action paid with least
// gold: the takes, holds and buys are counted, and only the drawn entry is
// made); `scratch` holds the list otherwise. None when the list is empty
// (then nothing is drawn).
std::optional<Move> random_move(const Choices& choices, engine::Rng& rng,
                                std::vector<Move>& scratch);

// Whether `seat` has a decision to make now (Game::turn's question).
bool has_decision(const State& state, engine::Seat seat);

// The moves of `seat` now into `out` (cleared first; empty when it has
// nothing to decide), read from the State without building a view.
void legal_moves(const State& state, engine::Seat seat, std::vector<Move>& out);
// random_move for `seat` now, read from the State (none without a decision).
std::optional<Move> random_move(const State& state, engine::Seat seat, engine::Rng& rng,
                                std::vector<Move>& scratch);
// The same list from the seat's own view (the viewer's decision, if any).
void legal_moves(const View& view, std::vector<Move>& out);
std::optional<Move> random_move(const View& view, engine::Rng& rng, std::vector<Move>& scratch);

// Both as Actions: the server's legal list, the bots' choices.
std::vector<Action> legal_actions(const State& state, engine::Seat seat);
std::vector<Action> legal_moves(const View& view);

}  // namespace gavel::spendii
