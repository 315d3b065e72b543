// The fixed Bidlock strategies as pure functions of a Table: the named bots
// play them, and the house bot uses them as models of its opponents.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/rng.h"
#include "games/bidlock/bots/table.h"

namespace gavel::bidlock {

enum class Strategy : std::uint8_t {
  kRandom,     // any held chip, uniformly
  kGreedy,     // the chip whose rank in hand matches the pot's stake rank
  kExtremist,  // highest chip on big pots, lowest otherwise
  kShark,      // beats every rival's best chip on the biggest pot, dumps otherwise
  kReader,     // expects greedy rivals and beats them as cheaply as it can
  kDeep,       // expects reader rivals and beats them as cheaply as it can
  kFuzzy,      // greedy's rank give or take two: a model of bidding by feel
};
constexpr int kStrategyCount = 7;
constexpr int kFixedStrategyCount = 6;  // the named ones; kFuzzy is a model only

// How far the fuzzy style strays from greedy's rank, each way (uniformly).
constexpr int kFuzzSpread = 2;

std::string_view strategy_name(Strategy strategy);
std::optional<Strategy> strategy_from_name(std::string_view name);
// Whether the strategy always plays the same chip in the same position.
constexpr bool is_deterministic(Strategy strategy) {
  return strategy != Strategy::kRandom && strategy != Strategy::kFuzzy;
}

int greedy_chip(const Table& table, int seat);
int extremist_chip(const Table& table, int seat);
int shark_chip(const Table& table, int seat);
int reader_chip(const Table& table, int seat);
int deep_chip(const Table& table, int seat);
int fuzzy_chip(const Table& table, int seat, engine::Rng& rng);

// The chip `strategy` plays for `seat`; rng feeds only the random ones.
int strategy_chip(Strategy strategy, const Table& table, int seat, engine::Rng& rng);
// The single most likely chip: greedy's for the random-looking strategies.
int predicted_chip(Strategy strategy, const Table& table, int seat);

// The cheapest chip of `seat` with the best result against the other seats'
// `bids` (bids[seat] is ignored): take a positive pot or leave a negative one
// to someone else; failing that, lose without clashing.
int best_response(const Table& table, int seat, const std::array<int, kMaxSeats>& bids);

}  // namespace gavel::bidlock
