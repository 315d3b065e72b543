// The capital-share rule, exactly as the Right Price rulebook writes it; the
// bot's share, rounding and the floor come later, in settle().
#include "ratings/capital_share.h"

#include <algorithm>
#include <string>

namespace gavel::ratings {
namespace {

engine::Result<void> check_money(std::int64_t amount, const std::string& what) {
  if (amount < 0) return engine::invalid(what + " is negative (" + std::to_string(amount) + ")");
  if (amount > kMaxMoney) {
    return engine::invalid(what + " is too large (" + std::to_string(amount) + ")");
  }
  return {};
}

engine::Result<void> check_outcome(std::size_t n, const CapitalOutcome& outcome) {
  if (outcome.final_capital.size() != n) {
    return engine::invalid("expected " + std::to_string(n) +
                           " final capitals, one per participant, got " +
                           std::to_string(outcome.final_capital.size()));
  }
  if (auto ok = check_money(outcome.starting_capital, "the starting capital"); !ok) return ok;
  if (outcome.starting_capital > kMaxMoney / static_cast<std::int64_t>(n)) {
    return engine::invalid("the total money (starting capital × participants) is too large");
  }
  const std::int64_t total = outcome.starting_capital * static_cast<std::int64_t>(n);
  if (auto ok = check_money(outcome.bank, "the bank"); !ok) return ok;
  if (auto ok = check_money(outcome.prize_pool, "the prize pool"); !ok) return ok;
  // Every term is at most 2^53 and the loop stops once the sum passes
  // B <= 2^53, so the sum stays below 2^55: no overflow.
  std::int64_t sum = outcome.bank + outcome.prize_pool;
  for (std::size_t i = 0; i < n; ++i) {
    const std::int64_t capital = outcome.final_capital[i];
    if (auto ok = check_money(capital, "participant " + std::to_string(i) + "'s capital"); !ok) {
      return ok;
    }
    sum += capital;
    if (sum > total) break;
  }
  if (sum != total) {
    return engine::invalid("capitals, bank and prize pool add up to " + std::to_string(sum) +
                           ", not B = starting capital × participants = " + std::to_string(total));
  }
  return {};
}

}  // namespace

engine::Result<RawChanges> capital_share_changes(std::span<const Participant> participants,
                                                 const CapitalOutcome& outcome) {
  if (auto ok = check_participants(participants); !ok) return std::unexpected(ok.error());
  const std::size_t n = participants.size();
  if (auto ok = check_outcome(n, outcome); !ok) return std::unexpected(ok.error());

  const auto total = static_cast<double>(outcome.starting_capital) * static_cast<double>(n);
  const auto alive = std::ranges::count_if(outcome.final_capital, [](auto c) { return c > 0; });
  RawChanges out;
  out.score.assign(n, 1.0 / static_cast<double>(n));  // B = 0 or nobody with capital
  if (outcome.starting_capital > 0 && alive > 0) {
    // The bank is shared only among those with capital, possibly in fractions.
    const double bank_share = static_cast<double>(outcome.bank) / static_cast<double>(alive);
    for (std::size_t i = 0; i < n; ++i) {
      const std::int64_t capital = outcome.final_capital[i];
      out.score[i] = capital > 0 ? (static_cast<double>(capital) + bank_share) / total : 0.0;
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    double sum = 0.0;
    for (const Participant& other : participants) {
      sum += elo_power(other.rating, participants[i].rating);
    }
    out.expected.push_back(1.0 / sum);
    out.change.push_back(kK * (out.score[i] - out.expected[i]));
  }
  return out;
}

}  // namespace gavel::ratings
