// The one base class of every game's bots: an action for the seat whose typed
// view it is given. A game names it `Bot = engine::TypedBot<View, Action>`.
#pragma once

namespace gavel::engine {

template <class View, class Action>
class TypedBot {
 public:
  virtual ~TypedBot() = default;
  // The view is the bot's own seat's and nothing more (TypedSeatBot sees to it).
  virtual Action decide(const View& view) = 0;
};

}  // namespace gavel::engine
