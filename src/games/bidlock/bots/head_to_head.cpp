// Drives a match the way a host does, minus clocks: every seat that must
// move gets its own view and locks the chip its bot picks.
#include "games/bidlock/bots/head_to_head.h"

#include "games/bidlock/game.h"

namespace gavel::bidlock {

engine::Result<GameResult> play_match(std::span<Bot* const> bots, engine::Seed match_seed) {
  const int seats = static_cast<int>(bots.size());
  State state(Settings{}, seats, match_seed, 0);
  while (!state.finished()) {
    // Views are taken before anyone locks, as simultaneous play requires.
    std::vector<Action> actions;
    for (Seat seat = 0; seat < seats; ++seat) {
      actions.push_back(bots[seat]->decide(make_view(state, engine::Viewer::seat(seat))));
    }
    for (Seat seat = 0; seat < seats; ++seat) {
      auto applied = state.apply(seat, actions[seat], 0, engine::Origin::kBot);
      if (!applied) {
        return engine::invalid("seat " + std::to_string(seat) + " in round " +
                               std::to_string(state.round()) + ": " + applied.error().message);
      }
    }
  }
  GameResult result;
  result.share.assign(static_cast<std::size_t>(seats), 0.0);
  const auto winners = state.outcome().winners();
  for (const Seat seat : winners) result.share[seat] = 1.0 / static_cast<double>(winners.size());
  for (const auto& player : state.players()) result.score.push_back(player.score);
  return result;
}

engine::Result<GameResult> play_named(std::span<const std::string> names, engine::Seed seed) {
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (std::size_t seat = 0; seat < names.size(); ++seat) {
    auto bot = make_bot(names[seat], engine::derive_seed(seed, 1 + seat));
    if (!bot) return std::unexpected(bot.error());
    bots.push_back(bot->get());
    owned.push_back(std::move(*bot));
  }
  return play_match(bots, engine::derive_seed(seed, 0));
}

engine::Result<double> head_to_head(std::string_view first, std::string_view second,
                                    engine::Seed seed, int first_seat) {
  std::vector<std::string> names = {std::string(first), std::string(second)};
  if (first_seat == 1) std::swap(names[0], names[1]);
  auto result = play_named(names, seed);
  if (!result) return std::unexpected(result.error());
  return result->share[static_cast<std::size_t>(first_seat)];
}

}  // namespace gavel::bidlock
