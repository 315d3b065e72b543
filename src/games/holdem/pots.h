// Settling a hand's chips (notes 24-28, 95): what goes back uncalled, the
// main and side pots by contribution level, and each pot's award with odd
// chips discarded. Pure functions of the contributions, tested alone.
#pragma once

#include <optional>
#include <vector>

#include "engine/types.h"
#include "games/holdem/card_type.h"
#include "games/holdem/settings.h"

namespace gavel::holdem {

struct Contribution {
  Chips total = 0;  // this hand, ante included
  bool folded = false;
  bool dealt = false;
};

// Chips above the highest total of a non-folded player go back to whoever
// put them in, folded players included (note 95; note 24 is its case of one
// bettor). Returns the amount per seat and lowers `totals` by it.
std::vector<Chips> return_excess(std::vector<Contribution>& totals);

struct Pot {
  Chips amount = 0;
  std::vector<engine::Seat> eligible;
  std::vector<engine::Seat> winners;
  Chips share = 0;      // each winner's
  Chips discarded = 0;  // amount − share × winners
  bool operator==(const Pot&) const = default;
};

// Pot k takes min(c, L[k]) − min(c, L[k−1]) from every contributor, for the
// distinct totals L of non-folded players; eligible: non-folded with c >= L[k].
std::vector<Pot> build_pots(const std::vector<Contribution>& totals);

// Awards every pot to its best eligible hands (`values` per seat; empty for
// folded seats), splitting equally and discarding the remainder.
void award(std::vector<Pot>& pots, const std::vector<std::optional<HandValue>>& values);

// The same for shares scored together (JointShowdown): a pot's winners are
// its eligible seats with share >= (1 - tolerance) x its best eligible share,
// measured from the best so ties never chain (note 53).
void award_shares(std::vector<Pot>& pots, const std::vector<std::optional<double>>& shares,
                  double tolerance);

}  // namespace gavel::holdem
