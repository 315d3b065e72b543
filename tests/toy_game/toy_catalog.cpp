// The test-only counterpart of src/games/all_games.cpp: one line per game.
#include "tests/toy_game/toy_catalog.h"

#include "games/bidlock/game.h"
#include "games/typed_entry.h"
#include "tests/toy_game/game.h"

namespace gavel::toy {

const games::Catalog& toy_catalog() {
  static const games::Catalog catalog = [] {
    games::Catalog c;
    c.add(games::typed_entry<bidlock::Game>());
    c.add(games::typed_entry<toy::Game>());
    return c;
  }();
  return catalog;
}

}  // namespace gavel::toy
