// What a game tells its host, above both the engine and the ratings: the
// engine's GameInfo (rules, bots, log) plus how a room hosts the game (its
// waiting-room limits, resigning, seat info for the rules, the ELO rule and
// the what-if panel). The server reads games through this entry only.
#pragma once

#include <boost/json.hpp>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/game.h"
#include "ratings/settle.h"

namespace gavel::games {

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
  int default_players = 0;       // the room's capacity when the host names none; 0: the server's

  int guest_capacity() const { return guest_max_players > 0 ? guest_max_players : max_players; }
};

using RateMatch = std::function<engine::Result<ratings::Settlement>(
    std::span<const ratings::Participant> participants, const engine::Match& match)>;
using RatePlaces = std::function<engine::Result<ratings::Settlement>(
    std::span<const ratings::Participant> participants, std::span<const int> places)>;

struct Hosting {
  RoomRules room;

  // Resigning. When not null, the room applies this action for a seat whose
  // player resigns (recorded like any input), and the game's rules do the
  // rest; a move equal to it is a resignation too, whatever the route. When
  // null, the house plays a resigned seat's decisions at once.
  boost::json::value resign_action;
  // When true, a seated player's direct Exit while the game is on forfeits
  // exactly as Resign does (the seat stays in the roster and the result), for
  // rules that say so; a second Exit is then navigation only (409). When
  // false, Exit while playing is refused (409: resign, or leave the page).
  bool exit_forfeits = false;

  // When true, the room adds "seatInfo" to the settings at start: one
  // {"bot": bool, "elo": rating in tenths} per seat, for rules that break
  // ties by who is a bot or by rating. Being in the settings, it is part of
  // the record, so replays stay exact.
  bool wants_seat_info = false;

  // Seats dealt at Start Game, for rules that hide who sits where: when it
  // says yes for the room's settings, a waiting room puts its members in an
  // order drawn from the match seed as the match starts, so the joining
  // order the waiting room showed tells nothing about anyone's seat. The
  // deal is a function of the seed and the joining order alone, so the
  // journal re-deals it. With seat info, each seat's entry also carries
  // "entry": its member's rank in joining order (0 first), for ties broken
  // by who came first. Empty: seats stay in joining order.
  std::function<bool(const boost::json::value& settings)> deals_seats;

  // When true, a match in play whose seated humans have all been idle for the
  // server's ABANDON_SECONDS, while one of them is awaited, ends as abandoned
  // and unrated (Hold'em note 84: absent players could fold blinds for ever).
  bool abandons_idle = false;

  // When true, the match's record (seed and inputs) never leaves the server:
  // the finished replay omits "record" and the store keeps an empty one, for
  // rules that forbid keeping what would re-run a hidden deal (Hold'em note
  // 75). The room's own journal still recovers the match after a crash; the
  // test-only GET .../record (TESTING=1) hands it to the leak scan and the
  // crash test.
  bool private_record = false;

  // When true, the game's rules still take some moves once the match is
  // over (Hold'em's Reveal now, listed by legal_actions then; they may show
  // something but never change the outcome). A waiting room passes them
  // during its final-results break only, and saves the finished match again
  // after each, its ratings untouched. False: a finished match takes no move.
  bool moves_after_end = false;

  // The setting that holds the game's turn timer in seconds, if it has one:
  // the server's TURN_SECONDS fills it when neither the room nor the
  // administrator's defaults give it. Empty: the game has no such setting.
  std::string turn_setting;

  // A boolean room setting that, when true, lets a seated human ask
  // privately what the game's house bot would do now from their own view
  // (GET /api/rooms/{code}/advice). Empty: the game offers no advice.
  std::string advice_setting;
  // The turn phases (engine::Turn::phase) advice covers, live and in its
  // look back at one's latest completed turn. Empty: every decision.
  std::vector<std::string> advice_phases;
  // Whether a seat may have advice at all, live or looking back (Spendii:
  // not the participant who holds NO PLAY). Empty: every seated player.
  std::function<bool(const engine::Match& match, engine::Seat seat)> advises_seat;

  // A waiting room's practice scenario (GET /api/rooms/{code}/practice):
  // sample hands of the room's current settings, one per participant
  // (`players`), from the asker's `seed`; pure and unrecorded. Empty: the
  // game has no practice.
  std::function<engine::Result<boost::json::object>(const boost::json::value& settings, int players,
                                                    std::uint64_t seed)>
      practice;

  // Hidden identities, for games whose rules may hide who sits where. When
  // set, the room asks before it shows a seat's identity (name, rating,
  // bot and host marks) to a viewer, in states, feeds, the lobby, live
  // replays, the log and the chat: a label to show instead, or nullopt
  // when the viewer may see who it is. `bot` says whether a house bot sits
  // there. Empty: every identity is shown.
  std::function<std::optional<std::string>(const engine::Match& match, engine::Viewer viewer,
                                           engine::Seat seat, bool bot)>
      identity_label;

  // For rules that fix when a bot's move counts (Spendii's bids at 450-550
  // ms from the start): that time for the seat's pending move, and the room
  // delivers the move then instead of after its own bot delay. nullopt, or
  // empty: the room's own pacing.
  std::function<std::optional<engine::Millis>(const engine::Match& match, engine::Seat seat)>
      bot_move_at;

  // Settings offered only in the testing environment (the server's TESTING):
  // what in `settings` is for tests alone, named for a message ("the Short
  // test deck"), or nullopt. Checked when a room is created, never on replay.
  std::function<std::optional<std::string>(const boost::json::value& settings)> testing_only;

  // The game's ELO rule for a finished match: one participant per seat (bots
  // at 1500), in seat order. Only called for rated games.
  RateMatch rate;
  // The changes a proposed finishing order would give (places as in
  // ratings/finishing_order.h), for "what if" panels. Saves nothing. Empty
  // for games whose rule does not follow a finishing order.
  RatePlaces rate_places;

  // Paid tables (play money, docs/accounts.md "Wallets"), for games whose
  // rules say how a pot is shared. `stake` reads the stake per seat from the
  // game's settings (0: a free table); `payouts` gives each seat's share of
  // the pot, by seat, once the match is over (the rake, if any, is what they
  // leave). Both empty: the game has no paid tables.
  std::function<std::int64_t(const boost::json::value& settings)> stake;
  std::function<std::vector<std::int64_t>(const engine::Match& match)> payouts;
};

struct GameEntry {
  engine::GameInfo info;
  Hosting host;

  const std::string& name() const { return info.name; }
  const std::string& title() const { return info.title; }
};

}  // namespace gavel::games
