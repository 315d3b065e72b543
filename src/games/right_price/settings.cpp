// Strict like Bidlock's: every refusal names the field and what it accepts.
#include "games/right_price/settings.h"

#include <algorithm>
#include <string>

#include "engine/json_fields.h"
#include "engine/view_writer.h"

namespace gavel::right_price {
namespace json = boost::json;

namespace {

engine::Result<Money> read_whole(std::string_view key, const json::value& value, Limits limits) {
  return engine::whole_number(key, value, limits.min, limits.max);
}

engine::Result<std::vector<SeatInfo>> read_seat_info(const json::value& value, int seats) {
  constexpr const char* kShape =
      "seatInfo must be a list with one {\"bot\": true|false, \"elo\": tenths} per seat";
  if (!value.is_array()) return engine::invalid(kShape);
  const auto& list = value.as_array();
  if (static_cast<int>(list.size()) != seats) {
    return engine::invalid("seatInfo has " + std::to_string(list.size()) + " entries for " +
                           std::to_string(seats) + " seats");
  }
  std::vector<SeatInfo> info;
  for (const auto& entry : list) {
    if (!entry.is_object()) return engine::invalid(kShape);
    SeatInfo seat;
    bool has_bot = false;
    bool has_elo = false;
    for (const auto& [key, field] : entry.as_object()) {
      if (key == "bot" && field.is_bool()) {
        seat.bot = field.as_bool();
        has_bot = true;
      } else if (key == "elo") {
        const auto elo = engine::whole_number("elo", field, 0, ratings::kMaxRating);
        if (!elo) {
          return engine::invalid("seatInfo elo must be a rating in tenths from 0 to " +
                                 std::to_string(ratings::kMaxRating));
        }
        seat.elo = *elo;
        has_elo = true;
      } else {
        return engine::invalid(kShape);
      }
    }
    if (!has_bot || !has_elo) return engine::invalid(kShape);
    info.push_back(seat);
  }
  return info;
}

}  // namespace

const char* mode_name(BettingMode mode) {
  return mode == BettingMode::kBlind ? "blind" : "open";
}

const char* payments_name(PaymentsTo to) {
  return to == PaymentsTo::kPool ? "pool" : "bank";
}

SeatInfo seat_info(const Settings& settings, int seat) {
  if (seat >= 0 && seat < static_cast<int>(settings.seat_info.size())) {
    return settings.seat_info[seat];
  }
  return {};
}

engine::Result<Settings> parse_settings(const json::value& value, int seats) {
  Settings settings;
  if (value.is_null()) return settings;
  if (!value.is_object()) return engine::invalid("The Right Price settings must be a JSON object");
  for (const auto& [key, field] : value.as_object()) {
    engine::Result<Money> number = 0;
    if (key == "startingCapital") {
      number = read_whole(key, field, kStartingCapital);
      if (number) settings.starting_capital = *number;
    } else if (key == "basePrizePool") {
      number = read_whole(key, field, kBasePrizePool);
      if (number) settings.base_prize_pool = *number;
    } else if (key == "itemsPerRound") {
      number = read_whole(key, field, kItemsPerRound);
      if (number) settings.items_per_round = static_cast<int>(*number);
    } else if (key == "rounds") {
      number = read_whole(key, field, kRounds);
      if (number) settings.rounds = static_cast<int>(*number);
    } else if (key == "minIncrease") {
      number = read_whole(key, field, kMinIncrease);
      if (number) settings.min_increase = *number;
    } else if (key == "bettingSeconds") {
      number = read_whole(key, field, kBettingSeconds);
      if (number) settings.betting_seconds = static_cast<int>(*number);
    } else if (key == "roundBreakSeconds") {
      const auto seconds = engine::as_whole_number(field);
      if (!seconds ||
          std::ranges::find(kRoundBreakChoices, *seconds) == std::end(kRoundBreakChoices)) {
        return engine::invalid("roundBreakSeconds must be 5, 10 or 30");
      }
      settings.round_break_seconds = static_cast<int>(*seconds);
    } else if (key == "bettingMode") {
      const auto mode = engine::choice(key, field, {"blind", "open"});
      if (!mode) return std::unexpected(mode.error());
      settings.betting_mode = *mode == 0 ? BettingMode::kBlind : BettingMode::kOpen;
    } else if (key == "paymentsTo") {
      const auto to = engine::choice(key, field, {"pool", "bank"});
      if (!to) return std::unexpected(to.error());
      settings.payments_to = *to == 0 ? PaymentsTo::kPool : PaymentsTo::kBank;
    } else if (key == "seatInfo") {
      auto info = read_seat_info(field, seats);
      if (!info) return std::unexpected(info.error());
      settings.seat_info = std::move(*info);
    } else {
      return engine::invalid("unknown The Right Price setting '" + std::string(key) + "'");
    }
    if (!number) return std::unexpected(number.error());
  }
  // Every table, even two players, can fund the first round without an
  // elimination: a pool no table can pay would end the game before its
  // first auction.
  if (settings.base_prize_pool > 2 * settings.starting_capital) {
    return engine::invalid("basePrizePool (" + std::to_string(settings.base_prize_pool) +
                           ") must not exceed twice startingCapital (" +
                           std::to_string(settings.starting_capital) + ")");
  }
  return settings;
}

void write_settings(engine::JsonWriter& out, const Settings& settings, bool with_seat_info) {
  out.begin_object();
  out.key("startingCapital").number(settings.starting_capital);
  out.key("basePrizePool").number(settings.base_prize_pool);
  out.key("itemsPerRound").number(settings.items_per_round);
  out.key("rounds").number(settings.rounds);
  out.key("bettingMode").string(mode_name(settings.betting_mode));
  out.key("minIncrease").number(settings.min_increase);
  out.key("paymentsTo").string(payments_name(settings.payments_to));
  out.key("bettingSeconds").number(settings.betting_seconds);
  out.key("roundBreakSeconds").number(settings.round_break_seconds);
  if (with_seat_info && !settings.seat_info.empty()) {
    out.key("seatInfo").begin_array();
    for (const auto& seat : settings.seat_info) {
      out.begin_object().key("bot").boolean(seat.bot).key("elo").number(seat.elo).end_object();
    }
    out.end_array();
  }
  out.end_object();
}

json::object settings_json(const Settings& settings, bool with_seat_info) {
  auto parsed = engine::written_value(
      [&](engine::JsonWriter& out) { write_settings(out, settings, with_seat_info); });
  return std::move(parsed.as_object());
}

}  // namespace gavel::right_price
