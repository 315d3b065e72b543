// Move advice's look back for a finished match that has left memory: the
// same answer as the room gave (api_advice.cpp), re-run from the stored
// replay's record. The asker is found by the seat-to-identity link the
// store keeps beside the replay (its "players" column's "key", which no
// reader is shown), so only the player of that seat gets it, as in memory.
#pragma once

#include <boost/json.hpp>
#include <string>

#include "games/catalog.h"
#include "server/http_types.h"
#include "server/room_types.h"
#include "store/store.h"

namespace gavel::server {

class Room;

// The look back of `seat` within the first ?step=N inputs of `record` (all
// of them without ?step): 200 {"seat", "advice": null, "step", "past"}, or
// 400 for a step out of range.
Response look_back_response(const games::GameEntry& game, const engine::MatchRecord& record,
                            engine::Seat seat, const Request& request);

// The store's players column for a finished room: the replay's `players`
// text with, per seat held by an identity, its "key" and "resigned" mark.
std::string stored_players_text(const Room& room, const std::string& players);

// GET .../advice for a stored match: 400 for a game without advice, 409
// when the room had it off or kept no record, 403 unless the asker held an
// advised seat to the end (a human, not resigned, advised by the game).
Response stored_advice_response(const games::Catalog& catalog, const store::FinishedMatch& stored,
                                const Actor& actor, const Request& request);

}  // namespace gavel::server
