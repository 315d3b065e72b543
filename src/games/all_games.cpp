// Adding a game: its folder under src/games/ and one line below.
#include "games/all_games.h"

#include "games/bidlock/game.h"
#include "games/right_price/game.h"

namespace gavel {

const games::Catalog& all_games() {
  static const games::Catalog catalog = [] {
    games::Catalog c;
    c.add(bidlock::game_entry());
    c.add(right_price::game_entry());
    return c;
  }();
  return catalog;
}

}  // namespace gavel
