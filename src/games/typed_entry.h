// A typed game's catalog entry in one call: the engine's part built from the
// Game struct (engine/typed_game_info.h) and the host's part the game states.
#pragma once

#include <utility>

#include "engine/typed_game_info.h"
#include "games/game_entry.h"

namespace gavel::games {

template <engine::TypedGame G>
GameEntry typed_entry(Hosting host) {
  return GameEntry{engine::typed_game_info<G>(), std::move(host)};
}

}  // namespace gavel::games
