// "Round 4: Grace takes +4 with chip 2" (or "is stuck with -3"), one line per
// resolved round, plus a line for every chip the house played for an absent seat.
#include "games/bidlock/game.h"

#include "engine/seat_name.h"

namespace gavel::bidlock {
namespace {

std::string signed_value(int value) {
  return value > 0 ? "+" + std::to_string(value) : std::to_string(value);
}

}  // namespace

std::vector<std::string> Game::narrate(const State& state, std::size_t& cursor,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  const auto& history = state.history();
  for (; cursor < history.size(); ++cursor) {
    const auto& round = history[cursor];
    const std::string prefix = "Round " + std::to_string(round.round) + ": ";
    for (Seat seat = 0; seat < static_cast<Seat>(round.bids.size()); ++seat) {
      if (round.origins[seat] == engine::Origin::kTimeout) {
        lines.push_back(prefix + engine::seat_name(names, seat) +
                        " ran out of time; the house played chip " +
                        std::to_string(round.bids[seat]));
      }
    }
    if (round.winner >= 0) {
      const char* verb = round.value < 0 ? " is stuck with " : " takes ";
      lines.push_back(prefix + engine::seat_name(names, round.winner) + verb +
                      signed_value(round.value) + " with chip " +
                      std::to_string(round.bids[round.winner]));
    } else if (round.discarded) {
      lines.push_back(prefix + "every chip clashed; the last pot (" + signed_value(round.value) +
                      ") is discarded");
    } else {
      lines.push_back(prefix + "every chip clashed; the pot (" + signed_value(round.value) +
                      ") carries");
    }
  }
  return lines;
}

}  // namespace gavel::bidlock
