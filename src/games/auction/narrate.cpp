// Public facts only, once final: an item's line when it resolves, and the
// final ranking. Rebuilt from the history each time; `cursor` counts the
// lines already sent, and the history only grows.
#include "engine/seat_name.h"
#include "games/auction/game.h"

namespace gavel::auction {

std::vector<std::string> Game::narrate(const State& state, std::size_t& cursor,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  for (const auto& record : state.history()) {
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
      lines.push_back("#" + std::to_string(state.ranks()[seat]) + " " +
                      engine::seat_name(names, seat) + ": profit " +
                      std::to_string(state.players()[seat].profit));
    }
  }
  if (cursor >= lines.size()) return {};
  std::vector<std::string> fresh(lines.begin() + static_cast<std::ptrdiff_t>(cursor), lines.end());
  cursor = lines.size();
  return fresh;
}

}  // namespace gavel::auction
