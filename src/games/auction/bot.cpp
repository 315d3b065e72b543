// The equilibrium is for n bidders with independent uniform values, which is
// the table's draw; rounding down keeps Shade on the cheap side of it.
#include "games/auction/bot.h"

#include <algorithm>

namespace gavel::auction {

int shade_bid(const View& view) {
  const int value = view.your_value;
  const int n = static_cast<int>(view.players.size());
  int bid = value;
  if (view.settings.pricing == Pricing::kFirst && n > 0) {
    bid = kValueMin + (n - 1) * (value - kValueMin) / n;
  }
  return std::clamp(bid, 0, std::min(value, view.your_credits));
}

Action ShadeBot::decide(const View& view) {
  if (view.phase == Phase::kTalk) {
    // One line in twenty: enough to be seen at the table, never a tell (the
    // line does not depend on the value).
    if (rng_.below(20) == 0) return Action{Action::Kind::kSay, 0, "Good luck, everyone."};
    return Action{Action::Kind::kPass, 0, ""};
  }
  return Action{Action::Kind::kBid, shade_bid(view), ""};
}

Action TruthfulBot::decide(const View& view) {
  if (view.phase == Phase::kTalk) return Action{Action::Kind::kPass, 0, ""};
  return Action{Action::Kind::kBid, std::min(view.your_value, view.your_credits), ""};
}

Action RandomBot::decide(const View& view) {
  if (view.phase == Phase::kTalk) return Action{Action::Kind::kPass, 0, ""};
  return Action{Action::Kind::kBid, static_cast<int>(rng_.between(0, view.your_credits)), ""};
}

std::vector<std::string> bot_names() {
  return {"Shade", "Truthful", "Random"};
}

engine::Result<std::unique_ptr<Bot>> make_bot(std::string_view name, engine::Seed seed) {
  if (name == "Shade") return std::make_unique<ShadeBot>(seed);
  if (name == "Truthful") return std::make_unique<TruthfulBot>();
  if (name == "Random") return std::make_unique<RandomBot>(seed);
  return engine::invalid("no Blind Auction bot named '" + std::string(name) + "'");
}

}  // namespace gavel::auction
