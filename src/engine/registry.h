// The list of games Gavel hosts. A game is added by its folder under
// src/games/ and one line in src/games/all_games.cpp.
#pragma once

#include <string_view>
#include <vector>

#include "engine/game.h"

namespace gavel::engine {

class Registry {
 public:
  void add(GameInfo game);
  const GameInfo* find(std::string_view name) const;
  const std::vector<GameInfo>& games() const { return games_; }

 private:
  std::vector<GameInfo> games_;
};

}  // namespace gavel::engine
