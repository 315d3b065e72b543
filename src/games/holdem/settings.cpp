// Every refusal names the field and what it accepts. Only the initial big
// blind is bounded by the stack (note 21): later levels may exceed it.
#include "games/holdem/settings.h"

#include <string>

#include "engine/json_fields.h"

namespace gavel::holdem {
namespace json = boost::json;

namespace {

// One of a few allowed whole numbers, e.g. the action timer's 15, 30 or 60.
engine::Result<int> one_of(const json::object& fields, std::string_view key,
                           std::initializer_list<int> allowed, int fallback) {
  const auto* field = fields.if_contains(key);
  if (!field) return fallback;
  const auto number = engine::as_whole_number(*field);
  for (const int value : allowed) {
    if (number && *number == value) return value;
  }
  std::string list;
  std::size_t i = 0;
  for (const int value : allowed) {
    if (i > 0) list += i + 1 == allowed.size() ? " or " : ", ";
    list += std::to_string(value);
    ++i;
  }
  return engine::invalid(std::string(key) + " must be " + list);
}

engine::Result<Chips> chips(const json::object& fields, std::string_view key, Chips min, Chips max,
                            Chips fallback) {
  const auto* field = fields.if_contains(key);
  if (!field) return fallback;
  return engine::whole_number(key, *field, min, max);
}

// The room's seatInfo: one {"bot": bool, "elo": tenths} per seat.
engine::Result<std::vector<bool>> read_bots(const json::value& value, int seats) {
  constexpr const char* kShape =
      "seatInfo must be a list with one {\"bot\": true|false, \"elo\": tenths} per seat";
  if (!value.is_array() || static_cast<int>(value.as_array().size()) != seats) {
    return engine::invalid(kShape);
  }
  std::vector<bool> bots;
  for (const auto& entry : value.as_array()) {
    const auto* fields = entry.if_object();
    const auto* bot = fields ? fields->if_contains("bot") : nullptr;
    if (!bot || !bot->is_bool() || engine::unknown_field(*fields, {"bot", "elo", "entry"})) {
      return engine::invalid(kShape);
    }
    if (const auto* elo = fields->if_contains("elo"); elo && !engine::as_whole_number(*elo)) {
      return engine::invalid(kShape);
    }
    bots.push_back(bot->as_bool());
  }
  return bots;
}

}  // namespace

const char* card_kind_name(CardKind kind) {
  switch (kind) {
    case CardKind::kValueSum:
      return "value_sum";
    case CardKind::kSquareGrid:
      return "square_grid";
    case CardKind::kTriangularGrid:
      return "triangular_grid";
    case CardKind::kPolyaboloGrid:
      return "polyabolo_grid";
    case CardKind::kPointVoronoi:
      return "point_voronoi";
  }
  return "value_sum";
}

std::optional<GridKind> grid_kind(CardKind kind) {
  switch (kind) {
    case CardKind::kSquareGrid:
      return GridKind::kSquare;
    case CardKind::kTriangularGrid:
      return GridKind::kTriangular;
    case CardKind::kPolyaboloGrid:
      return GridKind::kPolyabolo;
    default:
      return std::nullopt;
  }
}

const char* progression_name(Progression progression) {
  switch (progression) {
    case Progression::kFixed:
      return "fixed";
    case Progression::kTimesOneAndHalf:
      return "x1.5";
    case Progression::kTimesTwo:
      return "x2";
  }
  return "fixed";
}

const char* submission_name(Submission submission) {
  return submission == Submission::kManual ? "manual" : "automatic";
}

engine::Result<Settings> parse_settings(const json::value& value, int seats) {
  Settings settings;
  if (seats != 0 && (seats < kMinSeats || seats > kMaxSeats)) {
    return engine::invalid("Hold'em takes 2 to 9 seats");
  }
  if (seats != 0) settings.seats = seats;
  if (value.is_null()) return settings;
  if (!value.is_object()) return engine::invalid("Hold'em settings must be a JSON object");
  const auto& fields = value.as_object();
  if (const auto unknown = engine::unknown_field(
          fields, {"seats", "card_type", "max_sum", "starting_chips", "big_blind", "progression",
                   "ante", "action_seconds", "submission", "selection_seconds", "break_seconds",
                   "seatInfo", "panel"})) {
    return engine::invalid("unknown Hold'em setting '" + std::string(*unknown) + "'");
  }
  if (const auto* field = fields.if_contains("seats")) {
    const auto count = engine::whole_number("seats", *field, kMinSeats, kMaxSeats);
    if (!count) return std::unexpected(count.error());
    if (seats != 0 && *count != seats) {
      return engine::invalid("seats is " + std::to_string(*count) + " but the table has " +
                             std::to_string(seats));
    }
    settings.seats = static_cast<int>(*count);
  }
  if (const auto* field = fields.if_contains("card_type")) {
    const auto which = engine::choice(
        "card_type", *field,
        {"value_sum", "square_grid", "triangular_grid", "polyabolo_grid", "point_voronoi"});
    if (!which) return std::unexpected(which.error());
    settings.card_type = CardKind(*which);
  }
  // The panel: the creator's saved one, else the suggested one (note 46).
  if (const auto lattice = grid_kind(settings.card_type)) {
    settings.grid = GridCards(*lattice);
    if (const auto* field = fields.if_contains("panel")) {
      const auto panel = parse_panel(*lattice, *field);
      if (!panel) return std::unexpected(panel.error());
      settings.grid = GridCards(*lattice, *panel);
    }
  } else if (fields.contains("panel")) {
    return engine::invalid("panel applies only to the grid card types");
  }
  const auto max_sum = one_of(fields, "max_sum", {25, 30, 40}, settings.max_sum);
  if (!max_sum) return std::unexpected(max_sum.error());
  settings.max_sum = *max_sum;
  const auto start = chips(fields, "starting_chips", kMinStartingChips, kMaxStartingChips,
                           settings.starting_chips);
  if (!start) return std::unexpected(start.error());
  settings.starting_chips = *start;
  const auto blind = chips(fields, "big_blind", 2, kMaxStartingChips, settings.big_blind);
  if (!blind) return std::unexpected(blind.error());
  if (*blind % 2 != 0) return engine::invalid("big_blind must be an even whole number, at least 2");
  settings.big_blind = *blind;
  const auto ante = chips(fields, "ante", 0, kMaxStartingChips, settings.ante);
  if (!ante) return std::unexpected(ante.error());
  settings.ante = *ante;
  if (settings.big_blind + settings.ante > settings.starting_chips) {
    return engine::invalid(
        "big_blind + ante (" + std::to_string(settings.big_blind + settings.ante) +
        ") cannot exceed starting_chips (" + std::to_string(settings.starting_chips) + ")");
  }
  if (const auto* field = fields.if_contains("progression")) {
    const auto which = engine::choice("progression", *field, {"fixed", "x1.5", "x2"});
    if (!which) return std::unexpected(which.error());
    settings.progression = Progression(*which);
  }
  const auto action = one_of(fields, "action_seconds", {15, 30, 60}, settings.action_seconds);
  if (!action) return std::unexpected(action.error());
  settings.action_seconds = *action;
  if (const auto* field = fields.if_contains("submission")) {
    const auto which = engine::choice("submission", *field, {"manual", "automatic"});
    if (!which) return std::unexpected(which.error());
    settings.submission = Submission(*which);
  }
  const auto selection =
      one_of(fields, "selection_seconds", {30, 60, 90}, settings.selection_seconds);
  if (!selection) return std::unexpected(selection.error());
  settings.selection_seconds = *selection;
  if (const auto* info = fields.if_contains("seatInfo")) {
    const auto bots = read_bots(*info, settings.seats);
    if (!bots) return std::unexpected(bots.error());
    settings.bots = *bots;
  }
  const auto pause = one_of(fields, "break_seconds", {30, 60, 120}, settings.break_seconds);
  if (!pause) return std::unexpected(pause.error());
  settings.break_seconds = *pause;
  if (settings.card_type == CardKind::kPointVoronoi) {
    // Note 56: Maximum sum, Submission mode and Selection time do not apply.
    // A form may still send them (checked above, then ignored): the diagram
    // scores every hand at once, as Automatic best does.
    const Settings defaults;
    settings.max_sum = defaults.max_sum;
    settings.submission = Submission::kAutomatic;
    settings.selection_seconds = defaults.selection_seconds;
  }
  return settings;
}

json::object settings_json(const Settings& settings) {
  json::object out{{"seats", settings.seats},
                   {"card_type", card_kind_name(settings.card_type)},
                   {"max_sum", settings.max_sum},
                   {"starting_chips", settings.starting_chips},
                   {"big_blind", settings.big_blind},
                   {"progression", progression_name(settings.progression)},
                   {"ante", settings.ante},
                   {"action_seconds", settings.action_seconds},
                   {"submission", submission_name(settings.submission)},
                   {"selection_seconds", settings.selection_seconds},
                   {"break_seconds", settings.break_seconds},
                   {"bots", json::array(settings.bots.begin(), settings.bots.end())}};
  if (const auto lattice = grid_kind(settings.card_type)) {
    out["panel"] = panel_json(*lattice, settings.grid.panel());
  }
  if (settings.card_type == CardKind::kPointVoronoi) {
    // Inapplicable to Point-Voronoi (note 56): not shown at all.
    out.erase("max_sum");
    out.erase("submission");
    out.erase("selection_seconds");
  }
  return out;
}

}  // namespace gavel::holdem
