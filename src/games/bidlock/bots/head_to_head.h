// Plays whole Bidlock matches between bots through the real rules (State,
// make_view, Bot::decide), for the matrix command, the tests and the benchmark.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/error.h"
#include "engine/rng.h"
#include "games/bidlock/game.h"

namespace gavel::bidlock {

struct GameResult {
  std::vector<double> share;  // by seat: 1 for a win, 1/k for a win shared by k, else 0
  std::vector<int> score;     // by seat
};

// Seat i is played by bots[i]. Fails if a bot plays a chip the rules refuse.
engine::Result<GameResult> play_match(std::span<Bot* const> bots, engine::Seed match_seed);

// Builds the named bots and plays one match. The match is dealt from
// derive_seed(seed, 0) and the bot in seat i is seeded with derive_seed(seed, 1 + i).
engine::Result<GameResult> play_named(std::span<const std::string> names, engine::Seed seed);

// One 2-player game: `first` in seat 0 or 1 as `first_seat` says. Returns
// first's share of the win.
engine::Result<double> head_to_head(std::string_view first, std::string_view second,
                                    engine::Seed seed, int first_seat);

}  // namespace gavel::bidlock
