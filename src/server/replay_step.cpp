#include "server/replay_step.h"

#include <algorithm>
#include <charconv>

#include "engine/journal.h"
#include "engine/json_writer.h"
#include "server/feed.h"
#include "server/hidden_identity.h"
#include "server/responses.h"
#include "server/room.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// Re-runs the record's first `step_text` inputs and answers with the table a
// spectator saw then, each seat named as `names` says.
Response step_of_record(const games::GameEntry& game, const engine::MatchRecord& record,
                        const std::vector<std::string>& names, const std::string& step_text) {
  const auto steps = record.inputs.size();
  std::size_t step = 0;
  const auto* end = step_text.data() + step_text.size();
  const auto [at, ec] = std::from_chars(step_text.data(), end, step);
  if (ec != std::errc() || at != end || step > steps) {
    return error_response(400, "step must be a whole number from 0 to " + std::to_string(steps));
  }
  auto match = game.info.create(record.settings, record.seats, record.seed, record.start);
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
  std::string state;
  engine::JsonWriter out(state);
  write_named_state(out, game.name(), names, **match, engine::Viewer::spectator());
  return json_response(
      200, json::object{{"step", step}, {"steps", steps}, {"state", json::parse(state)}});
}

}  // namespace

Response replay_step_response(const Room& room, const std::string& step_text) {
  const auto* play = room.play();
  if (!play || room.status() != RoomStatus::kFinished) {
    return error_response(409, "the moves can be stepped through once the match is over");
  }
  return step_of_record(room.game(), play->record(),
                        names_seen_by(room, engine::Viewer::spectator()), step_text);
}

Response stored_replay_step_response(const games::Catalog& catalog, const json::value& summary,
                                     const std::string& step_text) {
  const auto* fields = summary.if_object();
  const auto* record_json = fields ? fields->if_contains("record") : nullptr;
  if (!record_json) return error_response(409, "this match kept no record to step through");
  auto record = engine::record_from_json(*record_json);
  if (!record)
    return error_response(500, "the stored record is unreadable: " + record.error().message);
  const auto* game = catalog.find(record->game);
  if (!game) return error_response(500, "the stored record names no game of this server");
  // The names the stored replay shows (the end's: every identity revealed).
  std::vector<std::string> names(static_cast<std::size_t>(std::max(record->seats, 0)));
  const auto* listed = fields->if_contains("players");
  const auto* players = listed ? listed->if_array() : nullptr;
  for (const auto& player : players ? *players : json::array()) {
    const auto* p = player.if_object();
    const auto* seat = p ? p->if_contains("seat") : nullptr;
    const auto* name = p ? p->if_contains("name") : nullptr;
    if (seat && seat->is_int64() && name && name->is_string() && seat->get_int64() >= 0 &&
        static_cast<std::size_t>(seat->get_int64()) < names.size()) {
      names[static_cast<std::size_t>(seat->get_int64())] = std::string(name->get_string());
    }
  }
  return step_of_record(*game, *record, names, step_text);
}

}  // namespace gavel::server
