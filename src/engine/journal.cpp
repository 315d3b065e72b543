// The JSON form of a record keeps the seed as a decimal string, because
// JavaScript readers lose integers above 2^53.
#include "engine/journal.h"

#include <charconv>

namespace gavel::engine {
namespace json = boost::json;

json::value record_to_json(const MatchRecord& record) {
  json::array inputs;
  for (const auto& entry : record.inputs) {
    json::object item{{"at", entry.at}};
    if (entry.kind == JournalEntry::Kind::kTick) {
      item["kind"] = "tick";
    } else {
      item["kind"] = "action";
      item["seat"] = entry.seat;
      item["action"] = entry.action;
      item["origin"] = origin_name(entry.origin);
    }
    inputs.push_back(std::move(item));
  }
  return json::object{{"game", record.game},   {"settings", record.settings},
                      {"seats", record.seats}, {"seed", std::to_string(record.seed)},
                      {"start", record.start}, {"inputs", std::move(inputs)}};
}

namespace {

Result<std::int64_t> integer_field(const json::object& object, std::string_view key) {
  const auto* value = object.if_contains(key);
  if (!value || !value->is_int64())
    return invalid("record field '" + std::string(key) + "' must be an integer");
  return value->as_int64();
}

}  // namespace

Result<MatchRecord> record_from_json(const json::value& value) {
  if (!value.is_object()) return invalid("a match record is a JSON object");
  const auto& object = value.as_object();
  MatchRecord record;
  const auto* game = object.if_contains("game");
  const auto* seed = object.if_contains("seed");
  const auto* inputs = object.if_contains("inputs");
  if (!game || !game->is_string()) return invalid("record field 'game' must be a string");
  if (!seed || !seed->is_string()) return invalid("record field 'seed' must be a decimal string");
  if (!inputs || !inputs->is_array()) return invalid("record field 'inputs' must be an array");
  record.game = game->as_string();
  const auto seed_text = seed->as_string();
  const auto parsed =
      std::from_chars(seed_text.data(), seed_text.data() + seed_text.size(), record.seed);
  if (parsed.ec != std::errc() || parsed.ptr != seed_text.data() + seed_text.size()) {
    return invalid("record field 'seed' must be a decimal string");
  }
  if (const auto* settings = object.if_contains("settings")) record.settings = *settings;
  auto seats = integer_field(object, "seats");
  auto start = integer_field(object, "start");
  if (!seats) return std::unexpected(seats.error());
  if (!start) return std::unexpected(start.error());
  record.seats = static_cast<int>(*seats);
  record.start = *start;
  for (const auto& item : inputs->as_array()) {
    if (!item.is_object()) return invalid("every record input is an object");
    const auto& input = item.as_object();
    JournalEntry entry;
    auto at = integer_field(input, "at");
    if (!at) return std::unexpected(at.error());
    entry.at = *at;
    const auto* kind = input.if_contains("kind");
    if (kind && kind->is_string() && kind->as_string() == "tick") {
      entry.kind = JournalEntry::Kind::kTick;
    } else if (kind && kind->is_string() && kind->as_string() == "action") {
      auto seat = integer_field(input, "seat");
      if (!seat) return std::unexpected(seat.error());
      entry.seat = static_cast<Seat>(*seat);
      if (const auto* action = input.if_contains("action")) entry.action = *action;
      const auto* origin = input.if_contains("origin");
      const auto named = origin && origin->is_string()
                             ? origin_from_name(std::string_view(origin->as_string()))
                             : std::nullopt;
      if (!named)
        return invalid("record input 'origin' must be player, bot, timeout, auto or resigned");
      entry.origin = *named;
    } else {
      return invalid("record input 'kind' must be action or tick");
    }
    record.inputs.push_back(std::move(entry));
  }
  return record;
}

Result<std::unique_ptr<Match>> replay(const Registry& registry, const MatchRecord& record) {
  const auto* game = registry.find(record.game);
  if (!game) return invalid("no game named '" + record.game + "'");
  auto match = game->create(record.settings, record.seats, record.seed, record.start);
  if (!match) return std::unexpected(match.error());
  for (std::size_t i = 0; i < record.inputs.size(); ++i) {
    const auto& entry = record.inputs[i];
    if (entry.kind == JournalEntry::Kind::kTick) {
      (*match)->tick(entry.at);
      continue;
    }
    auto applied = (*match)->apply(entry.seat, entry.action, entry.at, entry.origin);
    if (!applied) {
      return invalid("record input " + std::to_string(i) +
                     " was refused: " + applied.error().message);
    }
  }
  return std::move(*match);
}

}  // namespace gavel::engine
