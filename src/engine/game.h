// What a game tells the engine about itself: its name, seat limits, how to
// start a match from settings, its log lines and which bots it offers. How a
// room hosts the game (limits, ratings) is games/game_entry.h, one floor up.
#pragma once

#include <boost/json.hpp>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/bot_budget.h"
#include "engine/match.h"

namespace gavel::engine {

// A bot that can sit in any seat of one game. It decides from that seat's
// view only (the game's own code hands it nothing else).
class SeatBot {
 public:
  virtual ~SeatBot() = default;
  // A decision at the bot's full strength.
  virtual Result<boost::json::value> decide(const Match& match, Seat seat) = 0;
  // A decision within `budget` (bot_budget.h). A bot whose cost does not
  // depend on how hard it thinks keeps this default and ignores the budget.
  virtual Result<boost::json::value> decide_within(const Match& match, Seat seat,
                                                   BotBudget budget) {
    (void)budget;
    return decide(match, seat);
  }
};

struct GameInfo {
  std::string name;   // the API's "game" value: lower case, digits and '_'
  std::string title;  // the name people read
  int min_seats = 2;
  int max_seats = 2;

  // Starts a match. `settings` is the game's settings object (missing fields
  // take defaults); bad settings are an error, never a crash.
  std::function<Result<std::unique_ptr<Match>>(const boost::json::value& settings, int seats,
                                               Seed seed, Millis start)>
      create;

  // Plain-language log lines about what became public since `cursor`, an
  // opaque count the game advances; `names` are the seats' display names.
  // Public facts only: the lines go to everyone.
  std::function<std::vector<std::string>(const Match& match, std::size_t& cursor,
                                         const std::vector<std::string>& names)>
      narrate;

  // The bots this game offers by name; the first is the house default.
  std::vector<std::string> bot_names;
  std::function<Result<std::unique_ptr<SeatBot>>(std::string_view name, Seed seed)> make_bot;
};

}  // namespace gavel::engine
