// The room as other pages list it (the lobby, open agent tables) and as its
// replay keeps it. Public facts only; the record only once finished.
#include "engine/feed.h"
#include "engine/journal.h"
#include "engine/json_writer.h"
#include "server/feed.h"
#include "server/hidden_identity.h"
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
  const auto& members = room.members();
  for (std::size_t i = 0; i < members.size(); ++i) {
    const auto& member = members[i];
    // Everyone reads the lobby: a hidden seat shows its label alone.
    if (auto hidden = hidden_identity(room, engine::Viewer::spectator(), static_cast<Seat>(i))) {
      players.push_back(
          json::object{{"name", std::move(*hidden)}, {"bot", false}, {"hidden", true}});
      continue;
    }
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
  for (auto& name : names_seen_by(room, engine::Viewer::spectator())) {
    players.push_back(json::string(std::move(name)));
  }
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

ReplayTexts replay_texts(const Room& room) {
  ReplayTexts texts;
  {
    engine::JsonWriter players(texts.players);
    players.begin_array();
    const auto& members = room.members();
    for (std::size_t i = 0; i < members.size(); ++i) {
      players.begin_object();
      players.key("seat").number(static_cast<std::int64_t>(i));
      // A live replay is a spectator's: hidden seats show their label.
      if (auto hidden = hidden_identity(room, engine::Viewer::spectator(), static_cast<Seat>(i))) {
        players.key("name").string(*hidden);
        players.key("kind").string("hidden");
        players.key("anonymous").boolean(false);
      } else {
        players.key("name").string(members[i].name);
        players.key("kind").string(members[i].kind);
        players.key("anonymous").boolean(members[i].anonymous());
      }
      players.end_object();
    }
    players.end_array();
  }
  texts.replay.reserve(8192);
  engine::JsonWriter out(texts.replay);
  out.begin_object();
  out.key("code").string(room.code());
  out.key("game").string(room.options().game);
  out.key("status").string(status_name(room.status()));
  out.key("players").raw(texts.players);
  out.key("log").begin_array();
  for (const auto& line : room.log_texts()) out.raw(line);
  out.end_array();
  const auto* play = room.play();
  if (!play) {
    out.key("rounds").begin_array().end_array();
    out.key("result").null();
    out.end_object();
    return texts;
  }
  const auto& match = play->match();
  const auto spectator = engine::Viewer::spectator();
  // Settled rounds the match keeps rendered (Match::write_history) are
  // copied as text; a game without them has its history in the view.
  const auto view = match.view_without_history(spectator);
  out.key("rounds");
  if (match.history_key() == "history") {
    match.write_history(out);
  } else if (const auto* history = view.if_contains("history")) {
    out.value(*history);
  } else {
    out.begin_array().end_array();
  }
  out.key("result");
  if (const auto* result = view.if_contains("result")) {
    out.value(*result);
  } else {
    out.null();
  }
  out.key("rules_version").string(match.rules_version());
  out.key("events").begin_array();
  for (const auto* event : match.events().seen_by(spectator)) engine::write_event(out, *event);
  out.end_array();
  // The seed and every input are public only after the end: with them,
  // anyone can re-run the match and check it. A game whose rules keep them
  // private (Hosting::private_record) leaves them out here; whether the
  // store keeps them is MatchResults' choice.
  if (room.status() == RoomStatus::kFinished) {
    texts.record = json::serialize(engine::record_to_json(play->record()));
    if (!room.game().host.private_record) out.key("record").raw(texts.record);
    out.key("final");
    write_visible_state(out, room, match, spectator);
  }
  out.end_object();
  return texts;
}

json::object replay(const Room& room) {
  return json::parse(replay_texts(room).replay).as_object();
}

}  // namespace gavel::server
