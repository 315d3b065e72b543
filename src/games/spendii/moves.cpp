#include "games/spendii/moves.h"

#include <algorithm>

namespace gavel::spendii {

std::optional<TakeShape> take_shape(const Chips& take) {
  if (take[kGold] != 0) return std::nullopt;
  TakeShape shape;
  int chips = 0;
  for (int c = 0; c < kColours; ++c) {
    if (take[c] < 0 || take[c] > 2) return std::nullopt;
    if (take[c] == 0) continue;
    shape.colours |= 1u << c;
    shape.doubled = shape.doubled || take[c] == 2;
    chips += take[c];
  }
  if (chips == 0 || chips > 3 || (shape.doubled && chips != 2)) return std::nullopt;
  return shape;
}

bool is_legal_take(const Chips& bank, const Chips& take) {
  const auto shape = take_shape(take);
  return shape && bank_allows(bank_colours(bank), *shape);
}

const std::array<ShapedTake, kTakeShapes>& take_shapes() {
  static const auto shapes = [] {
    std::array<ShapedTake, kTakeShapes> out{};
    std::size_t n = 0;
    const auto add = [&](std::initializer_list<int> colours) {
      Chips take{};
      for (const int c : colours) ++take[c];
      out[n++] = {*take_shape(take), take};
    };
    for (int i = 0; i < kColours; ++i) add({i});
    for (int i = 0; i < kColours; ++i) {
      for (int j = i + 1; j < kColours; ++j) add({i, j});
    }
    for (int i = 0; i < kColours; ++i) {
      for (int j = i + 1; j < kColours; ++j) {
        for (int k = j + 1; k < kColours; ++k) add({i, j, k});
      }
    }
    for (int i = 0; i < kColours; ++i) add({i, i});
    return out;
  }();
  return shapes;
}

std::span<const std::uint8_t> distinct_takes(unsigned present) {
  struct Allowed {
    std::array<std::uint8_t, kDistinctShapes> shapes{};
    std::size_t count = 0;
  };
  static const auto table = [] {
    std::array<Allowed, 1u << kColours> out{};
    for (unsigned colours = 0; colours < out.size(); ++colours) {
      for (int i = 0; i < kDistinctShapes; ++i) {
        if (bank_allows({colours, 0}, take_shapes()[i].shape)) {
          out[colours].shapes[out[colours].count++] = static_cast<std::uint8_t>(i);
        }
      }
    }
    return out;
  }();
  const auto& allowed = table[present & ((1u << kColours) - 1)];
  return {allowed.shapes.data(), allowed.count};
}

std::vector<Chips> legal_takes(const Chips& bank) {
  std::vector<Chips> takes;
  for_each_take(bank, [&](const Chips& take, int) { takes.push_back(take); });
  return takes;
}

Chips least_gold_payment(const Card& card, const Colours& bonuses, const Chips& chips) {
  const auto owed = due(card, bonuses);
  Chips pay{};
  for (int c = 0; c < kColours; ++c) {
    pay[c] = std::min(chips[c], owed[c]);
    pay[kGold] += owed[c] - pay[c];
  }
  return pay;
}

std::vector<Chips> all_payments(const Card& card, const Colours& bonuses, const Chips& chips) {
  std::vector<Chips> payments;
  for_each_payment(card, bonuses, chips, [&](const Chips& pay) { payments.push_back(pay); });
  return payments;
}

bool is_exact_payment(const Card& card, const Colours& bonuses, const Chips& chips,
                      const Chips& payment) {
  if (!covers(chips, payment)) return false;
  const auto owed = due(card, bonuses);
  int gold = 0;
  for (int c = 0; c < kColours; ++c) {
    if (payment[c] > owed[c]) return false;
    gold += owed[c] - payment[c];
  }
  return gold == payment[kGold];
}

bool one_way_to_return(const Chips& chips, int excess) {
  int kinds = 0;
  for (const int n : chips) kinds += n > 0 ? 1 : 0;
  return kinds == 1 || total(chips) == excess;
}

std::span<const Chips> tabled_returns(int excess) {
  static const auto table = [] {
    std::array<std::vector<Chips>, kTabledExcess + 1> out;
    Chips plenty{};
    plenty.fill(kTabledExcess);
    for (int e = 1; e <= kTabledExcess; ++e) {
      walk_returns(plenty, e, [&](const Chips& give) { out[e].push_back(give); });
    }
    return out;
  }();
  return table[static_cast<std::size_t>(excess)];
}

std::span<const PackedChips> tabled_returns_packed(int excess) {
  static const auto table = [] {
    std::array<std::vector<PackedChips>, kTabledExcess + 1> out;
    for (int e = 1; e <= kTabledExcess; ++e) {
      for (const auto& give : tabled_returns(e)) out[e].push_back(pack_chips(give));
    }
    return out;
  }();
  return table[static_cast<std::size_t>(excess)];
}

std::vector<Chips> all_returns(const Chips& chips, int excess) {
  std::vector<Chips> returns;
  for_each_return(chips, excess, [&](const Chips& give, int) { returns.push_back(give); });
  return returns;
}

namespace {

bool earns(const Tile& tile, const Colours& bonuses) {
  int c = 0;
  while (c < kColours && bonuses[c] >= tile.need[c]) ++c;
  return c == kColours;
}

}  // namespace

std::vector<int> eligible_tiles(const std::vector<Tile>& tiles, const std::vector<int>& available,
                                const Colours& bonuses) {
  std::vector<int> out;
  for (const int id : available) {
    if (earns(tiles[static_cast<std::size_t>(id)], bonuses)) out.push_back(id);
  }
  return out;
}

int count_eligible(const std::vector<Tile>& tiles, const std::vector<int>& available,
                   const Colours& bonuses, int enough, int* first) {
  int count = 0;
  for (const int id : available) {
    if (!earns(tiles[static_cast<std::size_t>(id)], bonuses)) continue;
    if (first && (count == 0 || id < *first)) *first = id;
    if (++count >= enough) break;
  }
  return count;
}

}  // namespace gavel::spendii
