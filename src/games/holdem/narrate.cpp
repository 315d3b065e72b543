// Public facts only: one line per hand as it settles, then the places.
// Rebuilt from the noted public events each time; `cursor` counts the lines sent.
#include "engine/seat_name.h"
#include "games/holdem/game.h"

namespace gavel::holdem {

std::vector<std::string> Game::narrate(const State& state, std::size_t& cursor,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  for (const std::size_t index : state.noted_events()) {
    const auto& event = state.events().all()[index];
    if (event.type == "hand_end") {
      std::string line = "Hand " + std::to_string(event.item) + ":";
      const auto& won = event.data.at("won").as_array();
      for (std::size_t s = 0; s < won.size(); ++s) {
        if (won[s].as_int64() > 0) {
          line += " " + engine::seat_name(names, static_cast<Seat>(s)) + " wins " +
                  std::to_string(won[s].as_int64()) + ";";
        }
      }
      line += " " + std::to_string(event.data.at("discarded").as_int64()) + " discarded";
      lines.push_back(line);
    } else if (event.type == "resigned") {
      lines.push_back(
          engine::seat_name(names, static_cast<Seat>(event.data.at("seat").as_int64())) +
          " resigns");
    } else if (event.type == "tournament_end") {
      const auto& places = event.data.at("places").as_array();
      for (std::size_t s = 0; s < places.size(); ++s) {
        lines.push_back("#" + std::to_string(places[s].as_int64()) + " " +
                        engine::seat_name(names, static_cast<Seat>(s)));
      }
    }
  }
  if (cursor >= lines.size()) return {};
  std::vector<std::string> fresh(lines.begin() + static_cast<std::ptrdiff_t>(cursor), lines.end());
  cursor = lines.size();
  return fresh;
}

}  // namespace gavel::holdem
