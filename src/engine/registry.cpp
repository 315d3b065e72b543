// A plain vector: there are a handful of games and lookups are rare.
#include "engine/registry.h"

#include <stdexcept>

namespace gavel::engine {

void Registry::add(GameInfo game) {
  if (find(game.name)) throw std::logic_error("game registered twice: " + game.name);
  games_.push_back(std::move(game));
}

const GameInfo* Registry::find(std::string_view name) const {
  for (const auto& game : games_) {
    if (game.name == name) return &game;
  }
  return nullptr;
}

}  // namespace gavel::engine
