// A finished Blind Auction's replay JSON, shaped like
// GET /api/matches/{code}/replay: the record, the public events and the
// final spectator view.
#pragma once

#include <boost/json.hpp>

#include "engine/rng.h"

namespace gavel::auction::test {

// Plays a whole match with random legal moves, timeouts and a leaver.
boost::json::object played_replay(const boost::json::value& settings, int seats, engine::Seed seed);

}  // namespace gavel::auction::test
