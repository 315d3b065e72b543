#include "games/spendii/legal.h"

#include <cstdlib>
#include <cstring>

#include "games/spendii/moves.h"

namespace gavel::spendii {

namespace {

using MK = Move::Kind;

Move& add(std::vector<Move>& out, MK kind, int index = 0) {
  Move& m = out.emplace_back();
  m.kind = kind;
  m.index = static_cast<std::int16_t>(index);
  return m;
}

void set_chips(Move& m, const Chips& chips) {
  for (int k = 0; k < kChipKinds; ++k) m.chips[k] = static_cast<std::uint8_t>(chips[k]);
}

// Each take shape's Move, made once.
const std::array<Move, kTakeShapes>& take_moves() {
  static const auto moves = [] {
    std::array<Move, kTakeShapes> out{};
    for (int i = 0; i < kTakeShapes; ++i) {
      out[i].kind = MK::kTake;
      set_chips(out[i], take_shapes()[i].take);
    }
    return out;
  }();
  return moves;
}

// The distinct-colour takes' Moves for each set of colours in the bank, in
// distinct_takes' order, so that they are appended in one copy.
[[gnu::always_inline]] inline std::span<const Move> distinct_take_moves(unsigned present) {
  struct Block {
    std::array<Move, kDistinctShapes> moves{};
    std::size_t count = 0;
  };
  static const auto table = [] {
    std::array<Block, 1u << kColours> out{};
    for (unsigned colours = 0; colours < out.size(); ++colours) {
      for (const int shape : distinct_takes(colours)) {
        out[colours].moves[out[colours].count++] = take_moves()[shape];
      }
    }
    return out;
  }();
  const auto& block = table[present];
  return {block.moves.data(), block.count};
}

// The most ways a tabled excess has (6 kinds, 3 chips: 56).
constexpr std::size_t kMaxTabledWays = 64;

// Each tabled return's Move, made once.
std::span<const Move> return_moves(int excess) {
  static const auto table = [] {
    std::array<std::vector<Move>, kTabledExcess + 1> out;
    for (int e = 1; e <= kTabledExcess; ++e) {
      for (const auto& give : tabled_returns(e)) {
        Move m;
        m.kind = MK::kReturn;
        set_chips(m, give);
        out[e].push_back(m);
      }
      if (out[e].size() > kMaxTabledWays) std::abort();  // random_move's bound
    }
    return out;
  }();
  return table[static_cast<std::size_t>(excess)];
}

void append_main(const Choices& c, std::vector<Move>& out) {
  // for_each_take's takes, in its order: the distinct colours, then doubles.
  const auto colours = bank_colours(c.bank);
  const auto distinct = distinct_take_moves(colours.present);
  out.insert(out.end(), distinct.begin(), distinct.end());
  for (int shape = kDistinctShapes; shape < kTakeShapes; ++shape) {
    if (bank_allows(colours, take_shapes()[shape].shape)) out.push_back(take_moves()[shape]);
  }
  if (c.held < kMaxHeld) {
    for (const Card* card : c.face_up) {
      if (card) add(out, MK::kHoldCard, card->id);
    }
    for (int t = 0; t < kTiers; ++t) {
      if (c.deck[t] > 0) add(out, MK::kHoldTier, t + 1);
    }
  }
  // Affordability first, in a tight loop: most cards in reach are not.
  const auto spend = spendable(c.bonuses, c.chips);
  const auto buy = [&](const Card& card) {
    if (c.payment == Payment::kManual) {
      // One entry per exact payment when there is a choice.
      const auto start = out.size();
      for_each_payment(card, c.bonuses, c.chips, [&](const Chips& pay) {
        set_chips(add(out, MK::kBuyPaying, card.id), pay);
      });
      if (out.size() - start > 1) return;
      out.resize(start);
    }
    add(out, MK::kBuy, card.id);
  };
  for (const Card* card : c.face_up) {
    if (card && affordable(*card, spend, c.chips[kGold])) buy(*card);
  }
  for (const Card* card : c.own_held) {
    if (card && affordable(*card, spend, c.chips[kGold])) buy(*card);
  }
  add(out, MK::kPass);
}

}  // namespace

void append_moves(const Choices& c, std::vector<Move>& out) {
  switch (c.phase) {
    case Phase::kBidding:
      add(out, MK::kBid, -1);
      for (int p = 0; p < c.seats; ++p) add(out, MK::kBid, p);
      return;
    case Phase::kSelecting:
      for (const int p : c.choosable) {
        add(out, MK::kSelect, c.no_play && p == c.seats - 1 ? kNoPlayPosition : p);
      }
      return;
    case Phase::kOver:
      return;
    case Phase::kPlay:
      break;
  }
  switch (c.stage) {
    case Stage::kReturn:
      for_each_return(c.chips, c.excess, [&](const Chips& give, int way) {
        if (c.excess <= kTabledExcess) {
          out.push_back(return_moves(c.excess)[static_cast<std::size_t>(way)]);
        } else {
          set_chips(add(out, MK::kReturn), give);
        }
      });
      return;
    case Stage::kTile:
      for (const int tile : c.claimable) add(out, MK::kTile, tile);
      return;
    case Stage::kMain:
      return append_main(c, out);
  }
}

namespace {

// Where the main action's count reads the cards in reach: Choices (the
// view's reading, and the State's outside the fast path) or the State in
// place (the fast path, which copies nothing). gather puts their packed
// costs in `costs`, the market's slots tier by tier (0-11), then the seat's
// held cards (12-14), and returns which of them are there; id(i) is the
// card at i, deck(t) the hidden cards left in tier t.
constexpr std::size_t kFaceUp = kTiers * kSlotsPerTier;
static_assert(kFaceUp + kMaxHeld <= kInReach);

struct CardsOfChoices {
  const Choices& c;
  unsigned gather(std::array<PackedColours, kInReach>& costs) const {
    unsigned present = 0;
    costs = {};
    for (std::size_t i = 0; i < kFaceUp; ++i) {
      if (c.face_up[i]) {
        costs[i] = c.face_up[i]->packed_cost;
        present |= 1u << i;
      }
    }
    for (std::size_t i = 0; i < c.own_held.size(); ++i) {
      if (c.own_held[i]) {
        costs[kFaceUp + i] = c.own_held[i]->packed_cost;
        present |= 1u << (kFaceUp + i);
      }
    }
    return present;
  }
  // (at: g++ cannot see that i is one of gather's bits.)
  int id(std::size_t i) const {
    return (i < kFaceUp ? c.face_up[i] : c.own_held.at(i - kFaceUp))->id;
  }
  int deck(int t) const { return c.deck[t]; }
};

struct CardsOfState {
  const PackedColours* costs_of;  // Deck::slot_costs from its second: [-1] is 0
  const std::array<Tier, kTiers>& market;
  const std::vector<HeldCard>& own_held;
  unsigned gather(std::array<PackedColours, kInReach>& costs) const {
    // Without a branch on the slots: an empty one (-1) reads a cost of 0,
    // and its bit says it is not there.
    unsigned present = 0;
#pragma GCC unroll 4
    for (int t = 0; t < kTiers; ++t) {
      const auto& slots = market[t].slots;
#if GAVEL_SPENDII_SSE2
      // The tier's four slots at once: a card's id has its sign bit clear.
      static_assert(kSlotsPerTier == 4 && sizeof(slots) == sizeof(__m128i));
      const __m128i ids = _mm_loadu_si128(reinterpret_cast<const __m128i*>(slots.data()));
      present |= (static_cast<unsigned>(_mm_movemask_ps(_mm_castsi128_ps(ids))) ^ 0xFu)
                 << (t * kSlotsPerTier);
#else
      for (int s = 0; s < kSlotsPerTier; ++s) {
        present |= static_cast<unsigned>(slots[s] >= 0) << (t * kSlotsPerTier + s);
      }
#endif
#pragma GCC unroll 4
      for (int s = 0; s < kSlotsPerTier; ++s) {
        costs[static_cast<std::size_t>(t * kSlotsPerTier + s)] = costs_of[slots[s]];
      }
    }
    for (std::size_t i = 0; i < kInReach - kFaceUp; ++i) costs[kFaceUp + i] = 0;
    const std::size_t held = own_held.size();
    for (std::size_t i = 0; i < held; ++i) costs[kFaceUp + i] = costs_of[own_held[i].card];
    return present | ((1u << held) - 1) << kFaceUp;
  }
  int id(std::size_t i) const {
    return i < kFaceUp ? market[i / kSlotsPerTier].slots[i % kSlotsPerTier]
                       : own_held[i - kFaceUp].card;
  }
  int deck(int t) const {
    return static_cast<int>(market[t].deck.size());
  }
};

// The set bits of each byte of a word, in that byte (no popcnt instruction
// assumed).
inline std::uint64_t byte_counts(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555u);
  x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
  return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
}

// append_main's entry at the draw, paid with least gold: its blocks counted
// (the takes: distinct colours, then the doubles; the face-up holds, the
// deck holds, the buys face up then held, and the pass), one draw, and only
// the entry drawn made a Move.
template <class Cards>
[[gnu::always_inline]] inline Move draw_main(const Chips& bank, const Chips& chips,
                                             const Colours& bonuses, int held, const Cards& cards,
                                             engine::Rng& rng) {
  const auto colours = bank_colours(bank);
  const auto distinct = distinct_take_moves(colours.present);
  const unsigned doubles = colours.plenty & ((1u << kColours) - 1);
  // Bit i of face_up: slot i holds a card; of buys: card i is affordable;
  // bit t of decks: tier t's deck has cards.
  std::array<PackedColours, kInReach> costs;
  const unsigned present = cards.gather(costs);
  const unsigned buys = present & affordable_mask(costs, spendable(bonuses, chips), chips[kGold]);
  unsigned face_up = present & ((1u << kFaceUp) - 1);
  unsigned decks = 0;
#pragma GCC unroll 4
  for (int t = 0; t < kTiers; ++t) decks |= static_cast<unsigned>(cards.deck(t) > 0) << t;
  if (held >= kMaxHeld) face_up = decks = 0;
  // The four sets' sizes counted at once: face_up in bytes 0-1, buys in
  // bytes 2-3, decks in byte 4, doubles in byte 6; a byte's count plus its
  // upper neighbour's is then each set's in bytes 0, 2, 4 and 6.
  static_assert(kFaceUp <= 16 && kFaceUp + kMaxHeld <= 16 && kTiers <= 8 && kColours <= 8);
  std::uint64_t counts = byte_counts(face_up | std::uint64_t{buys} << 16 |
                                     std::uint64_t{decks} << 32 | std::uint64_t{doubles} << 48);
  counts += counts >> 8;
  const std::size_t n_face_up = counts & 0xFF;
  const std::size_t n_buys = (counts >> 16) & 0xFF;
  const std::size_t n_decks = (counts >> 32) & 0xFF;
  const std::size_t n_doubles = (counts >> 48) & 0xFF;
  auto r = rng.below(distinct.size() + n_doubles + n_face_up + n_decks + n_buys + 1);
  // The r-th set bit of `bits` (r < popcount(bits)).
  const auto nth_bit = [](unsigned bits, std::uint64_t r) {
    for (; r > 0; --r) bits &= bits - 1;
    return static_cast<std::size_t>(std::countr_zero(bits));
  };
  if (r < distinct.size()) return distinct[r];
  r -= distinct.size();
  if (r < n_doubles) return take_moves()[kDistinctShapes + nth_bit(doubles, r)];
  r -= n_doubles;
  Move m;
  if (r < n_face_up) {
    m.kind = MK::kHoldCard;
    m.index = static_cast<std::int16_t>(cards.id(nth_bit(face_up, r)));
    return m;
  }
  r -= n_face_up;
  if (r < n_decks) {
    m.kind = MK::kHoldTier;
    m.index = static_cast<std::int16_t>(nth_bit(decks, r) + 1);
    return m;
  }
  r -= n_decks;
  if (r < n_buys) {
    m.kind = MK::kBuy;
    m.index = static_cast<std::int16_t>(cards.id(nth_bit(buys, r)));
    return m;
  }
  m.kind = MK::kPass;
  return m;
}

// random_move's body, inlined into the State's form.
[[gnu::always_inline]] inline std::optional<Move> draw_move(const Choices& c, engine::Rng& rng,
                                                            std::vector<Move>& scratch) {
  if (c.phase == Phase::kPlay && c.stage == Stage::kReturn && c.excess > 0 &&
      c.excess <= kTabledExcess) {
    // for_each_return's ways, counted: the tabled ways the hand covers.
    const auto ways = tabled_returns_packed(c.excess);
    const auto have = pack_chips(c.chips);
    std::array<std::uint8_t, kMaxTabledWays> covered{};
    std::size_t n = 0;
    for (std::size_t i = 0; i < ways.size(); ++i) {
      if (packed_covers(have, ways[i])) covered[n++] = static_cast<std::uint8_t>(i);
    }
    if (n == 0) return std::nullopt;
    return return_moves(c.excess)[covered[rng.below(n)]];
  }
  if (c.phase != Phase::kPlay || c.stage != Stage::kMain || c.payment == Payment::kManual) {
    // Short lists, or manual payments (a buy's entries depend on its
    // payments): the list itself.
    scratch.clear();
    append_moves(c, scratch);
    if (scratch.empty()) return std::nullopt;
    return scratch[rng.below(scratch.size())];
  }
  return draw_main(c.bank, c.chips, c.bonuses, c.held, CardsOfChoices{c}, rng);
}

}  // namespace

std::optional<Move> random_move(const Choices& c, engine::Rng& rng, std::vector<Move>& scratch) {
  return draw_move(c, rng, scratch);
}

namespace {

[[gnu::always_inline]] inline bool decides(const State& state, engine::Seat seat) {
  if (seat < 0 || seat >= state.seat_count() || state.finished()) return false;
  const auto& player = state.player(seat);
  if (player.forfeited) return false;
  switch (state.phase()) {
    case Phase::kBidding:
      return !player.submission;
    case Phase::kSelecting:
      return state.must_select(seat) && !player.choice;
    case Phase::kPlay:
      return state.mover() == seat;
    case Phase::kOver:
      return false;
  }
  return false;
}

}  // namespace

bool has_decision(const State& state, engine::Seat seat) {
  return decides(state, seat);
}

namespace {

// The seat's Choices read from the State; `claimable` and `choosable` hold
// the lists only the tile stage and the selection need (both allocate).
[[gnu::always_inline]] inline void read_choices(const State& state, engine::Seat seat, Choices& c,
                                                std::vector<int>& claimable,
                                                std::vector<int>& choosable) {
  const auto& player = state.player(seat);
  c.phase = state.phase();
  c.stage = state.stage();
  c.seats = state.seat_count();
  c.no_play = state.settings().no_play;
  c.payment = state.settings().payment;
  c.bank = state.bank();
  c.chips = player.chips;
  c.bonuses = player.bonuses;
  c.held = static_cast<int>(player.held.size());
  const bool main = c.phase == Phase::kPlay && c.stage == Stage::kMain;
  if (main) {
    // The market and the held cards: the main action's only.
    const Card* cards = state.cards().cards.data();
    for (int t = 0; t < kTiers; ++t) {
      const auto& tier = state.market()[t];
      c.deck[t] = static_cast<int>(tier.deck.size());
      for (int s = 0; s < kSlotsPerTier; ++s) {
        if (tier.slots[s] >= 0) c.face_up[t * kSlotsPerTier + s] = cards + tier.slots[s];
      }
    }
    for (std::size_t i = 0; i < player.held.size(); ++i)
      c.own_held[i] = cards + player.held[i].card;
  }
  if (c.phase == Phase::kPlay && c.stage == Stage::kReturn) c.excess = state.excess();
  if (c.phase == Phase::kPlay && c.stage == Stage::kTile) claimable = state.claimable();
  if (c.phase == Phase::kSelecting) choosable = state.choosable(seat);
  c.claimable = claimable;
  c.choosable = choosable;
}

}  // namespace

void legal_moves(const State& state, engine::Seat seat, std::vector<Move>& out) {
  out.clear();
  if (!has_decision(state, seat)) return;
  Choices c;
  std::vector<int> claimable;
  std::vector<int> choosable;
  read_choices(state, seat, c, claimable, choosable);
  append_moves(c, out);
}

namespace {

// The fast path's most frequent decision, a main action paid with least
// gold, read in place. Flattened: the draw (Rng::below) and the count inline
// into one body.
[[gnu::flatten]] Move draw_main_in_place(const State& state, engine::Seat seat, engine::Rng& rng) {
  const auto& player = state.player(seat);
  return draw_main(state.bank(), player.chips, player.bonuses, static_cast<int>(player.held.size()),
                   CardsOfState{state.cards().slot_costs.data() + 1, state.market(), player.held},
                   rng);
}

}  // namespace

std::optional<Move> random_move(const State& state, engine::Seat seat, engine::Rng& rng,
                                std::vector<Move>& scratch) {
  if (!decides(state, seat)) return std::nullopt;
  if (state.phase() == Phase::kPlay && state.stage() == Stage::kMain &&
      state.settings().payment == Payment::kLeastGold) {
    return draw_main_in_place(state, seat, rng);
  }
  Choices c;
  std::vector<int> claimable;
  std::vector<int> choosable;
  read_choices(state, seat, c, claimable, choosable);
  return draw_move(c, rng, scratch);
}

namespace {

// The view's own decision: the same question as has_decision, from what the
// viewer sees of themself.
bool my_decision(const View& view) {
  const auto* me = view.me();
  if (!me || me->forfeited) return false;
  switch (view.phase) {
    case Phase::kBidding:
      return !me->submitted.value_or(false);
    case Phase::kSelecting:
      return !view.choosable.empty() && !me->choice;
    case Phase::kPlay:
      return view.mover == view.you;
    case Phase::kOver:
      return false;
  }
  return false;
}

std::vector<Action> actions_of(const std::vector<Move>& moves, int seats) {
  std::vector<Action> out;
  out.reserve(moves.size());
  for (const auto& m : moves) out.push_back(action_of(m, seats));
  return out;
}

}  // namespace

namespace {

void read_choices(const View& view, Choices& c) {
  const auto& me = *view.me();
  c.phase = view.phase;
  c.stage = view.stage;
  c.seats = static_cast<int>(view.players.size());
  c.no_play = view.settings.no_play;
  c.payment = view.settings.payment;
  c.bank = view.bank;
  c.chips = me.chips;
  c.bonuses = me.bonuses;
  c.held = static_cast<int>(me.held.size());
  for (int t = 0; t < kTiers; ++t) {
    c.deck[t] = view.market[t].deck;
    for (int s = 0; s < kSlotsPerTier; ++s) {
      const auto& slot = view.market[t].slots[s];
      if (slot) c.face_up[t * kSlotsPerTier + s] = &*slot;
    }
  }
  for (std::size_t i = 0; i < me.held.size(); ++i) {
    if (me.held[i].card) c.own_held[i] = &*me.held[i].card;
  }
  c.excess = view.excess;
  c.claimable = view.claimable;
  c.choosable = view.choosable;
}

}  // namespace

void legal_moves(const View& view, std::vector<Move>& out) {
  out.clear();
  if (!my_decision(view)) return;
  Choices c;
  read_choices(view, c);
  append_moves(c, out);
}

std::optional<Move> random_move(const View& view, engine::Rng& rng, std::vector<Move>& scratch) {
  if (!my_decision(view)) return std::nullopt;
  Choices c;
  read_choices(view, c);
  return random_move(c, rng, scratch);
}

std::vector<Action> legal_actions(const State& state, engine::Seat seat) {
  std::vector<Move> moves;
  legal_moves(state, seat, moves);
  return actions_of(moves, state.seat_count());
}

std::vector<Action> legal_moves(const View& view) {
  std::vector<Move> moves;
  legal_moves(view, moves);
  return actions_of(moves, static_cast<int>(view.players.size()));
}

}  // namespace gavel::spendii
