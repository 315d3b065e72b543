// The card-type seam: everything the tournament needs to know about a kind
// of card (its deck, how four cards score, the tie-break, the solver behind
// Automatic best and Best possible, and what a Manual submission is). The
// betting and the pots never look inside a card. Value-sum is the first
// implementation (value_sum.h); Point-Voronoi (voronoi.h) scores all the
// showdown's hands together through score_together; the grid types come later.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/error.h"
#include "engine/rng.h"

namespace gavel::holdem {

// A card is a number naming it in every view and record (Value-sum: its value).
using Card = int;
// A player's two private cards followed by the flop and the turn.
using FourCards = std::array<Card, 4>;

// One grid piece put down: its card, its orientation (an index into the
// catalog's list for that piece) and the translation of that orientation
// in lattice units (docs/games/holdem.md, "Grid pieces and panels").
struct Placement {
  Card card = 0;
  int orientation = 0;
  int dx = 0;
  int dy = 0;
  bool operator==(const Placement&) const = default;
};

// A Manual submission, or a solver's answer. `cards` is the chosen subset
// of the four (for grid types: the placed cards, in placement order);
// grid types also say where each piece lies.
struct Selection {
  std::vector<Card> cards;
  std::vector<Placement> placements = {};
  bool operator==(const Selection&) const = default;
};

// A scored hand: higher `score` wins, equal scores compare `tiebreak`
// (every card's value, highest first, used or not).
struct HandValue {
  int score = 0;
  std::array<int, 4> tiebreak{};
  auto operator<=>(const HandValue&) const = default;
};

// A showdown whose hands score together (Point-Voronoi: one diagram from
// every hand still in). Higher shares win; shares within the type's
// relative tolerance of a pot's best eligible share tie.
struct JointShowdown {
  std::vector<std::optional<double>> shares;  // per seat; none for hands not in it
  boost::json::object drawing;                // what every viewer may see of it
  bool operator==(const JointShowdown&) const = default;
};

class CardType {
 public:
  virtual ~CardType() = default;
  // The deck in its default order, one of each card.
  virtual std::vector<Card> deck() const = 0;
  // The score of `selection` for `four`, or why it is not a valid selection.
  virtual engine::Result<int> score(const Selection& selection, const FourCards& four) const = 0;
  // The four-card tie-break tuple.
  virtual std::array<int, 4> tiebreak(const FourCards& four) const = 0;
  // One best selection (Automatic best, and the Best possible example),
  // chosen by a fixed rule so replays agree.
  virtual Selection best(const FourCards& four) const = 0;
  // Whether a saved selection ends the player's Manual selection at once.
  virtual bool finalizes(const Selection& selection, int score) const = 0;
  // Every valid selection of `four`, for legal-action lists (small for
  // Value-sum: at most 15).
  virtual std::vector<Selection> selections(const FourCards& four) const = 0;
  // What `four` scores at its best (Automatic best's score, 0 when nothing
  // is valid) with its tie-break. Bots weigh thousands of hands a
  // decision, so a type may answer this without building the selection.
  virtual HandValue best_value(const FourCards& four) const {
    return HandValue{score(best(four), four).value_or(0), tiebreak(four)};
  }

  // A hand's cards in deal order, at least `count` of them, distinct: a
  // fixed deck is shuffled whole; Point-Voronoi draws fresh points.
  virtual std::vector<Card> draw(engine::Rng& rng, std::size_t count) const {
    (void)count;
    auto cards = deck();
    rng.shuffle(std::span<Card>(cards));
    return cards;
  }
  // Types that score every showdown hand at once return the result here
  // (`hands` per seat: the two cards of each hand still in); the others
  // return nothing and are scored hand by hand.
  virtual std::optional<JointShowdown> score_together(
      const std::vector<std::optional<std::array<Card, 2>>>& hands,
      const std::array<Card, 2>& board) const {
    (void)hands;
    (void)board;
    return std::nullopt;
  }
  // The relative tolerance of score_together's shares (note 53).
  virtual double share_tolerance() const { return 0; }
};

struct Settings;
// The card type of `settings`; a grid type lives in the settings (its panel
// is theirs), so the reference lasts as long as they do.
const CardType& card_type(const Settings& settings);

}  // namespace gavel::holdem
