// Hold'em's room settings: defaults, the allowed values and the strict JSON
// form (unknown fields, values outside their choices and card types not yet
// built are refused with a reason). docs/games/holdem.md lists them.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/error.h"
#include "engine/types.h"
#include "games/holdem/grid_cards.h"

namespace gavel::holdem {

using Chips = std::int64_t;

constexpr int kMinSeats = 2;
constexpr int kMaxSeats = 9;

enum class CardKind { kValueSum, kSquareGrid, kTriangularGrid, kPolyaboloGrid, kPointVoronoi };
enum class Progression { kFixed, kTimesOneAndHalf, kTimesTwo };
enum class Submission { kManual, kAutomatic };

constexpr Chips kMinStartingChips = 10;
constexpr Chips kMaxStartingChips = 1'000'000;
constexpr int kHandsPerLevel = 10;

struct Settings {
  int seats = kMinSeats;
  CardKind card_type = CardKind::kValueSum;
  int max_sum = 30;  // 25, 30 or 40
  // Grid types: the card type with the room's panel, fixed at creation
  // (note 46); the suggested square panel otherwise, and unused.
  GridCards grid;
  Chips starting_chips = 1000;
  Chips big_blind = 10;  // the initial big blind; even, >= 2
  Progression progression = Progression::kTimesOneAndHalf;
  Chips ante = 0;
  int action_seconds = 30;  // 15, 30 or 60
  Submission submission = Submission::kManual;
  int selection_seconds = 60;  // 30, 60 or 90
  int break_seconds = 60;      // 30, 60 or 120
  // From the room's seatInfo: which seats are house bots (none when absent).
  // Bots take no optional actions (Continue, reveals), so none are listed to them.
  std::vector<bool> bots;
  bool operator==(const Settings&) const = default;
};

// Null is every default. `seats` is the table's seat count (0: not known
// yet); a "seats" field must agree with it.
engine::Result<Settings> parse_settings(const boost::json::value& json, int seats);
boost::json::object settings_json(const Settings& settings);

const char* card_kind_name(CardKind kind);
// The lattice of a grid card type, or none for Value-sum and Point-Voronoi.
std::optional<GridKind> grid_kind(CardKind kind);
const char* progression_name(Progression progression);
const char* submission_name(Submission submission);

}  // namespace gavel::holdem
