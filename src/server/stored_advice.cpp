#include "server/stored_advice.h"

#include <charconv>
#include <optional>

#include "engine/journal.h"
#include "server/advice_history.h"
#include "server/responses.h"
#include "server/room.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// The inputs a look back may cover: all of them, or the first ?step=N.
std::optional<std::size_t> step_of(const Request& request, std::size_t steps) {
  const auto it = request.query.find("step");
  if (it == request.query.end()) return steps;
  std::size_t step = 0;
  const auto* end = it->second.data() + it->second.size();
  const auto [at, ec] = std::from_chars(it->second.data(), end, step);
  if (ec != std::errc() || at != end || step > steps) return std::nullopt;
  return step;
}

// The seat the identity held, from the stored players' keys.
std::optional<engine::Seat> stored_seat(const json::value& players, const std::string& key,
                                        bool& plays_on) {
  const auto* list = players.if_array();
  if (key.empty() || !list) return std::nullopt;
  for (const auto& player : *list) {
    const auto* p = player.if_object();
    const auto* held_by = p ? p->if_contains("key") : nullptr;
    const auto* seat = p ? p->if_contains("seat") : nullptr;
    if (!held_by || !held_by->is_string() || held_by->get_string() != key || !seat ||
        !seat->is_int64()) {
      continue;
    }
    const auto* kind = p->if_contains("kind");
    const auto* resigned = p->if_contains("resigned");
    plays_on = !(kind && kind->is_string() && kind->get_string() == "bot") &&
               !(resigned && resigned->is_bool() && resigned->get_bool());
    return static_cast<engine::Seat>(seat->get_int64());
  }
  return std::nullopt;
}

}  // namespace

Response look_back_response(const games::GameEntry& game, const engine::MatchRecord& record,
                            engine::Seat seat, const Request& request) {
  const auto upto = step_of(request, record.inputs.size());
  if (!upto) {
    return error_response(
        400, "step must be a whole number from 0 to " + std::to_string(record.inputs.size()));
  }
  auto past = latest_completed_turn(game.info, record, seat, *upto, game.host.advice_phases);
  if (!past) return error_response(500, "the record does not replay: " + past.error().message);
  return json_response(
      200, json::object{{"seat", seat},
                        {"advice", nullptr},
                        {"step", *upto},
                        {"past", *past ? json::value(past_turn_json(**past)) : json::value()}});
}

std::string stored_players_text(const Room& room, const std::string& players) {
  auto list = json::parse(players);
  auto* entries = list.if_array();
  if (!entries) return players;
  for (auto& entry : *entries) {
    auto* p = entry.if_object();
    const auto* seat = p ? p->if_contains("seat") : nullptr;
    if (!seat || !seat->is_int64() || seat->get_int64() < 0 ||
        seat->get_int64() >= static_cast<std::int64_t>(room.members().size())) {
      continue;
    }
    const auto& member = room.members()[static_cast<std::size_t>(seat->get_int64())];
    if (member.key.empty()) continue;
    (*p)["key"] = member.key;
    (*p)["resigned"] = member.resigned;
  }
  return json::serialize(list);
}

Response stored_advice_response(const games::Catalog& catalog, const store::FinishedMatch& stored,
                                const Actor& actor, const Request& request) {
  const auto* game = catalog.find(stored.game);
  if (!game) return error_response(500, "the stored match names no game of this server");
  const auto& setting = game->host.advice_setting;
  if (setting.empty()) return error_response(400, game->title() + " has no move advice");
  const auto& record = stored.record;
  const auto* settings = record.settings.if_object();
  const auto* on = settings ? settings->if_contains(setting) : nullptr;
  if (!on || !on->is_bool() || !on->get_bool()) {
    return error_response(409, "move advice is off in this room");
  }
  bool plays_on = false;
  const auto seat = stored_seat(stored.players, actor.identity.key(), plays_on);
  if (!seat) return error_response(403, "only a player of this room may ask for advice");
  if (!plays_on) return error_response(403, "advice is for players still playing");
  if (const auto& advises = game->host.advises_seat) {
    auto match = engine::replay(catalog.engine(), record);
    if (!match) return error_response(500, "the record does not replay: " + match.error().message);
    if (!advises(**match, *seat)) {
      return error_response(403, "advice is for players in an active position");
    }
  }
  return look_back_response(*game, record, *seat, request);
}

}  // namespace gavel::server
