// The one helper that registers a typed game with the engine: GameInfo's
// seat check, match creation, log and bot plumbing, built from G alone.
#pragma once

#include <memory>
#include <string>

#include "engine/game.h"
#include "engine/typed_game.h"
#include "engine/typed_match.h"

namespace gavel::engine {

template <TypedGame G>
GameInfo typed_game_info() {
  GameInfo info;
  info.name = std::string(G::kName);
  info.title = std::string(G::kTitle);
  info.min_seats = G::kMinSeats;
  info.max_seats = G::kMaxSeats;
  info.create = [](const boost::json::value& settings_json, int seats, Seed seed,
                   Millis start) -> Result<std::unique_ptr<Match>> {
    if (seats < G::kMinSeats || seats > G::kMaxSeats) {
      return invalid(std::string(G::kTitle) + " takes " + std::to_string(G::kMinSeats) + " to " +
                     std::to_string(G::kMaxSeats) + " seats");
    }
    auto settings = G::parse_settings(settings_json, seats);
    if (!settings) return std::unexpected(settings.error());
    return std::make_unique<TypedMatch<G>>(
        typename G::State(std::move(*settings), seats, seed, start));
  };
  // The host only hands over matches it made with `create`; anything else has no lines.
  info.narrate = [](const Match& match, std::size_t& cursor,
                    const std::vector<std::string>& names) -> std::vector<std::string> {
    const auto* typed = dynamic_cast<const TypedMatch<G>*>(&match);
    if (!typed) return {};
    return G::narrate(typed->state(), cursor, names);
  };
  info.bot_names = G::bot_names();
  info.make_bot = [](std::string_view name, Seed seed) -> Result<std::unique_ptr<SeatBot>> {
    auto bot = G::make_bot(name, seed);
    if (!bot) return std::unexpected(bot.error());
    return std::make_unique<TypedSeatBot<G>>(std::move(*bot));
  };
  return info;
}

}  // namespace gavel::engine
