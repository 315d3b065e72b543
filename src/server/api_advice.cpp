// Move advice: a seated human asks what the game's house bot would decide,
// now, from that seat's own view (the bot reads nothing else). Only games
// that name an advice setting offer it, only rooms that turned it on, only
// on the asker's own turn during play. Nothing is recorded or shown to
// anyone else: asking changes no state, and whether one asked stays private.
#include "engine/rng.h"
#include "server/api.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

bool advice_on(const Room& room) {
  const auto& setting = room.game().host.advice_setting;
  const auto* settings = room.options().settings.if_object();
  const auto* on = settings ? settings->if_contains(setting) : nullptr;
  return on && on->is_bool() && on->get_bool();
}

Response advise(Room& room, const Actor& actor) {
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
  if (!play || room.status() != RoomStatus::kPlaying) {
    return error_response(409, "advice is given during play");
  }
  const auto& match = play->match();
  if (match.legal_actions(*seat).empty()) {
    return error_response(409, "advice is for your own turn: you have nothing to decide now");
  }
  // A fresh house bot each time, seeded from the match and the seat: the
  // same position always gets the same advice.
  const auto& info = room.game().info;
  auto bot =
      info.make_bot(info.bot_names.front(), engine::derive_seed(play->record().seed, 1000 + *seat));
  if (!bot) return refusal_response(from_engine(bot.error()).error());
  auto action = (*bot)->decide(match, *seat);
  if (!action) return refusal_response(from_engine(action.error()).error());
  return json_response(200, json::object{{"seat", *seat}, {"advice", std::move(*action)}});
}

}  // namespace

void Api::advice(const std::string& code, const Request& request, const Reply& reply) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  const Actor actor = actor_of(request, nullptr);
  host->with_room([actor](Room& room) { return advise(room, actor); }, reply);
}

}  // namespace gavel::server
