// Checking what a client asks for when it creates a room: every field known,
// every value in range, the game's own settings tried before anybody joins.
#include "server/room_options.h"

#include <algorithm>

#include "engine/json_fields.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// A whole number as every reader of client JSON takes one (7 and 7.0), as an
// int; the callers check their ranges and say them in their own messages.
std::optional<int> whole(const json::value& value) {
  const auto number = engine::as_whole_number(value);
  if (!number || *number < INT32_MIN || *number > INT32_MAX) return std::nullopt;
  return static_cast<int>(*number);
}

Allowed<void> known_fields_only(const json::object& fields,
                                std::initializer_list<std::string_view> known) {
  if (const auto unknown = engine::unknown_field(fields, known)) {
    return invalid("unknown field '" + std::string(*unknown) + "'");
  }
  return {};
}

// "botLevel": one of the game's bots, by default its house bot.
Allowed<std::string> bot_level(const json::object& fields, const games::GameEntry& info) {
  const auto* level = fields.if_contains("botLevel");
  if (!level) return info.info.bot_names.front();
  const auto& names = info.info.bot_names;
  if (!level->is_string() ||
      std::find(names.begin(), names.end(), level->as_string()) == names.end()) {
    std::string list;
    for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
    return invalid("botLevel must be one of: " + list);
  }
  return std::string(level->as_string());
}

}  // namespace

Allowed<RoomOptions> parse_room_options(const json::value& body, const games::Catalog& catalog,
                                        int default_turn_seconds) {
  RoomOptions options;
  if (!body.is_null() && !body.is_object()) return invalid("the body must be a JSON object");
  const json::object empty;
  const auto& fields = body.is_object() ? body.as_object() : empty;
  if (auto known = known_fields_only(fields, {"game", "seats", "bots", "botLevel", "turnSeconds",
                                              "public", "settings", "token"});
      !known) {
    return std::unexpected(known.error());
  }
  options.game = catalog.first().name();
  if (const auto* game = fields.if_contains("game")) {
    if (!game->is_string()) return invalid("game must be a string");
    options.game = game->as_string();
  }
  const auto* info = catalog.find(options.game);
  if (!info) return invalid("there is no game named '" + options.game + "'; see GET /api");
  // The game's own default table size, else 3 (Bidlock's rulebook).
  const int usual = info->host.room.default_players > 0 ? info->host.room.default_players : 3;
  options.seats = std::clamp(usual, info->info.min_seats, info->info.max_seats);
  if (const auto* seats = fields.if_contains("seats")) {
    const auto n = whole(*seats);
    if (!n || *n < info->info.min_seats || *n > info->info.max_seats) {
      return invalid("seats must be a whole number from " + std::to_string(info->info.min_seats) +
                     " to " + std::to_string(info->info.max_seats));
    }
    options.seats = *n;
  }
  if (const auto* bots = fields.if_contains("bots")) {
    const auto n = whole(*bots);
    // One seat stays for you, and the game may allow fewer bots still.
    const int most = std::min(options.seats - 1, info->host.room.max_bots);
    if (!n || *n < 0 || *n > most) {
      return invalid("bots must be a whole number from 0 to " + std::to_string(most) +
                     " (one seat stays for you; " + info->title() + " allows " +
                     std::to_string(info->host.room.max_bots) + ")");
    }
    options.bots = *n;
  }
  auto level = bot_level(fields, *info);
  if (!level) return std::unexpected(level.error());
  options.bot_level = *level;
  if (const auto* is_public = fields.if_contains("public")) {
    if (!is_public->is_bool()) return invalid("public must be true or false");
    options.is_public = is_public->as_bool();
  }
  json::object settings;
  if (const auto* given = fields.if_contains("settings")) {
    if (!given->is_object()) return invalid("settings must be a JSON object");
    settings = given->as_object();
  }
  if (const auto* turn = fields.if_contains("turnSeconds")) settings["turnSeconds"] = *turn;
  // TURN_SECONDS is the server's default for a game's turn timer.
  const auto& turn = info->host.turn_setting;
  if (!turn.empty() && !settings.contains(turn)) settings[turn] = default_turn_seconds;
  options.settings = std::move(settings);
  // Settings are checked now, so a bad one is refused before anybody joins.
  if (auto trial = info->info.create(options.settings, options.seats, 0, 0); !trial) {
    return from_engine(trial.error());
  }
  if (stake_of(*info, options.settings) > 0 && options.bots > 0) {
    return invalid("bots hold no stake: a paid table seats players only (bots must be 0)");
  }
  return options;
}

Allowed<void> check_testing_only(const games::GameEntry& game, const json::value& settings,
                                 bool testing) {
  if (testing || !game.host.testing_only) return {};
  if (const auto what = game.host.testing_only(settings)) {
    return invalid(*what + " is offered only in the testing environment (the server's TESTING=1)");
  }
  return {};
}

std::int64_t stake_of(const games::GameEntry& game, const json::value& settings) {
  return game.host.stake ? game.host.stake(settings) : 0;
}

namespace {

Allowed<JoinPolicy> parse_policy(const json::value& value) {
  if (value == "open") return JoinPolicy::kOpen;
  if (value == "approval") return JoinPolicy::kApproval;
  if (value == "passcode") return JoinPolicy::kPasscode;
  return invalid("policy must be \"open\", \"approval\" or \"passcode\"");
}

bool is_passcode(const json::value& value) {
  if (!value.is_string() || value.as_string().size() != 4) return false;
  return std::all_of(value.as_string().begin(), value.as_string().end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

Allowed<std::pair<JoinPolicy, std::string>> parse_join_policy(const json::object& fields,
                                                              JoinPolicy current) {
  JoinPolicy policy = current;
  if (const auto* given = fields.if_contains("policy")) {
    auto parsed = parse_policy(*given);
    if (!parsed) return std::unexpected(parsed.error());
    policy = *parsed;
  }
  std::string passcode;
  if (policy == JoinPolicy::kPasscode) {
    const auto* given = fields.if_contains("passcode");
    if (!given || !is_passcode(*given)) {
      return invalid("a passcode room needs \"passcode\": exactly 4 digits, e.g. \"0427\"");
    }
    passcode = given->as_string();
  }
  return std::pair{policy, passcode};
}

Allowed<RoomOptions> parse_waiting_room_options(
    const json::value& body, const games::Catalog& catalog, const Identity& creator,
    const std::function<json::object(const std::string& game)>& defaults_for) {
  if (!creator.known()) {
    return unauthenticated(
        "log in, or play as a guest (POST /api/auth/guest), to create a room; "
        "agents send Authorization: Bearer gva_...");
  }
  if (!body.is_object()) return invalid("the body must be a JSON object");
  const auto& fields = body.as_object();
  if (auto known = known_fields_only(fields, {"game", "capacity", "policy", "passcode", "showElo",
                                              "botLevel", "settings", "token"});
      !known) {
    return std::unexpected(known.error());
  }
  RoomOptions options;
  options.flow = RoomFlow::kWaiting;
  options.guest_room = creator.guest();
  options.rated = creator.registered();
  options.game = catalog.first().name();
  if (const auto* game = fields.if_contains("game")) {
    if (!game->is_string()) return invalid("game must be a string");
    options.game = game->as_string();
  }
  const auto* info = catalog.find(options.game);
  if (!info) return invalid("there is no game named '" + options.game + "'; see GET /api");
  const auto& rules = info->host.room;
  const int most = options.guest_room && rules.guest_max_players > 0 ? rules.guest_max_players
                                                                     : rules.max_players;
  options.seats = rules.default_players > 0 ? std::min(rules.default_players, most) : most;
  if (const auto* capacity = fields.if_contains("capacity")) {
    const auto n = whole(*capacity);
    if (!n || *n < rules.min_players || *n > most) {
      return invalid("capacity must be a whole number from " + std::to_string(rules.min_players) +
                     " to " + std::to_string(most) +
                     (options.guest_room ? " in a guest room" : ""));
    }
    options.seats = *n;
  }
  if (options.guest_room) {
    if (const auto* policy = fields.if_contains("policy"); policy && *policy != "open") {
      return invalid("guest rooms cannot be joined, so they have no joining policy");
    }
  } else {
    auto policy = parse_join_policy(fields, JoinPolicy::kOpen);
    if (!policy) return std::unexpected(policy.error());
    std::tie(options.policy, options.passcode) = *policy;
  }
  if (const auto* show = fields.if_contains("showElo")) {
    if (!show->is_bool()) return invalid("showElo must be true or false");
    options.show_elo = show->as_bool();
  }
  auto level = bot_level(fields, *info);
  if (!level) return std::unexpected(level.error());
  options.bot_level = *level;
  json::object settings = defaults_for(options.game);
  if (const auto* given = fields.if_contains("settings")) {
    if (!given->is_object()) return invalid("settings must be a JSON object");
    for (const auto& [key, value] : given->as_object()) settings[key] = value;
  }
  options.settings = std::move(settings);
  // Checked now with the room's capacity, so a bad setting is refused at
  // once (with the fewest players, a setting that needs more, as Spendii's
  // NO PLAY needs 3, could never be chosen).
  if (auto trial = info->info.create(options.settings, options.seats, 0, 0); !trial) {
    return from_engine(trial.error());
  }
  if (stake_of(*info, options.settings) > 0) {
    if (!creator.registered())
      return forbidden("guests have no wallet: sign up to open a paid table");
    // A request is accepted by the host, later: the stake is held only by a join.
    if (options.policy == JoinPolicy::kApproval) {
      return invalid("a paid table takes no join requests: make it open or give it a passcode");
    }
  }
  return options;
}

}  // namespace gavel::server
