// Parsing is strict: unknown fields and non-integers are refused with a
// message that says what was expected, and nothing changes.
#include "games/bidlock/game.h"

#include <string>

#include "engine/json_fields.h"
#include "games/placement_ratings.h"

namespace gavel::bidlock {
namespace json = boost::json;

engine::Result<Settings> Game::parse_settings(const json::value& value, int) {
  Settings settings;
  if (value.is_null()) return settings;
  if (!value.is_object()) return engine::invalid("Bidlock settings must be a JSON object");
  const auto& fields = value.as_object();
  if (const auto unknown = engine::unknown_field(fields, {"turnSeconds"})) {
    return engine::invalid("unknown Bidlock setting '" + std::string(*unknown) + "'");
  }
  if (const auto* field = fields.if_contains("turnSeconds")) {
    const auto seconds =
        engine::whole_number("turnSeconds", *field, kMinTurnSeconds, kMaxTurnSeconds);
    if (!seconds) return std::unexpected(seconds.error());
    settings.turn_seconds = static_cast<int>(*seconds);
  }
  return settings;
}

json::value Game::settings_json(const Settings& settings) {
  return json::object{{"turnSeconds", settings.turn_seconds}};
}

engine::Result<Action> Game::parse_action(const json::value& value) {
  // The agent protocol names every action; {"action": "play", "chip": n} is
  // the same move as the published {"chip": n}.
  if (const auto* object = value.if_object(); object && object->contains("action")) {
    const auto* name = object->at("action").if_string();
    if (!name || *name != "play") return engine::invalid("Bidlock's only action is \"play\"");
    json::object rest = *object;
    rest.erase("action");
    return parse_action(rest);
  }
  const auto chip = engine::number_move(
      value, "chip", 1, 13, "a move is {\"chip\": n} with n a whole number from 1 to 13");
  if (!chip) return std::unexpected(chip.error());
  return Action{static_cast<int>(*chip)};
}

json::value Game::action_json(const Action& action) {
  return json::object{{"chip", action.chip}};
}

bool Game::write_legal_actions(const State& state, Seat seat, engine::JsonWriter& out) {
  // One {"chip": c} per chip in hand, ascending: action_json's form.
  const bool moves = state.must_move(seat);
  out.begin_array();
  for (int chip = 1; moves && chip <= 13; ++chip) {
    if (holds(state.players()[seat].chips, chip)) {
      out.begin_object().key("chip").number(chip).end_object();
    }
  }
  out.end_array();
  return moves && state.players()[seat].chips != 0;
}

json::array Game::legal_actions(const State& state, Seat seat) {
  auto legal = engine::written_value(
      [&](engine::JsonWriter& out) { write_legal_actions(state, seat, out); });
  return std::move(legal.as_array());
}

std::optional<engine::Turn> Game::turn(const State& state, Seat seat) {
  if (!state.must_move(seat)) return std::nullopt;
  return engine::Turn{static_cast<std::uint64_t>(state.round()), "play"};
}

json::value Game::snapshot(const State& state) {
  json::array players;
  for (const auto& player : state.players()) {
    players.push_back(json::object{{"chips", player.chips},
                                   {"score", player.score},
                                   {"negatives", player.negatives},
                                   {"won", json::array(player.won.begin(), player.won.end())},
                                   {"locked", player.locked},
                                   {"lockedBy", engine::origin_name(player.locked_by)},
                                   {"timeouts", player.timeouts}});
  }
  auto view = view_json(state, engine::Viewer::spectator());
  return json::object{{"settings", settings_json(state.settings())},
                      {"deck", json::array(state.deck().begin(), state.deck().end())},
                      {"players", std::move(players)},
                      {"public", std::move(view)}};
}

std::vector<State> Game::secret_variants(const State& state, std::optional<Seat> owner,
                                         engine::Rng& rng) {
  std::vector<State> variants;
  if (state.finished()) return variants;
  if (!owner) {
    // The order of the face-down prizes is known to nobody.
    auto unseen = state.unseen_prizes();
    if (unseen.size() < 2) return variants;
    for (int attempt = 0; attempt < 2; ++attempt) {
      rng.shuffle(std::span<int>(unseen));
      State variant = state;
      variant.set_unseen_order(unseen);
      if (!(variant == state)) variants.push_back(std::move(variant));
    }
    return variants;
  }
  // A seat's locked chip is known to that seat alone until the round resolves.
  const auto& player = state.players()[*owner];
  if (player.locked == 0) return variants;
  for (const int chip : chip_list(player.chips)) {
    if (chip == player.locked) continue;
    State variant = state;
    variant.set_locked_chip(*owner, chip);
    variants.push_back(std::move(variant));
  }
  return variants;
}

std::vector<json::value> Game::probe_actions(const State& state, Seat seat) {
  std::vector<json::value> probes;
  for (int chip = -1; chip <= 14; ++chip) probes.push_back(json::object{{"chip", chip}});
  probes.push_back(json::object{{"chip", "7"}});
  probes.push_back(json::object{{"chip", 7.5}});
  probes.push_back(json::object{{"chip", 3.0}});
  probes.push_back(json::object{{"chip", nullptr}});
  probes.push_back(json::object{{"chip", 4}, {"also", 1}});
  probes.push_back(json::object{{"card", 4}});
  const auto& chips = state.players()[seat].chips;
  if (chips) probes.push_back(json::object{{"chip", std::countr_zero(chips)}});
  return probes;
}

games::Hosting Game::hosting() {
  games::Hosting host;
  // Any mix of 2-4 humans and bots; the host is always human (docs/rooms.md).
  host.room = {.min_players = kMinSeats,
               .max_players = kMaxSeats,
               .max_bots = kMaxSeats - 1,
               .max_humans = kMaxSeats};
  host.turn_setting = "turnSeconds";
  games::rate_by_place(host);
  return host;
}

}  // namespace gavel::bidlock
