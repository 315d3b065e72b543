// The record is re-run through the rules themselves (no registry, so this
// stays inside the game's folder); everything the replay claims is then
// compared with the re-run, and the claimed seed with the commitment and the
// record's engine seed, so a replay cannot be made consistent by editing one
// place alone.
#include "games/auction/verify.h"

#include <optional>

#include "engine/journal.h"
#include "games/auction/game.h"

namespace gavel::auction {

namespace json = boost::json;

namespace {

std::optional<Seed32> seed_from_hex(const json::value* value) {
  if (!value || !value->is_string() || value->as_string().size() != 64) return std::nullopt;
  Seed32 seed{};
  const auto& text = value->as_string();
  for (std::size_t i = 0; i < 32; ++i) {
    unsigned byte = 0;
    for (std::size_t k = 0; k < 2; ++k) {
      const char c = text[2 * i + k];
      unsigned digit = 0;
      if (c >= '0' && c <= '9') {
        digit = static_cast<unsigned>(c - '0');
      } else if (c >= 'a' && c <= 'f') {
        digit = static_cast<unsigned>(c - 'a' + 10);
      } else {
        return std::nullopt;
      }
      byte = byte * 16 + digit;
    }
    seed[i] = static_cast<std::uint8_t>(byte);
  }
  return seed;
}

class Checker {
 public:
  explicit Checker(Verdict& verdict) : verdict_(verdict) {}

  void same(const std::string& what, const json::value* claimed, const json::value& rerun) {
    if (!claimed) return differ(what + ": missing from the replay");
    if (*claimed != rerun) {
      differ(what + ": the replay says " + json::serialize(*claimed) + ", re-simulation gives " +
             json::serialize(rerun));
    }
  }
  void differ(std::string text) { verdict_.differences.push_back(std::move(text)); }

 private:
  Verdict& verdict_;
};

const json::value* field(const json::value* object, std::string_view key) {
  if (!object || !object->is_object()) return nullptr;
  return object->as_object().if_contains(key);
}

void check_seed(Checker& check, const State& state, const json::value* final_view,
                const json::value* start, const json::value* end) {
  const std::string seed_hex = to_hex(state.seed());
  for (const auto* source : {field(final_view, "seed"), field(end, "seed")}) {
    if (!source) continue;
    check.same("seed (SHA-256 of the record's 64-bit seed)", source, json::value(seed_hex));
    // The commitment must open with the seed the replay reveals.
    if (const auto claimed = seed_from_hex(source)) {
      for (const auto* commit : {field(start, "commit"), field(final_view, "commit")}) {
        if (commit)
          check.same("commit = SHA-256(revealed seed)", commit, json::value(commitment(*claimed)));
      }
    }
  }
  for (const auto* commit : {field(start, "commit"), field(final_view, "commit")}) {
    if (commit) check.same("commit", commit, json::value(state.commit()));
  }
}

void check_final(Checker& check, Verdict& verdict, const json::object& rerun,
                 const json::value& claimed) {
  const auto* values = field(&claimed, "values");
  const auto& fresh_values = rerun.at("values").as_array();
  for (std::size_t i = 0; i < fresh_values.size(); ++i) {
    for (std::size_t s = 0; s < fresh_values[i].as_array().size(); ++s) {
      const json::value* v = nullptr;
      if (values && values->is_array() && i < values->as_array().size() &&
          values->as_array()[i].is_array() && s < values->as_array()[i].as_array().size()) {
        v = &values->as_array()[i].as_array()[s];
      }
      check.same("value of item " + std::to_string(i + 1) + " for seat " + std::to_string(s), v,
                 fresh_values[i].as_array()[s]);
    }
  }
  const auto* history = field(&claimed, "history");
  const auto& fresh_history = rerun.at("history").as_array();
  for (std::size_t i = 0; i < fresh_history.size(); ++i) {
    const json::value* entry = history && history->is_array() && i < history->as_array().size()
                                   ? &history->as_array()[i]
                                   : nullptr;
    const auto& fresh = fresh_history[i].as_object();
    const std::string item = "item " + std::to_string(i + 1);
    for (const auto* key : {"bids", "winner", "price", "unsold", "tie_break", "tied"}) {
      const auto* mine = fresh.if_contains(key);
      const auto* theirs = field(entry, key);
      if (!mine && !theirs) continue;
      if (!mine) {
        check.differ(item + " " + key + ": the replay says " + json::serialize(*theirs) +
                     ", re-simulation has none");
        continue;
      }
      check.same(item + " " + key, theirs, *mine);
    }
    ++verdict.items_checked;
  }
  const auto* players = field(&claimed, "players");
  const auto& fresh_players = rerun.at("players").as_array();
  for (std::size_t s = 0; s < fresh_players.size(); ++s) {
    const json::value* player = players && players->is_array() && s < players->as_array().size()
                                    ? &players->as_array()[s]
                                    : nullptr;
    for (const auto* key : {"credits", "profit", "items_won"}) {
      check.same("seat " + std::to_string(s) + " " + key, field(player, key),
                 fresh_players[s].at(key));
    }
  }
  check.same("ranking", field(&claimed, "ranking"), rerun.at("ranking"));
  if (const auto* payouts = rerun.if_contains("payouts")) {
    check.same("payouts", field(&claimed, "payouts"), *payouts);
  } else if (field(&claimed, "payouts")) {
    check.differ("payouts: the replay has payouts for a free table");
  }
}

void check_events(Checker& check, Verdict& verdict, const State& state,
                  const json::value& claimed) {
  if (!claimed.is_array()) return check.differ("events: not a list");
  const auto fresh = state.events().seen_by(engine::Viewer::spectator());
  const auto& list = claimed.as_array();
  if (list.size() != fresh.size()) {
    check.differ("events: the replay has " + std::to_string(list.size()) +
                 ", re-simulation gives " + std::to_string(fresh.size()));
  }
  for (std::size_t i = 0; i < std::min(list.size(), fresh.size()); ++i) {
    const auto& event = *fresh[i];
    const std::string where = "event " + std::to_string(event.version) + " (" + event.type +
                              ", item " + std::to_string(event.item) + ")";
    const auto* given = &list[i];
    check.same(where + " type", field(given, "type"), json::value(event.type));
    check.same(where + " item", field(given, "item"), json::value(event.item));
    check.same(where + " data", field(given, "data"), event.data);
    ++verdict.events_checked;
  }
}

const json::value* find_event(const json::value* events, std::string_view type) {
  if (!events || !events->is_array()) return nullptr;
  for (const auto& event : events->as_array()) {
    const auto* name = field(&event, "type");
    if (name && name->is_string() && name->as_string() == type) return field(&event, "data");
  }
  return nullptr;
}

}  // namespace

Verdict verify_replay(const json::value& replay) {
  Verdict verdict;
  Checker check(verdict);
  const auto* record_json = field(&replay, "record");
  if (!record_json) {
    verdict.differences.push_back("not a finished match's replay (no \"record\")");
    return verdict;
  }
  auto record = engine::record_from_json(*record_json);
  if (!record) {
    verdict.differences.push_back("record: " + record.error().message);
    return verdict;
  }
  if (record->game != Game::kName) {
    verdict.differences.push_back("not a Blind Auction replay (game '" + record->game + "')");
    return verdict;
  }
  if (record->seats < kMinSeats || record->seats > kMaxSeats) {
    verdict.differences.push_back("record: a table of " + std::to_string(record->seats) + " seats");
    return verdict;
  }
  auto settings = Game::parse_settings(record->settings, record->seats);
  if (!settings) {
    verdict.differences.push_back("record settings: " + settings.error().message);
    return verdict;
  }
  State state(*settings, record->seats, record->seed, record->start);
  for (std::size_t i = 0; i < record->inputs.size(); ++i) {
    const auto& input = record->inputs[i];
    const std::string where = "input " + std::to_string(i);
    if (input.kind == engine::JournalEntry::Kind::kTick) {
      if (!state.tick(input.at)) {
        verdict.differences.push_back(where + ": a deadline tick before the deadline");
        return verdict;
      }
      continue;
    }
    auto action = Game::parse_action(input.action);
    if (!action) {
      verdict.differences.push_back(where + ": " + action.error().message);
      return verdict;
    }
    if (input.seat < 0 || input.seat >= state.seat_count()) {
      verdict.differences.push_back(where + ": no seat " + std::to_string(input.seat));
      return verdict;
    }
    if (auto applied = state.apply(input.seat, *action, input.at, input.origin); !applied) {
      verdict.differences.push_back(where + " (seat " + std::to_string(input.seat) + " " +
                                    json::serialize(input.action) +
                                    ") is refused by the rules: " + applied.error().message);
      return verdict;
    }
  }
  if (!state.finished()) {
    verdict.differences.push_back("the record does not reach the end of the match");
    return verdict;
  }
  verdict.readable = true;
  const auto* events = field(&replay, "events");
  const auto* final_view = field(&replay, "final");
  check_seed(check, state, final_view, find_event(events, "auction_start"),
             find_event(events, "auction_end"));
  const auto rerun = view_json(state, engine::Viewer::spectator());
  if (final_view) check_final(check, verdict, rerun, *final_view);
  if (events) check_events(check, verdict, state, *events);
  if (!final_view && !events) {
    verdict.differences.push_back("the replay has neither \"final\" nor \"events\" to check");
  }
  return verdict;
}

}  // namespace gavel::auction
