// What the room asks of a seat's participant: whom a viewer may recognise
// at the table (Hide identities, notes 66-68) and when a bot's bids count.
#pragma once

#include <optional>
#include <string>

#include "engine/types.h"
#include "games/spendii/rules.h"

namespace gavel::spendii {

// The label to show for `seat` to `viewer`, or nullopt when its identity
// may be shown: always with Off, for bots under Players, for oneself, and
// once the game is over (the final table names everyone). A hidden seat is
// "Player B" once it holds a position, "Hidden player" before.
std::optional<std::string> identity_label(const State& state, engine::Viewer viewer,
                                          engine::Seat seat, bool bot);

// When a bot's pending position bids count (note 12): the start plus its
// scheduled time, while it has not bid; nullopt otherwise (the room paces).
std::optional<engine::Millis> bot_bid_at(const State& state, engine::Seat seat);

// Whether `seat` holds the NO PLAY position (whose participant gets no
// Move advice); false before positions are assigned or without NO PLAY.
bool holds_no_play(const State& state, engine::Seat seat);

}  // namespace gavel::spendii
