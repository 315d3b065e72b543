// Spendii's room settings (spendii.md "Room setup"; decisions in
// docs/games/spendii.md): parsed strictly from JSON, every refusal naming the
// field and what it accepts. The seat count is the total number of
// participants, the NO PLAY position included (note 1).
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <vector>

#include "engine/error.h"
#include "engine/json_writer.h"
#include "games/spendii/cards.h"

namespace gavel::spendii {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;
inline constexpr int kMinActive = 2;
inline constexpr int kMaxActive = 5;
inline constexpr int kDefaultSeats = 4;
inline constexpr int kMinTarget = 6;
inline constexpr int kMaxTarget = 21;
inline constexpr int kChipLimit = 10;
inline constexpr int kMaxHeld = 3;

enum class Positions { kRandom, kBetting };
enum class HideIdentities { kOff, kPlayers, kPlayersAndBots };
enum class Payment { kLeastGold, kManual };

// The room's facts about a seat that the position ties need (note 11).
struct SeatInfo {
  bool bot = false;
  std::int64_t elo = 15000;  // tenths
  // Rank in room-entry order (0 first): the seat itself unless the room
  // dealt the seats at the start (Hide identities, Hosting::deals_seats).
  int entry = 0;
  bool operator==(const SeatInfo&) const = default;
};

struct ClockPreset {
  int minutes;
  int increment_seconds;
};
inline constexpr ClockPreset kClockPresets[] = {{3, 2}, {5, 3}, {10, 5}, {15, 10}, {30, 15}};

struct Settings {
  int seats = kDefaultSeats;
  int target = 15;
  int clock_minutes = 10;
  int increment_seconds = 5;
  DeckKind deck = DeckKind::kStandard;
  Positions positions = Positions::kRandom;
  HideIdentities hide = HideIdentities::kOff;
  bool no_play = false;
  int chips = 7;  // regular chips per colour in the bank at the start
  int gold = 5;
  Payment payment = Payment::kLeastGold;
  // Move advice (GET /api/rooms/{code}/advice, Hosting::advice_setting).
  bool move_advice = false;
  std::vector<SeatInfo> seat_info;  // one per seat; empty: all humans at 1500, in seat order

  int active() const { return no_play ? seats - 1 : seats; }
  bool operator==(const Settings&) const = default;
};

// Seat info for `seats` seats of humans at 1500 who entered in seat order.
std::vector<SeatInfo> default_seat_info(int seats);

// The regular-chip preset for an active count (note 16): 4, 5, 7, 8 for 2-5.
int chip_preset(int active);

// null: every default for `seats` participants.
engine::Result<Settings> parse_settings(const boost::json::value& json, int seats);
// The settings as JSON, in the form parse_settings reads (seatInfo left out:
// ratings are not the table's business).
boost::json::object settings_json(const Settings& settings);
// The same, written as text (every view carries it).
void write_settings(engine::JsonWriter& out, const Settings& settings);

const char* positions_name(Positions positions);
const char* hide_name(HideIdentities hide);
const char* payment_name(Payment payment);
const char* deck_name(DeckKind deck);

}  // namespace gavel::spendii
