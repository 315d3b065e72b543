#include "games/spendii/chips.h"

#include <string>

#include "engine/json_fields.h"

namespace gavel::spendii {

namespace {
constexpr std::array<std::string_view, kChipKinds> kNames = {"white", "blue",  "green",
                                                             "red",   "black", "gold"};
}

std::string_view chip_name(int kind) {
  return kNames[static_cast<std::size_t>(kind)];
}

std::optional<int> chip_kind(std::string_view name) {
  for (int kind = 0; kind < kChipKinds; ++kind) {
    if (kNames[static_cast<std::size_t>(kind)] == name) return kind;
  }
  return std::nullopt;
}

boost::json::object chips_json(const Chips& chips) {
  boost::json::object out;
  for (int k = 0; k < kChipKinds; ++k) out[chip_name(k)] = chips[k];
  return out;
}

boost::json::object chips_json_sparse(const Chips& chips) {
  boost::json::object out;
  for (int k = 0; k < kChipKinds; ++k) {
    if (chips[k] > 0) out[chip_name(k)] = chips[k];
  }
  return out;
}

engine::Result<Chips> parse_chips(std::string_view field, const boost::json::value& value,
                                  int max) {
  if (!value.is_object()) {
    return engine::invalid(std::string(field) +
                           " must be an object of chip counts such as {\"white\": 1, \"gold\": 1}");
  }
  Chips chips{};
  for (const auto& [key, count] : value.as_object()) {
    const auto kind = chip_kind(std::string_view(key));
    if (!kind) {
      return engine::invalid(std::string(field) + ": unknown chip colour '" + std::string(key) +
                             "' (white, blue, green, red, black, gold)");
    }
    const auto n = engine::whole_number(std::string(field) + "." + std::string(key), count, 0, max);
    if (!n) return std::unexpected(n.error());
    chips[*kind] = static_cast<int>(*n);
  }
  return chips;
}

}  // namespace gavel::spendii
