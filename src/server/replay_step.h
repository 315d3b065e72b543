// One step of a finished match's replay: the table as a spectator saw it
// after the first `step` inputs of its record (GET
// /api/rooms/{code}/replay/{step}), re-run from the record like any replay.
#pragma once

#include <string>

#include "server/http_types.h"

namespace gavel::server {

class Room;

// 200 {"step", "steps", "state"}; 409 while the match runs (its record is
// public only after the end); 400 for a step outside 0..steps.
Response replay_step_response(const Room& room, const std::string& step_text);

}  // namespace gavel::server
