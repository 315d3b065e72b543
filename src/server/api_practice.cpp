// Practice: a scenario of sample hands for a room's current settings, one
// per participant now in the room (bots included), from a seed the asker
// gives, so the page keeps its scenario until it asks again. It reads the
// room and changes nothing; anyone who may view the room may ask.
#include <charconv>

#include "server/api.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// ?seed=S, a whole number (0 when absent); none when malformed.
std::optional<std::uint64_t> seed_of(const Request& request) {
  const auto seed = request.query.find("seed");
  if (seed == request.query.end()) return 0;
  std::uint64_t value = 0;
  const auto& text = seed->second;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

Response practise(const Room& room, std::uint64_t seed) {
  const auto& practice = room.game().host.practice;
  if (!practice) return error_response(400, room.game().title() + " has no practice");
  const int players = static_cast<int>(room.members().size());
  auto scenario = practice(room.options().settings, players, seed);
  if (!scenario) return refusal_response(from_engine(scenario.error()).error());
  return json_response(
      200, json::object{{"seed", seed}, {"players", players}, {"scenario", std::move(*scenario)}});
}

}  // namespace

void Api::practice(const std::string& code, const Request& request, const Reply& reply) {
  const auto seed = seed_of(request);
  if (!seed) {
    reply(error_response(400, "seed must be a whole number"));
    return;
  }
  auto host = room_or_404(code, reply);
  if (!host) return;
  host->with_room([seed = *seed](Room& room) { return practise(room, seed); }, reply);
}

}  // namespace gavel::server
