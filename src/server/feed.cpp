#include "server/feed.h"

#include <algorithm>
#include <string>

#include "engine/json_fields.h"

namespace gavel::server {

namespace json = boost::json;

namespace {

void add_param(json::object& out, const std::string& name, const json::object& spec) {
  const auto* type = spec.if_contains("type");
  const bool optional = spec.contains("optional") && spec.at("optional") == true;
  if (type && *type == "int") {
    const bool amount = name == "amount";
    out[amount ? "min" : name + "_min"] = spec.at("min");
    out[amount ? "max" : name + "_max"] = spec.at("max");
    return;
  }
  if (type && *type == "text") {
    const bool message = name == "message";
    out[message ? "max_message_chars" : "max_" + name + "_chars"] = spec.at("max_chars");
    if (!optional) out[message ? "message_required" : name + "_required"] = true;
    return;
  }
  out[name] = spec;  // a kind this mapping does not know yet: shown as the engine has it
}

}  // namespace

json::array protocol_legal_actions(const json::array& entries) {
  json::array out;
  out.reserve(entries.size());
  for (const auto& entry : entries) {
    const auto* fields = entry.if_object();
    if (!fields || !fields->contains("params")) {
      out.push_back(entry);
      continue;
    }
    json::object shown;
    for (const auto& [key, value] : *fields) {
      if (key != "params") shown[key] = value;
    }
    if (const auto* params = fields->at("params").if_object()) {
      for (const auto& [name, spec] : *params) {
        if (const auto* object = spec.if_object()) add_param(shown, std::string(name), *object);
      }
    }
    out.push_back(std::move(shown));
  }
  return out;
}

json::value your_turn(const engine::Match& match, engine::Seat seat, Millis now) {
  const auto turn = match.turn(seat);
  if (!turn) return nullptr;
  json::object out{{"turn", turn->turn}, {"seat", seat}, {"phase", turn->phase}};
  const auto deadline = match.next_deadline();
  if (deadline) {
    out["deadline_ms"] = std::max<Millis>(0, deadline->at - now);
    out["deadline_at"] = deadline->at;
  } else {
    out["deadline_ms"] = nullptr;
    out["deadline_at"] = nullptr;
  }
  out["server_time"] = now;
  out["legal_actions"] = protocol_legal_actions(match.legal_actions(seat));
  return out;
}

json::object visible_state(const Room& room, const engine::Match& match, engine::Viewer viewer) {
  auto view = match.view(viewer);
  view["game"] = room.options().game;
  view["rules_version"] = match.rules_version();
  if (auto* players = view.if_contains("players"); players && players->is_array()) {
    const auto& members = room.members();
    for (auto& player : players->as_array()) {
      auto* fields = player.if_object();
      const auto* seat = fields ? fields->if_contains("seat") : nullptr;
      const auto index = seat ? engine::as_whole_number(*seat) : std::nullopt;
      if (index && *index >= 0 && static_cast<std::size_t>(*index) < members.size()) {
        (*fields)["name"] = members[static_cast<std::size_t>(*index)].name;
      }
    }
  }
  return view;
}

std::uint64_t feed_version(const Room& room) {
  const auto* play = room.play();
  return play ? play->match().events().version() : 0;
}

json::object feed_body(const Room& room, std::optional<engine::Seat> seat, std::uint64_t since,
                       Millis now) {
  json::object out{{"version", feed_version(room)},
                   {"game", room.options().game},
                   {"status", status_name(room.status())}};
  const auto* play = room.play();
  if (!play) {
    out["rules_version"] = nullptr;
    out["visible_state"] = nullptr;
    out["your_turn"] = nullptr;
    out["events"] = json::array{};
    return out;
  }
  const auto& match = play->match();
  const auto viewer = seat ? engine::Viewer::seat(*seat) : engine::Viewer::spectator();
  out["rules_version"] = match.rules_version();
  out["visible_state"] = visible_state(room, match, viewer);
  // A resigned seat has nothing to decide: the house plays for it.
  const bool playing = room.status() == RoomStatus::kPlaying &&
                       !(seat && room.members()[static_cast<std::size_t>(*seat)].resigned);
  out["your_turn"] =
      seat && playing ? your_turn(match, *seat, room.clock(now)) : json::value(nullptr);
  out["events"] = engine::events_json(match.events().seen_by(viewer, since));
  return out;
}

}  // namespace gavel::server
