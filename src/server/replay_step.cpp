#include "server/replay_step.h"

#include <charconv>

#include "server/feed.h"
#include "server/responses.h"
#include "server/room.h"

namespace gavel::server {
namespace json = boost::json;

Response replay_step_response(const Room& room, const std::string& step_text) {
  const auto* play = room.play();
  if (!play || room.status() != RoomStatus::kFinished) {
    return error_response(409, "the moves can be stepped through once the match is over");
  }
  const auto& record = play->record();
  const auto steps = record.inputs.size();
  std::size_t step = 0;
  const auto* end = step_text.data() + step_text.size();
  const auto [at, ec] = std::from_chars(step_text.data(), end, step);
  if (ec != std::errc() || at != end || step > steps) {
    return error_response(400, "step must be a whole number from 0 to " + std::to_string(steps));
  }
  auto match = room.game().info.create(record.settings, record.seats, record.seed, record.start);
  if (!match) return error_response(500, "the record does not replay: " + match.error().message);
  for (std::size_t i = 0; i < step; ++i) {
    const auto& entry = record.inputs[i];
    if (entry.kind == engine::JournalEntry::Kind::kTick) {
      (*match)->tick(entry.at);
    } else if (auto applied = (*match)->apply(entry.seat, entry.action, entry.at, entry.origin);
               !applied) {
      return error_response(500, "the record does not replay: " + applied.error().message);
    }
  }
  return json_response(
      200, json::object{{"step", step},
                        {"steps", steps},
                        {"state", visible_state(room, **match, engine::Viewer::spectator())}});
}

}  // namespace gavel::server
