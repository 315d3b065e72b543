// Parsing is strict: unknown fields and non-integers are refused with a
// message that says what was expected, and nothing changes.
#include "games/bidlock/game.h"

#include <string>

#include "games/bidlock/bots/factory.h"
#include "games/bidlock/narrate.h"
#include "ratings/game_ratings.h"

namespace gavel::bidlock {
namespace json = boost::json;

namespace {

// A JSON number that is a whole number (7 or 7.0), as an int in range.
std::optional<int> whole_number(const json::value& value) {
  if (value.is_int64()) {
    const auto v = value.as_int64();
    if (v >= INT32_MIN && v <= INT32_MAX) return static_cast<int>(v);
  } else if (value.is_uint64()) {
    if (value.as_uint64() <= INT32_MAX) return static_cast<int>(value.as_uint64());
  } else if (value.is_double()) {
    const double d = value.as_double();
    if (d >= INT32_MIN && d <= INT32_MAX && d == static_cast<double>(static_cast<int>(d))) {
      return static_cast<int>(d);
    }
  }
  return std::nullopt;
}

}  // namespace

engine::Result<Settings> Game::parse_settings(const json::value& value) {
  Settings settings;
  if (value.is_null()) return settings;
  if (!value.is_object()) return engine::invalid("Bidlock settings must be a JSON object");
  for (const auto& [key, field] : value.as_object()) {
    if (key != "turnSeconds") {
      return engine::invalid("unknown Bidlock setting '" + std::string(key) + "'");
    }
    const auto seconds = whole_number(field);
    if (!seconds || *seconds < kMinTurnSeconds || *seconds > kMaxTurnSeconds) {
      return engine::invalid("turnSeconds must be a whole number from " +
                             std::to_string(kMinTurnSeconds) + " to " +
                             std::to_string(kMaxTurnSeconds));
    }
    settings.turn_seconds = *seconds;
  }
  return settings;
}

json::value Game::settings_json(const Settings& settings) {
  return json::object{{"turnSeconds", settings.turn_seconds}};
}

engine::Result<Action> Game::parse_action(const json::value& value) {
  constexpr const char* kShape = "a move is {\"chip\": n} with n a whole number from 1 to 13";
  if (!value.is_object()) return engine::invalid(kShape);
  const auto& object = value.as_object();
  for (const auto& [key, field] : object) {
    if (key != "chip")
      return engine::invalid("unknown move field '" + std::string(key) + "'; " + kShape);
  }
  const auto* chip = object.if_contains("chip");
  if (!chip) return engine::invalid(kShape);
  const auto number = whole_number(*chip);
  if (!number || *number < 1 || *number > 13) return engine::invalid(kShape);
  return Action{*number};
}

json::value Game::action_json(const Action& action) {
  return json::object{{"chip", action.chip}};
}

json::array Game::legal_actions(const State& state, Seat seat) {
  json::array legal;
  if (!state.must_move(seat)) return legal;
  for (const int chip : chip_list(state.players()[seat].chips)) {
    legal.push_back(action_json(Action{chip}));
  }
  return legal;
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
  auto view = view_json(make_view(state, engine::Viewer::spectator()));
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

games::GameEntry game_entry() {
  games::GameEntry entry;
  auto& info = entry.info;
  auto& host = entry.host;
  info.name = std::string(Game::kName);
  info.title = "Bidlock";
  info.min_seats = kMinSeats;
  info.max_seats = kMaxSeats;
  info.create = [](const json::value& settings_json, int seats, engine::Seed seed,
                   Millis start) -> engine::Result<std::unique_ptr<engine::Match>> {
    if (seats < kMinSeats || seats > kMaxSeats) {
      return engine::invalid("Bidlock takes 2 to 4 seats");
    }
    auto settings = Game::parse_settings(settings_json);
    if (!settings) return std::unexpected(settings.error());
    return std::make_unique<Match>(State(*settings, seats, seed, start));
  };
  info.narrate = narrate;
  info.bot_names = bot_names();
  info.make_bot = [](std::string_view name,
                     engine::Seed seed) -> engine::Result<std::unique_ptr<engine::SeatBot>> {
    auto bot = make_bot(name, seed);
    if (!bot) return std::unexpected(bot.error());
    return std::make_unique<engine::TypedSeatBot<Game>>(std::move(*bot));
  };
  // Any mix of 2-4 humans and bots; the host is always human (docs/rooms.md).
  host.room = {.min_players = kMinSeats,
               .max_players = kMaxSeats,
               .max_bots = kMaxSeats - 1,
               .max_humans = kMaxSeats};
  host.turn_setting = "turnSeconds";
  host.rate = [](std::span<const ratings::Participant> participants, const engine::Match& match) {
    std::vector<int> places(participants.size(), 1);
    for (const auto& standing : match.outcome().standings) {
      places[static_cast<std::size_t>(standing.seat)] = standing.place;
    }
    return ratings::placement_ratings(participants, places, ratings::Rated::kYes);
  };
  host.rate_places = [](std::span<const ratings::Participant> participants,
                        std::span<const int> places) {
    return ratings::placement_ratings(participants, places, ratings::Rated::kYes);
  };
  return entry;
}

}  // namespace gavel::bidlock
