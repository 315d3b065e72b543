// Every decision is a pure function of the view (Random's of the view and
// its own generator), so the same view gives the same move: the property
// Move advice will need (note 60). Ties go to the earlier legal move.
#include "games/spendii/bot.h"

#include <algorithm>

#include "games/spendii/moves.h"

namespace gavel::spendii {

namespace {

// Chips still missing to buy `card`, gold counted as wild.
int shortfall(const Card& card, const PlayerView& me) {
  const auto owed = due(card, me.bonuses);
  int missing = 0;
  for (int c = 0; c < kColours; ++c) missing += std::max(0, owed[c] - me.chips[c]);
  return std::max(0, missing - me.chips[kGold]);
}

std::vector<Card> cards_in_reach(const View& view, const PlayerView& me) {
  std::vector<Card> out;
  for (const auto& tier : view.market) {
    for (const auto& slot : tier.slots) {
      if (slot) out.push_back(*slot);
    }
  }
  for (const auto& held : me.held) {
    if (held.card) out.push_back(*held.card);
  }
  return out;
}

// How much a bonus of `colour` brings me toward the tiles still on the board.
int tile_help(const View& view, const PlayerView& me, int colour) {
  int help = 0;
  for (const auto& tile : view.tiles) {
    if (me.bonuses[colour] < tile.need[colour]) {
      int missing = 0;
      for (int c = 0; c < kColours; ++c) missing += std::max(0, tile.need[c] - me.bonuses[c]);
      help += missing <= 3 ? 3 : 1;
    }
  }
  return help;
}

// What a card is worth to me: points first, then the tiles and the
// discounts it gives toward the other cards in reach.
int card_worth(const View& view, const PlayerView& me, const Card& card,
               const std::vector<Card>& reach) {
  int discount_use = 0;
  for (const auto& other : reach) {
    if (other.id != card.id && due(other, me.bonuses)[card.bonus] > 0) ++discount_use;
  }
  const int points_weight = me.points + card.points >= view.settings.target ? 100 : 10;
  return card.points * points_weight + 3 * tile_help(view, me, card.bonus) + 3 * discount_use;
}

const Action* find(const std::vector<Action>& moves, Action::Kind kind) {
  for (const auto& m : moves) {
    if (m.kind == kind) return &m;
  }
  return nullptr;
}

// Follow-up stages and positions, shared by Planner and Greedy.
std::optional<Action> routine(const View& view, const std::vector<Action>& moves,
                              const std::optional<Card>& target) {
  if (moves.empty()) return Action{};
  const auto& me = *view.me();
  if (view.phase == Phase::kBidding) return moves.front();  // all zeros
  if (view.phase == Phase::kSelecting) {
    // Note 64: the highlighted position with the highest own bid, then the earliest.
    const Action* best = &moves.front();
    const auto bid_for = [&](const Action& a) {
      const int p =
          a.position == kNoPlayPosition ? static_cast<int>(view.players.size()) - 1 : a.position;
      return me.bids ? (*me.bids)[static_cast<std::size_t>(p)] : 0;
    };
    for (const auto& m : moves) {
      if (bid_for(m) > bid_for(*best)) best = &m;
    }
    return *best;
  }
  if (view.stage == Stage::kTile) return moves.front();
  if (view.stage == Stage::kReturn) {
    // Give back what the target card needs least; gold last.
    Colours need{};
    if (target) need = due(*target, me.bonuses);
    const auto spare = [&](const Chips& give) {
      int score = 0;
      for (int c = 0; c < kColours; ++c) {
        score -= std::max(0, give[c] - std::max(0, me.chips[c] - need[c])) * 10;
      }
      return score - give[kGold] * 20;
    };
    const Action* best = &moves.front();
    for (const auto& m : moves) {
      if (spare(m.chips) > spare(best->chips)) best = &m;
    }
    return *best;
  }
  return std::nullopt;
}

// The take that most reduces the shortfall of `target`, then of the others.
std::optional<Action> best_take(const std::vector<Action>& moves, const PlayerView& me,
                                const Card& target, const std::vector<Card>& reach) {
  const Action* best = nullptr;
  int best_score = 0;
  for (const auto& m : moves) {
    if (m.kind != Action::Kind::kTake) continue;
    PlayerView after = me;
    after.chips = me.chips + m.chips;
    const int room = kChipLimit - total(me.chips);
    if (total(m.chips) > std::max(1, room)) continue;  // do not take what goes straight back
    int score = (shortfall(target, me) - shortfall(target, after)) * 100;
    for (const auto& other : reach) score += shortfall(other, me) - shortfall(other, after);
    if (!best || score > best_score) {
      best = &m;
      best_score = score;
    }
  }
  if (!best || best_score <= 0) return std::nullopt;
  return *best;
}

std::optional<Card> nearest(const std::vector<Card>& reach, const PlayerView& me,
                            const auto& better) {
  std::optional<Card> best;
  for (const auto& card : reach) {
    if (!best || better(card, *best)) best = card;
  }
  (void)me;
  return best;
}

}  // namespace

Action PlannerBot::decide(const View& view) {
  const auto moves = legal_moves(view);
  if (moves.empty()) return Action{};
  const auto& me = *view.me();
  const auto reach = cards_in_reach(view, me);
  // The target: the best worth per chip still missing.
  const auto target = nearest(reach, me, [&](const Card& a, const Card& b) {
    const int wa = card_worth(view, me, a, reach);
    const int wb = card_worth(view, me, b, reach);
    const int sa = shortfall(a, me) + 1;
    const int sb = shortfall(b, me) + 1;
    return wa * sb * sb > wb * sa * sa;
  });
  if (auto routine_move = routine(view, moves, target)) return *routine_move;
  // Buy the most worthwhile affordable card.
  const Action* buy = nullptr;
  int buy_worth = -1;
  for (const auto& m : moves) {
    if (m.kind != Action::Kind::kBuy) continue;
    const auto it =
        std::find_if(reach.begin(), reach.end(), [&](const Card& c) { return c.id == m.card; });
    const int worth = card_worth(view, me, *it, reach);
    if (worth > buy_worth) {
      buy = &m;
      buy_worth = worth;
    }
  }
  if (buy) return *buy;
  if (target) {
    if (auto take = best_take(moves, me, *target, reach)) return *take;
    // Blocked: hold the target when it is face up (and take a gold with it).
    for (const auto& m : moves) {
      if (m.kind == Action::Kind::kHold && m.card == target->id) return m;
    }
  }
  if (const auto* hold = find(moves, Action::Kind::kHold); hold && me.held.size() < 2) return *hold;
  if (const auto* take = find(moves, Action::Kind::kTake); take && total(me.chips) < kChipLimit) {
    return *take;
  }
  return *find(moves, Action::Kind::kPass);
}

Action GreedyBot::decide(const View& view) {
  const auto moves = legal_moves(view);
  if (moves.empty()) return Action{};
  const auto& me = *view.me();
  const auto reach = cards_in_reach(view, me);
  const auto target = nearest(reach, me, [&](const Card& a, const Card& b) {
    if (a.points != b.points) return a.points > b.points;
    return shortfall(a, me) < shortfall(b, me);
  });
  if (auto routine_move = routine(view, moves, target)) return *routine_move;
  const Action* buy = nullptr;
  int points = -1;
  for (const auto& m : moves) {
    if (m.kind != Action::Kind::kBuy) continue;
    const auto it =
        std::find_if(reach.begin(), reach.end(), [&](const Card& c) { return c.id == m.card; });
    if (it->points > points) {
      buy = &m;
      points = it->points;
    }
  }
  if (buy) return *buy;
  // The best card: the most points among the nearest few.
  const auto closest = nearest(reach, me, [&](const Card& a, const Card& b) {
    const int sa = shortfall(a, me);
    const int sb = shortfall(b, me);
    if (sa != sb) return sa < sb;
    return a.points > b.points;
  });
  if (closest) {
    if (auto take = best_take(moves, me, *closest, reach)) return *take;
  }
  return *find(moves, Action::Kind::kPass);
}

Action RandomBot::decide(const View& view) {
  // The list's entry at the draw, without building the list.
  std::vector<Move> scratch;
  const auto move = random_move(view, rng_, scratch);
  if (!move) return Action{};
  return action_of(*move, static_cast<int>(view.players.size()));
}

std::vector<std::string> bot_names() {
  return {"Planner", "Greedy", "Random"};
}

engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed) {
  if (name == "Planner") return std::make_unique<PlannerBot>();
  if (name == "Greedy") return std::make_unique<GreedyBot>();
  if (name == "Random") return std::make_unique<RandomBot>(seed);
  return engine::invalid("no Spendii bot named '" + std::string(name) + "'");
}

}  // namespace gavel::spendii
