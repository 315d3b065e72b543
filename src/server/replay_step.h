// One step of a finished match's replay: the table as a spectator saw it
// after the first `step` inputs of its record (GET
// /api/rooms/{code}/replay/{step}), re-run from the record like any replay,
// whether the room is still in memory or only in the store.
#pragma once

#include <boost/json.hpp>
#include <string>

#include "games/catalog.h"
#include "server/http_types.h"

namespace gavel::server {

class Room;

// 200 {"step", "steps", "state"}; 409 while the match runs (its record is
// public only after the end); 400 for a step outside 0..steps.
Response replay_step_response(const Room& room, const std::string& step_text);

// The same from a stored replay (the summary GET /api/rooms/{code}/replay
// serves once the room left memory: its "record" and its "players" names).
Response stored_replay_step_response(const games::Catalog& catalog,
                                     const boost::json::value& summary,
                                     const std::string& step_text);

}  // namespace gavel::server
