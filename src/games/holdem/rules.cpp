// One master loop (advance) moves play on after every change, so a hand
// that needs nobody (everyone all-in from the blinds) plays out without
// recursion, and the break, the selection and the next deal follow it.
#include "games/holdem/rules.h"

#include <algorithm>
#include <numeric>

#include "games/holdem/blinds.h"

namespace gavel::holdem {
namespace json = boost::json;

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::kBetting:
      return "betting";
    case Phase::kSelection:
      return "selection";
    case Phase::kBreak:
      return "break";
    case Phase::kOver:
      return "over";
  }
  return "over";
}

const char* street_name(Street street) {
  switch (street) {
    case Street::kPreflop:
      return "preflop";
    case Street::kFlop:
      return "flop";
    case Street::kTurn:
      return "turn";
    case Street::kShowdown:
      return "showdown";
  }
  return "showdown";
}

State::State(Settings settings, int seats, engine::Seed seed, engine::Millis start)
    : State(settings, std::vector<Chips>(static_cast<std::size_t>(seats), settings.starting_chips),
            seed, start) {}

State State::with_stacks(Settings settings, const std::vector<Chips>& stacks, engine::Seed seed,
                         engine::Millis start) {
  return State(settings, stacks, seed, start);
}

State::State(Settings settings, const std::vector<Chips>& stacks, engine::Seed seed,
             engine::Millis start)
    : settings_(settings), rng_(engine::derive_seed(seed, 14)) {
  const int seats = static_cast<int>(stacks.size());
  settings_.seats = seats;
  players_.resize(stacks.size());
  for (std::size_t s = 0; s < stacks.size(); ++s) {
    players_[s].stack = stacks[s];
    total_chips_ += stacks[s];
  }
  log().publish("tournament_start", 0, start, {{"seats", seats}});
  start_hand(start);
  advance(start);
}

std::vector<Card> State::board() const {
  return {undealt_.begin(), undealt_.begin() + board_dealt_};
}

Chips State::in_pots() const {
  Chips sum = 0;
  for (const auto& player : players_) sum += player.committed;
  return sum;
}

Chips State::accounted_chips() const {
  Chips sum = in_pots() + discarded_ + gone_;
  for (const auto& player : players_) sum += player.stack;
  return sum;
}

Chips State::to_call(Seat seat) const {
  return std::max<Chips>(0, current_bet_ - players_[seat].bet);
}

bool State::is_actor(Seat seat) const {
  const auto& p = players_[seat];
  return p.dealt && !p.folded && (p.stack > 0 || p.auto_fold);
}

int State::actors() const {
  int count = 0;
  for (Seat s = 0; s < seat_count(); ++s) count += is_actor(s) ? 1 : 0;
  return count;
}

int State::live_count() const {
  int count = 0;
  for (const auto& p : players_) count += p.dealt && !p.folded ? 1 : 0;
  return count;
}

bool State::may_raise(Seat seat) const {
  const auto& p = players_[seat];
  if (p.auto_fold || p.stack <= to_call(seat)) return false;
  // Someone must be left to answer (note 96).
  bool answer = false;
  for (Seat s = 0; s < seat_count(); ++s) answer = answer || (s != seat && is_actor(s));
  if (!answer) return false;
  // A player who acted is reopened only by a full raise in total (note 15).
  return !p.acted || current_bet_ - p.acted_at >= last_full_raise_;
}

Chips State::min_raise_to() const {
  return current_bet_ + last_full_raise_;
}

bool State::all_in_legal(Seat seat) const {
  const auto& p = players_[seat];
  if (p.auto_fold || p.stack == 0) return false;
  return current_bet_ == 0 || p.stack <= to_call(seat) || may_raise(seat);
}

FourCards State::four_cards(Seat seat) const {
  const auto& p = players_[seat];
  return {p.cards[0], p.cards[1], undealt_[0], undealt_[1]};
}

void State::put_in(Seat seat, Chips chips) {
  auto& p = players_[seat];
  p.stack -= chips;
  p.bet += chips;
  p.committed += chips;
}

void State::record(Seat seat, std::string kind, Chips amount, engine::Origin origin,
                   engine::Millis now) {
  hand_events_.push_back(HandEvent{street_, seat, kind, amount, engine::origin_name(origin)});
  log().publish("action", hand_, now,
                {{"seat", seat},
                 {"kind", kind},
                 {"amount", amount},
                 {"origin", engine::origin_name(origin)}});
}

// --- The deal -------------------------------------------------------------

void State::place_blinds() {
  const int n = seat_count();
  const auto in_play = [&](Seat s) { return players_[s].dealt; };
  const auto next_in_play = [&](Seat from) {
    for (int step = 1; step <= n; ++step) {
      const Seat s = (from + step) % n;
      if (in_play(s)) return s;
    }
    return from;
  };
  int count = 0;
  for (Seat s = 0; s < n; ++s) count += in_play(s) ? 1 : 0;
  if (hand_ == 1) {
    const Seat first = next_in_play(n - 1);
    button_ = first;
    const Seat sb = count == 2 ? first : next_in_play(first);
    small_blind_pos_ = sb;
    small_blind_ = sb;
    big_blind_ = next_in_play(sb);
    return;
  }
  // The dead-button rule (notes 8-9): the big blind moves on to the next
  // seat in play, nobody skips it and nobody posts it twice in a row.
  const Seat previous_big = big_blind_;
  const Seat previous_small_pos = small_blind_pos_;
  big_blind_ = next_in_play(previous_big);
  if (count == 2) {
    button_ = next_in_play(big_blind_);  // the other player
    small_blind_pos_ = button_;
    small_blind_ = button_;
    return;
  }
  small_blind_pos_ = previous_big;
  small_blind_ = in_play(previous_big) ? std::optional<Seat>(previous_big) : std::nullopt;
  button_ = previous_small_pos;
}

void State::start_hand(engine::Millis now) {
  ++hand_;
  phase_ = Phase::kBetting;
  street_ = Street::kPreflop;
  board_dealt_ = 0;
  hand_events_.clear();
  for (auto& p : players_) {
    const bool in = p.stack > 0 && !p.resigned;
    const bool keep_auto = p.auto_continue;
    const Chips stack = p.stack;
    const bool resigned = p.resigned;
    const bool eliminated = p.eliminated;
    p = Player{};
    p.stack = stack;
    p.resigned = resigned;
    p.eliminated = eliminated;
    p.auto_continue = keep_auto;
    p.dealt = in;
    p.start_stack = stack;
  }
  level_big_blind_ = big_blind_for_hand(settings_, hand_);
  place_blinds();
  log().publish("hand_start", hand_, now,
                {{"hand", hand_},
                 {"button", button_},
                 {"big_blind", level_big_blind_},
                 {"big_blind_seat", big_blind_}});
  int dealt_in = 0;
  for (const auto& p : players_) dealt_in += p.dealt ? 1 : 0;
  const auto deck = card_type(settings_).draw(rng_, static_cast<std::size_t>(2 * dealt_in + 2));
  std::size_t next = 0;
  for (Seat s = 0; s < seat_count(); ++s) {
    auto& p = players_[s];
    if (!p.dealt) continue;
    p.cards = {deck[next], deck[next + 1]};
    next += 2;
    log().tell(s, "cards", hand_, now, {{"cards", json::array{p.cards[0], p.cards[1]}}});
  }
  undealt_.assign(deck.begin() + static_cast<std::ptrdiff_t>(next), deck.end());
  deadline_ = now;
  // Antes first, then the blinds, each up to the chips held (note 11).
  for (Seat s = 0; s < seat_count(); ++s) {
    auto& p = players_[s];
    if (!p.dealt || settings_.ante == 0) continue;
    const Chips ante = std::min(settings_.ante, p.stack);
    p.stack -= ante;
    p.committed += ante;
    record(s, "ante", ante, engine::Origin::kAuto, now);
  }
  if (small_blind_) {
    const Chips blind = std::min(level_big_blind_ / 2, players_[*small_blind_].stack);
    if (blind > 0) {
      put_in(*small_blind_, blind);
      record(*small_blind_, "small_blind", blind, engine::Origin::kAuto, now);
    }
  } else {
    record(small_blind_pos_, "dead_small_blind", 0, engine::Origin::kAuto, now);
  }
  const Chips big = std::min(level_big_blind_, players_[big_blind_].stack);
  if (big > 0) {
    put_in(big_blind_, big);
    record(big_blind_, "big_blind", big, engine::Origin::kAuto, now);
  }
  // The full big blind is the bet to call however little was posted (note 12).
  current_bet_ = level_big_blind_;
  last_full_raise_ = level_big_blind_;
  to_act_ = next_in_hand_after(big_blind_);
  turn_started_ = false;
}

// --- Betting --------------------------------------------------------------

std::optional<Seat> State::next_in_hand_after(Seat seat) const {
  const int n = seat_count();
  for (int step = 1; step <= n; ++step) {
    const Seat s = (seat + step) % n;
    const auto& p = players_[s];
    if (is_actor(s) && (!p.acted || p.bet < current_bet_)) return s;
  }
  return std::nullopt;
}

bool State::round_over() const {
  std::optional<Seat> only;
  int count = 0;
  bool someone_owes = false;
  for (Seat s = 0; s < seat_count(); ++s) {
    if (!is_actor(s)) continue;
    ++count;
    only = s;
    const auto& p = players_[s];
    if (!p.acted || p.bet < current_bet_) someone_owes = true;
  }
  if (!someone_owes) return true;
  // Nobody left to play against: the last actor is done once it owes nothing
  // (notes 10, 97).
  return count <= 1 && (!only || players_[*only].bet >= current_bet_);
}

void State::end_round() {
  std::vector<Contribution> totals;
  for (const auto& p : players_) totals.push_back({p.committed, p.folded, p.dealt});
  // The uncalled part of the largest bet goes back (note 24).
  std::size_t top = 0;
  for (std::size_t i = 1; i < totals.size(); ++i) {
    if (totals[i].total > totals[top].total) top = i;
  }
  Chips second = 0;
  for (std::size_t i = 0; i < totals.size(); ++i) {
    if (i != top) second = std::max(second, totals[i].total);
  }
  auto& p = players_[top];
  const Chips excess = std::min(p.bet, p.committed - second);
  if (excess > 0) {
    p.bet -= excess;
    p.committed -= excess;
    p.stack += excess;
    hand_events_.push_back(HandEvent{street_, static_cast<Seat>(top), "returned", excess, "auto"});
  }
  for (auto& player : players_) {
    player.bet = 0;
    player.acted = false;
    player.acted_at = 0;
  }
  current_bet_ = 0;
  last_full_raise_ = level_big_blind_;
}

void State::reveal_live_hands() {
  json::array hands;
  for (Seat s = 0; s < seat_count(); ++s) {
    auto& p = players_[s];
    if (!p.dealt || p.folded) continue;
    p.shown = {true, true};
    hands.push_back(json::object{{"seat", s}, {"cards", json::array{p.cards[0], p.cards[1]}}});
  }
  log().publish("hands_shown", hand_, deadline_, {{"hands", std::move(hands)}});
}

void State::open_street(engine::Millis now) {
  street_ = street_ == Street::kPreflop ? Street::kFlop : Street::kTurn;
  ++board_dealt_;
  log().publish("board", hand_, now,
                {{"street", street_name(street_)}, {"card", undealt_[board_dealt_ - 1]}});
  to_act_ = next_in_hand_after(button_);
  turn_started_ = false;
}

engine::Result<void> State::bet_action(Seat seat, const Action& action, engine::Millis now,
                                       engine::Origin origin) {
  (void)now;
  if (phase_ != Phase::kBetting || to_act_ != seat) {
    return engine::conflict("it is not your turn to bet");
  }
  auto& p = players_[seat];
  const Chips owed = to_call(seat);
  const auto raise_to = [&](Chips to, const char* kind) {
    const Chips increment = to - current_bet_;
    if (increment >= last_full_raise_) last_full_raise_ = increment;
    current_bet_ = std::max(current_bet_, to);
    put_in(seat, to - p.bet);
    p.acted = true;
    p.acted_at = current_bet_;
    record(seat, kind, to, origin, now);
  };
  switch (action.kind) {
    case Action::Kind::kCheck:
      if (owed > 0)
        return engine::invalid("you cannot check: " + std::to_string(owed) + " to call");
      p.acted = true;
      p.acted_at = current_bet_;
      record(seat, "check", 0, origin, now);
      break;
    case Action::Kind::kCall: {
      if (owed == 0) return engine::invalid("there is nothing to call: check instead");
      const Chips chips = std::min(owed, p.stack);
      put_in(seat, chips);
      p.acted = true;
      p.acted_at = current_bet_;
      record(seat, "call", chips, origin, now);
      break;
    }
    case Action::Kind::kFold:
      p.folded = true;
      p.acted = true;
      record(seat, "fold", 0, origin, now);
      break;
    case Action::Kind::kBet: {
      if (current_bet_ > 0) return engine::invalid("there is a bet already: raise instead");
      if (!may_raise(seat)) return engine::invalid("you cannot bet now");
      const Chips most = p.stack;
      if (action.amount > most || action.amount < min_raise_to()) {
        return engine::invalid("a bet must be from " + std::to_string(min_raise_to()) + " to " +
                               std::to_string(most) + "; all_in bets less");
      }
      raise_to(action.amount, action.amount == most ? "all_in" : "bet");
      break;
    }
    case Action::Kind::kRaise: {
      if (current_bet_ == 0) return engine::invalid("nothing is bet yet: bet instead");
      if (!may_raise(seat)) return engine::invalid("raising is closed to you now: call or fold");
      const Chips most = p.bet + p.stack;
      if (action.amount > most || action.amount < min_raise_to()) {
        return engine::invalid("raise to a total from " + std::to_string(min_raise_to()) + " to " +
                               std::to_string(most) + "; all_in raises less");
      }
      raise_to(action.amount, action.amount == most ? "all_in" : "raise");
      break;
    }
    case Action::Kind::kAllIn: {
      if (!all_in_legal(seat))
        return engine::invalid("all-in is not open to you now: call or fold");
      const Chips total = p.bet + p.stack;
      if (total <= current_bet_) {
        const Chips chips = p.stack;
        put_in(seat, chips);
        p.acted = true;
        p.acted_at = current_bet_;
        record(seat, "all_in", p.bet, origin, now);
      } else {
        raise_to(total, "all_in");
      }
      break;
    }
    default:
      return engine::invalid("not a betting move");
  }
  to_act_ = next_in_hand_after(seat);
  turn_started_ = false;
  return {};
}

// --- Showdown -------------------------------------------------------------

void State::open_selection(engine::Millis now) {
  phase_ = Phase::kSelection;
  to_act_.reset();
  deadline_ = now + static_cast<engine::Millis>(settings_.selection_seconds) * 1000;
  for (auto& p : players_) {
    if (p.dealt && !p.folded) p.finalized = p.resigned;
  }
  log().publish("selection", hand_, now, {{"until", deadline_}});
}

engine::Result<void> State::selection_action(Seat seat, const Action& action) {
  auto& p = players_[seat];
  if (phase_ != Phase::kSelection || !p.dealt || p.folded) {
    return engine::conflict("there is no selection for you now");
  }
  if (p.finalized) return engine::conflict("your selection is final");
  if (action.kind == Action::Kind::kFinalize) {
    p.finalized = true;
    return {};
  }
  const auto& type = card_type(settings_);
  const auto score = type.score(action.selection, four_cards(seat));
  if (!score) return std::unexpected(score.error());
  // Only a strict improvement is saved (note 58).
  if (!p.saved || *score > p.saved_score) {
    p.saved = action.selection;
    p.saved_score = *score;
    if (type.finalizes(action.selection, *score)) p.finalized = true;
  }
  return {};
}

void State::settle(engine::Millis now) {
  const int n = seat_count();
  std::vector<Contribution> totals;
  for (const auto& p : players_) totals.push_back({p.committed, p.folded, p.dealt});
  const auto returned = return_excess(totals);
  auto pots = build_pots(totals);
  const bool showdown = live_count() > 1;
  const auto& type = card_type(settings_);
  HandRecord rec;
  rec.hand = hand_;
  rec.big_blind = level_big_blind_;
  rec.ante = settings_.ante;
  rec.button = button_;
  rec.small_blind = small_blind_;
  rec.big_blind_seat = big_blind_;
  rec.board = board();
  rec.showdown = showdown;
  rec.dealt.resize(n);
  rec.cards.resize(n);
  rec.shown.resize(n);
  rec.folded.resize(n);
  rec.scores.resize(n);
  rec.used.resize(n);
  rec.best_possible.resize(n);
  rec.best_example.resize(n);
  rec.won.assign(n, 0);
  rec.returned = returned;
  // Bets returned at the end of a betting round count too (note 24).
  for (const auto& event : hand_events_) {
    if (event.kind == "returned") rec.returned[event.seat] += event.amount;
  }
  if (showdown) {
    // Types whose hands score together (Point-Voronoi) give one result for
    // every pot (note 52); the others score hand by hand below.
    std::vector<std::optional<std::array<Card, 2>>> hands(n);
    for (Seat s = 0; s < n; ++s) {
      if (players_[s].dealt && !players_[s].folded) hands[s] = players_[s].cards;
    }
    rec.joint = type.score_together(hands, {undealt_[0], undealt_[1]});
  }
  std::vector<std::optional<HandValue>> values(n);
  for (Seat s = 0; s < n; ++s) {
    auto& p = players_[s];
    if (p.reveal_at_end[0] && p.dealt) p.shown[0] = true;
    if (p.reveal_at_end[1] && p.dealt) p.shown[1] = true;
    if (!p.dealt || p.folded || rec.joint) continue;
    if (!showdown) {
      values[s] = HandValue{};
      continue;
    }
    const auto four = four_cards(s);
    const auto best = type.best(four);
    const int best_score = *type.score(best, four);
    int score = best_score;
    std::optional<Selection> used = best;
    if (settings_.submission == Submission::kManual) {
      score = p.saved ? p.saved_score : 0;
      used = p.saved;
      if (score < best_score) {
        rec.best_possible[s] = best_score;
        rec.best_example[s] = best;
      }
    }
    values[s] = HandValue{score, type.tiebreak(four)};
    rec.scores[s] = score;
    rec.used[s] = used;
  }
  if (rec.joint) {
    award_shares(pots, rec.joint->shares, type.share_tolerance());
  } else {
    award(pots, values);
  }
  Chips discarded = 0;
  for (Seat s = 0; s < n; ++s) {
    players_[s].stack += returned[s];
    if (returned[s] > 0) {
      rec.events.push_back(HandEvent{street_, s, "returned", returned[s], "auto"});
    }
  }
  for (const auto& pot : pots) {
    for (const Seat w : pot.winners) {
      players_[w].stack += pot.share;
      rec.won[w] += pot.share;
    }
    discarded += pot.discarded;
  }
  discarded_ += discarded;
  discarded_by_hand_.push_back(discarded);
  rec.discarded = discarded;
  rec.pots = pots;
  std::vector<HandEvent> events = hand_events_;
  events.insert(events.end(), rec.events.begin(), rec.events.end());
  rec.events = std::move(events);
  for (Seat s = 0; s < n; ++s) {
    auto& p = players_[s];
    rec.dealt[s] = p.dealt;
    rec.cards[s] = p.cards;
    rec.shown[s] = p.shown;
    rec.folded[s] = p.folded;
    p.committed = 0;
    p.bet = 0;
    // Chips a resigned seat gets back or wins leave play (note 87).
    if (p.resigned) {
      gone_ += p.stack;
      p.stack = 0;
    }
  }
  json::array won;
  for (Seat s = 0; s < n; ++s) won.push_back(rec.won[s]);
  noted_.push_back(events_.get().all().size());
  log().publish("hand_end", hand_, now, {{"won", std::move(won)}, {"discarded", discarded}});
  last_hand_ = std::move(rec);
  // Busts of this hand leave together, ranked by their starting stacks.
  OutGroup busts;
  for (Seat s = 0; s < n; ++s) {
    auto& p = players_[s];
    if (p.dealt && !p.resigned && !p.eliminated && p.stack == 0) {
      p.eliminated = true;
      busts.seats.push_back(s);
      busts.start_stacks.push_back(p.start_stack);
    }
  }
  if (!busts.seats.empty()) out_groups_.push_back(std::move(busts));
  to_act_.reset();
  street_ = Street::kShowdown;
  int remaining = 0;
  for (const auto& p : players_) remaining += p.stack > 0 && !p.resigned ? 1 : 0;
  if (remaining <= 1) {
    finish(now);
    return;
  }
  open_break(now);
}

// --- Breaks and the end -----------------------------------------------------

bool State::eligible_for_break(Seat seat) const {
  const auto& p = players_[seat];
  return p.stack > 0 && !p.resigned;
}

void State::open_break(engine::Millis now) {
  phase_ = Phase::kBreak;
  deadline_ = now + static_cast<engine::Millis>(settings_.break_seconds) * 1000;
  for (Seat s = 0; s < seat_count(); ++s) {
    players_[s].agreed = eligible_for_break(s) && players_[s].auto_continue;
  }
}

bool State::break_done() const {
  for (Seat s = 0; s < seat_count(); ++s) {
    if (eligible_for_break(s) && !players_[s].agreed) return false;
  }
  return true;
}

void State::finish(engine::Millis now) {
  phase_ = Phase::kOver;
  to_act_.reset();
  json::array places_json;
  for (const int place : places()) places_json.push_back(place);
  noted_.push_back(events_.get().all().size());
  log().publish("tournament_end", 0, now, {{"places", std::move(places_json)}});
}

std::vector<int> State::places() const {
  const int n = seat_count();
  std::vector<int> place(static_cast<std::size_t>(n), 0);
  // Still in: by chips held (stack and this hand's bets), seat order on ties.
  std::vector<Seat> in;
  for (Seat s = 0; s < n; ++s) {
    if (!players_[s].resigned && !players_[s].eliminated) in.push_back(s);
  }
  std::stable_sort(in.begin(), in.end(), [&](Seat a, Seat b) {
    return players_[a].stack + players_[a].committed > players_[b].stack + players_[b].committed;
  });
  int ranked = 0;
  for (const Seat s : in) place[s] = ++ranked;
  for (auto group = out_groups_.rbegin(); group != out_groups_.rend(); ++group) {
    std::vector<std::size_t> order(group->seats.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return group->start_stacks[a] > group->start_stacks[b];
    });
    const int before = ranked;
    for (std::size_t k = 0; k < order.size(); ++k) {
      const std::size_t i = order[k];
      const bool ties_previous =
          k > 0 && group->start_stacks[i] == group->start_stacks[order[k - 1]];
      place[group->seats[i]] =
          ties_previous ? place[group->seats[order[k - 1]]] : before + static_cast<int>(k) + 1;
      ++ranked;
    }
  }
  return place;
}

engine::Outcome State::outcome() const {
  const auto place = places();
  engine::Outcome out;
  for (Seat s = 0; s < seat_count(); ++s) {
    out.standings.push_back(
        {s, place[s], static_cast<double>(players_[s].stack + players_[s].committed)});
  }
  std::stable_sort(out.standings.begin(), out.standings.end(),
                   [](const auto& a, const auto& b) { return a.place < b.place; });
  return out;
}

// --- Inputs -------------------------------------------------------------------

engine::Result<void> State::resign(Seat seat, engine::Millis now) {
  auto& p = players_[seat];
  if (p.resigned) return engine::conflict("you have resigned already");
  if (p.eliminated) return engine::conflict("you are out of the tournament");
  p.resigned = true;
  out_groups_.push_back(OutGroup{{seat}, {p.stack + p.committed}, true});
  const bool in_hand = p.dealt && !p.folded && phase_ != Phase::kBreak;
  // Uncommitted chips leave play; committed ones stay in their pots.
  if (in_hand && p.stack > 0 && phase_ == Phase::kBetting) p.auto_fold = true;
  gone_ += p.stack;
  p.stack = 0;
  if (in_hand && phase_ == Phase::kSelection) p.finalized = true;
  noted_.push_back(events_.get().all().size());
  log().publish("resigned", hand_, now, {{"seat", seat}});
  if (phase_ == Phase::kBreak) {
    int remaining = 0;
    for (const auto& player : players_) remaining += player.stack > 0 && !player.resigned ? 1 : 0;
    if (remaining <= 1) finish(now);
  }
  return {};
}

engine::Result<void> State::apply(Seat seat, const Action& action, engine::Millis now,
                                  engine::Origin origin) {
  if (seat < 0 || seat >= seat_count()) return engine::invalid("there is no such seat");
  // Once over, only Reveal now is taken (note 68): it shows a card of the
  // last hand and changes no chip, place or result.
  if (finished() && action.kind != Action::Kind::kRevealNow) {
    return engine::conflict("the tournament is over");
  }
  auto& p = players_[seat];
  if (p.resigned && action.kind != Action::Kind::kResign) {
    return engine::conflict("you have resigned: you may watch, not play");
  }
  const auto published_before = events_.get().version();
  const auto decided_at = decision_point();
  engine::Result<void> done;
  switch (action.kind) {
    case Action::Kind::kResign:
      done = resign(seat, now);
      break;
    case Action::Kind::kContinue:
      if (p.resigned || p.eliminated) return engine::conflict("you are out of the tournament");
      if (p.auto_continue == action.flag) {
        return engine::invalid(std::string("Continue is ") + (action.flag ? "Auto" : "Manual") +
                               " already");
      }
      p.auto_continue = action.flag;
      // Switching to Auto agrees at once; to Manual withdraws nothing (note 67).
      if (phase_ == Phase::kBreak && action.flag && eligible_for_break(seat)) p.agreed = true;
      break;
    case Action::Kind::kAgree:
      if (phase_ != Phase::kBreak) return engine::conflict("there is no break to end now");
      if (!eligible_for_break(seat)) return engine::conflict("you take no part in the next hand");
      if (p.agreed) return engine::conflict("you have agreed already");
      p.agreed = true;
      break;
    case Action::Kind::kRevealAtEnd:
      if (phase_ == Phase::kBreak || !p.dealt || !p.folded) {
        return engine::conflict("only a folded hand can choose to reveal when the hand ends");
      }
      if (action.card < 0 || action.card > 1) return engine::invalid("card must be 0 or 1");
      if (p.reveal_at_end[action.card] == action.flag) {
        return engine::invalid("that reveal choice is set already");
      }
      p.reveal_at_end[action.card] = action.flag;
      break;
    case Action::Kind::kRevealNow: {
      if ((phase_ != Phase::kBreak && phase_ != Phase::kOver) || !last_hand_) {
        return engine::conflict(
            "Reveal now is only open during the break after a hand or once the tournament is "
            "over");
      }
      if (action.card < 0 || action.card > 1) return engine::invalid("card must be 0 or 1");
      auto& rec = *last_hand_;
      if (!rec.dealt[seat]) return engine::conflict("you were not dealt into the last hand");
      if (rec.shown[seat][action.card]) return engine::invalid("that card is shown already");
      rec.shown[seat][action.card] = true;
      log().publish(
          "revealed", rec.hand, now,
          {{"seat", seat}, {"card", action.card}, {"value", rec.cards[seat][action.card]}});
      break;
    }
    case Action::Kind::kSelect:
    case Action::Kind::kFinalize:
      done = selection_action(seat, action);
      break;
    default:
      done = bet_action(seat, action, now, origin);
      break;
  }
  if (!done) return done;
  if (events_.get().version() == published_before) publish_choice(seat, action.kind, now);
  ++turn_;
  advance(now);
  note_turn(seat, decided_at);
  return {};
}

void State::note_turn(std::optional<Seat> actor, const DecisionPoint& before) {
  if (actor && decision_point() == before) {
    players_[*actor].turn = turn_;
    return;
  }
  for (auto& p : players_) p.turn = turn_;
}

void State::publish_choice(Seat seat, Action::Kind kind, engine::Millis now) {
  // Every accepted move publishes an event, so that a feed waiting since the
  // last one wakes, the mover's own included. A choice the views show names
  // its seat; a private one (a reveal choice, a saved selection) says only
  // that someone chose.
  // Finalize is private too: telling it apart from a draft that finalized
  // at the limit would tell that draft's score (note 61).
  const char* shown = kind == Action::Kind::kContinue ? "continue"
                      : kind == Action::Kind::kAgree  ? "agree"
                                                      : nullptr;
  json::object data;
  if (shown) data = {{"seat", seat}, {"choice", shown}};
  log().publish("choice", hand_, now, std::move(data));
}

void State::advance(engine::Millis now) {
  for (;;) {
    switch (phase_) {
      case Phase::kOver:
        return;
      case Phase::kBreak:
        if (!break_done()) return;
        start_hand(now);
        continue;
      case Phase::kSelection: {
        bool all = true;
        for (const auto& p : players_) all = all && (!p.dealt || p.folded || p.finalized);
        if (!all) return;
        settle(now);
        continue;
      }
      case Phase::kBetting:
        break;
    }
    if (live_count() <= 1) {
      end_round();
      settle(now);
      continue;
    }
    if (round_over()) {
      end_round();
      if (street_ == Street::kTurn || actors() <= 1) {
        // Betting is closed: every surviving hand is shown, then the rest
        // of the board is dealt (note 29).
        reveal_live_hands();
        while (board_dealt_ < 2) {
          ++board_dealt_;
          log().publish("board", hand_, now, {{"card", undealt_[board_dealt_ - 1]}});
        }
        street_ = Street::kShowdown;
        if (settings_.submission == Submission::kManual) {
          open_selection(now);
        } else {
          settle(now);
        }
        continue;
      }
      open_street(now);
      continue;
    }
    const Seat seat = *to_act_;
    if (players_[seat].auto_fold) {
      // A resigned hand checks if it may, else folds, at once (note 86).
      Action move;
      move.kind = to_call(seat) == 0 ? Action::Kind::kCheck : Action::Kind::kFold;
      (void)bet_action(seat, move, now, engine::Origin::kResigned);
      continue;
    }
    if (!turn_started_) {
      deadline_ = now + static_cast<engine::Millis>(settings_.action_seconds) * 1000;
      turn_started_ = true;
    }
    return;
  }
}

bool State::tick(engine::Millis now) {
  if (finished() || now < deadline_) return false;
  const auto decided_at = decision_point();
  switch (phase_) {
    case Phase::kBetting: {
      const Seat seat = *to_act_;
      Action move;
      move.kind = to_call(seat) == 0 ? Action::Kind::kCheck : Action::Kind::kFold;
      (void)bet_action(seat, move, now, engine::Origin::kTimeout);
      break;
    }
    case Phase::kSelection:
      for (auto& p : players_) {
        if (p.dealt && !p.folded) p.finalized = true;
      }
      break;
    case Phase::kBreak:
      for (Seat s = 0; s < seat_count(); ++s) {
        if (eligible_for_break(s)) players_[s].agreed = true;
      }
      break;
    case Phase::kOver:
      return false;
  }
  ++turn_;
  advance(now);
  note_turn(std::nullopt, decided_at);
  return true;
}

std::optional<engine::Deadline> State::next_deadline() const {
  if (finished()) return std::nullopt;
  return engine::Deadline{deadline_, {}};
}

void State::swap_cards(Seat seat, int card, int undealt_index) {
  std::swap(players_[seat].cards[card], undealt_[undealt_index]);
}

void State::set_saved(Seat seat, std::optional<Selection> saved, int score) {
  players_[seat].saved = std::move(saved);
  players_[seat].saved_score = score;
}

}  // namespace gavel::holdem
