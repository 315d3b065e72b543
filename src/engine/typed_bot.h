// The one base class of every game's bots: an action for the seat whose typed
// view it is given. A game names it `Bot = engine::TypedBot<View, Action>`.
#pragma once

#include "engine/bot_budget.h"

namespace gavel::engine {

template <class View, class Action>
class TypedBot {
 public:
  virtual ~TypedBot() = default;
  // The view is the bot's own seat's and nothing more (TypedSeatBot sees to it).
  // At the bot's full strength.
  virtual Action decide(const View& view) = 0;
  // Within `budget` (bot_budget.h): bots that sample override it and do less
  // at a smaller budget; the others keep this default and ignore it.
  virtual Action decide_within(const View& view, BotBudget budget) {
    (void)budget;
    return decide(view);
  }
};

}  // namespace gavel::engine
