// The view and legal actions Bidlock writes as text (what the room renders
// on every version) hold to the trees the game built before (view_oracle.h):
// the same text, member for member and in the same order, for every viewer
// (each seat, the spectator) at every step of many random matches of 2-4
// seats, with chips locked by players, bots and timeouts, clashes, carried
// and discarded pots, and the end.
#include <gtest/gtest.h>

#include "tests/games/bidlock/view_oracle.h"
#include "tests/support/build_share.h"
#include "tests/support/view_text_walk.h"

namespace gavel::bidlock {
namespace {

constexpr engine::Origin kOrigins[] = {engine::Origin::kPlayer, engine::Origin::kBot,
                                       engine::Origin::kTimeout, engine::Origin::kResigned};

State random_start(engine::Rng& rng) {
  const int seats = static_cast<int>(rng.between(kMinSeats, kMaxSeats));
  const Settings settings{static_cast<int>(rng.between(kMinTurnSeconds, kMaxTurnSeconds))};
  return State(settings, seats, rng.next(), static_cast<Millis>(rng.below(1'000'000)));
}

// One seat still to lock locks a chip from its hand; low chips are likelier,
// so that chips clash and pots carry (into the last round too) now and then.
gavel::test::Stepped random_step(State& state, engine::Rng& rng, const std::string& where) {
  using gavel::test::Stepped;
  std::vector<Seat> to_move;
  for (Seat seat = 0; seat < state.seat_count(); ++seat) {
    if (state.must_move(seat)) to_move.push_back(seat);
  }
  EXPECT_FALSE(to_move.empty()) << where;
  if (to_move.empty()) return Stepped::kStuck;
  const Seat seat = to_move[rng.below(to_move.size())];
  const auto chips = chip_list(state.players()[seat].chips);
  const auto pick =
      rng.chance(0.5) ? rng.below(std::min<std::size_t>(chips.size(), 3)) : rng.below(chips.size());
  const auto origin = chips.size() == 1 ? engine::Origin::kAuto : kOrigins[rng.below(4)];
  const Millis now = state.deadline() - static_cast<Millis>(rng.below(1000));
  const auto applied = state.apply(seat, Action{chips[pick]}, now, origin);
  EXPECT_TRUE(applied) << where;
  return applied ? Stepped::kChanged : Stepped::kStuck;
}

TEST(BidlockViewText, EveryViewerReadsWhatTheTreeSaidAtEveryStep) {
  engine::Rng rng(20261203);
  const auto count = gavel::test::walk_against_oracle<Game>(
      rng, testing_support::share_for_this_build(200), 100, random_start, random_step,
      test::oracle_view_json, test::oracle_legal_actions);
  EXPECT_EQ(count.finished, testing_support::share_for_this_build(200));
  EXPECT_GT(count.compared, testing_support::share_for_this_build(200) * 100);
}

}  // namespace
}  // namespace gavel::bidlock
