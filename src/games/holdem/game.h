// Hold'em as seen by the engine: the typed Game (engine::TypedGame) with its
// JSON codecs, legal actions, checker hooks and bots, and how a room hosts it.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/typed_bot.h"
#include "engine/typed_match.h"
#include "games/game_entry.h"
#include "games/holdem/rules.h"
#include "games/holdem/view.h"

namespace gavel::holdem {

using Bot = engine::TypedBot<View, Action>;

std::vector<std::string> bot_names();
engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed);

struct Game {
  using State = holdem::State;
  using Action = holdem::Action;
  using View = holdem::View;
  using Settings = holdem::Settings;
  static constexpr std::string_view kName = "holdem";
  static constexpr std::string_view kTitle = "Hold'em";
  static constexpr std::string_view kRulesVersion = "holdem-0.1";
  static constexpr int kMinSeats = holdem::kMinSeats;
  static constexpr int kMaxSeats = holdem::kMaxSeats;

  static engine::Result<Settings> parse_settings(const boost::json::value& json, int seats) {
    return holdem::parse_settings(json, seats);
  }
  static engine::Result<Action> parse_action(const boost::json::value& json);
  static boost::json::value action_json(const Action& action);
  static boost::json::array legal_actions(const State& state, Seat seat);
  static std::optional<engine::Turn> turn(const State& state, Seat seat);
  static View view(const State& state, engine::Viewer viewer) { return make_view(state, viewer); }
  static void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& out) {
    holdem::write_view(make_view(state, viewer), out);
  }
  static boost::json::value snapshot(const State& state);
  static std::vector<State> secret_variants(const State& state, std::optional<Seat> owner,
                                            engine::Rng& rng);
  static std::vector<boost::json::value> probe_actions(const State& state, Seat seat);
  static std::vector<std::string> narrate(const State& state, std::size_t& cursor,
                                          const std::vector<std::string>& names);
  static constexpr auto bot_names = &holdem::bot_names;
  static constexpr auto make_bot = &holdem::make_bot;
  static games::Hosting hosting();
};

using Match = engine::TypedMatch<Game>;

}  // namespace gavel::holdem
