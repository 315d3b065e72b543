// Checking what a client asks for when it creates a room (POST /api/matches,
// POST /api/rooms) and when a host changes the joining policy.
#pragma once

#include <boost/json.hpp>
#include <functional>
#include <string>
#include <utility>

#include "games/catalog.h"
#include "server/identity.h"
#include "server/refusal.h"
#include "server/room_types.h"

namespace gavel::server {

Allowed<RoomOptions> parse_room_options(const boost::json::value& body,
                                        const games::Catalog& catalog, int default_turn_seconds);
// POST /api/rooms: a waiting room made by `creator` (registered or guest);
// the game's settings start from defaults_for(game) (the administrator's).
Allowed<RoomOptions> parse_waiting_room_options(
    const boost::json::value& body, const games::Catalog& catalog, const Identity& creator,
    const std::function<boost::json::object(const std::string& game)>& defaults_for);
// The stake per seat the settings ask for: 0 for a free table, and for every
// game without paid tables.
// Refuses settings the game offers only in the testing environment
// (Hosting::testing_only) when the server is not one (TESTING).
Allowed<void> check_testing_only(const games::GameEntry& game, const boost::json::value& settings,
                                 bool testing);

std::int64_t stake_of(const games::GameEntry& game, const boost::json::value& settings);
// {"policy", "passcode"} of a body, from `current` when "policy" is missing.
Allowed<std::pair<JoinPolicy, std::string>> parse_join_policy(const boost::json::object& fields,
                                                              JoinPolicy current);

}  // namespace gavel::server
