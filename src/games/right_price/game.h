// The Right Price as seen by the engine: JSON codecs, legal actions, checker
// hooks, the bot interface and the registry entry.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/typed_match.h"
#include "games/game_entry.h"
#include "games/right_price/rules.h"
#include "games/right_price/view.h"

namespace gavel::right_price {

// Every Right Price bot: an action for the seat whose view it is given.
class Bot {
 public:
  virtual ~Bot() = default;
  virtual Action decide(const View& view) = 0;
};

struct Game {
  using State = right_price::State;
  using Action = right_price::Action;
  using View = right_price::View;
  using Bot = right_price::Bot;
  static constexpr std::string_view kName = "right_price";

  static engine::Result<Action> parse_action(const boost::json::value& json);
  static boost::json::value action_json(const Action& action);
  static boost::json::array legal_actions(const State& state, Seat seat);
  static View view(const State& state, engine::Viewer viewer) { return make_view(state, viewer); }
  static boost::json::object view_json(const View& view) { return right_price::view_json(view); }
  static boost::json::value snapshot(const State& state);
  static std::vector<State> secret_variants(const State& state, std::optional<Seat> owner,
                                            engine::Rng& rng);
  static std::vector<boost::json::value> probe_actions(const State& state, Seat seat);
};

using Match = engine::TypedMatch<Game>;

games::GameEntry game_entry();

}  // namespace gavel::right_price
