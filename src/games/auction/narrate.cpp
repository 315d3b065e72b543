// Public facts only, once final: an item's line when it resolves, and the
// final ranking. Counted from the history each time; `cursor` counts the
// lines already sent, the history only grows, and only the lines past the
// cursor are built (this runs on every change).
#include "engine/seat_name.h"
#include "games/auction/game.h"

namespace gavel::auction {

std::vector<std::string> Game::narrate(const State& state, std::size_t& cursor,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  std::size_t count = 0;  // lines so far, sent or not
  for (const auto& record : state.history()) {
    if (count++ < cursor) continue;
    const std::string prefix = "Item " + std::to_string(record.item) + ": ";
    if (!record.winner) {
      lines.push_back(prefix + "nobody bid; unsold");
      continue;
    }
    std::string line = prefix + engine::seat_name(names, *record.winner) + " wins for " +
                       std::to_string(record.price);
    if (record.tie_break) line += " (a tie settled by the dice)";
    lines.push_back(line);
  }
  if (state.finished()) {
    for (const int seat : ranking_order(state.ranks())) {
      if (count++ < cursor) continue;
      lines.push_back("#" + std::to_string(state.ranks()[seat]) + " " +
                      engine::seat_name(names, seat) + ": profit " +
                      std::to_string(state.players()[seat].profit));
    }
  }
  cursor = std::max(cursor, count);
  return lines;
}

}  // namespace gavel::auction
