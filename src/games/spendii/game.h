// Spendii as seen by the engine: the typed Game (engine::TypedGame) with its
// JSON codecs, legal actions, checker hooks, log and bots, and its hosting.
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
#include "games/spendii/legal.h"
#include "games/spendii/rules.h"
#include "games/spendii/view.h"

namespace gavel::spendii {

using Seat = engine::Seat;
using Bot = engine::TypedBot<View, Action>;

// The game's bots by name (bot.cpp), the house default first.
std::vector<std::string> bot_names();
engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed);

struct Game {
  using State = spendii::State;
  using Action = spendii::Action;
  using View = spendii::View;
  using Settings = spendii::Settings;
  static constexpr std::string_view kName = "spendii";
  static constexpr std::string_view kTitle = "Spendii";
  static constexpr std::string_view kRulesVersion = "spendii-0.1";
  static constexpr int kMinSeats = spendii::kMinSeats;
  static constexpr int kMaxSeats = spendii::kMaxSeats;

  static engine::Result<Settings> parse_settings(const boost::json::value& json, int seats) {
    return spendii::parse_settings(json, seats);
  }
  static engine::Result<Action> parse_action(const boost::json::value& json);
  static boost::json::value action_json(const Action& action);
  static boost::json::array legal_actions(const State& state, Seat seat);
  static std::optional<engine::Turn> turn(const State& state, Seat seat);
  static View view(const State& state, engine::Viewer viewer) { return make_view(state, viewer); }
  static void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& out) {
    spendii::write_view(make_view(state, viewer), out);
  }
  static boost::json::value snapshot(const State& state);
  static std::vector<State> secret_variants(const State& state, std::optional<Seat> owner,
                                            engine::Rng& rng);
  static std::vector<boost::json::value> probe_actions(const State& state, Seat seat);
  static std::vector<std::string> narrate(const State& state, std::size_t& cursor,
                                          const std::vector<std::string>& names);
  static constexpr auto bot_names = &spendii::bot_names;
  static constexpr auto make_bot = &spendii::make_bot;
  static games::Hosting hosting();
};

using Match = engine::TypedMatch<Game>;

}  // namespace gavel::spendii
