// A plain vector, like the engine's registry: a handful of games, rare lookups.
#include "games/catalog.h"

namespace gavel::games {

void Catalog::add(GameEntry entry) {
  engine_.add(entry.info);  // refuses a name registered twice
  entries_.push_back(std::move(entry));
}

const GameEntry* Catalog::find(std::string_view name) const {
  for (const auto& entry : entries_) {
    if (entry.name() == name) return &entry;
  }
  return nullptr;
}

}  // namespace gavel::games
