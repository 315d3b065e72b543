// What a game tells the rest of Gavel about itself: its name, seat limits,
// how to start a match from settings, and which bots it offers.
#pragma once

#include <boost/json.hpp>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/match.h"
#include "ratings/settle.h"

namespace gavel::engine {

// A bot that can sit in any seat of one game. It decides from that seat's
// view only (the game's own code hands it nothing else).
class SeatBot {
 public:
  virtual ~SeatBot() = default;
  virtual Result<boost::json::value> decide(const Match& match, Seat seat) = 0;
};

// The game's rules for its waiting room (docs/rooms.md): how many players,
// how many of them bots, and when the host may start.
struct RoomRules {
  int min_players = 2;  // to start, bots included
  int max_players = 2;  // the most a room may hold, bots included
  int max_bots = 1;
  int max_humans = 2;
  bool fill_to_start = false;    // every slot of the room's capacity must be taken
  int guest_max_players = 0;     // a guest room's capacity limit; 0: max_players
  bool guest_bot_fixed = false;  // a guest room starts with one house bot, which stays
};

struct GameInfo {
  std::string name;   // the API's "game" value, e.g. "bidlock"
  std::string title;  // for people, e.g. "Bidlock"
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

  RoomRules room;

  // Resigning. When not null, the room applies this action for a seat whose
  // player resigns (recorded like any input), and the game's rules do the
  // rest. When null, the house plays a resigned seat's decisions at once.
  boost::json::value resign_action;

  // When true, the room adds "seatInfo" to the settings at start: one
  // {"bot": bool, "elo": rating in tenths} per seat, for rules that break
  // ties by who is a bot or by rating. Being in the settings, it is part of
  // the record, so replays stay exact.
  bool wants_seat_info = false;

  // The game's ELO rule for a finished match: one participant per seat (bots
  // at 1500), in seat order. Only called for rated games.
  std::function<Result<ratings::Settlement>(std::span<const ratings::Participant> participants,
                                            const Match& match)>
      rate;
  // For games whose rule depends only on the finishing order: the changes a
  // proposed order would give (places as in ratings/finishing_order.h), for
  // "what if" panels. Saves nothing. Empty for other games.
  std::function<Result<ratings::Settlement>(std::span<const ratings::Participant> participants,
                                            std::span<const int> places)>
      rate_places;
};

}  // namespace gavel::engine
