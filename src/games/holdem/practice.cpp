// A scenario is one pot everyone is eligible for, awarded by the same
// functions as a real showdown, so Practice cannot drift from the table.
#include "games/holdem/practice.h"

#include "engine/rng.h"
#include "games/holdem/pots.h"
#include "games/holdem/view.h"
#include "games/holdem/voronoi.h"

namespace gavel::holdem {
namespace json = boost::json;

engine::Result<PracticeScenario> practice_scenario(const Settings& settings, int hands,
                                                   engine::Seed seed) {
  if (hands > kMaxSeats) {
    return engine::invalid("Practice deals at most " + std::to_string(kMaxSeats) + " hands");
  }
  hands = std::max(hands, kMinPracticeHands);
  const auto count = static_cast<std::size_t>(hands);
  const auto& type = card_type(settings);
  engine::Rng rng(engine::derive_seed(seed, 94));
  const auto cards = type.draw(rng, 2 * count + 2);
  PracticeScenario out;
  out.hands.resize(count);
  for (std::size_t h = 0; h < count; ++h) out.hands[h].cards = {cards[2 * h], cards[2 * h + 1]};
  out.board = {cards[2 * count], cards[2 * count + 1]};
  Pot pot;
  for (int h = 0; h < hands; ++h) pot.eligible.push_back(h);
  std::vector<Pot> pots{pot};
  std::vector<std::optional<std::array<Card, 2>>> held;
  for (const auto& hand : out.hands) held.emplace_back(hand.cards);
  out.joint = type.score_together(held, out.board);
  if (out.joint) {
    for (std::size_t h = 0; h < count; ++h) out.hands[h].share = out.joint->shares[h];
    award_shares(pots, out.joint->shares, type.share_tolerance());
  } else {
    // Scored as Automatic best: the solver's best selection of each hand.
    std::vector<std::optional<HandValue>> values;
    for (auto& hand : out.hands) {
      const FourCards four{hand.cards[0], hand.cards[1], out.board[0], out.board[1]};
      const auto best = type.best(four);
      const auto score = type.score(best, four);
      if (!score) return std::unexpected(score.error());
      hand.score = *score;
      hand.used = best;
      values.push_back(HandValue{*score, type.tiebreak(four)});
    }
    award(pots, values);
  }
  out.winners.assign(pots[0].winners.begin(), pots[0].winners.end());
  return out;
}

json::object practice_json(const PracticeScenario& scenario) {
  json::array hands;
  for (const auto& hand : scenario.hands) {
    json::object entry{{"cards", json::array{hand.cards[0], hand.cards[1]}}};
    if (hand.score) entry["score"] = *hand.score;
    if (hand.used) {
      entry["used"] = json::array(hand.used->cards.begin(), hand.used->cards.end());
      // Grid types: where the used pieces lie, as a showdown shows them.
      if (!hand.used->placements.empty())
        entry["placements"] = placements_json(hand.used->placements);
    }
    if (hand.share) {
      entry["share_ppb"] = share_ppb(*hand.share);
      entry["share_percent"] = share_percent(*hand.share);
    }
    hands.push_back(std::move(entry));
  }
  json::object out{{"hands", std::move(hands)},
                   {"board", json::array{scenario.board[0], scenario.board[1]}},
                   {"winners", json::array(scenario.winners.begin(), scenario.winners.end())}};
  if (scenario.joint) out["diagram"] = scenario.joint->drawing;
  return out;
}

}  // namespace gavel::holdem
