// The State object: the game's view for the seat with the room's fields
// written over it (players, you, room, log), cached per seat and version.
#include "server/room_view.h"

#include <cstdio>

#include "server/json_decimal.h"
#include "server/room.h"

namespace gavel::server {
namespace json = boost::json;

namespace {
constexpr std::size_t kLogLinesInState = 100;
constexpr std::size_t kChatLinesInState = 100;

std::optional<double> seconds_left(const Room& room, Millis now) {
  const auto deadline = room.next_deadline();
  if (!deadline) return std::nullopt;
  return seconds_until(*deadline, now);
}

json::value shown_elo(const RoomOptions& options, std::optional<ratings::Tenths> rating) {
  if (!options.show_elo || !rating) return nullptr;
  return (*rating + 5) / 10;
}

json::object player_fields(const Member& member, const RoomOptions& options, json::object player) {
  player["name"] = member.name;
  player["kind"] = member.kind;
  player["host"] = member.host;
  player["ready"] = member.ready;
  player["online"] = member.is_bot() || member.online;
  player["resigned"] = member.resigned;
  player["bot"] = member.is_bot();
  player["guest"] = member.guest;
  // A name typed at an agent table vouches for nobody: say so everywhere.
  player["anonymous"] = member.anonymous();
  if (auto elo = shown_elo(options, member.rating); !elo.is_null()) player["elo"] = elo;
  return player;
}

json::object room_body(const Room& room, Seat seat) {
  const auto& options = room.options();
  const auto& seating = room.seating();
  const bool lobby = room.status() == RoomStatus::kLobby;
  const auto blocked = lobby ? seating.start_blocked_by() : std::nullopt;
  const bool waiting = options.flow == RoomFlow::kWaiting;
  json::object out{
      {"flow", flow_name(options.flow)},
      {"policy", policy_name(seating.policy())},
      {"rated", options.rated},
      {"guestRoom", options.guest_room},
      {"showElo", options.show_elo},
      {"capacity", options.seats},
      {"minPlayers", waiting ? room.game().host.room.min_players : options.seats},
      {"maxBots", seating.max_bots()},
      {"canStart", lobby && !blocked},
      {"startHint", blocked ? json::value(*blocked) : json::value(nullptr)},
      {"chat", room.chat_room().recent(kChatLinesInState)},
      {"next", room.next_room() ? json::value(*room.next_room()) : json::value(nullptr)},
      {"endedBy", room.ended_by_admin() ? json::value("admin") : json::value(nullptr)}};
  json::value shown_ratings = nullptr;
  if (room.ratings()) {
    json::array entries;
    for (const auto& change : *room.ratings()) {
      entries.push_back(
          json::object{{"seat", change.seat},
                       {"old", one_decimal(change.old_rating)},
                       {"new", one_decimal(change.new_rating)},
                       {"change", one_decimal(change.new_rating - change.old_rating)}});
    }
    shown_ratings = std::move(entries);
  }
  out["ratings"] = std::move(shown_ratings);
  if (seat >= 0 && seating.member(seat).host && waiting) {
    out["passcode"] =
        seating.passcode().empty() ? json::value(nullptr) : json::value(seating.passcode());
    json::array requests;
    for (const auto& request : seating.requests()) {
      json::object entry{{"name", request.name}};
      if (auto elo = shown_elo(options, request.rating); !elo.is_null()) entry["elo"] = elo;
      requests.push_back(std::move(entry));
    }
    out["requests"] = std::move(requests);
    json::array invited;
    for (const auto& [key, name] : seating.invited()) invited.push_back(json::string(name));
    out["invited"] = std::move(invited);
  }
  return out;
}

}  // namespace

json::object state_body(const Room& room, Seat seat) {
  json::object out;
  const auto* match = room.match();
  if (match)
    out = match->view(seat >= 0 ? engine::Viewer::seat(seat) : engine::Viewer::spectator());
  const auto& options = room.options();
  out["code"] = room.code();
  out["game"] = options.game;
  out["status"] = status_name(room.status());
  out["version"] = room.version();
  out["seats"] = options.seats;
  out["botLevel"] = options.bot_level;
  out["public"] = options.is_public;
  out["createdAt"] = room.created_at();
  // The room's settings, for the waiting room's summary (a game's own view
  // may already carry its parsed settings during play).
  if (!out.contains("settings")) out["settings"] = options.settings;
  const auto& turn = room.game().host.turn_setting;
  // Shown in the waiting room too, where there is no game view to carry it.
  if (!turn.empty() && !out.contains(turn)) {
    if (const auto* seconds = options.settings.as_object().if_contains(turn)) out[turn] = *seconds;
  }
  json::array players;
  const auto* game_players = out.contains("players") ? out["players"].if_array() : nullptr;
  const auto& members = room.members();
  for (std::size_t i = 0; i < members.size(); ++i) {
    json::object player = game_players && i < game_players->size() ? (*game_players)[i].as_object()
                                                                   : json::object{{"seat", i}};
    players.push_back(player_fields(members[i], options, std::move(player)));
  }
  out["players"] = std::move(players);
  json::array legal;
  if (seat >= 0) {
    json::object you = out.contains("you") && out["you"].is_object() ? out["you"].as_object()
                                                                     : json::object{{"seat", seat}};
    const auto& member = members[seat];
    you["name"] = member.name;
    you["host"] = member.host;
    you["ready"] = member.ready;
    you["resigned"] = member.resigned;
    // Only a match in play takes moves (an administrator may have ended it).
    if (match && room.status() == RoomStatus::kPlaying) legal = match->legal_actions(seat);
    you["mustMove"] = !legal.empty();
    out["you"] = std::move(you);
  } else {
    out["you"] = nullptr;
  }
  out["legalActions"] = std::move(legal);
  out["room"] = room_body(room, seat);
  const auto& log = room.log();
  const std::size_t first = log.size() > kLogLinesInState ? log.size() - kLogLinesInState : 0;
  out["log"] = json::array(log.begin() + static_cast<std::ptrdiff_t>(first), log.end());
  return out;
}

const StatePrefixes& StateCache::current(std::uint64_t version) {
  if (version_ != version) {  // texts of an older version are dropped
    texts_.clear();
    version_ = version;
  }
  return texts_;
}

std::shared_ptr<const std::string> StateCache::prefix(const Room& room, Seat seat) {
  current(room.version());
  auto& cached = texts_[seat];
  if (!cached) {
    auto text = serialize_with_decimals(state_body(room, seat));
    text.pop_back();  // the closing brace: the per-read fields follow
    cached = std::make_shared<const std::string>(std::move(text));
  }
  return cached;
}

ViewerFacts viewer_facts(const Room& room) {
  ViewerFacts facts;
  const auto& members = room.members();
  for (Seat seat = 0; seat < static_cast<Seat>(members.size()); ++seat) {
    if (!members[seat].key.empty()) facts.seat_by_key.emplace(members[seat].key, seat);
  }
  for (const auto& request : room.requests()) facts.requested.insert(request.key);
  for (const auto& [key, name] : room.seating().invited()) facts.invited.insert(key);
  return facts;
}

std::string viewer_json(const ViewerFacts& facts, const Identity& identity,
                        std::optional<Seat> seat) {
  if (!identity.known()) return "null";  // anonymous, even when holding a seat token
  const auto key = identity.key();
  json::object viewer{{"name", identity.name},
                      {"guest", identity.guest()},
                      {"admin", identity.admin},
                      {"seated", seat.has_value()},
                      {"requested", facts.requested.contains(key)},
                      {"invited", facts.invited.contains(key)},
                      {"canChat", identity.registered()}};
  return json::serialize(viewer);
}

double seconds_until(Millis deadline, Millis now) {
  return static_cast<double>(std::max<Millis>(0, deadline - now) / 100) / 10.0;
}

std::string add_clock(const std::string& prefix, Millis now, std::optional<double> seconds_left,
                      const std::string& viewer_json) {
  std::string text;
  text.reserve(prefix.size() + 64 + viewer_json.size());
  text += prefix;
  text += ",\"viewer\":" + viewer_json;
  text += ",\"serverTime\":" + std::to_string(now) + ",\"secondsLeft\":";
  if (seconds_left) {
    char number[32];
    std::snprintf(number, sizeof number, "%.1f", *seconds_left);  // 21.4, not 2.14E1
    text += number;
  } else {
    text += "null";
  }
  text += '}';
  return text;
}

// --- Room's reads, through the cache ---

json::object Room::state(std::optional<std::string_view> token, Millis now) const {
  const Seat seat = token ? seat_of(*token).value_or(-1) : -1;
  auto out = state_body(*this, seat);
  out["viewer"] = nullptr;
  out["serverTime"] = clock(now);
  const auto left = seconds_left(*this, now);
  out["secondsLeft"] = left ? json::value(*left) : json::value(nullptr);
  return out;
}

std::shared_ptr<const std::string> Room::state_prefix(Seat seat) const {
  return cache_.prefix(*this, seat);
}

std::string Room::state_text(std::optional<std::string_view> token, Millis now) const {
  const Seat seat = token ? seat_of(*token).value_or(-1) : -1;
  return add_clock(*state_prefix(seat), clock(now), seconds_left(*this, now));
}

std::string Room::state_text(const Actor& actor, Millis now) const {
  const auto seat = seat_of(actor);
  return add_clock(*state_prefix(seat.value_or(-1)), clock(now), seconds_left(*this, now),
                   viewer_json(viewer_facts(*this), actor.identity, seat));
}

}  // namespace gavel::server
