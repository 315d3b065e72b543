// The generic agent protocol's feed (docs/protocol.md): for one viewer, the
// game's visible state, the turn it must act on (with its legal actions in
// the protocol's form) and the events after a number it has seen. The same
// body answers GET …/feed and is pushed on a WebSocket opened with ?feed=1.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/json_writer.h"
#include "engine/match.h"
#include "server/room.h"

namespace gavel::server {

// The engine's legal-action entries (engine/match.h) as the protocol shows
// them: an exact entry unchanged; a family's "amount" range as "min"/"max",
// its "message" text as "max_message_chars" (with "message_required" when
// the message may not be left out); any other parameter as "<name>_min",
// "<name>_max" or "max_<name>_chars".
boost::json::array protocol_legal_actions(const boost::json::array& entries);

// {turn, seat, phase, deadline_ms, deadline_at, server_time, legal_actions}
// for a seat that must act now, else null.
boost::json::value your_turn(const engine::Match& match, engine::Seat seat, Millis now);

// The game's view for `viewer` with what only the room knows: which game,
// its rules version and players[].name (a game's rules never see names).
boost::json::object visible_state(const Room& room, const engine::Match& match,
                                  engine::Viewer viewer);
// The same, written into `out`.
void write_visible_state(engine::JsonWriter& out, const Room& room, const engine::Match& match,
                         engine::Viewer viewer);
// The same with the seats' names given (one per seat, as the viewer may see
// them), for a match re-run outside its room (a stored replay's steps).
void write_named_state(engine::JsonWriter& out, std::string_view game,
                       const std::vector<std::string>& names, const engine::Match& match,
                       engine::Viewer viewer);

// {version, rules_version, game, status, visible_state, your_turn, events}
// as JSON text; `pushed` (a WebSocket's message) adds "type": "feed".
// visible_state is the game's view for the seat plus "game", "rules_version"
// and players[].name, which only the room knows.
// `version` is the number of the last public event; `events` are those after
// `since` that `seat` (std::nullopt: a spectator) may see. Before the match
// starts there is no state and no event yet.
std::string feed_text(const Room& room, std::optional<engine::Seat> seat, std::uint64_t since,
                      Millis now, bool pushed = false);

// The number of the last public event of the room's match (0 before it starts).
std::uint64_t feed_version(const Room& room);

}  // namespace gavel::server
