// The final ranking (note 29) and the paid table's payouts (notes 32-34):
// pure functions of the final numbers, shared by the rules and the verifier.
#pragma once

#include <cstdint>
#include <vector>

#include "games/auction/dice.h"

namespace gavel::auction {

// Competition ranks (1, 1, 3) by profit, then credits left; one per seat.
std::vector<int> competition_ranks(const std::vector<int>& profits,
                                   const std::vector<int>& credits);

// Seats best first; equal ranks keep seat order.
std::vector<int> ranking_order(const std::vector<int>& ranks);

struct Payouts {
  std::int64_t pot = 0;            // seats × stake
  std::int64_t rake = 0;           // floor(pot × rake_pct / 100)
  std::vector<std::int64_t> paid;  // per seat; adds up to pot − rake
  bool operator==(const Payouts&) const = default;
};

// Each seat with profit > 0 gets floor(P × profit / Σ positive profit); the
// units left go one each by largest remainder, then better rank, then the
// dice. Nobody profited: the rank-1 seats split P equally, the units left by
// the dice. The dice order a tied group by successive draws
// draw("auction-0.2/payout/{j}", seats left in the group).
Payouts payouts(const std::vector<int>& profits, const std::vector<int>& ranks, std::int64_t stake,
                int rake_pct, const Seed32& seed);

}  // namespace gavel::auction
