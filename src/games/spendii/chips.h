// Chips (the rulebook's "coins"): five regular colours and gold, counted in
// one array in the fixed colour order white, blue, green, red, black, gold
// (note 21), with their JSON form {"white": n, ...}.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <optional>
#include <string_view>

#include "engine/error.h"

// SSE2, in every x86-64 processor, for the counts' few hot forms (here and
// in cards.h and moves.h); each has its plain form beside it for other
// machines.
#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#define GAVEL_SPENDII_SSE2 1
#else
#define GAVEL_SPENDII_SSE2 0
#endif

namespace gavel::spendii {

inline constexpr int kColours = 5;  // the regular colours
inline constexpr int kGold = 5;     // the index of gold in Chips
inline constexpr int kChipKinds = 6;

using Chips = std::array<int, kChipKinds>;

std::string_view chip_name(int kind);
// The kind named `name` (gold included), if any.
std::optional<int> chip_kind(std::string_view name);

#if GAVEL_SPENDII_SSE2
// The six counts as four lanes and two.
inline __m128i low_kinds(const Chips& chips) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(chips.data()));
}
inline __m128i high_kinds(const Chips& chips) {
  return _mm_loadl_epi64(reinterpret_cast<const __m128i*>(chips.data() + 4));
}
inline Chips chips_of_lanes(__m128i low, __m128i high) {
  Chips out;
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out.data()), low);
  _mm_storel_epi64(reinterpret_cast<__m128i*>(out.data() + 4), high);
  return out;
}
#endif
inline int total(const Chips& chips) {
#if GAVEL_SPENDII_SSE2
  __m128i sum = _mm_add_epi32(low_kinds(chips), high_kinds(chips));
  sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(1, 0, 3, 2)));
  sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_cvtsi128_si32(sum);
#else
  int sum = 0;
  for (const int n : chips) sum += n;
  return sum;
#endif
}
inline Chips operator+(Chips a, const Chips& b) {
#if GAVEL_SPENDII_SSE2
  return chips_of_lanes(_mm_add_epi32(low_kinds(a), low_kinds(b)),
                        _mm_add_epi32(high_kinds(a), high_kinds(b)));
#else
  for (int k = 0; k < kChipKinds; ++k) a[k] += b[k];
  return a;
#endif
}
inline Chips operator-(Chips a, const Chips& b) {
#if GAVEL_SPENDII_SSE2
  return chips_of_lanes(_mm_sub_epi32(low_kinds(a), low_kinds(b)),
                        _mm_sub_epi32(high_kinds(a), high_kinds(b)));
#else
  for (int k = 0; k < kChipKinds; ++k) a[k] -= b[k];
  return a;
#endif
}
// have[k] >= need[k] for every kind.
inline bool covers(const Chips& have, const Chips& need) {
  for (int k = 0; k < kChipKinds; ++k) {
    if (have[k] < need[k]) return false;
  }
  return true;
}

// {"white": n, ...} with every kind, zeros included (views and settings).
boost::json::object chips_json(const Chips& chips);
// Only the kinds with a positive count (moves: a payment, a return).
boost::json::object chips_json_sparse(const Chips& chips);
// A move's chip object: known kinds only, whole numbers 0..max.
engine::Result<Chips> parse_chips(std::string_view field, const boost::json::value& value, int max);

}  // namespace gavel::spendii
