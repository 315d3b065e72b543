// Bidlock as seen by the engine: the typed Game (engine::TypedGame) with its
// JSON codecs, legal actions, checker hooks and bots, and its catalog entry.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/typed_bot.h"
#include "engine/typed_match.h"
#include "games/bidlock/rules.h"
#include "games/bidlock/view.h"
#include "games/game_entry.h"

namespace gavel::bidlock {

// Every Bidlock bot: a chip for the seat whose view it is given.
using Bot = engine::TypedBot<View, Action>;

// The game's bots by name (bots/factory.cpp), the house default first.
std::vector<std::string> bot_names();
engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed);

struct Game {
  using State = bidlock::State;
  using Action = bidlock::Action;
  using View = bidlock::View;
  using Settings = bidlock::Settings;
  static constexpr std::string_view kName = "bidlock";
  static constexpr std::string_view kTitle = "Bidlock";
  static constexpr std::string_view kRulesVersion = "bidlock-1";
  static constexpr int kMinSeats = bidlock::kMinSeats;
  static constexpr int kMaxSeats = bidlock::kMaxSeats;

  // Bidlock's settings do not depend on the number of seats.
  static engine::Result<Settings> parse_settings(const boost::json::value& json, int seats = 0);
  static boost::json::value settings_json(const Settings& settings);
  static engine::Result<Action> parse_action(const boost::json::value& json);
  static boost::json::value action_json(const Action& action);
  static boost::json::array legal_actions(const State& state, Seat seat);
  // Every seat still to lock decides on the round: the round is the turn.
  static std::optional<engine::Turn> turn(const State& state, Seat seat);
  // Written as text where the room renders it (engine::WritesView,
  // WritesLegalActions); the trees are that text parsed.
  static bool write_legal_actions(const State& state, Seat seat, engine::JsonWriter& out);
  static View view(const State& state, engine::Viewer viewer) { return make_view(state, viewer); }
  static void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& out) {
    bidlock::write_view(state, viewer, out);
  }
  // The history in parts (engine::WritesHistoryInParts): settled rounds are
  // public and final, so the server renders each once per match.
  static constexpr std::string_view kHistoryKey = "history";
  static void write_view_without_history(const State& state, engine::Viewer viewer,
                                         engine::ViewWriter& out) {
    bidlock::write_view_without_history(state, viewer, out);
  }
  static std::size_t history_size(const State& state) { return state.history().size(); }
  static void write_history_entry(const State& state, std::size_t i, engine::JsonWriter& out) {
    write_round(out, state.history()[i]);
  }
  static boost::json::value snapshot(const State& state);
  static std::vector<State> secret_variants(const State& state, std::optional<Seat> owner,
                                            engine::Rng& rng);
  static std::vector<boost::json::value> probe_actions(const State& state, Seat seat);
  static std::vector<std::string> narrate(const State& state, std::size_t& cursor,
                                          const std::vector<std::string>& names);
  static constexpr auto bot_names = &bidlock::bot_names;
  static constexpr auto make_bot = &bidlock::make_bot;
  // How a room hosts the game (games/game_entry.h).
  static games::Hosting hosting();
};

using Match = engine::TypedMatch<Game>;

}  // namespace gavel::bidlock
