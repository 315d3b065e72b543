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

}  // namespace

json::object identity_json(const Identity& identity) {
  return {{"kind", kind_name(identity.kind)},
          {"id", identity.id},
          {"name", identity.name},
          {"admin", identity.admin}};
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

json::object actor_json(const Actor& actor) {
  return {{"token", actor.token},
          {"who", identity_json(actor.identity)},
          {"rating", actor.rating},
          {"agent", actor.agent}};
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
