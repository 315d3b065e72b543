// The one action a game accepts without listing it: its resign action
// (games::Hosting::resign_action), which the room sends for a seat that
// resigns, so legal_actions never offers it.
#pragma once

#include <boost/json.hpp>

#include "engine/game.h"
#include "games/all_games.h"

namespace gavel::fuzz {

inline bool is_resign_action(const engine::GameInfo& game, const boost::json::value& action) {
  const auto* entry = all_games().find(game.name);
  return entry && !entry->host.resign_action.is_null() && entry->host.resign_action == action;
}

}  // namespace gavel::fuzz
