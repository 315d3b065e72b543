// The log: an item's line once it resolves, the ranking at the end, each
// line once; told a step at a time, a table reads the same as told at once.
#include <gtest/gtest.h>

#include "tests/games/auction/helpers.h"

namespace gavel::auction {
namespace {

using namespace test;

const std::vector<std::string> kNames = {"Ada", "Bob", "Cy", "Dee"};

TEST(AuctionNarrate, TellsEachItemOnceAndTheRankingAtTheEnd) {
  State state(settings(3, 2, 0), 3, 5, 0);
  std::size_t cursor = 0;
  EXPECT_TRUE(Game::narrate(state, cursor, kNames).empty());
  bid_all(state, {10, 20, 5});
  const auto first = Game::narrate(state, cursor, kNames);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].rfind("Item 1: Bob wins for ", 0), 0u) << first[0];
  EXPECT_TRUE(Game::narrate(state, cursor, kNames).empty());
  bid_all(state, {0, 0, 0});
  ASSERT_TRUE(state.finished());
  const auto last = Game::narrate(state, cursor, kNames);
  ASSERT_EQ(last.size(), 4u);  // item 2, then the ranking of three seats
  EXPECT_EQ(last[1].rfind("#1 ", 0), 0u) << last[1];
}

TEST(AuctionNarrate, LinesToldAsTheyComeAreTheLinesToldAtOnce) {
  engine::Rng rng(31);
  for (int game = 0; game < 40; ++game) {
    State state(settings(4, 5, 0), 4, rng.next(), 0);
    std::size_t cursor = 0;
    std::vector<std::string> told;
    while (!state.finished()) {
      const auto mover = state.to_act();
      ASSERT_TRUE(mover);
      play(state, *mover, bid(static_cast<int>(rng.between(0, 10))));
      for (auto& line : Game::narrate(state, cursor, kNames)) told.push_back(std::move(line));
    }
    std::size_t from_start = 0;
    EXPECT_EQ(told, Game::narrate(state, from_start, kNames)) << "game " << game;
    EXPECT_EQ(cursor, from_start);
    EXPECT_EQ(told.size(), 5u + 4u);
  }
}

}  // namespace
}  // namespace gavel::auction
