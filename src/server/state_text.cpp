// The State object as text: the game's view for the seat with the room's
// fields merged in (players, you, room, log), written straight into one
// buffer. It is rendered on every version for every seat someone reads, so
// nothing here builds a tree the text is then made from: the game writes its
// view through a ViewWriter whose hooks add the room's fields to each
// players entry and to "you", and lines the room rendered once (the log) are
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

// A players entry's room fields, after the game's own.
void write_player_fields(JsonWriter& out, const Member& member, const RoomOptions& options,
                         const std::optional<std::string>& hidden) {
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
}

// The game's view with the room's fields merged into its players entries and
// "you"; a seat the game lists no entry for, or a viewer it gives no "you",
// gets one of the room's with the seat alone.
class StateView final : public engine::ViewWriter {
 public:
  StateView(JsonWriter& out, const Room& room, engine::Viewer viewer, Seat seat, bool must_move)
      : ViewWriter(out),
        room_(room),
        viewer_(viewer),
        seat_(seat),
        must_move_(must_move),
        turn_key_(room.game().host.turn_setting) {}

  bool wrote_settings() const { return wrote_settings_; }
  bool wrote_turn() const { return wrote_turn_; }

 private:
  void on_field(std::string_view key) override {
    if (key == "settings") wrote_settings_ = true;
    if (!turn_key_.empty() && key == turn_key_) wrote_turn_ = true;
  }

  void player_fields(std::size_t index) override {
    const auto& members = room_.members();
    if (index >= members.size()) return;
    const auto seat = static_cast<Seat>(index);
    write_player_fields(out(), members[index], room_.options(),
                        hidden_identity(room_, viewer_, seat));
  }

  void more_players(std::size_t written) override {
    for (std::size_t i = written; i < room_.members().size(); ++i) {
      out().begin_object().key("seat").number(static_cast<Seat>(i));
      player_fields(i);
      out().end_object();
    }
  }

  void you_fields() override {
    if (seat_ < 0) return;
    const auto& member = room_.members()[seat_];
    out().key("name").string(member.name);
    out().key("host").boolean(member.host);
    out().key("ready").boolean(member.ready);
    out().key("resigned").boolean(member.resigned);
    out().key("mustMove").boolean(must_move_);
    // The decision this seat has now, as the feed's your_turn.turn names it:
    // a move that names it can be sent again safely after a lost answer
    // (docs/api.md, "Restarts").
    if (const auto* match = room_.match()) {
      if (const auto turn = match->turn(seat_)) out().key("turn").number(turn->turn);
    }
  }

  void write_no_you() override {
    if (seat_ < 0) {
      out().null();
      return;
    }
    out().begin_object().key("seat").number(seat_);
    you_fields();
    out().end_object();
  }

  const Room& room_;
  engine::Viewer viewer_;
  Seat seat_;
  bool must_move_;
  std::string_view turn_key_;
  bool wrote_settings_ = false;
  bool wrote_turn_ = false;
};

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
  // First, as "you" tells whether there is a move to make. Only a match in
  // play takes moves (an administrator may have ended it), and a finished
  // one those its rules still take in its final-results break
  // (Hosting::moves_after_end). The text of a version never changes with
  // the clock: they stay listed until the next version even once
  // finalBreak.until has passed, and are refused then.
  const bool playing = room.status() == RoomStatus::kPlaying;
  const bool takes_moves =
      seat >= 0 && match &&
      (playing || (room.takes_moves_after_end() && !room.members()[seat].resigned));
  out.key("legalActions");
  const bool listed =
      takes_moves ? match->write_legal_actions(seat, out) : (out.begin_array().end_array(), false);
  // Nothing is owed after the end: what is left there is optional.
  const bool must_move = playing && listed;
  StateView view(out, room, viewer, seat, must_move);
  if (match) match->write_view(viewer, view);
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
  if (!view.wrote_settings()) out.key("settings").value(options.settings);
  const auto& turn = room.game().host.turn_setting;
  // Shown in the waiting room too, where there is no game view to carry it.
  if (!turn.empty() && !view.wrote_turn()) {
    if (const auto* seconds = options.settings.as_object().if_contains(turn)) {
      out.key(turn).value(*seconds);
    }
  }
  if (!view.wrote_players()) {
    view.begin_players();
    view.end_players();
  }
  if (!view.wrote_you()) view.no_you();
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
