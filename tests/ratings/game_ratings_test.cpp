// The per-game entry points against the rulebooks' own statements: bots'
// share, "never changes" with one human, floors, what-if, unrated games.
#include "ratings/game_ratings.h"

#include <gtest/gtest.h>

#include "settlement_totals.h"

#include <algorithm>
#include <cstdlib>

namespace gavel::ratings {
namespace {

const Participant kBot = Participant::bot();

// ---- The Right Price ----

TEST(RightPriceRatings, OneHumanAndOneBotNeverChange) {
  // "With exactly one human and one bot, the human's ELO therefore never changes."
  const std::vector<CapitalOutcome> outcomes = {
      {{2000, 0}, 0, 0, 1000},    {{0, 2000}, 0, 0, 1000}, {{700, 1100}, 200, 0, 1000},
      {{1000, 1000}, 0, 0, 1000}, {{0, 0}, 2000, 0, 1000}, {{0, 0}, 0, 0, 0}};
  for (const Tenths rating : {Tenths{10}, Tenths{8000}, kStartRating, Tenths{24000}}) {
    const std::vector people = {Participant::human(rating), kBot};
    for (const auto& outcome : outcomes) {
      const auto s = capital_share_ratings(people, outcome, Rated::kYes);
      ASSERT_TRUE(s) << s.error().message;
      EXPECT_EQ(s->entries[0].change, 0) << "rating " << rating;
      EXPECT_EQ(s->entries[0].new_rating, rating);
      EXPECT_EQ(s->entries[1].change, 0);
      EXPECT_EQ(s->entries[1].new_rating, kBotRating);
    }
  }
}

TEST(RightPriceRatings, BotsChangeIsSharedAmongHumans) {
  const std::vector people = {Participant::human(), Participant::human(), kBot};
  const auto s = capital_share_ratings(people, {{2000, 1000, 0}, 0, 0, 1000}, Rated::kYes);
  ASSERT_TRUE(s);
  // Raw +13.3, 0, −13.3; the bot's −13.3 is split −6.7 / −6.7.
  EXPECT_NEAR(s->entries[2].raw_change, -40.0 / 3.0, 1e-12);
  EXPECT_EQ(s->entries[0].change, 67);
  EXPECT_EQ(s->entries[1].change, -67);
  EXPECT_EQ(s->entries[2].change, 0);
  EXPECT_EQ(human_total(*s, true), human_total(*s, false));
}

TEST(RightPriceRatings, FloorIsReconciledEvenWithoutBots) {
  const std::vector people = {Participant::human(10), Participant::human(10)};
  const auto s = capital_share_ratings(people, {{0, 2000}, 0, 0, 1000}, Rated::kYes);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[0].new_rating, kFloor);
  EXPECT_EQ(s->entries[1].new_rating, kFloor);
}

// ---- Hold'em ----

TEST(HoldemRatings, PlayingAloneAgainstTheBotLeavesEloUnchanged) {
  // "Playing alone against the bot leaves your ELO unchanged for every result."
  for (const Tenths rating : {Tenths{10}, Tenths{9000}, kStartRating, Tenths{30000}}) {
    const std::vector people = {Participant::human(rating), kBot};
    for (const auto& places : {std::vector{1, 2}, std::vector{2, 1}, std::vector{1, 1}}) {
      const auto s = finishing_order_ratings(people, places, Rated::kYes);
      ASSERT_TRUE(s) << s.error().message;
      EXPECT_EQ(s->entries[0].change, 0);
      EXPECT_EQ(s->entries[0].new_rating, rating);
    }
  }
}

TEST(HoldemRatings, AloneAgainstSeveralBotsAlsoUnchanged) {
  const std::vector people = {kBot, Participant::human(17000), kBot, kBot};
  for (const auto& places :
       {std::vector{1, 2, 3, 4}, std::vector{4, 1, 2, 3}, std::vector{2, 4, 1, 2}}) {
    const auto s = finishing_order_ratings(people, places, Rated::kYes);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->entries[1].change, 0);
  }
}

TEST(HoldemRatings, HumanOnlyGamesTakeAPlainMinimum) {
  // "In human-only games, add the change to the old ELO and apply the minimum of 1."
  const std::vector people = {Participant::human(10), Participant::human(10)};
  const auto s = finishing_order_ratings(people, std::vector{2, 1}, Rated::kYes);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[0].new_rating, kFloor);
  EXPECT_EQ(s->entries[1].new_rating, 210);  // the total rose: no reconciliation
}

TEST(HoldemRatings, GamesWithBotsReconcileTheFloor) {
  const std::vector people = {Participant::human(10), Participant::human(300), kBot};
  const auto s = finishing_order_ratings(people, std::vector{3, 2, 1}, Rated::kYes);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[0].new_rating, kFloor);  // would have gone to about −8.2
  EXPECT_NEAR(static_cast<double>(s->entries[1].new_rating), 300.0, 1.0);
  EXPECT_EQ(human_total(*s, true), human_total(*s, false));
}

TEST(HoldemRatings, BotsOrderAmongThemselvesDoesNotMatter) {
  const std::vector people = {Participant::human(16000), kBot, Participant::human(14000), kBot,
                              kBot};
  std::vector bot_places = {1, 3, 5};
  std::vector<Tenths> first;
  do {
    const std::vector places = {2, bot_places[0], 4, bot_places[1], bot_places[2]};
    const auto s = finishing_order_ratings(people, places, Rated::kYes);
    ASSERT_TRUE(s);
    const std::vector<Tenths> humans = {s->entries[0].change, s->entries[2].change};
    if (first.empty()) first = humans;
    EXPECT_EQ(humans, first);
  } while (std::ranges::next_permutation(bot_places).found);
}

TEST(HoldemRatings, WhatIfIsTheRealResult) {
  const std::vector people = {Participant::human(15500), kBot, Participant::human(14200),
                              Participant::human(10), Participant::human(21000)};
  const std::vector proposed = {1, 3, 3, 5, 2};
  const auto what_if = finishing_order_what_if(people, proposed);
  const auto real = finishing_order_ratings(people, proposed, Rated::kYes);
  ASSERT_TRUE(what_if);
  ASSERT_TRUE(real);
  EXPECT_EQ(*what_if, *real);
  EXPECT_TRUE(what_if->rated);
  for (const Entry& e : what_if->entries) EXPECT_EQ(e.new_rating, e.old_rating + e.change);
  EXPECT_FALSE(finishing_order_what_if(people, std::vector{1, 2, 2, 3, 5}));
}

// ---- Spendii ----

TEST(SpendiiRatings, TwoHumansFifteenToTen) {
  const std::vector people = {Participant::human(), Participant::human()};
  const auto s = point_gap_ratings(people, std::vector<std::int64_t>{15, 10}, Rated::kYes);
  ASSERT_TRUE(s);
  EXPECT_EQ(format_change(s->entries[0].change), "+20.0");
  EXPECT_EQ(format_change(s->entries[1].change), "-20.0");
  EXPECT_EQ(s->entries[0].new_rating, 15200);
}

TEST(SpendiiRatings, OneHumanWinningAgainstThreeBotsEndsAtZero) {
  const std::vector people = {Participant::human(), kBot, kBot, kBot};
  const auto s = point_gap_ratings(people, std::vector<std::int64_t>{15, 10, 8, 6}, Rated::kYes);
  ASSERT_TRUE(s);
  EXPECT_DOUBLE_EQ(s->entries[0].raw_change, 10.0);
  const double bots =
      s->entries[1].raw_change + s->entries[2].raw_change + s->entries[3].raw_change;
  EXPECT_NEAR(bots, -10.0, 1e-12);
  EXPECT_NEAR(s->entries[0].exact_change, 0.0, 1e-12);
  EXPECT_EQ(s->entries[0].change, 0);
  EXPECT_EQ(format_change(s->entries[0].change), "+0.0");
  for (int i = 1; i < 4; ++i) EXPECT_EQ(s->entries[i].new_rating, kBotRating);
}

TEST(SpendiiRatings, FloorIsReconciledFromEveryoneAbove) {
  // A (2.0) loses everything to B (3.0) and C (1000.0): A would reach about −18.
  const std::vector people = {Participant::human(20), Participant::human(30),
                              Participant::human(10000)};
  const auto s = point_gap_ratings(people, std::vector<std::int64_t>{0, 15, 15}, Rated::kYes);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->entries[0].new_rating, kFloor);
  EXPECT_EQ(human_total(*s, true), human_total(*s, false));
  // B and C each gave up the same amount (to a tenth) of what they had won.
  const auto given = [&](int i) {
    return static_cast<double>(s->entries[i].old_rating) + 10.0 * s->entries[i].exact_change -
           static_cast<double>(s->entries[i].new_rating);
  };
  EXPECT_GT(given(1), 80.0);
  EXPECT_NEAR(given(1), given(2), 1.5);
}

// ---- Unrated games ----

TEST(UnratedGames, ChangeNothingInAnyGame) {
  const std::vector people = {Participant::human(15000), kBot, Participant::human(10)};
  const auto check = [&](const engine::Result<Settlement>& s) {
    ASSERT_TRUE(s) << s.error().message;
    EXPECT_FALSE(s->rated);
    for (std::size_t i = 0; i < people.size(); ++i) {
      EXPECT_EQ(s->entries[i].change, 0);
      EXPECT_EQ(s->entries[i].new_rating, people[i].rating);
    }
  };
  check(capital_share_ratings(people, {{3000, 0, 0}, 0, 0, 1000}, Rated::kNo));
  check(finishing_order_ratings(people, std::vector{1, 2, 3}, Rated::kNo));
  check(point_gap_ratings(people, std::vector<std::int64_t>{20, 0, 3}, Rated::kNo));
}

TEST(UnratedGames, StillRefuseBadInput) {
  const std::vector people = {Participant::human(), kBot};
  EXPECT_FALSE(capital_share_ratings(people, {{3000, 0}, 0, 0, 1000}, Rated::kNo));
  EXPECT_FALSE(finishing_order_ratings(people, std::vector{1, 3}, Rated::kNo));
  EXPECT_FALSE(point_gap_ratings(people, std::vector<std::int64_t>{1}, Rated::kNo));
}

}  // namespace
}  // namespace gavel::ratings
