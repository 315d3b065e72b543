// The Right Price's winning probabilities: one template over the number type
// (doubles for the table, integers turned into rationals for the bot); the
// method is described in probability.h.
#include "games/right_price/probability.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <numeric>
#include <stdexcept>
#include <string>

namespace gavel::right_price {
namespace {

using boost::multiprecision::cpp_int;
using boost::multiprecision::cpp_rational;

void check_range(const ItemRange& item) {
  if (item.lo < kMinValue || item.hi > kMaxValue || item.lo > item.hi) {
    throw std::invalid_argument("right_price: item range " + std::to_string(item.lo) + ".." +
                                std::to_string(item.hi) + " is outside 1..100");
  }
}

// Values of an item no greater than v, 0..size.
int count_at_most(const ItemRange& item, int v) {
  return std::clamp(v - item.lo + 1, 0, item.hi - item.lo + 1);
}

// 1 / size for every range size, so that the inner loops multiply instead of
// dividing (a third of the time in the widest cases).
const std::array<double, kMaxValue + 1> kInverse = [] {
  std::array<double, kMaxValue + 1> inverse{};
  for (int size = 1; size <= kMaxValue; ++size) inverse[size] = 1.0 / size;
  return inverse;
}();

// Doubles: weights are probabilities, nothing to scale.
struct DoubleArith {
  using Num = double;
  using Result = double;
  static double item_weight(int count, int size) { return count * kInverse[size]; }
  static double player_total(std::span<const ItemRange>) { return 1.0; }
  // The weight of one case shared by `ties` players.
  static double share(int ties, int /*scorers*/) { return 1.0 / ties; }
  static double share_scale(int /*scorers*/) { return 1.0; }
  static double finish(double sum, double /*denominator*/) { return sum; }
};

// Exact: weights are counts of equally likely cases (a player's total is the
// product of their range sizes) and a case shared by t players weighs
// lcm(1..n) / t, so every sum stays an integer until the one division.
struct ExactArith {
  using Num = cpp_int;
  using Result = cpp_rational;
  static cpp_int item_weight(int count, int /*size*/) { return count; }
  static cpp_int player_total(std::span<const ItemRange> items) {
    cpp_int total = 1;
    for (const auto& item : items) total *= item.hi - item.lo + 1;
    return total;
  }
  static cpp_int share(int ties, int scorers) { return share_scale(scorers) / ties; }
  static cpp_int share_scale(int scorers) {
    cpp_int lcm = 1;
    for (int k = 2; k <= scorers; ++k) lcm = boost::multiprecision::lcm(lcm, cpp_int(k));
    return lcm;
  }
  static cpp_rational finish(const cpp_int& sum, const cpp_int& denominator) {
    return cpp_rational(sum, denominator);
  }
};

template <class Arith>
std::optional<std::vector<typename Arith::Result>> solve(
    std::span<const std::vector<ItemRange>> holdings) {
  using Num = typename Arith::Num;
  using Result = typename Arith::Result;

  // Scoring players (those with items), their pruned items, and the values
  // that can win: from the greatest left endpoint of all to the greatest right.
  std::vector<std::size_t> scorer_index;
  std::vector<std::vector<ItemRange>> items;
  int first_v = kMinValue;
  int last_v = kMinValue;
  for (std::size_t p = 0; p < holdings.size(); ++p) {
    for (const auto& item : holdings[p]) check_range(item);
    if (holdings[p].empty()) continue;
    scorer_index.push_back(p);
    items.push_back(pruned(holdings[p]));
    for (const auto& item : items.back()) {
      first_v = std::max(first_v, item.lo);
      last_v = std::max(last_v, item.hi);
    }
  }
  if (scorer_index.empty()) return std::nullopt;
  const int n = static_cast<int>(scorer_index.size());
  const int values = last_v - first_v + 1;

  // below[s * values + k]: weight of M_s <= v - 1; exact[...]: of M_s = v,
  // for v = first_v + k; built item by item (see probability.h).
  std::vector<Num> below(static_cast<std::size_t>(n) * values);
  std::vector<Num> exact(static_cast<std::size_t>(n) * values);
  std::vector<Num> totals;
  totals.reserve(n);
  for (int s = 0; s < n; ++s) {
    totals.push_back(Arith::player_total(items[s]));
    for (int k = 0; k < values; ++k) {
      const int v = first_v + k;
      Num at_most_prev = 1;  // the items so far: max <= v - 1
      Num equal = 0;         // the items so far: max == v
      for (const auto& item : items[s]) {
        const int size = item.hi - item.lo + 1;
        const int le = count_at_most(item, v);
        if (le == 0) {
          at_most_prev = 0;
          equal = 0;
          break;  // this item is above v for sure
        }
        equal *= Arith::item_weight(le, size);
        if (v >= item.lo && v <= item.hi) equal += at_most_prev * Arith::item_weight(1, size);
        at_most_prev *= Arith::item_weight(le - (v <= item.hi ? 1 : 0), size);
      }
      below[static_cast<std::size_t>(s) * values + k] = std::move(at_most_prev);
      exact[static_cast<std::size_t>(s) * values + k] = std::move(equal);
    }
  }

  std::vector<Num> shares;  // shares[t]: the weight of a case split t + 1 ways
  shares.reserve(n);
  for (int t = 0; t < n; ++t) shares.push_back(Arith::share(t + 1, n));

  std::vector<Num> sums(n, Num(0));
  std::vector<Num> poly(n + 1, Num(0));
  Num expected = 0;
  Num term = 0;
  for (int k = 0; k < values; ++k) {
    for (int i = 0; i < n; ++i) {
      const Num& mine = exact[static_cast<std::size_t>(i) * values + k];
      if (mine == 0) continue;
      // G(x) = Π_{q != i} (below_q + exact_q x), degree grows only with ties.
      poly[0] = 1;
      int degree = 0;
      bool vanished = false;
      for (int q = 0; q < n; ++q) {
        if (q == i) continue;
        const Num& a = below[static_cast<std::size_t>(q) * values + k];
        const Num& b = exact[static_cast<std::size_t>(q) * values + k];
        if (b == 0) {
          if (a == 0) {
            vanished = true;  // q is above v for sure
            break;
          }
          for (int t = 0; t <= degree; ++t) poly[t] *= a;
          continue;
        }
        poly[degree + 1] = poly[degree] * b;
        for (int t = degree; t >= 1; --t) {
          poly[t] *= a;
          term = poly[t - 1] * b;
          poly[t] += term;
        }
        poly[0] *= a;
        ++degree;
      }
      if (vanished) continue;
      expected = 0;
      for (int t = 0; t <= degree; ++t) {
        term = poly[t] * shares[t];
        expected += term;
      }
      term = mine * expected;
      sums[i] += term;
    }
  }

  Num denominator = Arith::share_scale(n);
  for (const auto& total : totals) denominator *= total;
  std::vector<Result> result(holdings.size(), Result(0));
  for (int s = 0; s < n; ++s) result[scorer_index[s]] = Arith::finish(sums[s], denominator);
  return result;
}

}  // namespace

std::vector<ItemRange> pruned(std::span<const ItemRange> held) {
  if (held.empty()) return {};
  std::size_t keep = 0;
  for (std::size_t j = 1; j < held.size(); ++j) {
    if (held[j].lo > held[keep].lo || (held[j].lo == held[keep].lo && held[j].hi > held[keep].hi)) {
      keep = j;
    }
  }
  const int q = held[keep].lo;
  std::vector<ItemRange> out;
  for (std::size_t j = 0; j < held.size(); ++j) {
    if (j == keep || held[j].hi > q) out.push_back(held[j]);
  }
  return out;
}

std::optional<std::vector<double>> win_probabilities(
    std::span<const std::vector<ItemRange>> holdings) {
  return solve<DoubleArith>(holdings);
}

std::optional<std::vector<cpp_rational>> exact_win_probabilities(
    std::span<const std::vector<ItemRange>> holdings) {
  return solve<ExactArith>(holdings);
}

std::vector<int> display_tenths(std::span<const double> probabilities) {
  constexpr double kTenths = 1000.0;
  constexpr double kNoise = 1e-9;
  const std::size_t n = probabilities.size();
  std::vector<int> out(n, 0);
  std::vector<double> remainder(n, 0.0);
  int total = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (probabilities[i] <= 0.0) continue;
    double tenths = probabilities[i] * kTenths;
    const double nearest = std::round(tenths);
    if (std::abs(tenths - nearest) <= kNoise) tenths = nearest;
    const double down = std::floor(tenths);
    out[i] = static_cast<int>(down);
    remainder[i] = tenths - down;
    total += out[i];
  }
  // One tenth each to the largest remainders; a later player must beat the
  // best so far by more than the noise to take its place.
  std::vector<bool> raised(n, false);
  for (int missing = static_cast<int>(kTenths) - total; missing > 0; --missing) {
    std::size_t best = n;
    for (std::size_t i = 0; i < n; ++i) {
      if (raised[i] || remainder[i] <= 0.0) continue;
      if (best == n || remainder[i] > remainder[best] + kNoise) best = i;
    }
    if (best == n) break;  // the input did not sum to 1
    raised[best] = true;
    ++out[best];
  }
  return out;
}

}  // namespace gavel::right_price
