// Whether a viewer may see who sits in a seat, for games that hide
// identities (games::Hosting::identity_label): every writer of a seat's
// name asks here, so no route shows more than the game allows.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/types.h"

namespace gavel::server {

class Room;

// The label to show in place of the seat's identity, or nullopt when the
// viewer may see it. Nothing is hidden before the match starts.
std::optional<std::string> hidden_identity(const Room& room, engine::Viewer viewer,
                                           engine::Seat seat);

// Every seat's name as `viewer` may see it (the label where hidden).
std::vector<std::string> names_seen_by(const Room& room, engine::Viewer viewer);

}  // namespace gavel::server
