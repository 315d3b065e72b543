// Bidlock as seen by the engine: JSON codecs, legal actions, checker hooks,
// the bot interface and the registry entry.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/typed_match.h"
#include "games/bidlock/rules.h"
#include "games/bidlock/view.h"
#include "games/game_entry.h"

namespace gavel::bidlock {

// Every Bidlock bot: a chip for the seat whose view it is given.
class Bot {
 public:
  virtual ~Bot() = default;
  virtual Action decide(const View& view) = 0;
};

struct Game {
  using State = bidlock::State;
  using Action = bidlock::Action;
  using View = bidlock::View;
  using Bot = bidlock::Bot;
  static constexpr std::string_view kName = "bidlock";

  static engine::Result<Settings> parse_settings(const boost::json::value& json);
  static boost::json::value settings_json(const Settings& settings);
  static engine::Result<Action> parse_action(const boost::json::value& json);
  static boost::json::value action_json(const Action& action);
  static boost::json::array legal_actions(const State& state, Seat seat);
  static View view(const State& state, engine::Viewer viewer) { return make_view(state, viewer); }
  static boost::json::object view_json(const View& view) { return bidlock::view_json(view); }
  static boost::json::value snapshot(const State& state);
  static std::vector<State> secret_variants(const State& state, std::optional<Seat> owner,
                                            engine::Rng& rng);
  static std::vector<boost::json::value> probe_actions(const State& state, Seat seat);
};

using Match = engine::TypedMatch<Game>;

games::GameEntry game_entry();

}  // namespace gavel::bidlock
