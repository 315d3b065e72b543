// Blind Auction as seen by the engine: the typed Game (engine::TypedGame)
// with its JSON codecs, legal actions, checker hooks and bots, and its entry.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/typed_bot.h"
#include "engine/typed_match.h"
#include "games/auction/rules.h"
#include "games/auction/view.h"
#include "games/game_entry.h"

namespace gavel::auction {

using Seat = engine::Seat;

// Every Blind Auction bot: an action for the seat whose view it is given.
using Bot = engine::TypedBot<View, Action>;

// The game's bots by name (bot.cpp), the house default first.
std::vector<std::string> bot_names();
engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed);

struct Game {
  using State = auction::State;
  using Action = auction::Action;
  using View = auction::View;
  using Settings = auction::Settings;
  static constexpr std::string_view kName = "auction";
  static constexpr std::string_view kTitle = "Blind Auction";
  static constexpr std::string_view kRulesVersion = "auction-0.2";
  static constexpr int kMinSeats = auction::kMinSeats;
  static constexpr int kMaxSeats = auction::kMaxSeats;

  static engine::Result<Settings> parse_settings(const boost::json::value& json, int seats) {
    return auction::parse_settings(json, seats);
  }
  static engine::Result<Action> parse_action(const boost::json::value& json);
  static boost::json::value action_json(const Action& action);
  // Written as text (the room renders them on every version); the tree is its parse.
  static bool write_legal_actions(const State& state, Seat seat, engine::JsonWriter& out);
  static boost::json::array legal_actions(const State& state, Seat seat);
  static std::optional<engine::Turn> turn(const State& state, Seat seat);
  static View view(const State& state, engine::Viewer viewer) { return make_view(state, viewer); }
  static void write_view(const State& state, engine::Viewer viewer, engine::ViewWriter& out) {
    auction::write_view(state, viewer, out);
  }
  static boost::json::value snapshot(const State& state);
  static std::vector<State> secret_variants(const State& state, std::optional<Seat> owner,
                                            engine::Rng& rng);
  static std::vector<boost::json::value> probe_actions(const State& state, Seat seat);
  static std::vector<std::string> narrate(const State& state, std::size_t& cursor,
                                          const std::vector<std::string>& names);
  static constexpr auto bot_names = &auction::bot_names;
  static constexpr auto make_bot = &auction::make_bot;
  // How a room hosts the game (games/game_entry.h).
  static games::Hosting hosting();
};

using Match = engine::TypedMatch<Game>;

}  // namespace gavel::auction
