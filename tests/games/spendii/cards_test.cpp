// The compiled-in deck data: the counts the notes state and the parser's refusals.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <tuple>
#include <vector>

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

// A new game's decks start from tier_ids: every card once, in its own
// tier, in file order (both decks).
TEST(SpendiiCards, TierIdsAreEachTiersCardsInFileOrder) {
  for (const auto kind : {DeckKind::kStandard, DeckKind::kShort}) {
    const auto& d = deck(kind);
    std::size_t listed = 0;
    for (int t = 0; t < kTiers; ++t) {
      const auto& ids = d.tier_ids[t];
      // Strictly increasing: file order, none twice.
      EXPECT_EQ(std::adjacent_find(ids.begin(), ids.end(), std::greater_equal<>()), ids.end())
          << "tier " << t + 1;
      for (const int id : ids) EXPECT_EQ(d.cards.at(static_cast<std::size_t>(id)).tier, t + 1);
      listed += ids.size();
    }
    // Each in its own tier, none twice: every card once.
    EXPECT_EQ(listed, d.cards.size());
  }
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

// The loaded Standard deck against the public facts of shared/data's file:
// each tier's cards come in cost shapes, each shape once per bonus colour,
// and each colour's points per tier are the same.
TEST(SpendiiCards, StandardDeckHasEachCostShapeOncePerColour) {
  const auto& d = deck(DeckKind::kStandard);
  // (tier, points, the non-zero costs, largest first) -> the colours with it.
  std::map<std::tuple<int, int, std::vector<int>>, std::set<int>> shapes;
  std::map<int, int> points;
  std::map<int, int> cost;
  for (const auto& card : d.cards) {
    std::vector<int> shape;
    for (const int n : card.cost) {
      if (n > 0) shape.push_back(n);
      cost[card.tier] += n;
    }
    std::sort(shape.rbegin(), shape.rend());
    EXPECT_TRUE((shapes[{card.tier, card.points, shape}].insert(card.bonus).second))
        << "card " << card.id << " repeats its colour's shape";
    points[card.tier] += card.points;
  }
  EXPECT_EQ(shapes.size(), 18u);  // 8 + 6 + 4 shapes, each in all five colours
  for (const auto& [shape, colours] : shapes) EXPECT_EQ(colours.size(), 5u);
  EXPECT_EQ((shapes[{1, 1, {4}}].size()), 5u);           // the 1-point tier-1 card: 4 of one
  EXPECT_EQ((shapes[{2, 3, {6}}].size()), 5u);           // tier 2's 3 points: 6 of one
  EXPECT_EQ((shapes[{3, 5, {7, 3}}].size()), 5u);        // tier 3's 5 points: 7 and 3
  EXPECT_EQ((shapes[{3, 3, {5, 3, 3, 3}}].size()), 5u);  // tier 3's 3 points
  EXPECT_EQ(points, (std::map<int, int>{{1, 5}, {2, 55}, {3, 80}}));
  EXPECT_EQ(cost, (std::map<int, int>{{1, 165}, {2, 205}, {3, 215}}));
}

// The ten standard tiles: five of 4 + 4 and five of 3 + 3 + 3, all different,
// every colour in two of the first kind and three of the second.
TEST(SpendiiCards, StandardTilesAreTheTenDistinctRequirements) {
  const auto& d = deck(DeckKind::kStandard);
  std::set<Colours> seen;
  std::map<int, std::array<int, kColours>> per_kind;  // 4 or 3 -> tiles naming each colour
  for (const auto& tile : d.tiles) {
    EXPECT_TRUE(seen.insert(tile.need).second);
    int kind = 0;
    for (int c = 0; c < kColours; ++c) {
      if (tile.need[c] == 0) continue;
      EXPECT_TRUE(kind == 0 || kind == tile.need[c]);
      kind = tile.need[c];
      ++per_kind[kind][static_cast<std::size_t>(c)];
    }
  }
  for (int c = 0; c < kColours; ++c) {
    EXPECT_EQ(per_kind[4][static_cast<std::size_t>(c)], 2) << chip_name(c);
    EXPECT_EQ(per_kind[3][static_cast<std::size_t>(c)], 3) << chip_name(c);
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
