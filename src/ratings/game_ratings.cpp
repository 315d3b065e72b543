// Each rule joined to the shared finish step, with the one choice that
// differs between the rulebooks: how the floor is applied.
#include "ratings/game_ratings.h"

#include <algorithm>

#include "ratings/finishing_order.h"
#include "ratings/point_gap.h"

namespace gavel::ratings {
namespace {

engine::Result<Settlement> finish(std::span<const Participant> participants,
                                  const engine::Result<RawChanges>& raw, FloorRule rule,
                                  Rated rated) {
  if (!raw) return std::unexpected(raw.error());
  if (rated == Rated::kNo) return unrated(participants);
  return settle(participants, raw->change, rule);
}

}  // namespace

engine::Result<Settlement> capital_share_ratings(std::span<const Participant> participants,
                                                 const CapitalOutcome& outcome, Rated rated) {
  return finish(participants, capital_share_changes(participants, outcome), FloorRule::kReconcile,
                rated);
}

engine::Result<Settlement> finishing_order_ratings(std::span<const Participant> participants,
                                                   std::span<const int> places, Rated rated) {
  const bool has_bots = std::ranges::any_of(participants, &Participant::is_bot);
  const FloorRule rule = has_bots ? FloorRule::kReconcile : FloorRule::kClamp;
  return finish(participants, finishing_order_changes(participants, places), rule, rated);
}

engine::Result<Settlement> finishing_order_what_if(std::span<const Participant> participants,
                                                   std::span<const int> proposed_places) {
  return finishing_order_ratings(participants, proposed_places, Rated::kYes);
}

engine::Result<Settlement> placement_ratings(std::span<const Participant> participants,
                                             std::span<const int> places, Rated rated) {
  return finish(participants, finishing_order_changes(participants, places), FloorRule::kReconcile,
                rated);
}

engine::Result<Settlement> point_gap_ratings(std::span<const Participant> participants,
                                             std::span<const std::int64_t> points, Rated rated) {
  return finish(participants, point_gap_changes(participants, points), FloorRule::kReconcile,
                rated);
}

}  // namespace gavel::ratings
