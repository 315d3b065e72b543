// Every refusal names the field and what it accepts, as the other games do.
#include "games/auction/settings.h"

#include <string>

#include "engine/json_fields.h"

namespace gavel::auction {
namespace json = boost::json;

namespace {

engine::Result<std::int64_t> read(const json::object& fields, std::string_view key, Range range,
                                  std::int64_t fallback) {
  const auto* field = fields.if_contains(key);
  if (!field) return fallback;
  return engine::whole_number(key, *field, range.min, range.max);
}

}  // namespace

const char* pricing_name(Pricing pricing) {
  return pricing == Pricing::kFirst ? "first" : "second";
}

engine::Result<Settings> parse_settings(const json::value& value, int seats) {
  Settings settings;
  if (seats != 0) settings.seats = seats;
  if (seats != 0 && (seats < kMinSeats || seats > kMaxSeats)) {
    return engine::invalid("Blind Auction takes 3 to 8 seats");
  }
  if (value.is_null()) return settings;
  if (!value.is_object()) return engine::invalid("Blind Auction settings must be a JSON object");
  const auto& fields = value.as_object();
  if (const auto unknown =
          engine::unknown_field(fields, {"seats", "items", "talk_rounds", "turn_deadline_ms",
                                         "turnSeconds", "pricing", "stake", "rake_pct"})) {
    return engine::invalid("unknown Blind Auction setting '" + std::string(*unknown) + "'");
  }
  const auto seat_field = read(fields, "seats", {kMinSeats, kMaxSeats}, settings.seats);
  if (!seat_field) return std::unexpected(seat_field.error());
  if (seats != 0 && *seat_field != seats) {
    return engine::invalid("seats is " + std::to_string(*seat_field) + " but the table has " +
                           std::to_string(seats));
  }
  settings.seats = static_cast<int>(*seat_field);
  const auto items = read(fields, "items", kItems, settings.items);
  if (!items) return std::unexpected(items.error());
  settings.items = static_cast<int>(*items);
  const auto talk = read(fields, "talk_rounds", kTalkRounds, settings.talk_rounds);
  if (!talk) return std::unexpected(talk.error());
  settings.talk_rounds = static_cast<int>(*talk);
  if (fields.contains("turn_deadline_ms")) {
    const auto ms = read(fields, "turn_deadline_ms", kTurnDeadlineMs, 0);
    if (!ms) return std::unexpected(ms.error());
    settings.turn_deadline_ms = *ms;
  } else if (fields.contains("turnSeconds")) {
    const auto seconds = read(fields, "turnSeconds", kTurnSeconds, 0);
    if (!seconds) return std::unexpected(seconds.error());
    settings.turn_deadline_ms = *seconds * 1000;
  }
  if (const auto* pricing = fields.if_contains("pricing")) {
    const auto which = engine::choice("pricing", *pricing, {"first", "second"});
    if (!which) return std::unexpected(which.error());
    settings.pricing = *which == 0 ? Pricing::kFirst : Pricing::kSecond;
  }
  const auto stake = read(fields, "stake", kStake, settings.stake);
  if (!stake) return std::unexpected(stake.error());
  settings.stake = *stake;
  const auto rake = read(fields, "rake_pct", kRakePct, settings.rake_pct);
  if (!rake) return std::unexpected(rake.error());
  settings.rake_pct = static_cast<int>(*rake);
  return settings;
}

json::object settings_json(const Settings& settings) {
  return {{"seats", settings.seats},
          {"items", settings.items},
          {"talk_rounds", settings.talk_rounds},
          {"turn_deadline_ms", settings.turn_deadline_ms},
          {"pricing", pricing_name(settings.pricing)},
          {"stake", settings.stake},
          {"rake_pct", settings.rake_pct}};
}

}  // namespace gavel::auction
