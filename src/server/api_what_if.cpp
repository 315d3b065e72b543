// The "what if" panel: the changes a proposed finishing order would give with
// the players' current ratings, computed by the game's own rule and never
// saved. Games whose rule is not by finishing order (The Right Price rates by
// final capital) have no what-if: a clear 400 says so (docs/rooms.md).
#include "engine/json_fields.h"
#include "server/api.h"
#include "server/json_decimal.h"
#include "server/room_ratings.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

std::vector<int> places_in(const json::value& body) {
  const auto* fields = body.if_object();
  const auto* given = fields ? fields->if_contains("places") : nullptr;
  std::vector<int> places;
  if (!given || !given->is_array()) return places;
  for (const auto& place : given->as_array()) {
    const auto number = engine::as_whole_number(place);
    if (!number || *number < 1 || *number > 64) return {};
    places.push_back(static_cast<int>(*number));
  }
  return places;
}

json::object what_if_entries(const std::vector<SeatedPlayer>& seats,
                             const ratings::Settlement& settlement) {
  json::array entries;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const auto& entry = settlement.entries[i];
    if (seats[i].bot) {
      entries.push_back(json::object{{"seat", i}, {"bot", true}});
      continue;
    }
    entries.push_back(json::object{{"seat", i},
                                   {"old", one_decimal(entry.old_rating)},
                                   {"new", one_decimal(entry.new_rating)},
                                   {"change", one_decimal(entry.change)}});
  }
  return json::object{{"entries", std::move(entries)}};
}

}  // namespace

void Api::what_if(const std::string& code, const Request& request, const Reply& reply) {
  auto host = room_or_404(code, reply);
  if (!host) return;
  auto body = parse_body(request.body);
  if (!body) return reply(refusal_response(body.error()));
  const auto places = places_in(*body);
  host->run([this, places, reply](Room& room) {
    const auto& rate_places = room.game().host.rate_places;
    if (!rate_places) {
      return reply(error_response(400, room.game().title() +
                                           " rates by its own result, not by a finishing order, "
                                           "so it has no what-if"));
    }
    if (room.status() == RoomStatus::kLobby || room.status() == RoomStatus::kClosed) {
      return reply(error_response(409, "the seats are not fixed until the game starts"));
    }
    if (places.empty()) {
      return reply(error_response(400, "send {\"places\": [1, 2, 2, 4]}: one place per seat"));
    }
    if (places.size() != room.members().size()) {
      return reply(error_response(
          400, "send one place per seat (" + std::to_string(room.members().size()) + ")"));
    }
    asio::post(parts_.background, [this, places, reply, rate_places, seats = seated_players(room),
                                   game = room.options().game] {
      auto participants = participants_now(parts_.accounts, seats, game);
      if (!participants) return reply(error_response(500, "the ratings could not be read"));
      auto settlement = rate_places(*participants, places);
      if (!settlement) return reply(refusal_response(from_engine(settlement.error()).error()));
      reply(Response{200,
                     "application/json",
                     serialize_with_decimals(what_if_entries(seats, *settlement)),
                     {{"Cache-Control", "no-store"}}});
    });
  });
}

}  // namespace gavel::server
