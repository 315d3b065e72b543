// Invariants over many random seeded games of each rule: zero-sum raw
// changes, bots' share and floor keeping the humans' total, the floor itself.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/rng.h"
#include "ratings/finishing_order.h"
#include "ratings/game_ratings.h"
#include "ratings/point_gap.h"
#include "ratings/raw_changes.h"

namespace gavel::ratings {
namespace {

using engine::Rng;

constexpr int kGames = 400;

enum class Game { kRightPrice, kHoldem, kSpendii };

// 2–9 participants, at least one human; a third of the ratings near the floor
// so that the floor is exercised, the rest anywhere up to 3000.
std::vector<Participant> random_participants(Rng& rng) {
  const auto n = static_cast<int>(rng.between(2, 9));
  const auto humans = static_cast<int>(rng.between(1, n));
  std::vector<Participant> out;
  for (int i = 0; i < n; ++i) {
    if (i >= humans) {
      out.push_back(Participant::bot());
    } else if (rng.chance(0.33)) {
      out.push_back(Participant::human(rng.between(kFloor, 300)));
    } else {
      out.push_back(Participant::human(rng.between(kFloor, 30000)));
    }
  }
  rng.shuffle(std::span(out));
  return out;
}

// All the money split at random among capitals and the bank; often some
// capitals are 0, and sometimes there is no money at all.
CapitalOutcome random_capitals(Rng& rng, std::size_t n) {
  CapitalOutcome out;
  out.starting_capital = rng.chance(0.05) ? 0 : rng.between(1, 2000);
  std::int64_t left = out.starting_capital * static_cast<std::int64_t>(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::int64_t capital = rng.chance(0.3) ? 0 : rng.between(0, left);
    out.final_capital.push_back(capital);
    left -= capital;
  }
  out.bank = left;
  rng.shuffle(std::span(out.final_capital));
  return out;
}

// Competition ranking (1, 2, 2, 4) from random keys, lower key finishing higher.
std::vector<int> random_places(Rng& rng, std::size_t n) {
  const auto last = static_cast<std::int64_t>(n) - 1;
  std::vector<std::int64_t> keys;
  for (std::size_t i = 0; i < n; ++i) keys.push_back(rng.between(0, last));
  std::vector<int> places;
  for (const auto key : keys) {
    const auto ahead = std::ranges::count_if(keys, [&](auto k) { return k < key; });
    places.push_back(1 + static_cast<int>(ahead));
  }
  return places;
}

std::vector<std::int64_t> random_points(Rng& rng, std::size_t n) {
  std::vector<std::int64_t> points;
  for (std::size_t i = 0; i < n; ++i) points.push_back(rng.between(-10, 25));
  return points;
}

struct Played {
  std::vector<Participant> participants;
  RawChanges raw;
  Settlement settled;
  bool clamp = false;  // Hold'em human-only
};

Played play(Game game, Rng& rng) {
  Played out;
  out.participants = random_participants(rng);
  const auto& people = out.participants;
  const std::size_t n = people.size();
  engine::Result<RawChanges> raw;
  engine::Result<Settlement> settled;
  if (game == Game::kRightPrice) {
    const auto outcome = random_capitals(rng, n);
    raw = capital_share_changes(people, outcome);
    settled = capital_share_ratings(people, outcome, Rated::kYes);
  } else if (game == Game::kHoldem) {
    const auto places = random_places(rng, n);
    raw = finishing_order_changes(people, places);
    settled = finishing_order_ratings(people, places, Rated::kYes);
    out.clamp = std::ranges::none_of(people, &Participant::is_bot);
    const auto what_if = finishing_order_what_if(people, places);
    EXPECT_TRUE(what_if && settled && *what_if == *settled);
    // Bots' order among themselves never counts for the humans.
    std::vector<int> bot_places;
    for (std::size_t i = 0; i < n; ++i) {
      if (people[i].is_bot()) bot_places.push_back(places[i]);
    }
    rng.shuffle(std::span(bot_places));
    auto reordered = places;
    for (std::size_t i = 0, b = 0; i < n; ++i) {
      if (people[i].is_bot()) reordered[i] = bot_places[b++];
    }
    const auto again = finishing_order_ratings(people, reordered, Rated::kYes);
    EXPECT_TRUE(again && settled);
    if (again && settled) {
      for (std::size_t i = 0; i < n; ++i) {
        EXPECT_EQ(again->entries[i].new_rating, settled->entries[i].new_rating);
      }
    }
  } else {
    const auto points = random_points(rng, n);
    raw = point_gap_changes(people, points);
    settled = point_gap_ratings(people, points, Rated::kYes);
  }
  EXPECT_TRUE(raw && settled);
  if (raw) out.raw = *raw;
  if (settled) out.settled = *settled;
  return out;
}

void check_invariants(const Played& p, const std::string& label) {
  SCOPED_TRACE(label);
  const auto& entries = p.settled.entries;
  ASSERT_EQ(entries.size(), p.participants.size());
  const double raw_total = std::accumulate(p.raw.change.begin(), p.raw.change.end(), 0.0);
  EXPECT_NEAR(raw_total, 0.0, 1e-9);  // every rule is zero-sum over all entities

  double exact_humans = 0.0;
  Tenths old_total = 0;
  Tenths new_total = 0;
  Tenths change_total = 0;
  bool floor_touched = false;
  int humans = 0;
  for (const Entry& e : entries) {
    if (e.kind == Kind::kBot) {
      EXPECT_EQ(e.change, 0);
      EXPECT_EQ(e.new_rating, kBotRating);
      continue;
    }
    ++humans;
    exact_humans += e.exact_change;
    old_total += e.old_rating;
    new_total += e.new_rating;
    change_total += e.change;
    EXPECT_GE(e.new_rating, kFloor);
    EXPECT_EQ(e.new_rating, e.old_rating + e.change);
    // Near the floor, rounding and the floor may move a change by more than a tenth.
    const double target = static_cast<double>(e.old_rating) + 10.0 * e.exact_change;
    if (target < static_cast<double>(kFloor) + 1.0) floor_touched = true;
  }
  // The bots' share moves change between entities, never creates it.
  EXPECT_NEAR(exact_humans, raw_total, 1e-9);
  for (const Entry& e : entries) {
    if (humans == 1 && e.kind == Kind::kHuman) {
      EXPECT_EQ(e.change, 0);  // alone with bots: never a change
    }
  }

  if (!p.clamp) {
    EXPECT_EQ(new_total, old_total);  // reconciliation keeps the humans' total exactly
  } else {
    EXPECT_GE(new_total, old_total);  // a plain minimum can only add
  }
  if (!floor_touched) {
    // Within a tenth of the exact change, and the rounded changes add up.
    EXPECT_EQ(change_total, 0);
    for (const Entry& e : entries) {
      if (e.kind == Kind::kHuman) {
        EXPECT_LT(std::abs(static_cast<double>(e.change) - 10.0 * e.exact_change), 1.0);
      }
    }
  }
}

class RandomGames : public ::testing::TestWithParam<Game> {};

TEST_P(RandomGames, KeepEveryInvariant) {
  for (int game = 0; game < kGames; ++game) {
    Rng rng(engine::derive_seed(
        0x5EED, static_cast<std::uint64_t>(game) * 3 + static_cast<std::uint64_t>(GetParam())));
    const Played p = play(GetParam(), rng);
    check_invariants(p, "game " + std::to_string(game));
    if (HasFailure()) return;
  }
}

TEST_P(RandomGames, UnratedChangesNothing) {
  Rng rng(7);
  for (int game = 0; game < 50; ++game) {
    const auto people = random_participants(rng);
    const auto n = people.size();
    engine::Result<Settlement> s;
    if (GetParam() == Game::kRightPrice)
      s = capital_share_ratings(people, random_capitals(rng, n), Rated::kNo);
    if (GetParam() == Game::kHoldem)
      s = finishing_order_ratings(people, random_places(rng, n), Rated::kNo);
    if (GetParam() == Game::kSpendii)
      s = point_gap_ratings(people, random_points(rng, n), Rated::kNo);
    ASSERT_TRUE(s);
    EXPECT_EQ(*s, unrated(people));
  }
}

INSTANTIATE_TEST_SUITE_P(Ratings, RandomGames,
                         ::testing::Values(Game::kRightPrice, Game::kHoldem, Game::kSpendii),
                         [](const auto& info) {
                           switch (info.param) {
                             case Game::kRightPrice:
                               return std::string("RightPrice");
                             case Game::kHoldem:
                               return std::string("Holdem");
                             case Game::kSpendii:
                               return std::string("Spendii");
                           }
                           return std::string("Unknown");
                         });

TEST(RandomFloorCases, LowRatedHumansNeverGoBelowOne) {
  // Only near-floor humans (and sometimes bots), so the floor binds often.
  Rng rng(2024);
  int floored = 0;
  for (int game = 0; game < 3 * kGames; ++game) {
    const auto n = static_cast<std::size_t>(rng.between(2, 6));
    std::vector<Participant> people = {Participant::human(rng.between(kFloor, 120))};
    while (people.size() < n) {
      const bool bot = rng.chance(0.2);
      people.push_back(bot ? Participant::bot() : Participant::human(rng.between(kFloor, 120)));
    }
    const bool has_bots = std::ranges::any_of(people, &Participant::is_bot);
    engine::Result<Settlement> s;
    bool keeps_total = true;
    if (game % 3 == 0) {
      s = capital_share_ratings(people, random_capitals(rng, n), Rated::kYes);
    } else if (game % 3 == 1) {
      s = finishing_order_ratings(people, random_places(rng, n), Rated::kYes);
      keeps_total = has_bots;
    } else {
      s = point_gap_ratings(people, random_points(rng, n), Rated::kYes);
    }
    ASSERT_TRUE(s);
    Tenths before = 0;
    Tenths after = 0;
    for (const Entry& e : s->entries) {
      if (e.kind == Kind::kBot) continue;
      EXPECT_GE(e.new_rating, kFloor);
      before += e.old_rating;
      after += e.new_rating;
      if (e.new_rating == kFloor && e.old_rating + 10.0 * e.exact_change < kFloor) ++floored;
    }
    if (keeps_total) {
      EXPECT_EQ(before, after);
    } else {
      EXPECT_GE(after, before);
    }
  }
  EXPECT_GT(floored, 100);  // the cases really did reach the floor
}

}  // namespace
}  // namespace gavel::ratings
