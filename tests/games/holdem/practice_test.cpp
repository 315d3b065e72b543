// Practice (note 94): sample hands scored like a showdown, from a seed.
#include <gtest/gtest.h>

#include <set>

#include "games/holdem/game.h"
#include "games/holdem/practice.h"
#include "games/holdem/value_sum.h"
#include "games/holdem/voronoi.h"
#include "helpers.h"

namespace gavel::holdem {
namespace {

using testing::settings_from;

TEST(HoldemPractice, ValueSumHandsScoreTheirBestSumAndTheBestTupleWins) {
  const auto settings = settings_from(R"({"max_sum":25})");
  const auto scenario = practice_scenario(settings, 4, 11);
  ASSERT_TRUE(scenario);
  ASSERT_EQ(scenario->hands.size(), 4u);
  const ValueSum type(25);
  std::set<Card> cards(scenario->board.begin(), scenario->board.end());
  std::optional<HandValue> best;
  int winner = -1;
  for (int h = 0; h < 4; ++h) {
    const auto& hand = scenario->hands[static_cast<std::size_t>(h)];
    cards.insert(hand.cards.begin(), hand.cards.end());
    const FourCards four{hand.cards[0], hand.cards[1], scenario->board[0], scenario->board[1]};
    // The largest sum within 25 of any subset, by brute force here.
    int most = 0;
    for (int mask = 1; mask < 16; ++mask) {
      int sum = 0;
      for (int i = 0; i < 4; ++i) sum += mask & (1 << i) ? four[static_cast<std::size_t>(i)] : 0;
      if (sum <= 25) most = std::max(most, sum);
    }
    EXPECT_EQ(hand.score, std::optional<int>(most));
    EXPECT_FALSE(hand.share);
    const HandValue value{most, type.tiebreak(four)};
    if (!best || value > *best) {
      best = value;
      winner = h;
    }
  }
  EXPECT_EQ(cards.size(), 10u);  // distinct cards
  EXPECT_EQ(scenario->winners, std::vector<int>{winner});
  EXPECT_FALSE(scenario->joint);
  EXPECT_FALSE(practice_json(*scenario).contains("diagram"));
}

TEST(HoldemPractice, VoronoiHandsShowTheirSharesAndTheLargestWins) {
  const auto settings = settings_from(R"({"card_type":"point_voronoi"})");
  const auto scenario = practice_scenario(settings, 9, 3);
  ASSERT_TRUE(scenario);
  ASSERT_EQ(scenario->hands.size(), 9u);
  std::vector<Card> sites;
  for (const auto& hand : scenario->hands)
    sites.insert(sites.end(), hand.cards.begin(), hand.cards.end());
  sites.insert(sites.end(), scenario->board.begin(), scenario->board.end());
  ASSERT_EQ(sites.size(), 20u);
  const auto regions = voronoi_regions(sites);
  int winner = 0;
  for (std::size_t h = 0; h < 9; ++h) {
    const double share = regions[2 * h].share + regions[2 * h + 1].share;
    EXPECT_EQ(scenario->hands[h].share, std::optional<double>(share));
    EXPECT_FALSE(scenario->hands[h].score);
    if (share > *scenario->hands[static_cast<std::size_t>(winner)].share)
      winner = static_cast<int>(h);
  }
  EXPECT_EQ(scenario->winners, std::vector<int>{winner});
  const auto shown = practice_json(*scenario);
  EXPECT_EQ(shown.at("hands").as_array()[0].at("share_percent").as_string(),
            share_percent(*scenario->hands[0].share).c_str());
  EXPECT_EQ(shown.at("diagram").at("regions").as_array().size(), 20u);
}

TEST(HoldemPractice, TheSameSeedGivesTheSameScenarioAndAtLeastTwoHands) {
  const auto settings = settings_from(R"({"card_type":"point_voronoi"})");
  EXPECT_EQ(*practice_scenario(settings, 3, 8), *practice_scenario(settings, 3, 8));
  EXPECT_NE(*practice_scenario(settings, 3, 8), *practice_scenario(settings, 3, 9));
  EXPECT_EQ(practice_scenario(settings, 1, 8)->hands.size(), 2u);
  EXPECT_EQ(practice_scenario(settings_from("{}"), 0, 8)->hands.size(), 2u);
  EXPECT_FALSE(practice_scenario(settings, 10, 8));
}

TEST(HoldemPractice, GridHandsShowWherePiecesLieAndTheCatalogTheyName) {
  const auto settings = settings_from(R"({"card_type":"square_grid"})");
  const auto scenario = practice_scenario(settings, 3, 5);
  ASSERT_TRUE(scenario);
  const auto shown = practice_json(*scenario);
  for (std::size_t h = 0; h < 3; ++h) {
    const auto& hand = scenario->hands[h];
    ASSERT_TRUE(hand.used);
    const auto& entry = shown.at("hands").as_array()[h].as_object();
    const auto& placements = entry.at("placements").as_array();
    ASSERT_EQ(placements.size(), hand.used->cards.size());
    for (std::size_t i = 0; i < placements.size(); ++i) {
      const auto& placed = hand.used->placements[i];
      EXPECT_EQ(placements[i].at("card").as_int64(), placed.card);
      EXPECT_EQ(placements[i].at("orientation").as_int64(), placed.orientation);
      EXPECT_EQ(placements[i].at("at"), (boost::json::array{placed.dx, placed.dy}));
    }
  }
  // Through the room's hook the scenario also carries the catalog.
  const auto hosted =
      Game::hosting().practice(boost::json::parse(R"({"card_type":"square_grid"})"), 3, 5);
  ASSERT_TRUE(hosted);
  EXPECT_EQ(hosted->at("grid").at("pieces").as_array().size(), 21u);
  EXPECT_EQ(hosted->at("grid").at("panel").as_array().size(), 40u);  // the suggested 8 x 5
  EXPECT_EQ(hosted->at("hands"), shown.at("hands"));
  const auto value_sum = Game::hosting().practice(boost::json::parse("{}"), 3, 5);
  ASSERT_TRUE(value_sum);
  EXPECT_FALSE(value_sum->contains("grid"));
  EXPECT_FALSE(value_sum->at("hands").as_array()[0].as_object().contains("placements"));
}

}  // namespace
}  // namespace gavel::holdem
