// Move advice: a seated human asks what the game's house bot would decide,
// from that seat's own view (the bot reads nothing else). Only games that
// name an advice setting offer it, only rooms that turned it on. On the
// asker's own turn it is the current decision; during others' turns and in
// playback (?step=N of a finished match's record) it is the asker's latest
// completed turn, each stage re-run from the record with the advice it
// would have had then. Nothing is recorded or shown to anyone else: asking
// changes no state, and whether one asked stays private.
#include "server/advice_history.h"
#include "server/api.h"
#include "server/stored_advice.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

bool advice_on(const Room& room) {
  const auto& setting = room.game().host.advice_setting;
  const auto* settings = room.options().settings.if_object();
  const auto* on = settings ? settings->if_contains(setting) : nullptr;
  return on && on->is_bool() && on->get_bool();
}

Response advise(Room& room, const Actor& actor, const Request& request) {
  if (room.game().host.advice_setting.empty()) {
    return error_response(400, room.game().title() + " has no move advice");
  }
  if (!advice_on(room)) return error_response(409, "move advice is off in this room");
  const auto seat = room.seat_of(actor);
  if (!seat) return error_response(403, "only a player of this room may ask for advice");
  const auto& member = room.members()[static_cast<std::size_t>(*seat)];
  if (member.is_bot() || member.resigned) {
    return error_response(403, "advice is for players still playing");
  }
  const auto* play = room.play();
  const bool live = room.status() == RoomStatus::kPlaying;
  if (!play || (!live && room.status() != RoomStatus::kFinished)) {
    return error_response(409, "advice is given during play");
  }
  if (const auto& advises = room.game().host.advises_seat;
      advises && !advises(play->match(), *seat)) {
    return error_response(403, "advice is for players in an active position");
  }
  const auto& info = room.game().info;
  const auto& phases = room.game().host.advice_phases;
  const auto& record = play->record();
  if (live && advised_decision(play->match(), *seat, phases)) {
    // A fresh house bot each time, seeded from the match and the seat: the
    // same position always gets the same advice.
    auto bot = info.make_bot(info.bot_names.front(), advice_seed(record, *seat));
    if (!bot) return refusal_response(from_engine(bot.error()).error());
    auto action = (*bot)->decide(play->match(), *seat);
    if (!action) return refusal_response(from_engine(action.error()).error());
    return json_response(200, json::object{{"seat", *seat}, {"advice", std::move(*action)}});
  }
  if (live && request.query.contains("step")) {
    return error_response(409, "a step of the record is for the replay, once the match is over");
  }
  return look_back_response(room.game(), record, *seat, request);
}

}  // namespace

void Api::advice(const std::string& code, const Request& request, const Reply& reply) {
  const Actor actor = actor_of(request, nullptr);
  if (auto host = parts_.rooms.find(upper_code(code))) {
    return host->with_room([actor, request](Room& room) { return advise(room, actor, request); },
                           reply);
  }
  // A finished match that left memory: its look back from the stored replay.
  from_store_match(upper_code(code), reply,
                   [this, actor, request](const store::FinishedMatch& stored) {
                     return stored_advice_response(parts_.catalog, stored, actor, request);
                   });
}

}  // namespace gavel::server
