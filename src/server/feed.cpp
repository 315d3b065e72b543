#include "server/feed.h"

#include <algorithm>
#include <string>

#include "engine/json_fields.h"
#include "engine/json_writer.h"
#include "server/hidden_identity.h"

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

namespace {

// The game's view with each players entry's "name" as the viewer may see
// it; "game" and "rules_version" are the room's say, written after it.
// `name_of(seat)` writes a seat's name; `seats` bounds it.
template <typename NameOf>
class FeedView final : public engine::ViewWriter {
 public:
  FeedView(engine::JsonWriter& out, std::size_t seats, const NameOf& name_of)
      : ViewWriter(out), seats_(seats), name_of_(name_of) {}

 private:
  bool keeps(std::string_view key) const override {
    return key != "game" && key != "rules_version";
  }
  void player_fields(std::size_t index) override {
    if (index < seats_) name_of_(out().key("name"), static_cast<engine::Seat>(index));
  }

  std::size_t seats_;
  const NameOf& name_of_;
};

template <typename NameOf>
void write_state_with(engine::JsonWriter& out, std::string_view game, std::size_t seats,
                      const NameOf& name_of, const engine::Match& match, engine::Viewer viewer) {
  out.begin_object();
  FeedView<NameOf> view(out, seats, name_of);
  match.write_view(viewer, view);
  out.key("game").string(game);
  out.key("rules_version").string(match.rules_version());
  out.end_object();
}

}  // namespace

void write_visible_state(engine::JsonWriter& out, const Room& room, const engine::Match& match,
                         engine::Viewer viewer) {
  const auto& members = room.members();
  const auto name_of = [&](engine::JsonWriter& to, engine::Seat seat) {
    const auto hidden = hidden_identity(room, viewer, seat);
    to.string(hidden ? *hidden : members[static_cast<std::size_t>(seat)].name);
  };
  write_state_with(out, room.options().game, members.size(), name_of, match, viewer);
}

void write_named_state(engine::JsonWriter& out, std::string_view game,
                       const std::vector<std::string>& names, const engine::Match& match,
                       engine::Viewer viewer) {
  const auto name_of = [&](engine::JsonWriter& to, engine::Seat seat) {
    to.string(names[static_cast<std::size_t>(seat)]);
  };
  write_state_with(out, game, names.size(), name_of, match, viewer);
}

json::object visible_state(const Room& room, const engine::Match& match, engine::Viewer viewer) {
  std::string text;
  engine::JsonWriter out(text);
  write_visible_state(out, room, match, viewer);
  return json::parse(text).as_object();
}

std::uint64_t feed_version(const Room& room) {
  const auto* play = room.play();
  return play ? play->match().events().version() : 0;
}

std::string feed_text(const Room& room, std::optional<engine::Seat> seat, std::uint64_t since,
                      Millis now, bool pushed) {
  std::string text;
  text.reserve(4096);
  engine::JsonWriter out(text);
  out.begin_object();
  if (pushed) out.key("type").string("feed");
  out.key("version").number(feed_version(room));
  out.key("game").string(room.options().game);
  out.key("status").string(status_name(room.status()));
  const auto* play = room.play();
  if (!play) {
    out.key("rules_version").null();
    out.key("visible_state").null();
    out.key("your_turn").null();
    out.key("events").begin_array().end_array();
    out.end_object();
    return text;
  }
  const auto& match = play->match();
  const auto viewer = seat ? engine::Viewer::seat(*seat) : engine::Viewer::spectator();
  out.key("rules_version").string(match.rules_version());
  write_visible_state(out.key("visible_state"), room, match, viewer);
  // A resigned seat has nothing to decide: the house plays for it.
  const bool playing = room.status() == RoomStatus::kPlaying &&
                       !(seat && room.members()[static_cast<std::size_t>(*seat)].resigned);
  out.key("your_turn")
      .value(seat && playing ? your_turn(match, *seat, room.clock(now)) : json::value(nullptr));
  out.key("events").begin_array();
  for (const auto* event : match.events().seen_by(viewer, since)) write_event(out, *event);
  out.end_array();
  out.end_object();
  return text;
}

}  // namespace gavel::server
