// The room as other pages list it (the lobby, open agent tables) and as its
// replay keeps it. Public facts only; the record only once finished.
#include "engine/journal.h"
#include "server/feed.h"
#include "server/room.h"
#include "server/room_view.h"

namespace gavel::server {
namespace json = boost::json;

const char* status_name(RoomStatus status) {
  switch (status) {
    case RoomStatus::kLobby:
      return "lobby";
    case RoomStatus::kPlaying:
      return "playing";
    case RoomStatus::kFinished:
      return "finished";
    case RoomStatus::kClosed:
      return "closed";
  }
  return "lobby";
}

const char* flow_name(RoomFlow flow) {
  return flow == RoomFlow::kWaiting ? "waiting" : "table";
}

const char* policy_name(JoinPolicy policy) {
  switch (policy) {
    case JoinPolicy::kOpen:
      return "open";
    case JoinPolicy::kApproval:
      return "approval";
    case JoinPolicy::kPasscode:
      return "passcode";
  }
  return "open";
}

json::object lobby_entry(const Room& room) {
  const auto& options = room.options();
  json::array players;
  for (const auto& member : room.members()) {
    json::object player{{"name", member.name}, {"bot", member.is_bot()}};
    // The lobby is read often and by everyone: the mark only where it applies.
    if (member.anonymous()) player["anonymous"] = true;
    if (options.show_elo && member.rating) player["elo"] = (*member.rating + 5) / 10;
    players.push_back(std::move(player));
  }
  return json::object{{"code", room.code()},
                      {"game", options.game},
                      {"title", room.game().title()},
                      {"status", status_name(room.status())},
                      {"flow", flow_name(options.flow)},
                      {"policy", policy_name(room.seating().policy())},
                      {"guestRoom", options.guest_room},
                      {"rated", options.rated},
                      {"capacity", options.seats},
                      {"players", std::move(players)},
                      {"createdAt", room.created_at()}};
}

json::object listing(const Room& room) {
  const auto& options = room.options();
  json::array players;
  for (const auto& member : room.members()) players.push_back(json::string(member.name));
  json::object entry{{"code", room.code()},           {"game", options.game},
                     {"seats", options.seats},        {"filled", room.members().size()},
                     {"players", std::move(players)}, {"createdAt", room.created_at()}};
  const auto& turn = room.game().host.turn_setting;
  if (!turn.empty()) {
    if (const auto* seconds = options.settings.as_object().if_contains(turn))
      entry[turn] = *seconds;
  }
  return entry;
}

json::object replay(const Room& room) {
  json::array players;
  const auto& members = room.members();
  for (std::size_t i = 0; i < members.size(); ++i) {
    players.push_back(json::object{{"seat", i},
                                   {"name", members[i].name},
                                   {"kind", members[i].kind},
                                   {"anonymous", members[i].anonymous()}});
  }
  json::object out{{"code", room.code()},
                   {"game", room.options().game},
                   {"status", status_name(room.status())},
                   {"players", std::move(players)},
                   {"log", json::array(room.log().begin(), room.log().end())}};
  out["rounds"] = json::array{};
  out["result"] = nullptr;
  if (const auto* play = room.play()) {
    const auto& match = play->match();
    const bool finished = room.status() == RoomStatus::kFinished;
    // One spectator's view serves both the rounds and, at the end, the final
    // state (which only adds names and the game to it).
    auto view = finished ? visible_state(room, match, engine::Viewer::spectator())
                         : match.view(engine::Viewer::spectator());
    if (const auto* history = view.if_contains("history")) out["rounds"] = *history;
    if (const auto* result = view.if_contains("result")) out["result"] = *result;
    out["rules_version"] = match.rules_version();
    out["events"] = engine::events_json(match.events().seen_by(engine::Viewer::spectator()));
    // The seed and every input are public only after the end: with them,
    // anyone can re-run the match and check it.
    if (finished) {
      out["record"] = engine::record_to_json(play->record());
      out["final"] = std::move(view);
    }
  }
  return out;
}

}  // namespace gavel::server
