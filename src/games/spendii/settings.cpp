#include "games/spendii/settings.h"

#include <algorithm>
#include <string>

#include "engine/json_fields.h"
#include "engine/view_writer.h"
#include "ratings/rating.h"

namespace gavel::spendii {
namespace json = boost::json;

namespace {

engine::Result<std::vector<SeatInfo>> read_seat_info(const json::value& value, int seats) {
  constexpr const char* kShape =
      "seatInfo must be a list with one {\"bot\": true|false, \"elo\": tenths, \"entry\": "
      "rank (optional)} per seat, the entry ranks 0 to seats - 1 once each";
  if (!value.is_array()) return engine::invalid(kShape);
  const auto& list = value.as_array();
  if (static_cast<int>(list.size()) != seats) {
    return engine::invalid("seatInfo has " + std::to_string(list.size()) + " entries for " +
                           std::to_string(seats) + " seats");
  }
  std::vector<SeatInfo> info;
  for (const auto& entry : list) {
    const auto* fields = entry.if_object();
    if (!fields || engine::unknown_field(*fields, {"bot", "elo", "entry"})) {
      return engine::invalid(kShape);
    }
    const auto* bot = fields->if_contains("bot");
    const auto* elo = fields->if_contains("elo");
    if (!bot || !bot->is_bool() || !elo) return engine::invalid(kShape);
    const auto tenths = engine::whole_number("seatInfo elo", *elo, 0, ratings::kMaxRating);
    if (!tenths) return std::unexpected(tenths.error());
    // Without "entry" the seats are in room-entry order (a room that did not deal them).
    int rank = static_cast<int>(info.size());
    if (const auto* entry = fields->if_contains("entry")) {
      const auto given = engine::whole_number("seatInfo entry", *entry, 0, seats - 1);
      if (!given) return std::unexpected(given.error());
      rank = static_cast<int>(*given);
    }
    info.push_back({bot->as_bool(), *tenths, rank});
  }
  // Entry ranks are a permutation of the seats: each rank once.
  std::vector<bool> taken(static_cast<std::size_t>(seats), false);
  for (const auto& seat : info) {
    if (taken[static_cast<std::size_t>(seat.entry)]) return engine::invalid(kShape);
    taken[static_cast<std::size_t>(seat.entry)] = true;
  }
  return info;
}

engine::Result<void> read_clock(const json::value& value, Settings& settings) {
  constexpr const char* kShape =
      "clock must be a preset \"3+2\", \"5+3\", \"10+5\", \"15+10\" or \"30+15\", or "
      "{\"minutes\": 1-60, \"increment\": 0-60}";
  if (value.is_string()) {
    for (const auto& preset : kClockPresets) {
      if (value.as_string() ==
          std::to_string(preset.minutes) + "+" + std::to_string(preset.increment_seconds)) {
        settings.clock_minutes = preset.minutes;
        settings.increment_seconds = preset.increment_seconds;
        return {};
      }
    }
    return engine::invalid(kShape);
  }
  const auto* fields = value.if_object();
  if (!fields || engine::unknown_field(*fields, {"minutes", "increment"})) {
    return engine::invalid(kShape);
  }
  const auto* minutes = fields->if_contains("minutes");
  const auto* increment = fields->if_contains("increment");
  if (!minutes || !increment) return engine::invalid(kShape);
  const auto m = engine::whole_number("clock.minutes", *minutes, 1, 60);
  if (!m) return std::unexpected(m.error());
  const auto s = engine::whole_number("clock.increment", *increment, 0, 60);
  if (!s) return std::unexpected(s.error());
  settings.clock_minutes = static_cast<int>(*m);
  settings.increment_seconds = static_cast<int>(*s);
  return {};
}

}  // namespace

std::vector<SeatInfo> default_seat_info(int seats) {
  std::vector<SeatInfo> info(static_cast<std::size_t>(std::max(seats, 0)));
  for (int seat = 0; seat < seats; ++seat) info[static_cast<std::size_t>(seat)].entry = seat;
  return info;
}

int chip_preset(int active) {
  switch (active) {
    case 2:
      return 4;
    case 3:
      return 5;
    case 5:
      return 8;
    default:
      return 7;
  }
}

engine::Result<Settings> parse_settings(const json::value& value, int seats) {
  Settings settings;
  settings.seats = seats;
  static const json::object kNone;
  if (!value.is_null() && !value.is_object()) {
    return engine::invalid("Spendii settings must be a JSON object");
  }
  const auto& fields = value.is_object() ? value.as_object() : kNone;
  if (const auto unknown = engine::unknown_field(
          fields, {"target", "clock", "deck", "positions", "hideIdentities", "noPlay", "chips",
                   "gold", "payment", "moveAdvice", "seatInfo"})) {
    return engine::invalid("unknown Spendii setting '" + std::string(*unknown) + "'");
  }
  // Six participants leave NO PLAY as the only legal choice, so it is the default there.
  settings.no_play = seats == kMaxSeats;
  if (const auto* field = fields.if_contains("noPlay")) {
    const auto flag = engine::boolean("noPlay", *field);
    if (!flag) return std::unexpected(flag.error());
    settings.no_play = *flag;
  }
  if (settings.no_play ? (seats < 3 || seats > 6) : (seats < 2 || seats > 5)) {
    return engine::invalid(settings.no_play ? "Spendii with NO PLAY needs 3 to 6 players"
                                            : "Spendii needs 2 to 5 players (3 to 6 with NO PLAY)");
  }
  settings.chips = chip_preset(settings.active());
  if (const auto* field = fields.if_contains("target")) {
    const auto n = engine::whole_number("target", *field, kMinTarget, kMaxTarget);
    if (!n) return std::unexpected(n.error());
    settings.target = static_cast<int>(*n);
  }
  if (const auto* field = fields.if_contains("clock")) {
    if (auto read = read_clock(*field, settings); !read) return std::unexpected(read.error());
  }
  if (const auto* field = fields.if_contains("deck")) {
    const auto n = engine::choice("deck", *field, {"standard", "short"});
    if (!n) return std::unexpected(n.error());
    settings.deck = *n == 0 ? DeckKind::kStandard : DeckKind::kShort;
  }
  if (const auto* field = fields.if_contains("positions")) {
    const auto n = engine::choice("positions", *field, {"random", "betting"});
    if (!n) return std::unexpected(n.error());
    settings.positions = *n == 0 ? Positions::kRandom : Positions::kBetting;
  }
  if (const auto* field = fields.if_contains("hideIdentities")) {
    const auto n = engine::choice("hideIdentities", *field, {"off", "players", "playersAndBots"});
    if (!n) return std::unexpected(n.error());
    settings.hide = static_cast<HideIdentities>(*n);
  }
  if (const auto* field = fields.if_contains("chips")) {
    const auto n = engine::whole_number("chips", *field, 2, 9);
    if (!n) return std::unexpected(n.error());
    settings.chips = static_cast<int>(*n);
  }
  if (const auto* field = fields.if_contains("gold")) {
    const auto n = engine::whole_number("gold", *field, 0, 6);
    if (!n) return std::unexpected(n.error());
    settings.gold = static_cast<int>(*n);
  }
  if (const auto* field = fields.if_contains("payment")) {
    const auto n = engine::choice("payment", *field, {"leastGold", "manual"});
    if (!n) return std::unexpected(n.error());
    settings.payment = *n == 0 ? Payment::kLeastGold : Payment::kManual;
  }
  if (const auto* field = fields.if_contains("moveAdvice")) {
    const auto flag = engine::boolean("moveAdvice", *field);
    if (!flag) return std::unexpected(flag.error());
    settings.move_advice = *flag;
  }
  if (const auto* field = fields.if_contains("seatInfo")) {
    auto info = read_seat_info(*field, seats);
    if (!info) return std::unexpected(info.error());
    settings.seat_info = std::move(*info);
  }
  if (settings.seat_info.empty()) settings.seat_info = default_seat_info(seats);
  return settings;
}

json::object settings_json(const Settings& settings) {
  auto value =
      engine::written_value([&](engine::JsonWriter& out) { write_settings(out, settings); });
  return std::move(value.as_object());
}

void write_settings(engine::JsonWriter& out, const Settings& settings) {
  out.begin_object();
  out.key("target").number(settings.target);
  out.key("clock").begin_object();
  out.key("minutes").number(settings.clock_minutes);
  out.key("increment").number(settings.increment_seconds);
  out.end_object();
  out.key("deck").string(deck_name(settings.deck));
  out.key("positions").string(positions_name(settings.positions));
  out.key("hideIdentities").string(hide_name(settings.hide));
  out.key("noPlay").boolean(settings.no_play);
  out.key("chips").number(settings.chips);
  out.key("gold").number(settings.gold);
  out.key("payment").string(payment_name(settings.payment));
  out.key("moveAdvice").boolean(settings.move_advice);
  out.end_object();
}

const char* positions_name(Positions positions) {
  return positions == Positions::kRandom ? "random" : "betting";
}
const char* hide_name(HideIdentities hide) {
  switch (hide) {
    case HideIdentities::kOff:
      return "off";
    case HideIdentities::kPlayers:
      return "players";
    case HideIdentities::kPlayersAndBots:
      return "playersAndBots";
  }
  return "off";
}
const char* payment_name(Payment payment) {
  return payment == Payment::kLeastGold ? "leastGold" : "manual";
}
const char* deck_name(DeckKind deck) {
  return deck == DeckKind::kStandard ? "standard" : "short";
}

}  // namespace gavel::spendii
