// Leftover units are handed out in one order built once: only the group at
// the cut can be partly served, so one run of dice labels suffices.
#include "games/auction/standings.h"

#include <algorithm>
#include <numeric>
#include <string>

namespace gavel::auction {

std::vector<int> competition_ranks(const std::vector<int>& profits,
                                   const std::vector<int>& credits) {
  const auto n = profits.size();
  std::vector<int> ranks(n, 1);
  for (std::size_t a = 0; a < n; ++a) {
    for (std::size_t b = 0; b < n; ++b) {
      const bool better =
          profits[b] > profits[a] || (profits[b] == profits[a] && credits[b] > credits[a]);
      if (better) ++ranks[a];
    }
  }
  return ranks;
}

std::vector<int> ranking_order(const std::vector<int>& ranks) {
  std::vector<int> order(ranks.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return ranks[a] < ranks[b]; });
  return order;
}

namespace {

// `units` (< group sizes) go one each to seats in `order`, where seats that
// compare equal under `same` form a group the dice order.
template <class Same>
void hand_out(std::vector<int> order, std::int64_t units, const Same& same, const Seed32& seed,
              std::vector<std::int64_t>& paid) {
  std::size_t at = 0;
  int pick = 0;
  while (units > 0 && at < order.size()) {
    std::size_t end = at + 1;
    while (end < order.size() && same(order[at], order[end])) ++end;
    std::vector<int> group(order.begin() + static_cast<std::ptrdiff_t>(at),
                           order.begin() + static_cast<std::ptrdiff_t>(end));
    if (static_cast<std::int64_t>(group.size()) <= units) {
      for (const int seat : group) ++paid[seat];
      units -= static_cast<std::int64_t>(group.size());
    } else {
      std::sort(group.begin(), group.end());
      while (units > 0) {
        const auto index = draw(seed, "auction-0.2/payout/" + std::to_string(pick++), group.size());
        ++paid[group[index]];
        group.erase(group.begin() + static_cast<std::ptrdiff_t>(index));
        --units;
      }
    }
    at = end;
  }
}

}  // namespace

Payouts payouts(const std::vector<int>& profits, const std::vector<int>& ranks, std::int64_t stake,
                int rake_pct, const Seed32& seed) {
  const auto n = profits.size();
  Payouts out;
  out.pot = static_cast<std::int64_t>(n) * stake;
  out.rake = out.pot * rake_pct / 100;
  out.paid.assign(n, 0);
  const std::int64_t prize = out.pot - out.rake;
  std::int64_t positive = 0;
  for (const int p : profits) positive += std::max(p, 0);
  std::int64_t given = 0;
  std::vector<int> order;
  std::vector<std::int64_t> remainder(n, 0);
  if (positive > 0) {
    for (std::size_t s = 0; s < n; ++s) {
      if (profits[s] <= 0) continue;
      out.paid[s] = prize * profits[s] / positive;
      remainder[s] = prize * profits[s] % positive;
      given += out.paid[s];
      order.push_back(static_cast<int>(s));
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      if (remainder[a] != remainder[b]) return remainder[a] > remainder[b];
      return ranks[a] < ranks[b];
    });
  } else {
    for (std::size_t s = 0; s < n; ++s) {
      if (ranks[s] == 1) order.push_back(static_cast<int>(s));
    }
    const auto share = prize / static_cast<std::int64_t>(order.size());
    for (const int s : order) out.paid[s] = share, given += share;
  }
  const auto same = [&](int a, int b) {
    return remainder[a] == remainder[b] && ranks[a] == ranks[b];
  };
  hand_out(order, prize - given, same, seed, out.paid);
  return out;
}

}  // namespace gavel::auction
