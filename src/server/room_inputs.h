// The room journal's vocabulary: the facts an accepted input carries (who
// acted, the options a room was made with, the ratings it was told) as JSON
// and back. The journal is the server's own file, so reading trusts its
// shape; a line that does not parse throws, and recovery drops that room.
#pragma once

#include <boost/json.hpp>
#include <vector>

#include "server/room_types.h"

namespace gavel::server {

boost::json::object identity_json(const Identity& identity);
Identity identity_from(const boost::json::value& json);

boost::json::object actor_json(const Actor& actor);
Actor actor_from(const boost::json::value& json);

boost::json::object options_json(const RoomOptions& options);
RoomOptions options_from(const boost::json::value& json);

boost::json::array ratings_json(const std::vector<SeatRating>& ratings);
std::vector<SeatRating> ratings_from(const boost::json::value& json);

}  // namespace gavel::server
