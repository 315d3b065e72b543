// Adding a game: its folder under src/games/ and one line below
// (docs/engine.md, "Adding a game").
#include "games/all_games.h"

#include "games/auction/game.h"
#include "games/bidlock/game.h"
#include "games/holdem/game.h"
#include "games/right_price/game.h"
#include "games/spendii/game.h"
#include "games/typed_entry.h"

namespace gavel {

const games::Catalog& all_games() {
  static const games::Catalog catalog = [] {
    games::Catalog c;
    c.add(games::typed_entry<bidlock::Game>());
    c.add(games::typed_entry<right_price::Game>());
    c.add(games::typed_entry<auction::Game>());
    c.add(games::typed_entry<holdem::Game>());
    c.add(games::typed_entry<spendii::Game>());
    return c;
  }();
  return catalog;
}

}  // namespace gavel
