// The room journal's vocabulary: the facts an accepted input carries (who
// acted, the options a room was made with, the ratings it was told) as JSON
// and back. The journal is the server's own file, so reading trusts its
// shape; a line that does not parse throws, and recovery drops that room.
#pragma once

#include <boost/json.hpp>
#include <vector>

#include "engine/json_writer.h"
#include "server/room_types.h"

namespace gavel::server {

// Written as text for the inputs recorded on every move (Room::Recording);
// the trees are the same fields, for the rarer inputs built as objects.
void write_identity(engine::JsonWriter& out, const Identity& identity);
boost::json::object identity_json(const Identity& identity);
Identity identity_from(const boost::json::value& json);

void write_actor(engine::JsonWriter& out, const Actor& actor);
boost::json::object actor_json(const Actor& actor);
Actor actor_from(const boost::json::value& json);

boost::json::object options_json(const RoomOptions& options);
RoomOptions options_from(const boost::json::value& json);

boost::json::array ratings_json(const std::vector<SeatRating>& ratings);
std::vector<SeatRating> ratings_from(const boost::json::value& json);

}  // namespace gavel::server
