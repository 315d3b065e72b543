// Spendii's rating hook (rulebook "Game end and ELO", notes 4, 51, 58):
// every seat is an entity with its final points, the NO PLAY human
// included, bots at 1500 and unchanged; Short test deck games are unrated.
#include <gtest/gtest.h>

#include "tests/games/spendii/helpers.h"

namespace gavel::spendii {
namespace {

using namespace test;

TEST(SpendiiRating, TheNoPlayHumanIsRatedOnTheirFixedPoints) {
  State state = table(4, R"({"noPlay":true})");  // seat 3 is NO PLAY, on 0
  A::player(state, 0).points = 15;
  A::player(state, 1).points = 10;
  A::player(state, 2).points = 8;
  const Match match(state);
  const std::vector<ratings::Participant> people = {
      ratings::Participant::human(), ratings::Participant::bot(), ratings::Participant::human(),
      ratings::Participant::human()};
  const auto settled = Game::hosting().rate(people, match);
  ASSERT_TRUE(settled) << settled.error().message;
  ASSERT_TRUE(settled->rated);
  ASSERT_EQ(settled->entries.size(), 4u);
  // Gaps 0, 5, 7, 15 of 27 against an even quarter each: the NO PLAY human,
  // furthest behind, loses most; the bot's share goes to the humans.
  EXPECT_GT(settled->entries[0].change, 0);
  EXPECT_LT(settled->entries[3].change, settled->entries[2].change);
  EXPECT_LT(settled->entries[3].change, 0);
  EXPECT_EQ(settled->entries[1].change, 0);
  EXPECT_EQ(settled->entries[1].new_rating, ratings::kBotRating);
  ratings::Tenths humans_total = 0;
  for (const int s : {0, 2, 3}) humans_total += settled->entries[s].change;
  EXPECT_EQ(humans_total, 0);  // the humans' total is kept
}

TEST(SpendiiRating, ShortTestDeckGamesAreUnrated) {
  State state = table(2, R"({"deck":"short"})");
  A::player(state, 0).points = 6;
  const Match match(state);
  const std::vector<ratings::Participant> people(2, ratings::Participant::human());
  const auto settled = Game::hosting().rate(people, match);
  ASSERT_TRUE(settled) << settled.error().message;
  EXPECT_FALSE(settled->rated);
}

}  // namespace
}  // namespace gavel::spendii
