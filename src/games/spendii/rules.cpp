// The play phase: stages of a turn, the round's end checks and the clock.
// Positions (betting and selection) are in betting.cpp.
#include "games/spendii/rules.h"

#include <algorithm>
#include <numeric>

#include "games/spendii/moves.h"

namespace gavel::spendii {

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::kBidding:
      return "bidding";
    case Phase::kSelecting:
      return "selecting";
    case Phase::kPlay:
      return "play";
    case Phase::kOver:
      return "over";
  }
  return "over";
}

const char* stage_name(Stage stage) {
  switch (stage) {
    case Stage::kMain:
      return "main";
    case Stage::kReturn:
      return "return";
    case Stage::kTile:
      return "tile";
  }
  return "main";
}

const char* end_name(EndReason reason) {
  switch (reason) {
    case EndReason::kNone:
      return "none";
    case EndReason::kTarget:
      return "target";
    case EndReason::kCleanPass:
      return "cleanPass";
    case EndReason::kRepetition:
      return "repetition";
  }
  return "none";
}

namespace {

std::string chips_text(const Chips& chips) {
  std::string out;
  for (int k = 0; k < kChipKinds; ++k) {
    if (chips[k] == 0) continue;
    if (!out.empty()) out += ", ";
    out += std::to_string(chips[k]) + " " + std::string(chip_name(k));
  }
  return out.empty() ? "nothing" : out;
}

std::string card_text(const Card& card) {
  return "a tier-" + std::to_string(card.tier) + " " + std::string(chip_name(card.bonus)) +
         " card worth " + std::to_string(card.points);
}

}  // namespace

State::State(Settings settings, int seats, engine::Seed seed, engine::Millis start, Record record)
    : settings_(std::move(settings)),
      deck_(&deck(settings_.deck)),
      record_(record),
      rng_(seed),
      start_(start) {
  settings_.seats = seats;
  seats_ = seats;
  if (static_cast<int>(settings_.seat_info.size()) != seats) {
    settings_.seat_info = default_seat_info(seats);
  }
  players_.resize(static_cast<std::size_t>(seats));
  for (auto& player : players_) {
    player.clock = settings_.clock_minutes * engine::Millis{60'000};
    // Room for a whole game's growth at once: a game is short, and these
    // would otherwise grow a step at a time.
    player.cards.reserve(16);
    player.held.reserve(kMaxHeld);
  }
  seen_.reserve(8);
  order_.reserve(static_cast<std::size_t>(seats));
  const auto& all = cards();
  for (int t = 0; t < kTiers; ++t) {
    market_[t].deck = all.tier_ids[t];
    rng_.shuffle(std::span<int>(market_[t].deck));
    for (int slot = 0; slot < kSlotsPerTier; ++slot) refill(t, slot);
  }
  // Every tile shuffled in place; the first active + 1 stay on the board.
  tiles_.resize(all.tiles.size());
  std::iota(tiles_.begin(), tiles_.end(), 0);
  rng_.shuffle(std::span<int>(tiles_));
  tiles_.resize(
      std::min<std::size_t>(tiles_.size(), static_cast<std::size_t>(settings_.active() + 1)));
  std::sort(tiles_.begin(), tiles_.end());
  for (int c = 0; c < kColours; ++c) bank_[c] = settings_.chips;
  bank_[kGold] = settings_.gold;
  holder_.assign(static_cast<std::size_t>(seats), std::nullopt);
  if (settings_.positions == Positions::kRandom) {
    std::vector<int> positions(static_cast<std::size_t>(seats));
    std::iota(positions.begin(), positions.end(), 0);
    rng_.shuffle(std::span<int>(positions));
    for (engine::Seat s = 0; s < seats; ++s) {
      players_[s].position = positions[s];
      holder_[positions[s]] = s;
    }
    start_play(start);
  } else {
    phase_ = Phase::kBidding;
    phase_deadline_ = start + kBidMillis;
    // Note 12: each bot's bid counts at a distinct time 450-550 ms after the
    // start, drawn from the seed, however late the host delivers it.
    for (engine::Seat s = 0; s < seats; ++s) {
      if (!settings_.seat_info[s].bot) continue;
      engine::Millis at = 0;
      do {
        at = rng_.between(450, 550);
      } while (std::any_of(players_.begin(), players_.end(),
                           [&](const Player& p) { return p.bot_bid_ms == at; }));
      players_[s].bot_bid_ms = at;
    }
    publish("bidding", 0, start, [&] {
      return boost::json::object{{"deadline_at", phase_deadline_}};
    });
  }
}

std::vector<int> State::claimable() const {
  const auto m = mover();
  if (!m || tile_claimed_) return {};
  return eligible_tiles(cards().tiles, tiles_, players_[*m].bonuses);
}

int State::repetition_count() const {
  if (phase_ != Phase::kPlay && phase_ != Phase::kOver) return 0;
  const auto key = coin_key();
  for (const auto& [seen, count] : seen_) {
    if (seen == key) return count;
  }
  return 0;
}

int State::draw(int tier) {
  auto& deck = market_[tier].deck;
  if (deck.empty()) return -1;
  const int card = deck.back();
  deck.pop_back();
  return card;
}

void State::refill(int tier, int slot) {
  market_[tier].slots[slot] = draw(tier);
}

State::Key State::coin_key() const {
  // Packing is exact here: no count ever exceeds the settings' bounds (9 of
  // a colour, 6 gold; settings.cpp), far below pack_chips' 127, so equal
  // words are equal counts.
  Key key{};
  std::size_t i = 0;
  for (const auto seat : order_) key[i++] = pack_chips(players_[seat].chips);
  key[kMaxActive] = pack_chips(bank_);
  return key;
}

int State::count_boundary() {
  const auto key = coin_key();
  for (auto& [seen, count] : seen_) {
    if (seen == key) return ++count;
  }
  seen_.emplace_back(key, 1);
  return 1;
}

void State::start_play(engine::Millis now) {
  phase_ = Phase::kPlay;
  order_.clear();
  for (int p = 0; p < settings_.active(); ++p) {
    for (engine::Seat s = 0; s < seat_count(); ++s) {
      if (players_[s].position == p) order_.push_back(s);
    }
  }
  for (auto& player : players_) player.points = player.start_points;
  round_ = 1;
  turn_index_ = 0;
  count_boundary();  // the initial position (note 47)
  publish("play", round_, now);
  begin_turn(now);
}

void State::begin_turn(engine::Millis now) {
  turn_start_ = now;
  stage_ = Stage::kMain;
  turn_clean_ = true;
  tile_claimed_ = false;
  ++decisions_;
  const auto seat = order_[turn_index_];
  publish("turn", round_, now, [&] { return boost::json::object{{"seat", seat}}; });
  if (players_[seat].forfeited) play_forfeited_turn(now);
}

void State::play_forfeited_turn(engine::Millis now) {
  note(order_[turn_index_], "passes (automatic)");
  stage_ = Stage::kReturn;
  continue_turn(now);
}

void State::continue_turn(engine::Millis now) {
  const auto seat = order_[turn_index_];
  auto& player = players_[seat];
  if (stage_ == Stage::kReturn) {
    const int over = excess();
    if (over > 0) {
      const bool one_way = one_way_to_return(player.chips, over);
      if (!player.forfeited && !one_way) return ask(seat, "return", now);
      if (player.forfeited) {
        auto_return(seat);
      } else {
        Chips only{};
        for_each_return(player.chips, over, [&](const Chips& give, int) { only = give; });
        player.chips = player.chips - only;
        bank_ = bank_ + only;
        note(seat, [&] { return "returns " + chips_text(only) + " (the only way)"; });
      }
      turn_clean_ = false;
    }
    stage_ = Stage::kTile;
  }
#if GAVEL_SPENDII_SSE2
  __m128i lanes =
      _mm_add_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(player.bonuses.data())),
                    _mm_cvtsi32_si128(player.bonuses[4]));
  lanes = _mm_add_epi32(lanes, _mm_shuffle_epi32(lanes, _MM_SHUFFLE(1, 0, 3, 2)));
  lanes = _mm_add_epi32(lanes, _mm_shuffle_epi32(lanes, _MM_SHUFFLE(2, 3, 0, 1)));
  const int bonuses = _mm_cvtsi128_si32(lanes);
#else
  int bonuses = 0;
  for (const int n : player.bonuses) bonuses += n;
#endif
  if (stage_ == Stage::kTile && !tile_claimed_ && bonuses >= deck_->fewest_tile_bonuses) {
    // Whether there is none, one or several to claim is known at the
    // second earned (a forfeited player's turn needs them all: the lowest).
    int lowest = -1;
    const int options =
        count_eligible(cards().tiles, tiles_, player.bonuses,
                       player.forfeited ? static_cast<int>(tiles_.size()) : 2, &lowest);
    if (options > 0) {
      if (!player.forfeited && options > 1) return ask(seat, "tile", now);
      // Note 33: the only tile; note 40: a forfeited player's is the lowest id.
      claim_tile(seat, lowest);
    }
  }
  end_turn(now);
}

void State::ask(engine::Seat seat, const char* stage, engine::Millis now) {
  // The mover chooses the rest of its turn: an event, so that a feed
  // waiting since the main action wakes with the new decision.
  publish("stage", round_, now, [&] {
    return boost::json::object{{"seat", seat}, {"stage", stage}};
  });
}

void State::auto_return(engine::Seat seat) {
  // Note 40: the regular colour held most goes back first (earlier colour on
  // a tie); gold, the wild chip, only when no regular chip is left.
  auto& player = players_[seat];
  Chips given{};
  for (int over = excess(); over > 0; --over) {
    int kind = kGold;
    for (int c = 0; c < kColours; ++c) {
      if (player.chips[c] > 0 && (kind == kGold || player.chips[c] > player.chips[kind])) kind = c;
    }
    --player.chips[kind];
    ++bank_[kind];
    ++given[kind];
  }
  note(seat, [&] { return "returns " + chips_text(given) + " (automatic)"; });
}

void State::claim_tile(engine::Seat seat, int tile) {
  auto& player = players_[seat];
  tiles_.erase(std::find(tiles_.begin(), tiles_.end(), tile));
  player.tiles.push_back(tile);
  player.points += cards().tiles[static_cast<std::size_t>(tile)].points;
  tile_claimed_ = true;
  turn_clean_ = false;
  reset_in_round_ = true;
  note(seat, [&] { return "claims bonus tile " + std::to_string(tile); });
}

void State::end_turn(engine::Millis now) {
  const auto seat = order_[turn_index_];
  auto& player = players_[seat];
  player.clock =
      std::max<engine::Millis>(0, player.clock - std::max<engine::Millis>(0, now - turn_start_));
  // The increment comes once the whole turn is done, never to a forfeited player.
  if (!player.forfeited) player.clock += settings_.increment_seconds * engine::Millis{1000};
  ++player.turns;
  if (player.points >= settings_.target) final_round_ = true;
  round_clean_ = round_clean_ && turn_clean_;
  ++turn_index_;
  if (turn_index_ < order_.size()) {
    begin_turn(now);
  } else {
    round_boundary(now);
  }
}

void State::round_boundary(engine::Millis now) {
  // Note 48: one reason, in this order.
  if (final_round_) return finish(EndReason::kTarget, now);
  if (round_clean_) return finish(EndReason::kCleanPass, now);
  if (reset_in_round_) seen_.clear();  // note 47: this boundary counts first
  if (count_boundary() >= 3) return finish(EndReason::kRepetition, now);
  ++round_;
  turn_index_ = 0;
  round_clean_ = true;
  reset_in_round_ = false;
  begin_turn(now);
}

void State::finish(EndReason reason, engine::Millis now) {
  phase_ = Phase::kOver;
  end_reason_ = reason;
  turn_index_ = order_.size();
  ++decisions_;
  const char* why = reason == EndReason::kTarget      ? "the target was reached"
                    : reason == EndReason::kCleanPass ? "every player passed cleanly"
                                                      : "the same coins came round three times";
  note(-1, [&] { return std::string("The game ends: ") + why; });
  publish("end", round_, now, [&] { return boost::json::object{{"reason", end_name(reason)}}; });
}

engine::Result<void> State::check_move(engine::Seat seat, const Action& action) const {
  if (finished()) return engine::conflict("the game is over");
  if (seat < 0 || seat >= seat_count()) return engine::invalid("no such seat");
  if (action.kind == Action::Kind::kResign) return {};
  if (players_[seat].forfeited)
    return engine::conflict("you have resigned; your moves are automatic");
  const bool betting_move =
      action.kind == Action::Kind::kBid || action.kind == Action::Kind::kSelect;
  if (phase_ == Phase::kBidding && action.kind != Action::Kind::kBid) {
    return engine::conflict("positions are being bid for: send your bids");
  }
  if (phase_ == Phase::kSelecting && action.kind != Action::Kind::kSelect) {
    return engine::conflict("positions are being chosen: select a position");
  }
  if (phase_ == Phase::kPlay) {
    if (betting_move) return engine::conflict("positions are settled; the game is under way");
    if (mover() != seat) return engine::conflict("it is not your turn");
    const bool main = action.kind == Action::Kind::kTake || action.kind == Action::Kind::kHold ||
                      action.kind == Action::Kind::kBuy || action.kind == Action::Kind::kPass;
    if (stage_ == Stage::kMain && !main) {
      return engine::conflict("choose a main action first: take, hold, buy or pass");
    }
    if (stage_ == Stage::kReturn && action.kind != Action::Kind::kReturn) {
      return engine::conflict("return " + std::to_string(excess()) + " chip(s) first");
    }
    if (stage_ == Stage::kTile && action.kind != Action::Kind::kTile) {
      return engine::conflict("choose a bonus tile first");
    }
  }
  return {};
}

engine::Result<void> State::apply(engine::Seat seat, const Action& action, engine::Millis now,
                                  engine::Origin) {
  return apply_move<true>(seat, action, now);
}

// Flattened: the move, the turn's later stages and its end (continue_turn,
// end_turn, the round boundary, the next begin_turn) inline into one body
// for fast self-play, 6 % fewer instructions a move; resign and a forfeited
// player's turn stay out of line (rules.h), so the body holds each once.
[[gnu::flatten]] void State::apply_listed(engine::Seat seat, const Action& action,
                                          engine::Millis now) {
  apply_move<false>(seat, action, now);
}

// One implementation of every move: kChecked (apply, every input from
// outside) refuses what the rules do not allow; without it (apply_listed)
// the checks that a move from the State's own legal list passes anyway are
// left out, and what the move changes is the same code.
template <bool kChecked>
engine::Result<void> State::apply_move(engine::Seat seat, const Action& action,
                                       engine::Millis now) {
  if constexpr (kChecked) {
    if (auto ok = check_move(seat, action); !ok) return ok;
    // A move that arrives once its deadline has passed is late: the deadline's
    // tick (a forfeit on time, default bids, default selections) comes first.
    if (action.kind != Action::Kind::kResign && now >= deadline_at()) {
      return engine::conflict("time is up for this decision");
    }
  }
  switch (action.kind) {
    case Action::Kind::kResign:
      resign(seat, now);
      return {};
    case Action::Kind::kBid:
      return bid(seat, action.bids, now);
    case Action::Kind::kSelect:
      return select(seat, action.position, now);
    case Action::Kind::kReturn: {
      auto& player = players_[seat];
      if (kChecked && (total(action.chips) != excess() || !covers(player.chips, action.chips))) {
        return engine::invalid("return exactly " + std::to_string(excess()) +
                               " chip(s) that you hold");
      }
      player.chips = player.chips - action.chips;
      bank_ = bank_ + action.chips;
      turn_clean_ = false;
      note(seat, [&] { return "returns " + chips_text(action.chips); });
      stage_ = Stage::kTile;
      break;
    }
    case Action::Kind::kTile: {
      if constexpr (kChecked) {
        const auto options = claimable();
        if (std::find(options.begin(), options.end(), action.tile) == options.end()) {
          return engine::invalid("bonus tile " + std::to_string(action.tile) +
                                 " is not one you may claim now");
        }
      }
      claim_tile(seat, action.tile);
      break;
    }
    default:
      if (auto ok = main_action<kChecked>(seat, action); !ok) return ok;
      stage_ = Stage::kReturn;
      break;
  }
  // The turn goes on from one place, so that apply_listed, which inlines
  // all it calls, holds the rest of the turn once.
  ++decisions_;
  continue_turn(now);
  return {};
}

template <bool kChecked>
engine::Result<void> State::main_action(engine::Seat seat, const Action& action) {
  auto& player = players_[seat];
  switch (action.kind) {
    case Action::Kind::kTake: {
      if (kChecked && !is_legal_take(bank_, action.chips)) {
        return engine::invalid(
            "take 1 chip, 2 or 3 of different colours, or 2 of one colour with at least 4 of it "
            "in the bank; never gold");
      }
      bank_ = bank_ - action.chips;
      player.chips = player.chips + action.chips;
      turn_clean_ = false;
      note(seat, [&] { return "takes " + chips_text(action.chips); });
      return {};
    }
    case Action::Kind::kHold: {
      if (kChecked && player.held.size() >= static_cast<std::size_t>(kMaxHeld)) {
        return engine::conflict("you already hold 3 cards");
      }
      HeldCard held;
      if (action.tier > 0) {
        if (kChecked && market_[action.tier - 1].deck.empty()) {
          return engine::conflict("tier " + std::to_string(action.tier) +
                                  " has no hidden cards left");
        }
        held = {draw(action.tier - 1), true};
        note(seat, [&] { return "holds a hidden tier-" + std::to_string(action.tier) + " card"; });
      } else {
        bool found = false;
        for (int t = 0; t < kTiers && !found; ++t) {
          for (int slot = 0; slot < kSlotsPerTier && !found; ++slot) {
            // An empty slot (-1) is never a card to hold.
            if (action.card >= 0 && market_[t].slots[slot] == action.card) {
              refill(t, slot);
              found = true;
            }
          }
        }
        if (kChecked && !found)
          return engine::invalid("card " + std::to_string(action.card) + " is not face up");
        held = {action.card, false};
        note(seat, [&] { return "holds " + card_text(card(action.card)); });
      }
      player.held.push_back(held);
      if (bank_[kGold] > 0) {
        --bank_[kGold];
        ++player.chips[kGold];
      }
      turn_clean_ = false;
      reset_in_round_ = true;
      return {};
    }
    case Action::Kind::kBuy: {
      int tier = -1;
      int slot = -1;
      int held_index = -1;
      for (int t = 0; t < kTiers; ++t) {
#if GAVEL_SPENDII_SSE2
        // The tier's four slots against the card at once (an empty slot,
        // -1, is never a card: ids are not negative).
        static_assert(kSlotsPerTier == 4);
        const __m128i ids =
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(market_[t].slots.data()));
        const int found =
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(ids, _mm_set1_epi32(action.card))));
        if (action.card >= 0 && found != 0) {
          tier = t;
          slot = 31 - __builtin_clz(static_cast<unsigned>(found));  // the last, as below
        }
#else
        for (int s = 0; s < kSlotsPerTier; ++s) {
          if (action.card >= 0 && market_[t].slots[s] == action.card) {
            tier = t;
            slot = s;
          }
        }
#endif
      }
      for (std::size_t i = 0; i < player.held.size(); ++i) {
        if (player.held[i].card == action.card) held_index = static_cast<int>(i);
      }
      if (kChecked && slot < 0 && held_index < 0) {
        return engine::invalid("card " + std::to_string(action.card) +
                               " is neither face up nor held by you");
      }
      const Card& bought = card(action.card);
      if (kChecked && !affordable(bought, player.bonuses, player.chips)) {
        return engine::invalid("you cannot afford card " + std::to_string(action.card));
      }
      Chips pay{};
      if (settings_.payment == Payment::kLeastGold) {
        if (kChecked && action.has_payment) {
          return engine::invalid("this room pays with least gold: leave out \"payment\"");
        }
        pay = least_gold_payment(bought, player.bonuses, player.chips);
      } else if (action.has_payment) {
        if (kChecked && !is_exact_payment(bought, player.bonuses, player.chips, action.chips)) {
          return engine::invalid(
              "that payment does not pay the card exactly from your chips (per colour at most "
              "what is due, gold for the rest)");
        }
        pay = action.chips;
      } else {
        int ways = 0;
        for_each_payment(bought, player.bonuses, player.chips, [&](const Chips& way) {
          if (ways++ == 0) pay = way;
        });
        if (kChecked && ways != 1) {
          return engine::invalid("this card can be paid " + std::to_string(ways) +
                                 " ways: name a \"payment\"");
        }
      }
      player.chips = player.chips - pay;
      bank_ = bank_ + pay;
      if (slot >= 0) {
        refill(tier, slot);
      } else {
        player.held.erase(player.held.begin() + held_index);
      }
      player.cards.push_back(action.card);
      ++player.bonuses[bought.bonus];
      player.points += bought.points;
      turn_clean_ = false;
      reset_in_round_ = true;
      note(seat, [&] { return "buys " + card_text(bought) + " for " + chips_text(pay); });
      return {};
    }
    case Action::Kind::kPass:
      note(seat, "passes");
      return {};
    default:
      return engine::invalid("not a main action");
  }
}

void State::resign(engine::Seat seat, engine::Millis now) {
  auto& player = players_[seat];
  // A seat already forfeited (on time) resigns without a change, so the
  // room's Resign still succeeds for it.
  if (player.forfeited) return;
  player.forfeited = true;
  ++decisions_;
  note(seat, "resigns");
  publish("resign", round_, now, [&] { return boost::json::object{{"seat", seat}}; });
  if (phase_ == Phase::kBidding) {
    if (!player.submission) {
      player.submission =
          Submission{std::vector<int>(static_cast<std::size_t>(seat_count()), 0), now - start_};
    }
    if (std::all_of(players_.begin(), players_.end(),
                    [](const Player& p) { return p.submission.has_value(); })) {
      close_bidding(now);
    }
    return;
  }
  if (phase_ == Phase::kSelecting) {
    if (must_select(seat) && !player.choice) auto_select(seat);
    bool waiting = false;
    for (engine::Seat s = 0; s < seat_count(); ++s) {
      waiting = waiting || (must_select(s) && !players_[s].choice);
    }
    if (!waiting) reveal_rank(now);
    return;
  }
  reset_in_round_ = true;  // a forfeiture resets the repetition count
  if (mover() == seat) {
    if (stage_ == Stage::kMain) note(seat, "passes (automatic)");
    if (stage_ == Stage::kMain) stage_ = Stage::kReturn;
    continue_turn(now);
  }
}

bool State::tick(engine::Millis now) {
  if (finished()) return false;
  const auto deadline = next_deadline();
  if (!deadline || now < deadline->at) return false;
  ++decisions_;
  if (phase_ == Phase::kBidding) {
    for (auto& player : players_) {
      if (!player.submission) {
        player.submission = Submission{std::vector<int>(static_cast<std::size_t>(seat_count()), 0),
                                       phase_deadline_ - start_};
      }
    }
    note(-1, "Bidding time is up: missing bids are all 0");
    close_bidding(now);
    return true;
  }
  if (phase_ == Phase::kSelecting) {
    for (engine::Seat s = 0; s < seat_count(); ++s) {
      if (must_select(s) && !players_[s].choice) auto_select(s);
    }
    reveal_rank(now);
    return true;
  }
  // Note 38: running out of time forfeits; the turn completes automatically.
  const auto seat = *mover();
  auto& player = players_[seat];
  player.forfeited = true;
  player.clock = 0;
  turn_start_ = now;
  reset_in_round_ = true;
  note(seat, "runs out of time and is forfeited");
  publish("timeout", round_, now, [&] { return boost::json::object{{"seat", seat}}; });
  if (stage_ == Stage::kMain) {
    note(seat, "passes (automatic)");
    stage_ = Stage::kReturn;
  }
  continue_turn(now);
  return true;
}

engine::Millis State::deadline_at() const {
  return phase_ == Phase::kPlay ? turn_start_ + players_[*mover()].clock : phase_deadline_;
}

std::optional<engine::Deadline> State::next_deadline() const {
  if (finished()) return std::nullopt;
  return engine::Deadline{deadline_at(), {}};
}

engine::Outcome State::outcome() const {
  // Note 50: points, then fewer bought cards; equal on both share a place.
  std::vector<engine::Seat> seats(static_cast<std::size_t>(seat_count()));
  std::iota(seats.begin(), seats.end(), 0);
  const auto better = [&](engine::Seat a, engine::Seat b) {
    const auto& pa = players_[a];
    const auto& pb = players_[b];
    if (pa.points != pb.points) return pa.points > pb.points;
    return pa.cards.size() < pb.cards.size();
  };
  std::stable_sort(seats.begin(), seats.end(), better);
  engine::Outcome outcome;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    int place = static_cast<int>(i) + 1;
    if (i > 0 && !better(seats[i - 1], seats[i])) place = outcome.standings.back().place;
    outcome.standings.push_back({seats[i], place, static_cast<double>(players_[seats[i]].points)});
  }
  return outcome;
}

}  // namespace gavel::spendii
