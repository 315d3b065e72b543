// The shared finish step. It works in tenths from the rounding on, so the
// floor and the totals are exact integers.
#include "ratings/settle.h"

#include <cmath>
#include <string>

#include "ratings/largest_remainder.h"

namespace gavel::ratings {

engine::Result<Settlement> settle(std::span<const Participant> participants,
                                  std::span<const double> raw_changes, FloorRule rule) {
  if (auto ok = check_participants(participants); !ok) return std::unexpected(ok.error());
  const std::size_t n = participants.size();
  if (raw_changes.size() != n) {
    return engine::invalid("expected " + std::to_string(n) +
                           " raw changes, one per participant, got " +
                           std::to_string(raw_changes.size()));
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (!std::isfinite(raw_changes[i]) || std::abs(raw_changes[i]) > kMaxRawChange) {
      return engine::invalid("participant " + std::to_string(i) +
                             "'s raw change is not a finite number within ±" +
                             std::to_string(static_cast<long long>(kMaxRawChange)));
    }
  }

  double bots_total = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    if (participants[i].is_bot()) bots_total += raw_changes[i];
  }
  const double bot_share = bots_total / human_count(participants);

  Settlement out;
  std::vector<double> human_tenths;  // exact changes of the humans, in tenths
  for (std::size_t i = 0; i < n; ++i) {
    const Participant& p = participants[i];
    Entry entry{p.kind, p.rating, raw_changes[i], 0.0, 0, p.rating};
    if (!p.is_bot()) {
      entry.exact_change = raw_changes[i] + bot_share;
      human_tenths.push_back(entry.exact_change * 10.0);
    }
    out.entries.push_back(entry);
  }

  const auto rounded = round_largest_remainder(human_tenths);
  std::vector<Tenths> targets;
  std::size_t h = 0;
  for (const Entry& entry : out.entries) {
    if (entry.kind == Kind::kHuman) targets.push_back(entry.old_rating + rounded[h++]);
  }
  const auto floored = apply_floor(targets, rule);
  h = 0;
  for (Entry& entry : out.entries) {
    if (entry.kind != Kind::kHuman) continue;
    entry.new_rating = floored[h++];
    entry.change = entry.new_rating - entry.old_rating;
  }
  return out;
}

Settlement unrated(std::span<const Participant> participants) {
  Settlement out{.rated = false, .entries = {}};
  for (const Participant& p : participants) {
    out.entries.push_back(Entry{p.kind, p.rating, 0.0, 0.0, 0, p.rating});
  }
  return out;
}

}  // namespace gavel::ratings
