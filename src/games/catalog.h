// The games a server hosts, in registration order: their entries for the
// host, and the engine's registry of the same games for sessions and replays.
#pragma once

#include <string_view>
#include <vector>

#include "engine/registry.h"
#include "games/game_entry.h"

namespace gavel::games {

class Catalog {
 public:
  // Throws std::logic_error for a name registered twice (a programming error).
  void add(GameEntry entry);
  const GameEntry* find(std::string_view name) const;
  const std::vector<GameEntry>& entries() const { return entries_; }
  // The first game registered: the default where a request names none.
  const GameEntry& first() const { return entries_.front(); }
  const engine::Registry& engine() const { return engine_; }

 private:
  std::vector<GameEntry> entries_;
  engine::Registry engine_;
};

}  // namespace gavel::games
