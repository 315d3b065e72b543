// A typed game's catalog entry: the engine's part built from the Game struct
// (engine/typed_game_info.h) and the host's part from the game's hosting().
#pragma once

#include <concepts>

#include "engine/typed_game_info.h"
#include "games/game_entry.h"

namespace gavel::games {

// A game the server can host: its rules and registration (engine::TypedGame)
// plus how a room hosts it (game_entry.h).
template <class G>
concept HostedGame = engine::TypedGame<G> && requires {
  { G::hosting() } -> std::same_as<Hosting>;
};

// The one registration helper: all_games.cpp adds `typed_entry<g::Game>()`.
template <HostedGame G>
GameEntry typed_entry() {
  return GameEntry{engine::typed_game_info<G>(), G::hosting()};
}

}  // namespace gavel::games
