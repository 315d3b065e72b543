// The State object as text: the game's view for the seat with the room's
// fields merged in (players, you, room, log), written straight into one
// buffer. It is rendered on every version for every seat someone reads, so
// nothing here builds a tree the text is then made from: the game's view is
// written as it comes, and lines the room rendered once (the log) are
// spliced in as they are.
#include <algorithm>

#include "engine/json_writer.h"
#include "server/hidden_identity.h"
#include "server/room.h"
#include "server/room_view.h"

namespace gavel::server {
namespace json = boost::json;
using engine::JsonWriter;

namespace {
constexpr std::size_t kLogLinesInState = 100;
constexpr std::size_t kChatLinesInState = 100;

void write_elo(JsonWriter& out, const RoomOptions& options, std::optional<ratings::Tenths> rating) {
  if (options.show_elo && rating) out.key("elo").number((*rating + 5) / 10);
}

// Inside a players entry or "you": the game's own fields, or the seat alone
// when the game says nothing of it.
void write_game_fields(JsonWriter& out, const json::value* game, Seat seat) {
  if (game && game->is_object()) {
    out.members(game->get_object());
  } else {
    out.key("seat").number(seat);
  }
}

void write_player(JsonWriter& out, const Member& member, const RoomOptions& options,
                  const json::value* game_entry, Seat seat,
                  const std::optional<std::string>& hidden) {
  out.begin_object();
  write_game_fields(out, game_entry, seat);
  if (hidden) {
    // Only what the game's view already says of every seat: the label, and
    // marks that read the same for everyone, so no field tells a bot, the
    // host or a guest apart (the game's hide-identities rule).
    out.key("name").string(*hidden);
    out.key("kind").string("hidden");
    out.key("host").boolean(false);
    out.key("ready").boolean(true);
    out.key("online").boolean(true);
    out.key("resigned").boolean(member.resigned);
    out.key("bot").boolean(false);
    out.key("guest").boolean(false);
    out.key("anonymous").boolean(false);
    out.key("hidden").boolean(true);
    out.end_object();
    return;
  }
  out.key("name").string(member.name);
  out.key("kind").string(member.kind);
  out.key("host").boolean(member.host);
  out.key("ready").boolean(member.ready);
  out.key("online").boolean(member.is_bot() || member.online);
  out.key("resigned").boolean(member.resigned);
  out.key("bot").boolean(member.is_bot());
  out.key("guest").boolean(member.guest);
  // A name typed at an agent table vouches for nobody: say so everywhere.
  out.key("anonymous").boolean(member.anonymous());
  write_elo(out, options, member.rating);
  out.end_object();
}

void write_room(JsonWriter& out, const Room& room, Seat seat) {
  const auto& options = room.options();
  const auto& seating = room.seating();
  const bool lobby = room.status() == RoomStatus::kLobby;
  const auto blocked = lobby ? seating.start_blocked_by() : std::nullopt;
  const bool waiting = options.flow == RoomFlow::kWaiting;
  out.key("room").begin_object();
  out.key("flow").string(flow_name(options.flow));
  out.key("policy").string(policy_name(seating.policy()));
  out.key("rated").boolean(options.rated);
  out.key("guestRoom").boolean(options.guest_room);
  out.key("showElo").boolean(options.show_elo);
  out.key("capacity").number(options.seats);
  out.key("minPlayers").number(waiting ? room.game().host.room.min_players : options.seats);
  out.key("maxBots").number(seating.max_bots());
  out.key("canStart").boolean(lobby && !blocked);
  out.key("startHint");
  blocked ? out.string(*blocked) : out.null();
  out.key("chat").begin_array();
  const auto& chat = room.chat_room().lines();
  for (std::size_t i = chat.size() > kChatLinesInState ? chat.size() - kChatLinesInState : 0;
       i < chat.size(); ++i) {
    out.begin_object()
        .key("at")
        .number(chat[i].at)
        .key("name")
        .string(chat[i].name)
        .key("text")
        .string(chat[i].text)
        .end_object();
  }
  out.end_array();
  out.key("next");
  room.next_room() ? out.string(*room.next_room()) : out.null();
  out.key("endedBy");
  if (room.ended_by_admin()) {
    out.string("admin");
  } else if (room.abandoned()) {
    out.string("abandoned");
  } else {
    out.null();
  }
  // The final-results break (room_ending.cpp): fixed facts only, so the text
  // of a version never changes with the clock; the page compares "until"
  // with serverTime.
  out.key("finalBreak");
  if (waiting && room.status() == RoomStatus::kFinished) {
    const auto eligible = room.results_eligible();
    const auto& agreed = room.results_agreed();
    out.begin_object();
    out.key("until").number(room.final_break_until());
    out.key("eligible").begin_array();
    for (const Seat s : eligible) out.number(s);
    out.end_array();
    out.key("agreed").begin_array();
    for (const Seat s : agreed) out.number(s);
    out.end_array();
    out.key("everyoneAgreed").boolean(room.everyone_agreed_results());
    out.end_object();
  } else {
    out.null();
  }
  out.key("ratings");
  if (room.ratings()) {
    out.begin_array();
    for (const auto& change : *room.ratings()) {
      out.begin_object()
          .key("seat")
          .number(change.seat)
          .key("old")
          .tenths(change.old_rating)
          .key("new")
          .tenths(change.new_rating)
          .key("change")
          .tenths(change.new_rating - change.old_rating)
          .end_object();
    }
    out.end_array();
  } else {
    out.null();
  }
  if (seat >= 0 && seating.member(seat).host && waiting) {
    out.key("passcode");
    seating.passcode().empty() ? out.null() : out.string(seating.passcode());
    out.key("requests").begin_array();
    for (const auto& request : seating.requests()) {
      out.begin_object().key("name").string(request.name);
      write_elo(out, options, request.rating);
      out.end_object();
    }
    out.end_array();
    out.key("invited").begin_array();
    for (const auto& [key, name] : seating.invited()) out.string(name);
    out.end_array();
  }
  out.end_object();
}

}  // namespace

std::string state_prefix_text(const Room& room, Seat seat) {
  std::string text;
  text.reserve(4096);
  JsonWriter out(text);
  out.begin_object();
  const auto* match = room.match();
  const auto viewer = seat >= 0 ? engine::Viewer::seat(seat) : engine::Viewer::spectator();
  json::object view;
  if (match) {
    view = match->view_without_history(viewer);
    // The part of the view that only grows, each entry rendered once per match.
    if (const auto key = match->history_key(); !key.empty()) match->write_history(out.key(key));
  }
  // The game's own fields, except the two the room merges its own into.
  const json::value* game_players = nullptr;
  const json::value* game_you = nullptr;
  for (const auto& member : view) {
    if (member.key() == "players") {
      game_players = &member.value();
    } else if (member.key() == "you") {
      game_you = &member.value();
    } else {
      out.key(member.key()).value(member.value());
    }
  }
  const auto& options = room.options();
  out.key("code").string(room.code());
  out.key("game").string(options.game);
  out.key("status").string(status_name(room.status()));
  out.key("version").number(room.version());
  out.key("seats").number(options.seats);
  out.key("botLevel").string(options.bot_level);
  out.key("public").boolean(options.is_public);
  out.key("createdAt").number(room.created_at());
  // The room's settings, for the waiting room's summary (a game's own view
  // may already carry its parsed settings during play).
  if (!view.contains("settings")) out.key("settings").value(options.settings);
  const auto& turn = room.game().host.turn_setting;
  // Shown in the waiting room too, where there is no game view to carry it.
  if (!turn.empty() && !view.contains(turn)) {
    if (const auto* seconds = options.settings.as_object().if_contains(turn)) {
      out.key(turn).value(*seconds);
    }
  }
  const auto* game_entries = game_players ? game_players->if_array() : nullptr;
  const auto& members = room.members();
  out.key("players").begin_array();
  for (std::size_t i = 0; i < members.size(); ++i) {
    const json::value* entry =
        game_entries && i < game_entries->size() ? &(*game_entries)[i] : nullptr;
    write_player(out, members[i], options, entry, static_cast<Seat>(i),
                 hidden_identity(room, viewer, static_cast<Seat>(i)));
  }
  out.end_array();
  json::array legal;
  if (seat >= 0) {
    // Only a match in play takes moves (an administrator may have ended it),
    // and a finished one those its rules still take in its final-results
    // break (Hosting::moves_after_end). The text of a version never changes
    // with the clock: they stay listed until the next version even once
    // finalBreak.until has passed, and are refused then.
    const auto& member = members[seat];
    const bool playing = room.status() == RoomStatus::kPlaying;
    if (match && (playing || (room.takes_moves_after_end() && !member.resigned))) {
      legal = match->legal_actions(seat);
    }
    out.key("you").begin_object();
    write_game_fields(out, game_you, seat);
    out.key("name").string(member.name);
    out.key("host").boolean(member.host);
    out.key("ready").boolean(member.ready);
    out.key("resigned").boolean(member.resigned);
    // Nothing is owed after the end: what is left there is optional.
    out.key("mustMove").boolean(playing && !legal.empty());
    out.end_object();
  } else {
    out.key("you").null();
  }
  out.key("legalActions").begin_array();
  for (const auto& entry : legal) out.value(entry);
  out.end_array();
  write_room(out, room, seat);
  const auto& log = room.log_texts();
  out.key("log").begin_array();
  for (std::size_t i = log.size() > kLogLinesInState ? log.size() - kLogLinesInState : 0;
       i < log.size(); ++i) {
    out.raw(log[i]);
  }
  out.end_array();
  return text;  // open: the per-read fields and the closing brace follow
}

}  // namespace gavel::server
