// Chips (the rulebook's "coins"): five regular colours and gold, counted in
// one array in the fixed colour order white, blue, green, red, black, gold
// (note 21), with their JSON form {"white": n, ...}.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <optional>
#include <string_view>

#include "engine/error.h"

namespace gavel::spendii {

inline constexpr int kColours = 5;  // the regular colours
inline constexpr int kGold = 5;     // the index of gold in Chips
inline constexpr int kChipKinds = 6;

using Chips = std::array<int, kChipKinds>;

std::string_view chip_name(int kind);
// The kind named `name` (gold included), if any.
std::optional<int> chip_kind(std::string_view name);

inline int total(const Chips& chips) {
  int sum = 0;
  for (const int n : chips) sum += n;
  return sum;
}
inline Chips operator+(Chips a, const Chips& b) {
  for (int k = 0; k < kChipKinds; ++k) a[k] += b[k];
  return a;
}
inline Chips operator-(Chips a, const Chips& b) {
  for (int k = 0; k < kChipKinds; ++k) a[k] -= b[k];
  return a;
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
