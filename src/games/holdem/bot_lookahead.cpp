#include "games/holdem/bot_lookahead.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "games/holdem/bot.h"
#include "games/holdem/heads_up_hand.h"

namespace gavel::holdem {

namespace {

// Card numbers of the deck-based types are below this (Value-sum: 1-20).
constexpr std::size_t kCardIds = 64;
// tournament_chance's curvature, tuned on the bot table (docs/perf.md,
// "Hold'em: the house bot's table"): 0 (the chips themselves) and 6 won less.
constexpr double kConcavity = 3.0;

// The bot's share of a showdown against one hand it cannot see, exactly
// over every hand the opponent may hold, for each board it may meet; worked
// out the first time a board is met in a decision.
class Equities {
 public:
  Equities(const CardType& type, std::array<Card, 2> mine, std::vector<Card> unseen,
           std::optional<std::array<Card, 2>> opponent)
      : type_(type),
        mine_(mine),
        unseen_(std::move(unseen)),
        opponent_(opponent),
        full_(kCardIds * kCardIds, -1),
        flop_(kCardIds, -1) {}

  double at(const std::array<Card, 2>& board, int out) {
    if (out == 2) return full(board[0], board[1]);
    if (out == 1) return flop(board[0]);
    if (none_ < 0) {
      double sum = 0;
      for (const Card f : unseen_) sum += flop(f);
      none_ = unseen_.empty() ? 0 : sum / static_cast<double>(unseen_.size());
    }
    return none_;
  }

 private:
  double flop(Card f) {
    double& cached = flop_[static_cast<std::size_t>(f)];
    if (cached < 0) {
      double sum = 0;
      int count = 0;
      for (const Card t : unseen_) {
        if (t == f) continue;
        sum += full(f, t);
        ++count;
      }
      cached = count ? sum / count : 0;
    }
    return cached;
  }

  double full(Card f, Card t) {
    double& cached = full_[static_cast<std::size_t>(std::min(f, t)) * kCardIds +
                           static_cast<std::size_t>(std::max(f, t))];
    if (cached >= 0) return cached;
    const HandValue own = type_.best_value({mine_[0], mine_[1], f, t});
    const auto share = [&](Card a, Card b) {
      const HandValue other = type_.best_value({a, b, f, t});
      return own > other ? 1.0 : own == other ? 0.5 : 0.0;
    };
    if (opponent_) return cached = share((*opponent_)[0], (*opponent_)[1]);
    double sum = 0;
    int count = 0;
    for (std::size_t i = 0; i < unseen_.size(); ++i) {
      if (unseen_[i] == f || unseen_[i] == t) continue;
      for (std::size_t j = i + 1; j < unseen_.size(); ++j) {
        if (unseen_[j] == f || unseen_[j] == t) continue;
        sum += share(unseen_[i], unseen_[j]);
        ++count;
      }
    }
    return cached = count ? sum / count : 0;
  }

  const CardType& type_;
  std::array<Card, 2> mine_;
  std::vector<Card> unseen_;
  std::optional<std::array<Card, 2>> opponent_;
  std::vector<double> full_;
  std::vector<double> flop_;
  double none_ = -1;
};

}  // namespace

double tournament_chance(double share) {
  const double x = std::clamp(share, 0.0, 1.0);
  return (1 - std::exp(-kConcavity * x)) / (1 - std::exp(-kConcavity));
}

std::optional<Action> heads_up_move(const View& view, int rollouts, engine::Rng& rng) {
  if (view.settings.card_type != CardKind::kValueSum) return std::nullopt;
  const auto found = heads_up_hand(view);
  if (!found) return std::nullopt;
  const HeadsUpHand& root = *found;
  const auto& you = view.players[root.seats[0]];
  const auto& them = view.players[root.seats[1]];
  if (!you.cards[0] || !you.cards[1] || rollouts <= 0) return std::nullopt;
  // Only once two players are left: with more at the table, the chips the
  // others lose to one another are worth more than the curve says (the bot
  // table won less when every two-hand pot was played this way).
  int players_left = 0;
  for (const auto& p : view.players) players_left += p.stack + p.committed > 0 ? 1 : 0;
  if (players_left != 2) return std::nullopt;

  // What the bot has not seen: the opponent's cards unless shown, the
  // board still to come, and every folded hand.
  const auto& type = card_type(view.settings);
  const std::vector<Card> unseen = unseen_cards(view);
  std::optional<std::array<Card, 2>> known;
  if (them.cards[0] && them.cards[1]) known = std::array<Card, 2>{*them.cards[0], *them.cards[1]};
  const std::size_t hidden = (known ? 0 : 2) + (2 - view.board.size());
  if (unseen.size() < hidden) return std::nullopt;
  Equities equities(type, {*you.cards[0], *you.cards[1]}, unseen, known);
  Chips total = 0;
  for (const auto& p : view.players) total += p.stack + p.committed;
  if (total <= 0) return std::nullopt;
  const auto chance = [&](Chips chips) {
    return tournament_chance(static_cast<double>(chips) / static_cast<double>(total));
  };

  // The candidates, the plainest first so that it wins ties.
  const Chips owed = view.your_to_call;
  const Chips most = you.bet + you.stack;
  std::vector<Action> candidates{bot_move(owed > 0 ? Action::Kind::kCall : Action::Kind::kCheck)};
  if (view.your_may_raise && most > view.min_raise_to) {
    const auto kind = view.current_bet == 0 ? Action::Kind::kBet : Action::Kind::kRaise;
    for (const Chips to :
         {view.min_raise_to, view.current_bet + view.pot / 2, view.current_bet + view.pot}) {
      const bool fresh = std::none_of(candidates.begin(), candidates.end(),
                                      [&](const Action& a) { return a.amount == to; });
      if (to >= view.min_raise_to && to < most && fresh) candidates.push_back(bot_move(kind, to));
    }
  }
  if (view.your_all_in) candidates.push_back(bot_move(Action::Kind::kAllIn));

  // Every candidate meets the same deals (common random numbers), so their
  // means differ by the move, not by the luck of the draw.
  const std::uint64_t base = rng.next();
  double best_value = owed > 0 ? chance(you.stack) : -1;  // folding, when it costs a check
  Action best = bot_move(Action::Kind::kFold);
  std::vector<Card> deal;
  for (const Action& candidate : candidates) {
    double sum = 0;
    for (int r = 0; r < rollouts; ++r) {
      engine::Rng sample(base + static_cast<std::uint64_t>(r));
      deal = unseen;
      sample.shuffle(std::span<Card>(deal));
      std::size_t next = 0;
      std::array<Card, 2> theirs{};
      if (known) {
        theirs = *known;
      } else {
        theirs = {deal[0], deal[1]};
        next = 2;
      }
      std::array<Card, 2> board{};
      for (std::size_t i = 0; i < 2; ++i) {
        board[i] = i < view.board.size() ? view.board[i] : deal[next++];
      }
      HeadsUpHand hand = root;
      hand.apply(0, candidate);
      while (!hand.over) {
        const int i = hand.to_act;
        hand.apply(i, i == 0 ? threshold_move(equities.at(board, hand.street), hand.spot(0))
                             : uniform_move(hand, 1, sample));
      }
      int outcome = 1;
      if (hand.folded < 0) {
        const HandValue own = type.best_value({*you.cards[0], *you.cards[1], board[0], board[1]});
        const HandValue other = type.best_value({theirs[0], theirs[1], board[0], board[1]});
        outcome = own > other ? 1 : own == other ? 0 : -1;
      }
      sum += chance(hand.chips_after(outcome));
    }
    const double value = sum / rollouts;
    if (value > best_value) {
      best_value = value;
      best = candidate;
    }
  }
  return best;
}

}  // namespace gavel::holdem
