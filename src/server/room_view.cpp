// What each viewer is told: the State object (cached per seat and version),
// the lobby's entries and the replay.
#include "server/room.h"

#include <cstdio>

#include "engine/journal.h"
#include "server/json_decimal.h"

namespace gavel::server {
namespace json = boost::json;

namespace {
constexpr std::size_t kLogLinesInState = 100;
constexpr std::size_t kChatLinesInState = 100;
}  // namespace

json::object Room::state(std::optional<std::string_view> token, Millis now) const {
  const Seat seat = token ? seat_of(*token).value_or(-1) : -1;
  auto out = state_body(seat);
  out["viewer"] = nullptr;
  out["serverTime"] = now;
  const auto left = seconds_left(now);
  out["secondsLeft"] = left ? json::value(*left) : json::value(nullptr);
  return out;
}

std::string Room::state_text(std::optional<std::string_view> token, Millis now) const {
  const Seat seat = token ? seat_of(*token).value_or(-1) : -1;
  return add_clock(*state_prefix(seat), now, seconds_left(now));
}

std::string Room::state_text(const Actor& actor, Millis now) const {
  const auto seat = seat_of(actor);
  return add_clock(*state_prefix(seat.value_or(-1)), now, seconds_left(now),
                   viewer_json(viewer_facts(), actor.identity, seat));
}

ViewerFacts Room::viewer_facts() const {
  ViewerFacts facts;
  for (Seat seat = 0; seat < static_cast<Seat>(members_.size()); ++seat) {
    if (!members_[seat].key.empty()) facts.seat_by_key.emplace(members_[seat].key, seat);
  }
  for (const auto& request : requests_) facts.requested.insert(request.key);
  for (const auto& [key, name] : invited_) facts.invited.insert(key);
  facts.status = status_;
  facts.flow = options_.flow;
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

const Room::Prefixes& Room::cached_prefixes() const {
  if (cached_version_ != version_) {  // texts of an older version are dropped
    cached_text_.clear();
    cached_version_ = version_;
  }
  return cached_text_;
}

std::shared_ptr<const std::string> Room::state_prefix(Seat seat) const {
  cached_prefixes();
  auto& cached = cached_text_[seat];
  if (!cached) {
    auto text = serialize_with_decimals(state_body(seat));
    text.pop_back();  // the closing brace: the per-read fields follow
    cached = std::make_shared<const std::string>(std::move(text));
  }
  return cached;
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

std::optional<double> Room::seconds_left(Millis now) const {
  const auto deadline = next_deadline();
  if (!deadline) return std::nullopt;
  return seconds_until(*deadline, now);
}

double seconds_until(Millis deadline, Millis now) {
  return static_cast<double>(std::max<Millis>(0, deadline - now) / 100) / 10.0;
}

json::object Room::state_body(Seat seat) const {
  json::object out;
  if (session_) {
    out = session_->match().view(seat >= 0 ? engine::Viewer::seat(seat)
                                           : engine::Viewer::spectator());
  }
  out["code"] = code_;
  out["game"] = options_.game;
  out["status"] = status_name(status_);
  out["version"] = version_;
  out["seats"] = options_.seats;
  out["botLevel"] = options_.bot_level;
  out["public"] = options_.is_public;
  out["createdAt"] = created_at_;
  // The room's settings, for the waiting room's summary (a game's own view
  // may already carry its parsed settings during play).
  if (!out.contains("settings")) out["settings"] = options_.settings;
  if (const auto* turn = options_.settings.as_object().if_contains("turnSeconds"))
    out["turnSeconds"] = *turn;
  json::array players;
  const auto* game_players = out.contains("players") ? out["players"].if_array() : nullptr;
  for (std::size_t i = 0; i < members_.size(); ++i) {
    json::object player = game_players && i < game_players->size() ? (*game_players)[i].as_object()
                                                                   : json::object{{"seat", i}};
    const auto& member = members_[i];
    player["name"] = member.name;
    player["kind"] = member.kind;
    player["host"] = member.host;
    player["ready"] = member.ready;
    player["online"] = member.is_bot() || member.online;
    player["resigned"] = member.resigned;
    player["bot"] = member.is_bot();
    player["guest"] = member.guest;
    if (options_.show_elo && member.rating) player["elo"] = (*member.rating + 5) / 10;
    players.push_back(std::move(player));
  }
  out["players"] = std::move(players);
  json::array legal;
  if (seat >= 0) {
    json::object you = out.contains("you") && out["you"].is_object() ? out["you"].as_object()
                                                                     : json::object{{"seat", seat}};
    you["name"] = members_[seat].name;
    you["host"] = members_[seat].host;
    you["ready"] = members_[seat].ready;
    you["resigned"] = members_[seat].resigned;
    // Only a match in play takes moves (an administrator may have ended it).
    if (session_ && status_ == RoomStatus::kPlaying) legal = session_->match().legal_actions(seat);
    you["mustMove"] = !legal.empty();
    out["you"] = std::move(you);
  } else {
    out["you"] = nullptr;
  }
  out["legalActions"] = std::move(legal);
  out["room"] = room_body(seat);
  const std::size_t first = log_.size() > kLogLinesInState ? log_.size() - kLogLinesInState : 0;
  out["log"] = json::array(log_.begin() + static_cast<std::ptrdiff_t>(first), log_.end());
  return out;
}

json::object Room::room_body(Seat seat) const {
  const auto& rules = game_.host.room;
  const auto blocked = status_ == RoomStatus::kLobby ? start_blocked_by() : std::nullopt;
  json::array chat;
  const std::size_t first = chat_.size() > kChatLinesInState ? chat_.size() - kChatLinesInState : 0;
  for (std::size_t i = first; i < chat_.size(); ++i) {
    chat.push_back(
        json::object{{"at", chat_[i].at}, {"name", chat_[i].name}, {"text", chat_[i].text}});
  }
  json::object room{
      {"flow", options_.flow == RoomFlow::kWaiting ? "waiting" : "table"},
      {"policy", policy_name(options_.policy)},
      {"rated", options_.rated},
      {"guestRoom", options_.guest_room},
      {"showElo", options_.show_elo},
      {"capacity", options_.seats},
      {"minPlayers", options_.flow == RoomFlow::kWaiting ? rules.min_players : options_.seats},
      {"maxBots", max_bots()},
      {"canStart", status_ == RoomStatus::kLobby && !blocked},
      {"startHint", blocked ? json::value(*blocked) : json::value(nullptr)},
      {"chat", std::move(chat)},
      {"next", next_ ? json::value(*next_) : json::value(nullptr)},
      {"endedBy", ended_by_admin_ ? json::value("admin") : json::value(nullptr)}};
  json::value ratings = nullptr;
  if (ratings_) {
    json::array entries;
    for (const auto& change : *ratings_) {
      entries.push_back(
          json::object{{"seat", change.seat},
                       {"old", one_decimal(change.old_rating)},
                       {"new", one_decimal(change.new_rating)},
                       {"change", one_decimal(change.new_rating - change.old_rating)}});
    }
    ratings = std::move(entries);
  }
  room["ratings"] = std::move(ratings);
  if (seat >= 0 && members_[seat].host && options_.flow == RoomFlow::kWaiting) {
    room["passcode"] =
        options_.passcode.empty() ? json::value(nullptr) : json::value(options_.passcode);
    json::array requests;
    for (const auto& request : requests_) {
      json::object entry{{"name", request.name}};
      if (options_.show_elo) entry["elo"] = (request.rating + 5) / 10;
      requests.push_back(std::move(entry));
    }
    room["requests"] = std::move(requests);
    json::array invited;
    for (const auto& [key, name] : invited_) invited.push_back(json::string(name));
    room["invited"] = std::move(invited);
  }
  return room;
}

json::object Room::lobby_entry() const {
  json::array players;
  for (const auto& member : members_) {
    json::object player{{"name", member.name}, {"bot", member.is_bot()}};
    if (options_.show_elo && member.rating) player["elo"] = (*member.rating + 5) / 10;
    players.push_back(std::move(player));
  }
  return json::object{{"code", code_},
                      {"game", options_.game},
                      {"title", game_.info.title},
                      {"status", status_name(status_)},
                      {"flow", options_.flow == RoomFlow::kWaiting ? "waiting" : "table"},
                      {"policy", policy_name(options_.policy)},
                      {"guestRoom", options_.guest_room},
                      {"rated", options_.rated},
                      {"capacity", options_.seats},
                      {"players", std::move(players)},
                      {"createdAt", created_at_}};
}

json::object Room::listing() const {
  json::array players;
  for (const auto& member : members_) players.push_back(json::string(member.name));
  json::object entry{{"code", code_},
                     {"game", options_.game},
                     {"seats", options_.seats},
                     {"filled", members_.size()},
                     {"players", std::move(players)},
                     {"createdAt", created_at_}};
  if (const auto* turn = options_.settings.as_object().if_contains("turnSeconds"))
    entry["turnSeconds"] = *turn;
  return entry;
}

json::object Room::replay() const {
  json::array players;
  for (std::size_t i = 0; i < members_.size(); ++i) {
    players.push_back(
        json::object{{"seat", i}, {"name", members_[i].name}, {"kind", members_[i].kind}});
  }
  json::object out{{"code", code_},
                   {"game", options_.game},
                   {"status", status_name(status_)},
                   {"players", std::move(players)},
                   {"log", json::array(log_.begin(), log_.end())}};
  out["rounds"] = json::array{};
  out["result"] = nullptr;
  if (session_) {
    const auto view = session_->match().view(engine::Viewer::spectator());
    if (const auto* history = view.if_contains("history")) out["rounds"] = *history;
    if (const auto* result = view.if_contains("result")) out["result"] = *result;
    // The seed and every input are public only after the end: with them,
    // anyone can re-run the match and check it.
    if (status_ == RoomStatus::kFinished)
      out["record"] = engine::record_to_json(session_->record());
  }
  return out;
}

}  // namespace gavel::server
