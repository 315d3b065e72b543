// The Right Price's winning-probability table (spec: shared/spec/right-price.md,
// "The current-capital table shows..." and "For each player, the probability
// calculation keeps one item..."; right-price-notes.md points 7, 8, 10, 12).
// Pure code: no game state, no clock, no randomness.
//
// Every item's value is uniform over its inclusive integer range, items are
// independent, a player's score is the greatest value among their items, and
// the players tied at the top share the case equally. With M_q the maximum of
// player q, player i's winning probability is
//
//   P_i = Σ_v P(M_i = v) · E[ 1 / (1 + T) ; no other player above v ],
//
// where T counts the other players with M_q = v. Players are independent, so
// that expectation comes from the generating polynomial
//
//   G_i,v(x) = Π_{q ≠ i} ( P(M_q ≤ v − 1) + P(M_q = v) · x ) = Σ_t c_t x^t,
//
// whose coefficient c_t is the probability that exactly t others tie at v and
// nobody is above it; the expectation is Σ_t c_t / (t + 1). Per player,
// P(M_q ≤ v) is a product over items, and P(M_q = v) is built item by item as
// P' = P · P(X ≤ v) + P(max of the items so far ≤ v − 1) · P(X = v) — sums of
// products of non-negative numbers, no subtraction, so doubles keep full
// relative precision. Only v from the greatest left endpoint over all players
// up to 100 can win; the rest is skipped.
//
// Why polynomial: the cost is O(V · (I + n³)) for V ≤ 100 values, I items in
// all and n scoring players (n polynomials of degree < n per value), against
// Π (range sizes) equally likely cases — up to 100^I — for enumeration.
//
// The exact version runs the same template over integers: every P(X ≤ v) is
// count / size, so each player's weights are scaled by the product of their
// range sizes and the 1 / (t + 1) by lcm(1..n); the sum is then an integer,
// divided once at the end into a reduced rational.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <optional>
#include <span>
#include <vector>

namespace gavel::right_price {

// An item's displayed value range, inclusive: 1 <= lo <= hi <= 100.
struct ItemRange {
  int lo = 1;
  int hi = 1;
  bool operator==(const ItemRange&) const = default;
};

constexpr int kMinValue = 1;
constexpr int kMaxValue = 100;

// The rulebook's pruning of one player's items: keep one item with the
// greatest left endpoint Q and drop every other item whose right endpoint is
// no greater than Q (it can never raise the maximum, which is at least Q).
// The item kept among those with left endpoint Q is the one with the greatest
// right endpoint, the earliest in `held` among equals — that keeps the fewest
// items; any choice gives the same probabilities (notes point 7). Survivors
// keep their order in `held`. Empty in, empty out.
std::vector<ItemRange> pruned(std::span<const ItemRange> held);

// Each player's probability of winning the round with the items held now, one
// entry per player in the order given; a player without items gets 0, and so
// does a holder who cannot win. std::nullopt when nobody holds an item (the
// table shows dashes; for the bot the current probability is then 0, notes
// point 12). The values sum to 1 up to rounding. Throws std::invalid_argument
// for a range outside 1 <= lo <= hi <= 100.
std::optional<std::vector<double>> win_probabilities(
    std::span<const std::vector<ItemRange>> holdings);

// The same calculation (the same template) in exact rationals, for the bot's
// floor(pool × gain) (notes point 10). Values sum to exactly 1.
std::optional<std::vector<boost::multiprecision::cpp_rational>> exact_win_probabilities(
    std::span<const std::vector<ItemRange>> holdings);

// The table's one-decimal percentages as integer tenths of a percent
// (probability 0.1234 -> 123 = "12.3%"), by largest remainder: each value is
// its exact 1000 · p rounded down, then the tenths still missing up to 1000
// go one each to the largest remainders. Remainders within 1e-9 of a tenth
// count as equal (floating-point noise must not decide) and then the lower
// player index (stable room order) goes first; values within 1e-9 of a whole
// tenth are taken as that tenth. A player at exactly 0 stays 0. For
// probabilities that sum to 1 the result totals exactly 1000 and each entry
// is 1000 · p rounded down or up. Empty in, empty out.
std::vector<int> display_tenths(std::span<const double> probabilities);

}  // namespace gavel::right_price
