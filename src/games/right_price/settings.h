// The Right Price's room settings: their defaults, bounds and strict JSON form
// (unknown fields and out-of-range values are refused with a reason), plus
// the room's per-seat "seatInfo" that the tie rules need.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <vector>

#include "engine/error.h"
#include "engine/json_writer.h"
#include "ratings/rating.h"

namespace gavel::right_price {

// Money is whole units. B = startingCapital × seats stays far below 2^53, so
// the ELO rule's doubles hold it exactly too.
using Money = std::int64_t;

constexpr int kMinSeats = 2;
constexpr int kMaxSeats = 8;

enum class BettingMode { kBlind, kOpen };
enum class PaymentsTo { kPool, kBank };

// What the room knows about a seat at start: a house bot or not, and the
// seat's rating in tenths (bots and unrated humans 1500.0).
struct SeatInfo {
  bool bot = false;
  ratings::Tenths elo = ratings::kStartRating;
  bool operator==(const SeatInfo&) const = default;
};

struct Limits {
  Money min = 0;
  Money max = 0;
};
constexpr Limits kStartingCapital{10, 1'000'000};
constexpr Limits kBasePrizePool{1, 2'000'000};  // and at most 2 × startingCapital
constexpr Limits kItemsPerRound{1, 10};
constexpr Limits kRounds{1, 20};
constexpr Limits kMinIncrease{1, 1'000'000};
constexpr Limits kBettingSeconds{5, 300};
constexpr int kRoundBreakChoices[] = {5, 10, 30};

struct Settings {
  Money starting_capital = 1000;
  Money base_prize_pool = 300;
  int items_per_round = 3;
  int rounds = 5;
  BettingMode betting_mode = BettingMode::kBlind;
  Money min_increase = 10;
  PaymentsTo payments_to = PaymentsTo::kPool;
  int betting_seconds = 30;
  int round_break_seconds = 10;
  // One per seat when the room gave it; empty means every seat is a human at
  // 1500.0 (agent tables, tests, the checker).
  std::vector<SeatInfo> seat_info;

  bool operator==(const Settings&) const = default;
};

// Missing fields take their defaults; null is all defaults. `seats` checks
// seatInfo's length.
engine::Result<Settings> parse_settings(const boost::json::value& json, int seats);

// The public settings (no seatInfo: ratings are shown only where the room
// allows it). `with_seat_info` adds it, for snapshots.
boost::json::object settings_json(const Settings& settings, bool with_seat_info = false);
// The same, written as text (a view's "settings"); settings_json is its parse.
void write_settings(engine::JsonWriter& out, const Settings& settings, bool with_seat_info);

const char* mode_name(BettingMode mode);
const char* payments_name(PaymentsTo to);

// The seat's info, or the default human when the room gave none.
SeatInfo seat_info(const Settings& settings, int seat);

}  // namespace gavel::right_price
