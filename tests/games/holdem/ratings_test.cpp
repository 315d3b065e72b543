// Hold'em rates by finishing place with the rulebook's own finish: in a
// human-only game each change is added with a plain minimum of 1 (the total
// may grow); with bots the humans' total is kept (reconciled), so a human
// alone with bots keeps their rating whatever the result.
#include <gtest/gtest.h>

#include <vector>

#include "games/holdem/game.h"
#include "ratings/participant.h"

namespace gavel::holdem {
namespace {

using ratings::Participant;

TEST(HoldemRatings, HumanOnlyGamesTakeAPlainMinimumOfOne) {
  const auto host = Game::hosting();
  ASSERT_TRUE(host.rate_places);
  // Both at the floor: the loser stays at 1, the winner keeps the whole gain.
  const std::vector<Participant> people{Participant::human(10), Participant::human(10)};
  const std::vector<int> places{1, 2};
  const auto result = host.rate_places(people, places);
  ASSERT_TRUE(result) << result.error().message;
  ASSERT_TRUE(result->rated);
  EXPECT_EQ(result->entries[0].new_rating, 210);  // 1.0 + 40 × (1 − 0.5)
  EXPECT_EQ(result->entries[1].new_rating, 10);
}

TEST(HoldemRatings, AHumanAloneWithBotsKeepsTheirRating) {
  const auto host = Game::hosting();
  const std::vector<Participant> people{Participant::human(15000), Participant::bot(),
                                        Participant::bot()};
  for (const auto& places : {std::vector<int>{1, 2, 3}, std::vector<int>{3, 1, 2}}) {
    const auto result = host.rate_places(people, places);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->entries[0].change, 0);
    EXPECT_EQ(result->entries[0].new_rating, 15000);
  }
}

}  // namespace
}  // namespace gavel::holdem
