// Blind Auction's table settings: defaults, bounds and the strict JSON form
// (unknown fields and out-of-range values are refused with a reason).
#pragma once

#include <boost/json.hpp>
#include <cstdint>

#include "engine/error.h"
#include "engine/types.h"

namespace gavel::auction {

constexpr int kMinSeats = 3;
constexpr int kMaxSeats = 8;
constexpr int kDefaultSeats = 5;

// Fixed by the rulebook; agents read them from `limits`.
constexpr int kStartingCredits = 100;
constexpr int kValueMin = 5;
constexpr int kValueMax = 60;
constexpr int kMaxMessageChars = 280;

struct Range {
  std::int64_t min = 0;
  std::int64_t max = 0;
};
constexpr Range kItems{1, 50};
constexpr Range kTalkRounds{0, 3};
constexpr Range kTurnDeadlineMs{2000, 60000};
constexpr Range kTurnSeconds{2, 60};  // the room's turn timer, the same bounds in seconds
constexpr Range kStake{0, 1'000'000};
constexpr Range kRakePct{0, 10};

enum class Pricing { kFirst, kSecond };

struct Settings {
  int seats = kDefaultSeats;
  int items = 10;
  int talk_rounds = 1;
  engine::Millis turn_deadline_ms = 10000;
  Pricing pricing = Pricing::kFirst;
  std::int64_t stake = 0;  // 0: a free table
  int rake_pct = 5;
  bool operator==(const Settings&) const = default;
};

// Null is every default. `seats` is the table's seat count: a "seats" field
// must agree with it. "turnSeconds" (the room's timer) is read only when
// "turn_deadline_ms" is absent, so an explicit deadline always wins.
engine::Result<Settings> parse_settings(const boost::json::value& json, int seats);
boost::json::object settings_json(const Settings& settings);
const char* pricing_name(Pricing pricing);

}  // namespace gavel::auction
