// The Right Price's winning probabilities against enumeration of every case
// (small ranges), against an independent unpruned reference (game-sized
// ranges), the rulebook's pruning, and the table's one-decimal display.
#include "games/right_price/probability.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>
#include <sstream>
#include <string>

namespace gavel::right_price {
namespace {

using boost::multiprecision::cpp_int;
using boost::multiprecision::cpp_rational;
using Holdings = std::vector<std::vector<ItemRange>>;

std::string describe(const Holdings& holdings) {
  std::ostringstream out;
  for (std::size_t p = 0; p < holdings.size(); ++p) {
    out << (p ? " | " : "") << "P" << p << ":";
    for (const auto& item : holdings[p]) out << " " << item.lo << "-" << item.hi;
  }
  return out.str();
}

// A deterministic stream (mt19937's output is fixed by the standard; the
// mapping to ranges is ours, so it is the same on every library).
class Draw {
 public:
  explicit Draw(std::uint32_t seed) : engine_(seed) {}
  int between(int lo, int hi) {
    return lo + static_cast<int>(engine_() % static_cast<std::uint32_t>(hi - lo + 1));
  }
  // An item as the game draws it: two values 1..100, sorted.
  ItemRange game_item() {
    const int a = between(1, 100);
    const int b = between(1, 100);
    return {std::min(a, b), std::max(a, b)};
  }

 private:
  std::mt19937 engine_;
};

// Every combination of values, each equally likely; a case's tied top scorers
// share it. Counts are kept in units of 1 / lcm(1..players) of a case.
std::optional<std::vector<cpp_rational>> brute_force(const Holdings& holdings) {
  std::vector<ItemRange> items;
  std::vector<std::size_t> owner;
  for (std::size_t p = 0; p < holdings.size(); ++p) {
    for (const auto& item : holdings[p]) {
      items.push_back(item);
      owner.push_back(p);
    }
  }
  if (items.empty()) return std::nullopt;
  std::int64_t unit = 1;
  for (std::int64_t k = 2; k <= static_cast<std::int64_t>(holdings.size()); ++k) {
    unit = std::lcm(unit, k);
  }
  std::vector<std::int64_t> won(holdings.size(), 0);
  std::int64_t cases = 0;
  std::vector<int> value(items.size());
  for (std::size_t j = 0; j < items.size(); ++j) value[j] = items[j].lo;
  while (true) {
    ++cases;
    std::vector<int> best(holdings.size(), 0);  // 0: no item
    for (std::size_t j = 0; j < items.size(); ++j) {
      best[owner[j]] = std::max(best[owner[j]], value[j]);
    }
    const int top = *std::ranges::max_element(best);
    const auto winners = std::ranges::count(best, top);
    for (std::size_t p = 0; p < holdings.size(); ++p) {
      if (best[p] == top) won[p] += unit / winners;
    }
    std::size_t j = 0;  // the odometer's next reading
    while (j < items.size() && value[j] == items[j].hi) {
      value[j] = items[j].lo;
      ++j;
    }
    if (j == items.size()) break;
    ++value[j];
  }
  std::vector<cpp_rational> out;
  for (const auto w : won) out.emplace_back(cpp_int(w), cpp_int(unit) * cases);
  return out;
}

std::int64_t case_count(const Holdings& holdings) {
  std::int64_t cases = 1;
  for (const auto& held : holdings) {
    for (const auto& item : held) cases *= item.hi - item.lo + 1;
  }
  return cases;
}

// An independent reference on the unpruned items: per value, every subset of
// the other players that ties (2^(n-1) of them) instead of the polynomial, and
// P(M = v) as a difference of the per-player distribution functions.
template <class Num>
std::vector<Num> subset_reference(const Holdings& holdings) {
  const std::size_t n = holdings.size();
  auto at_most = [&](std::size_t p, int v) {
    Num product = 1;
    for (const auto& item : holdings[p]) {
      const int count = std::clamp(v - item.lo + 1, 0, item.hi - item.lo + 1);
      product *= Num(count) / Num(item.hi - item.lo + 1);
    }
    return product;
  };
  std::vector<Num> out(n, Num(0));
  for (int v = 1; v <= 100; ++v) {
    std::vector<Num> below(n), exact(n);
    for (std::size_t p = 0; p < n; ++p) {
      below[p] = holdings[p].empty() ? Num(1) : at_most(p, v - 1);
      exact[p] = holdings[p].empty() ? Num(0) : Num(at_most(p, v) - below[p]);
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (exact[i] == 0) continue;
      for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
        if (mask >> i & 1) continue;
        Num weight = exact[i];
        int tied = 1;
        for (std::size_t q = 0; q < n && weight != 0; ++q) {
          if (q == i) continue;
          if (mask >> q & 1) {
            weight *= exact[q];
            ++tied;
          } else {
            weight *= below[q];
          }
        }
        out[i] += weight / Num(tied);
      }
    }
  }
  return out;
}

// Checks both versions against exact expected values.
void expect_matches(const Holdings& holdings, const std::vector<cpp_rational>& expected) {
  SCOPED_TRACE(describe(holdings));
  const auto exact = exact_win_probabilities(holdings);
  const auto approx = win_probabilities(holdings);
  ASSERT_TRUE(exact.has_value());
  ASSERT_TRUE(approx.has_value());
  ASSERT_EQ(exact->size(), holdings.size());
  ASSERT_EQ(approx->size(), holdings.size());
  for (std::size_t p = 0; p < holdings.size(); ++p) {
    EXPECT_EQ((*exact)[p], expected[p]) << "player " << p;
    EXPECT_NEAR((*approx)[p], static_cast<double>(expected[p]), 1e-12) << "player " << p;
  }
}

void expect_brute_force(const Holdings& holdings) {
  const auto expected = brute_force(holdings);
  ASSERT_TRUE(expected.has_value()) << describe(holdings);
  expect_matches(holdings, *expected);
}

cpp_rational q(int num, int den) {
  return cpp_rational(num, den);
}

TEST(RightPriceProbability, HandPickedCasesMatchEnumeration) {
  const std::vector<Holdings> cases = {
      // Identical single ranges: an even split.
      {{{1, 2}}, {{1, 2}}},
      {{{1, 1}}, {{1, 1}}, {{1, 1}}},
      // A player without an item, and mixed overlaps.
      {{{1, 3}, {2, 2}}, {{2, 3}}, {}},
      {{}, {{3, 6}, {4, 5}}, {{2, 7}}, {}},
      // A single scorer.
      {{}, {{5, 9}, {7, 8}}, {}},
      // Many ties: identical and point ranges.
      {{{4, 4}, {4, 4}, {4, 4}}, {{4, 4}}, {{1, 4}}, {{3, 4}, {2, 4}}},
      {{{2, 5}, {2, 5}, {2, 5}}, {{2, 5}, {2, 5}}, {{2, 5}}, {{2, 5}, {2, 5}, {2, 5}}},
      {{{1, 3}, {3, 3}}, {{3, 3}}, {{3, 3}, {1, 2}}, {{2, 3}}},
      // A holder who cannot win and one whose items are all pruned but one.
      {{{1, 5}, {3, 4}}, {{6, 6}}, {{2, 9}}},
      {{{7, 9}, {1, 3}, {2, 7}}, {{5, 8}, {8, 8}}, {{6, 9}}},
      // The top of the scale.
      {{{98, 100}, {99, 100}}, {{100, 100}}, {{97, 100}, {95, 99}}},
      {{{1, 100}}, {{1, 100}}},
      {{{1, 100}}, {{1, 1}}},
      // Four players, three items each.
      {{{1, 3}, {2, 4}, {3, 3}},
       {{2, 3}, {1, 4}, {4, 4}},
       {{3, 4}, {1, 1}, {2, 2}},
       {{1, 2}, {2, 4}, {3, 4}}},
  };
  for (const auto& holdings : cases) expect_brute_force(holdings);
}

TEST(RightPriceProbability, KnownValues) {
  expect_matches({{{1, 100}}, {{1, 100}}}, {q(1, 2), q(1, 2)});
  // 99 cases of 100 the wide item is above 1; the last is a tie.
  expect_matches({{{1, 100}}, {{1, 1}}}, {q(199, 200), q(1, 200)});
  expect_matches({{{1, 1}}, {{1, 1}}, {{1, 1}}}, {q(1, 3), q(1, 3), q(1, 3)});
  expect_matches({{}, {{5, 9}, {7, 8}}, {}}, {q(0, 1), q(1, 1), q(0, 1)});
}

TEST(RightPriceProbability, RandomSmallCasesMatchEnumeration) {
  Draw draw(20240611);
  int checked = 0;
  while (checked < 400) {
    const int players = draw.between(2, 4);
    const int base = std::array{1, 40, 94}[draw.between(0, 2)];
    Holdings holdings(players);
    for (auto& held : holdings) {
      const int count = draw.between(0, 3);
      for (int j = 0; j < count; ++j) {
        const int lo = base + draw.between(0, 4);
        held.push_back({lo, std::min(100, lo + draw.between(0, 3))});
      }
    }
    if (case_count(holdings) > 20000) continue;
    if (std::ranges::all_of(holdings, [](const auto& held) { return held.empty(); })) {
      EXPECT_FALSE(win_probabilities(holdings).has_value());
      EXPECT_FALSE(exact_win_probabilities(holdings).has_value());
      continue;
    }
    expect_brute_force(holdings);
    ++checked;
  }
}

Holdings random_game_holdings(Draw& draw, int max_players, int max_items) {
  Holdings holdings(draw.between(1, max_players));
  for (auto& held : holdings) {
    const int count = draw.between(0, max_items);
    for (int j = 0; j < count; ++j) held.push_back(draw.game_item());
  }
  return holdings;
}

bool anybody_holds(const Holdings& holdings) {
  return std::ranges::any_of(holdings, [](const auto& held) { return !held.empty(); });
}

TEST(RightPriceProbability, GameSizedCasesMatchAnUnprunedReference) {
  Draw draw(7);
  for (int round = 0; round < 300; ++round) {
    const Holdings holdings = random_game_holdings(draw, 8, 10);
    if (!anybody_holds(holdings)) continue;
    SCOPED_TRACE(describe(holdings));
    const auto expected = subset_reference<double>(holdings);
    const auto got = win_probabilities(holdings);
    ASSERT_TRUE(got.has_value());
    for (std::size_t p = 0; p < holdings.size(); ++p) {
      EXPECT_NEAR((*got)[p], expected[p], 1e-12) << "player " << p;
    }
  }
  for (int round = 0; round < 25; ++round) {
    const Holdings holdings = random_game_holdings(draw, 4, 4);
    if (!anybody_holds(holdings)) continue;
    SCOPED_TRACE(describe(holdings));
    EXPECT_EQ(*exact_win_probabilities(holdings), subset_reference<cpp_rational>(holdings));
  }
}

TEST(RightPriceProbability, ProbabilitiesSumToOne) {
  Draw draw(99);
  for (int round = 0; round < 300; ++round) {
    const Holdings holdings = random_game_holdings(draw, 8, 10);
    if (!anybody_holds(holdings)) continue;
    SCOPED_TRACE(describe(holdings));
    const auto exact = *exact_win_probabilities(holdings);
    EXPECT_EQ(std::accumulate(exact.begin(), exact.end(), cpp_rational(0)), cpp_rational(1));
    const auto approx = *win_probabilities(holdings);
    EXPECT_NEAR(std::accumulate(approx.begin(), approx.end(), 0.0), 1.0, 1e-12);
    for (std::size_t p = 0; p < holdings.size(); ++p) {
      EXPECT_GE(approx[p], 0.0);
      EXPECT_NEAR(approx[p], static_cast<double>(exact[p]), 1e-13);
      if (holdings[p].empty()) {
        EXPECT_EQ(exact[p], 0);
      }
    }
  }
}

TEST(RightPriceProbability, NobodyHoldingAnItemShowsDashes) {
  EXPECT_FALSE(win_probabilities(Holdings{}).has_value());
  EXPECT_FALSE(exact_win_probabilities(Holdings{}).has_value());
  EXPECT_FALSE(win_probabilities(Holdings{{}, {}, {}}).has_value());
  EXPECT_FALSE(exact_win_probabilities(Holdings{{}, {}}).has_value());
}

TEST(RightPriceProbability, AHolderWhoCannotWinHasExactlyZero) {
  // Player 0's best is at most 40; player 2 has at least 41.
  const Holdings holdings = {{{1, 40}, {20, 30}}, {}, {{41, 60}}, {{10, 70}}};
  const auto approx = *win_probabilities(holdings);
  const auto exact = *exact_win_probabilities(holdings);
  EXPECT_EQ(approx[0], 0.0);
  EXPECT_EQ(exact[0], 0);
  EXPECT_EQ(approx[1], 0.0);
  EXPECT_GT(approx[2], 0.0);
  EXPECT_GT(approx[3], 0.0);
  const auto tenths = display_tenths(approx);
  EXPECT_EQ(tenths[0], 0);
  EXPECT_EQ(tenths[1], 0);
  EXPECT_EQ(tenths[2] + tenths[3], 1000);
  // Touching is not enough to win either: a tie at 40 is still a chance.
  const auto touching = *exact_win_probabilities(Holdings{{{1, 40}}, {{40, 60}}});
  EXPECT_EQ(touching[0], q(1, 40 * 21 * 2));
}

TEST(RightPriceProbability, RangesOutsideOneToHundredAreRejected) {
  EXPECT_THROW(win_probabilities(Holdings{{{0, 5}}}), std::invalid_argument);
  EXPECT_THROW(win_probabilities(Holdings{{{5, 101}}}), std::invalid_argument);
  EXPECT_THROW(exact_win_probabilities(Holdings{{{1, 5}}, {{6, 5}}}), std::invalid_argument);
}

// --- Pruning ---

TEST(RightPricePruning, KeepsTheGreatestLeftEndpointAndDropsWhatItDominates) {
  const std::vector<ItemRange> held = {{10, 30}, {40, 45}, {1, 40}, {20, 70}, {38, 41}, {40, 40}};
  // Q = 40 (the widest of the two with lo 40 is kept); right ends <= 40 go.
  EXPECT_EQ(pruned(held), (std::vector<ItemRange>{{40, 45}, {20, 70}, {38, 41}}));
  EXPECT_TRUE(pruned(std::vector<ItemRange>{}).empty());
  EXPECT_EQ(pruned(std::vector<ItemRange>{{5, 9}}), (std::vector<ItemRange>{{5, 9}}));
}

TEST(RightPricePruning, EqualLeftEndpointsKeepTheWidestThenTheEarliest) {
  // Both [7, 7] are dominated once [7, 9] is kept; [7, 8] has a right end above 7.
  EXPECT_EQ(pruned(std::vector<ItemRange>{{7, 7}, {7, 8}, {7, 9}, {7, 7}}),
            (std::vector<ItemRange>{{7, 8}, {7, 9}}));
  // Identical items: the earliest stays.
  EXPECT_EQ(pruned(std::vector<ItemRange>{{3, 3}, {1, 2}, {3, 3}}),
            (std::vector<ItemRange>{{3, 3}}));
  EXPECT_EQ(pruned(std::vector<ItemRange>{{4, 6}, {4, 6}}),
            (std::vector<ItemRange>{{4, 6}, {4, 6}}));
}

// P(max <= v) of a set of items, exactly.
cpp_rational max_at_most(std::span<const ItemRange> items, int v) {
  cpp_rational product = 1;
  for (const auto& item : items) {
    product *=
        cpp_rational(std::clamp(v - item.lo + 1, 0, item.hi - item.lo + 1), item.hi - item.lo + 1);
  }
  return product;
}

TEST(RightPricePruning, NeverChangesTheDistributionOfTheMaximum) {
  Draw draw(4242);
  for (int round = 0; round < 2000; ++round) {
    std::vector<ItemRange> held;
    const int count = draw.between(1, 12);
    const bool narrow = round % 2 == 0;  // many equal endpoints
    for (int j = 0; j < count; ++j) {
      if (narrow) {
        const int lo = draw.between(1, 6);
        held.push_back({lo, lo + draw.between(0, 3)});
      } else {
        held.push_back(draw.game_item());
      }
    }
    const auto kept = pruned(held);
    SCOPED_TRACE(describe({held}));
    ASSERT_FALSE(kept.empty());
    const int q = std::ranges::max(held, {}, &ItemRange::lo).lo;
    EXPECT_TRUE(std::ranges::any_of(kept, [&](const ItemRange& item) { return item.lo == q; }));
    EXPECT_EQ(pruned(kept), kept);  // idempotent
    for (int v = 0; v <= 100; ++v) {
      ASSERT_EQ(max_at_most(kept, v), max_at_most(held, v)) << "v = " << v;
    }
  }
}

TEST(RightPricePruning, PrunedAndUnprunedHoldingsGiveEqualProbabilities) {
  Draw draw(31337);
  for (int round = 0; round < 300; ++round) {
    const Holdings holdings = random_game_holdings(draw, 6, 8);
    if (!anybody_holds(holdings)) continue;
    // Pruned, and with extra dominated items (right end <= Q) added.
    Holdings small, large;
    for (const auto& held : holdings) {
      small.push_back(pruned(held));
      large.push_back(held);
      if (held.empty()) continue;
      const int q = std::ranges::max(held, {}, &ItemRange::lo).lo;
      for (int extra = draw.between(0, 3); extra > 0; --extra) {
        const int hi = draw.between(1, q);
        auto& items = large.back();
        const int at = draw.between(0, static_cast<int>(items.size()));
        items.insert(items.begin() + at, ItemRange{draw.between(1, hi), hi});
      }
    }
    SCOPED_TRACE(describe(holdings));
    const auto exact = *exact_win_probabilities(holdings);
    EXPECT_EQ(*exact_win_probabilities(small), exact);
    EXPECT_EQ(*exact_win_probabilities(large), exact);
    const auto approx = *win_probabilities(holdings);
    const auto approx_small = *win_probabilities(small);
    const auto approx_large = *win_probabilities(large);
    // And against the reference, which never prunes.
    const auto unpruned = subset_reference<double>(large);
    for (std::size_t p = 0; p < holdings.size(); ++p) {
      EXPECT_NEAR(approx_small[p], approx[p], 1e-14);
      EXPECT_NEAR(approx_large[p], approx[p], 1e-14);
      EXPECT_NEAR(approx_large[p], unpruned[p], 1e-12);
    }
  }
}

// --- The one-decimal display ---

TEST(RightPriceDisplay, EqualRemaindersGoToTheLowerPlayerIndex) {
  EXPECT_EQ(display_tenths(std::vector{1.0 / 3, 1.0 / 3, 1.0 / 3}),
            (std::vector<int>{334, 333, 333}));
  EXPECT_EQ(display_tenths(std::vector<double>(6, 1.0 / 6)),
            (std::vector<int>{167, 167, 167, 167, 166, 166}));
  // 123.5 and 876.5 tenths: one tenth is missing and the remainders are equal
  // (0.1235 * 1000 is not exactly 123.5 in doubles: the noise must not decide).
  EXPECT_EQ(display_tenths(std::vector{0.1235, 0.8765}), (std::vector<int>{124, 876}));
  EXPECT_EQ(display_tenths(std::vector{0.8765, 0.1235}), (std::vector<int>{877, 123}));
  // The larger remainder wins whatever its index.
  EXPECT_EQ(display_tenths(std::vector{0.2, 0.0004, 0.7996}), (std::vector<int>{200, 0, 800}));
}

TEST(RightPriceDisplay, ZerosStayZeroAndDashesAreNotItsBusiness) {
  EXPECT_EQ(display_tenths(std::vector{0.0, 1.0 / 3, 0.0, 1.0 / 3, 1.0 / 3}),
            (std::vector<int>{0, 334, 0, 333, 333}));
  EXPECT_EQ(display_tenths(std::vector{0.0, 1.0, 0.0}), (std::vector<int>{0, 1000, 0}));
  EXPECT_TRUE(display_tenths(std::vector<double>{}).empty());
}

TEST(RightPriceDisplay, NearWholeTenthsAreNotPushedAcross) {
  // Exactly 50.0% each, computed with noise either side.
  EXPECT_EQ(display_tenths(std::vector{0.5 - 1e-15, 0.5 + 1e-15}), (std::vector<int>{500, 500}));
  EXPECT_EQ(display_tenths(std::vector{0.25 + 2e-16, 0.25, 0.5 - 2e-16}),
            (std::vector<int>{250, 250, 500}));
}

TEST(RightPriceDisplay, TotalsOneThousandWithinFloorAndCeilingOfTheExactValue) {
  Draw draw(555);
  int shown = 0;
  for (int round = 0; round < 400; ++round) {
    const Holdings holdings = random_game_holdings(draw, 8, round % 2 ? 10 : 2);
    if (!anybody_holds(holdings)) continue;
    ++shown;
    SCOPED_TRACE(describe(holdings));
    const auto exact = *exact_win_probabilities(holdings);
    const auto tenths = display_tenths(*win_probabilities(holdings));
    ASSERT_EQ(tenths.size(), holdings.size());
    EXPECT_EQ(std::accumulate(tenths.begin(), tenths.end(), 0), 1000);
    for (std::size_t p = 0; p < holdings.size(); ++p) {
      const cpp_rational value = exact[p] * 1000;
      const cpp_int down = numerator(value) / denominator(value);  // non-negative: floor
      const cpp_int up = down + (denominator(value) == 1 ? 0 : 1);
      EXPECT_GE(tenths[p], down) << "player " << p;
      EXPECT_LE(tenths[p], up) << "player " << p;
      if (exact[p] == 0) {
        EXPECT_EQ(tenths[p], 0) << "player " << p;
      }
    }
  }
  EXPECT_GT(shown, 300);
}

TEST(RightPriceDisplay, TiedPlayersWithIdenticalItemsShowTheLowerIndexFirst) {
  // Three identical holdings: exactly a third each, noise or not.
  const Holdings holdings = {{{10, 90}, {50, 60}}, {{10, 90}, {50, 60}}, {{10, 90}, {50, 60}}};
  EXPECT_EQ(display_tenths(*win_probabilities(holdings)), (std::vector<int>{334, 333, 333}));
  const Holdings seven(7, std::vector<ItemRange>{{3, 97}, {12, 40}, {60, 61}});
  // 1000 / 7 = 142.857...: six tenths go to the first six.
  EXPECT_EQ(display_tenths(*win_probabilities(seven)),
            (std::vector<int>{143, 143, 143, 143, 143, 143, 142}));
}

}  // namespace
}  // namespace gavel::right_price
