// The compiled-in deck data: the counts the notes state and the parser's refusals.
#include <gtest/gtest.h>

#include <map>

#include "games/spendii/cards.h"

namespace gavel::spendii {
namespace {

TEST(SpendiiCards, StandardDeckHasFortyThirtyTwentyByTierAndEightSixFourPerColour) {
  const auto& d = deck(DeckKind::kStandard);
  ASSERT_EQ(d.cards.size(), 90u);
  std::map<int, int> per_tier;
  std::map<std::pair<int, int>, int> per_tier_colour;
  for (const auto& card : d.cards) {
    ++per_tier[card.tier];
    ++per_tier_colour[{card.tier, card.bonus}];
  }
  EXPECT_EQ(per_tier[1], 40);
  EXPECT_EQ(per_tier[2], 30);
  EXPECT_EQ(per_tier[3], 20);
  for (int colour = 0; colour < kColours; ++colour) {
    EXPECT_EQ((per_tier_colour[{1, colour}]), 8) << chip_name(colour);
    EXPECT_EQ((per_tier_colour[{2, colour}]), 6) << chip_name(colour);
    EXPECT_EQ((per_tier_colour[{3, colour}]), 4) << chip_name(colour);
  }
  // The file's first card: tier 1, white, 0 points, costs 2 red and 1 black.
  EXPECT_EQ(d.cards[0].tier, 1);
  EXPECT_EQ(d.cards[0].bonus, 0);
  EXPECT_EQ(d.cards[0].points, 0);
  EXPECT_EQ(d.cards[0].cost, (Colours{0, 0, 0, 2, 1}));
}

TEST(SpendiiCards, StandardTilesAreTenWorthThreeEach) {
  const auto& d = deck(DeckKind::kStandard);
  ASSERT_EQ(d.tiles.size(), 10u);
  for (const auto& tile : d.tiles) {
    EXPECT_EQ(tile.points, 3);
    int need = 0;
    for (const int n : tile.need) need += n;
    EXPECT_TRUE(need == 8 || need == 9);
  }
}

TEST(SpendiiCards, ShortDeckHasOneCardPerColourPerTier) {
  const auto& d = deck(DeckKind::kShort);
  ASSERT_EQ(d.cards.size(), 15u);
  for (const auto& card : d.cards) {
    EXPECT_EQ(card.points, card.tier);
    int cost = 0;
    for (const int n : card.cost) cost += n;
    EXPECT_EQ(cost, card.tier + 1);
    EXPECT_EQ(card.cost[(card.bonus + 1) % kColours], card.tier + 1);
  }
  ASSERT_EQ(d.tiles.size(), 10u);
  EXPECT_EQ(d.tiles[0].need, (Colours{0, 0, 2, 2, 0}));  // 4,4 halved
  EXPECT_EQ(d.tiles[5].need, (Colours{2, 0, 0, 2, 2}));  // 3,3,3 halved, rounded up
}

TEST(SpendiiCards, ParserNamesTheBadLine) {
  const auto bad = parse_cards("# header\n1,white,0,0,0,0,2,1\n1,purple,0,0,0,0,2,1\n");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("line 3"), std::string::npos);
  EXPECT_FALSE(parse_cards("1,white,0,0,0\n"));
  EXPECT_FALSE(parse_cards("4,white,0,0,0,0,2,1\n"));
  EXPECT_FALSE(parse_tiles("3,0,0,4,x,0\n"));
  const auto good = parse_tiles("3,0,0,4,4,0\r\n");
  ASSERT_TRUE(good);
  EXPECT_EQ(good->size(), 1u);
}

}  // namespace
}  // namespace gavel::spendii
