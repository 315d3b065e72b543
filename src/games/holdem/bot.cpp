// Steady (docs/games/holdem.md, "The bot"): its equity by sampling, then
// the look-ahead once the tournament is down to two (bot_lookahead.h), and its
// thresholds (bot_thresholds.h) otherwise. Selection: submit the best
// selection at once, then finalize.
#include "games/holdem/bot.h"

#include <algorithm>
#include <cmath>

#include "games/holdem/bot_lookahead.h"
#include "games/holdem/bot_thresholds.h"
#include "games/holdem/voronoi_bot.h"

namespace gavel::holdem {

namespace {

constexpr int kFullSamples = 400;
// The look-ahead's play-outs of each candidate move at the full budget.
constexpr int kFullRollouts = 240;
// A Voronoi sample draws a whole diagram (about 20 us for 20 points), so
// the bot takes a quarter of the samples there.
constexpr int kVoronoiSampleDivisor = 4;

// Without seatInfo (tests, tools) a bot seat is listed the optional moves a
// human has, and a host asks it whenever something is listed: it answers
// with one of them. With seatInfo (every room) none are listed to bots.
std::optional<Action> no_decision_move(const View& view) {
  const Seat me = *view.your_seat;
  const auto& you = view.players[me];
  const bool deciding =
      (view.phase == Phase::kBetting && view.to_act == me) ||
      (view.phase == Phase::kSelection && you.dealt && !you.folded && !you.finalized) ||
      (view.phase == Phase::kBreak && you.stack > 0 && !you.resigned && !you.agreed);
  if (deciding) return std::nullopt;
  Action action;
  if (view.phase == Phase::kBreak && !you.eliminated) {
    action.kind = Action::Kind::kContinue;
    action.flag = !you.auto_continue;
    return action;
  }
  if ((view.phase == Phase::kBreak || view.phase == Phase::kOver) && view.last_hand) {
    const auto& last = *view.last_hand;
    if (static_cast<std::size_t>(me) < last.dealt.size() && last.dealt[me]) {
      for (int c = 0; c < 2; ++c) {
        if (!last.shown[me][static_cast<std::size_t>(c)]) {
          action.kind = Action::Kind::kRevealNow;
          action.card = c;
          return action;
        }
      }
    }
  }
  if (you.auto_continue && !you.eliminated) {
    action.kind = Action::Kind::kContinue;
    action.flag = false;
    return action;
  }
  for (int c = 0; c < 2; ++c) {
    if (you.folded && !view.your_reveal_at_end[static_cast<std::size_t>(c)]) {
      action.kind = Action::Kind::kRevealAtEnd;
      action.card = c;
      action.flag = true;
      return action;
    }
  }
  return bot_move(Action::Kind::kCheck);  // nothing is listed: never asked
}

}  // namespace

std::vector<Card> unseen_cards(const View& view) {
  // Card numbers of the deck-based types are below 64 (Value-sum: 1-20).
  std::vector<bool> seen(64, false);
  for (const Card c : view.board) seen[static_cast<std::size_t>(c)] = true;
  for (const auto& p : view.players) {
    for (const auto& c : p.cards) {
      if (c) seen[static_cast<std::size_t>(*c)] = true;
    }
  }
  std::vector<Card> unseen;
  for (const Card c : card_type(view.settings).deck()) {
    if (!seen[static_cast<std::size_t>(c)]) unseen.push_back(c);
  }
  return unseen;
}

double estimate_equity(const View& view, int samples, engine::Rng& rng) {
  if (!view.your_seat) return 0;
  // Point-Voronoi has no deck to deal from: its points are sampled fresh.
  if (view.settings.card_type == CardKind::kPointVoronoi) {
    return estimate_voronoi_equity(view, std::max(1, samples / kVoronoiSampleDivisor), rng);
  }
  const Seat me = *view.your_seat;
  const auto& type = card_type(view.settings);
  const auto& mine = view.players[me].cards;
  if (!mine[0] || !mine[1]) return 0;
  std::vector<Seat> opponents;
  for (const auto& p : view.players) {
    if (p.seat != me && p.dealt && !p.folded) opponents.push_back(p.seat);
  }
  if (opponents.empty()) return 1;
  std::vector<Card> unseen = unseen_cards(view);
  double share = 0;
  for (int trial = 0; trial < samples; ++trial) {
    rng.shuffle(std::span<Card>(unseen));
    std::size_t next = 0;
    const auto draw = [&]() { return unseen[next++]; };
    std::array<Card, 2> board{};
    for (std::size_t i = 0; i < 2; ++i) board[i] = i < view.board.size() ? view.board[i] : draw();
    const auto value_of = [&](Card a, Card b) {
      return type.best_value({a, b, board[0], board[1]});
    };
    const HandValue own = value_of(*mine[0], *mine[1]);
    bool beaten = false;
    int tied = 1;
    for (const Seat s : opponents) {
      const auto& cards = view.players[s].cards;
      const Card a = cards[0] ? *cards[0] : draw();
      const Card b = cards[1] ? *cards[1] : draw();
      const HandValue other = value_of(a, b);
      if (other > own) beaten = true;
      if (other == own) ++tied;
    }
    if (!beaten) share += 1.0 / tied;
  }
  return samples > 0 ? share / samples : 0;
}

Action SteadyBot::decide(const View& view) {
  return decide_with(view, kFullSamples);
}

Action SteadyBot::decide_within(const View& view, engine::BotBudget budget) {
  return decide_with(view, std::max(8, static_cast<int>(std::lround(kFullSamples * budget.work))));
}

Action SteadyBot::decide_with(const View& view, int samples) {
  if (!view.your_seat) return bot_move(Action::Kind::kCheck);
  if (const auto other = no_decision_move(view)) return *other;
  const Seat me = *view.your_seat;
  const auto& you = view.players[me];
  if (view.phase == Phase::kSelection) {
    const auto& cards = you.cards;
    if (!view.your_saved && cards[0] && cards[1] && view.board.size() == 2) {
      const FourCards four{*cards[0], *cards[1], view.board[0], view.board[1]};
      Action action = bot_move(Action::Kind::kSelect);
      action.selection = card_type(view.settings).best(four);
      // Nothing fits an edited grid panel: nothing to submit (note 44).
      if (action.selection.cards.empty()) return bot_move(Action::Kind::kFinalize);
      return action;
    }
    return bot_move(Action::Kind::kFinalize);
  }
  if (view.phase == Phase::kBreak) return bot_move(Action::Kind::kAgree);
  const int rollouts = std::max(8, samples * kFullRollouts / kFullSamples);
  if (const auto chosen = heads_up_move(view, rollouts, rng_)) return *chosen;
  const double equity = estimate_equity(view, samples, rng_);
  return threshold_move(equity, {.to_call = view.your_to_call,
                                 .pot = view.pot,
                                 .current_bet = view.current_bet,
                                 .min_raise_to = view.min_raise_to,
                                 .most = you.bet + you.stack,
                                 .may_raise = view.your_may_raise,
                                 .all_in = view.your_all_in});
}

Action CallerBot::decide(const View& view) {
  if (!view.your_seat) return bot_move(Action::Kind::kCheck);
  if (const auto other = no_decision_move(view)) return *other;
  if (view.phase == Phase::kSelection) {
    const auto& cards = view.players[*view.your_seat].cards;
    if (!view.your_saved && cards[0] && cards[1] && view.board.size() == 2) {
      Action action = bot_move(Action::Kind::kSelect);
      action.selection =
          card_type(view.settings).best({*cards[0], *cards[1], view.board[0], view.board[1]});
      if (action.selection.cards.empty()) return bot_move(Action::Kind::kFinalize);
      return action;
    }
    return bot_move(Action::Kind::kFinalize);
  }
  if (view.phase == Phase::kBreak) return bot_move(Action::Kind::kAgree);
  return bot_move(view.your_to_call > 0 ? Action::Kind::kCall : Action::Kind::kCheck);
}

std::vector<std::string> bot_names() {
  return {"Steady", "Caller"};
}

engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed) {
  if (name == "Steady") return std::make_unique<SteadyBot>(seed);
  if (name == "Caller") return std::make_unique<CallerBot>();
  return engine::invalid("no Hold'em bot named '" + std::string(name) + "'");
}

}  // namespace gavel::holdem
