#include "server/room_inputs.h"

#include <stdexcept>
#include <string>

namespace gavel::server {
namespace json = boost::json;

namespace {

const char* kind_name(Identity::Kind kind) {
  switch (kind) {
    case Identity::Kind::kAccount:
      return "account";
    case Identity::Kind::kGuest:
      return "guest";
    case Identity::Kind::kNone:
      break;
  }
  return "none";
}

std::string text(const json::object& fields, const char* key) {
  return std::string(fields.at(key).as_string());
}

std::int64_t number(const json::object& fields, const char* key) {
  return fields.at(key).to_number<std::int64_t>();
}

template <class Enum, std::size_t N>
Enum named(const json::object& fields, const char* key, const Enum (&values)[N],
           const char* (*name)(Enum)) {
  const auto& given = fields.at(key).as_string();
  for (const auto value : values) {
    if (given == name(value)) return value;
  }
  throw std::runtime_error(std::string("unknown ") + key + " '" + std::string(given) + "'");
}

// The one spelling of a fact's fields: the tree is read back from the text.
template <class Fact>
json::object parsed(void (*write)(engine::JsonWriter&, const Fact&), const Fact& fact) {
  std::string text;
  engine::JsonWriter out(text);
  write(out, fact);
  json::value value = json::parse(text);
  return std::move(value.as_object());
}

}  // namespace

void write_identity(engine::JsonWriter& out, const Identity& identity) {
  out.begin_object();
  out.key("kind").string(kind_name(identity.kind));
  out.key("id").number(identity.id);
  out.key("name").string(identity.name);
  out.key("admin").boolean(identity.admin);
  out.end_object();
}

json::object identity_json(const Identity& identity) {
  return parsed(write_identity, identity);
}

Identity identity_from(const json::value& value) {
  const auto& fields = value.as_object();
  Identity identity;
  const auto& kind = fields.at("kind").as_string();
  identity.kind = kind == "account" ? Identity::Kind::kAccount
                  : kind == "guest" ? Identity::Kind::kGuest
                                    : Identity::Kind::kNone;
  identity.id = number(fields, "id");
  identity.name = text(fields, "name");
  identity.admin = fields.at("admin").as_bool();
  return identity;
}

void write_actor(engine::JsonWriter& out, const Actor& actor) {
  out.begin_object();
  out.key("token").string(actor.token);
  out.key("who");
  write_identity(out, actor.identity);
  out.key("rating").number(actor.rating);
  out.key("agent").boolean(actor.agent);
  out.end_object();
}

json::object actor_json(const Actor& actor) {
  return parsed(write_actor, actor);
}

Actor actor_from(const json::value& value) {
  const auto& fields = value.as_object();
  Actor actor;
  actor.token = text(fields, "token");
  actor.identity = identity_from(fields.at("who"));
  actor.rating = number(fields, "rating");
  if (const auto* agent = fields.if_contains("agent")) actor.agent = agent->as_bool();
  return actor;
}

json::object options_json(const RoomOptions& options) {
  return {{"game", options.game},
          {"flow", flow_name(options.flow)},
          {"seats", options.seats},
          {"bots", options.bots},
          {"bot_level", options.bot_level},
          {"public", options.is_public},
          {"settings", options.settings},
          {"policy", policy_name(options.policy)},
          {"passcode", options.passcode},
          {"show_elo", options.show_elo},
          {"rated", options.rated},
          {"guest_room", options.guest_room},
          {"final_results_seconds", options.final_results_seconds}};
}

RoomOptions options_from(const json::value& value) {
  static constexpr RoomFlow kFlows[] = {RoomFlow::kWaiting, RoomFlow::kTable};
  static constexpr JoinPolicy kPolicies[] = {JoinPolicy::kOpen, JoinPolicy::kApproval,
                                             JoinPolicy::kPasscode};
  const auto& fields = value.as_object();
  RoomOptions options;
  options.game = text(fields, "game");
  options.flow = named(fields, "flow", kFlows, flow_name);
  options.seats = static_cast<int>(number(fields, "seats"));
  options.bots = static_cast<int>(number(fields, "bots"));
  options.bot_level = text(fields, "bot_level");
  options.is_public = fields.at("public").as_bool();
  options.settings = fields.at("settings");
  options.policy = named(fields, "policy", kPolicies, policy_name);
  options.passcode = text(fields, "passcode");
  options.show_elo = fields.at("show_elo").as_bool();
  options.rated = fields.at("rated").as_bool();
  options.guest_room = fields.at("guest_room").as_bool();
  // Journals written before the setting existed keep the default.
  if (const auto* seconds = fields.if_contains("final_results_seconds")) {
    options.final_results_seconds = seconds->to_number<int>();
  }
  return options;
}

json::array ratings_json(const std::vector<SeatRating>& ratings) {
  json::array out;
  for (const auto& rating : ratings) {
    out.push_back(json::object{
        {"seat", rating.seat}, {"old", rating.old_rating}, {"new", rating.new_rating}});
  }
  return out;
}

std::vector<SeatRating> ratings_from(const json::value& value) {
  std::vector<SeatRating> ratings;
  for (const auto& entry : value.as_array()) {
    const auto& fields = entry.as_object();
    ratings.push_back(
        {static_cast<Seat>(number(fields, "seat")), number(fields, "old"), number(fields, "new")});
  }
  return ratings;
}

}  // namespace gavel::server
