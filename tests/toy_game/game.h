// High Card as seen by the engine and the host: its view, bots and the typed
// Game that games::typed_entry registers (the "Adding a game" walk-through).
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
#include "tests/toy_game/rules.h"

namespace gavel::toy {

// What one viewer sees: every hand (played cards leave it only when the
// round resolves) and who has played, but only its own face-down card.
struct View {
  std::optional<Seat> seat;  // empty for a spectator
  bool finished = false;
  int round = 1;
  int rounds = 3;
  Millis deadline = 0;
  std::vector<Player> players;  // `played` is 0 or, for the viewer's seat, its card
  std::vector<bool> has_played;
  std::vector<RoundRecord> history;
  engine::Outcome standings;
  bool operator==(const View&) const = default;
};

using Bot = engine::TypedBot<View, Action>;

struct Game {
  using State = toy::State;
  using Action = toy::Action;
  using View = toy::View;
  using Settings = toy::Settings;
  static constexpr std::string_view kName = "toy";
  static constexpr std::string_view kTitle = "High Card";
  static constexpr std::string_view kRulesVersion = "toy-1";
  static constexpr int kMinSeats = kSeats;
  static constexpr int kMaxSeats = kSeats;

  static engine::Result<Settings> parse_settings(const boost::json::value& json, int seats);
  static engine::Result<Action> parse_action(const boost::json::value& json);
  static boost::json::value action_json(const Action& action);
  static boost::json::array legal_actions(const State& state, Seat seat);
  static std::optional<engine::Turn> turn(const State& state, Seat seat) {
    if (!state.must_play(seat)) return std::nullopt;
    return engine::Turn{static_cast<std::uint64_t>(state.round()), "play"};
  }
  static View view(const State& state, engine::Viewer viewer);
  static boost::json::object view_json(const View& view);
  static boost::json::value snapshot(const State& state);
  static std::vector<State> secret_variants(const State& state, std::optional<Seat> owner,
                                            engine::Rng& rng);
  static std::vector<boost::json::value> probe_actions(const State& state, Seat seat);
  static std::vector<std::string> narrate(const State& state, std::size_t& cursor,
                                          const std::vector<std::string>& names);
  // "low" plays its lowest card (the stand-in), "random" any card it holds.
  static std::vector<std::string> bot_names();
  static engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed);
  static games::Hosting hosting();
};

using Match = engine::TypedMatch<Game>;

}  // namespace gavel::toy
