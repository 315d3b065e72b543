// Position betting's ranking (spendii.md "Betting for positions"; notes
// 9-14): each position's column ranks the participants by their bid for it,
// lowest first; ties go human before bot, then earlier submission, then
// lower rating, then earlier room entry (the lower seat).
#pragma once

#include <optional>
#include <vector>

#include "engine/types.h"
#include "games/spendii/settings.h"

namespace gavel::spendii {

struct Submission {
  std::vector<int> bids;     // one per position, A first, NO PLAY last
  engine::Millis at_ms = 0;  // since the start of the match (note 12)
  bool operator==(const Submission&) const = default;
};

// Whether `bids` is a legal submission for `positions` positions: integers
// in [-target, target] summing to 0 (note 9). The error says why not.
engine::Result<void> check_bids(const std::vector<int>& bids, int positions, int target);

// columns[p] lists every seat, best rank first, for position p.
std::vector<std::vector<engine::Seat>> rank_columns(const std::vector<Submission>& submissions,
                                                    const std::vector<SeatInfo>& info);

// The positions a seat may choose at `rank` (0-based): those whose column
// has it at that rank and that nobody holds yet (`holder[p]` empty).
std::vector<int> highlighted(const std::vector<std::vector<engine::Seat>>& columns,
                             const std::vector<std::optional<engine::Seat>>& holder,
                             engine::Seat seat, int rank);

// The letter of position p: A..E for active positions, "NO PLAY" for the
// final one when the room has it (note 20).
std::string position_name(const Settings& settings, int position);

}  // namespace gavel::spendii
