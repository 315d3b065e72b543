// Adding a game: its folder under src/games/ and one line below.
#include "games/all_games.h"

#include "games/bidlock/game.h"
#include "games/right_price/game.h"

namespace gavel {

const engine::Registry& all_games() {
  static const engine::Registry registry = [] {
    engine::Registry r;
    r.add(bidlock::game_info());
    r.add(right_price::game_info());
    return r;
  }();
  return registry;
}

}  // namespace gavel
