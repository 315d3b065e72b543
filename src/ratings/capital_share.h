// The Right Price's ELO rule (right-price.md, "Capital and ELO"): each
// participant's share of all the money, against its ELO expectation.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/error.h"
#include "ratings/participant.h"
#include "ratings/raw_changes.h"

namespace gavel::ratings {

// Above this, money would no longer be exact in a double.
inline constexpr std::int64_t kMaxMoney = std::int64_t{1} << 53;

// Where all the money is at game end. B = starting_capital × participants
// (the bot included); capitals, bank and prize pool must add up to B.
struct CapitalOutcome {
  std::vector<std::int64_t> final_capital;  // one per participant, in participant order
  std::int64_t bank = 0;                    // shared among participants with capital > 0
  std::int64_t prize_pool = 0;              // part of B, ignored by the rule (notes, point 15)
  std::int64_t starting_capital = 0;
};

// playerScore = (finalCapital + bank / alive) / B for a participant with
// capital > 0, else 0; everyone 1 / n when B = 0 or nobody has capital.
// expectedScore = 1 / Σ_j 10^((R_j − R_i) / 400), j over everyone, i included.
// change = K × (playerScore − expectedScore).
engine::Result<RawChanges> capital_share_changes(std::span<const Participant> participants,
                                                 const CapitalOutcome& outcome);

}  // namespace gavel::ratings
