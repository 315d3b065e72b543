// Steady's look-ahead once the tournament is down to two players
// (docs/games/holdem.md, "The bot"): each candidate move is played out to the end of the hand over
// many sampled deals, the opponent choosing uniformly among the moves the
// rules list it (the model of a player the bot cannot read) and the bot
// following its own thresholds, and the move whose hands end with the best
// mean chance of winning the tournament (a concave function of the bot's
// share of the chips) is taken. Public information and the bot's own cards
// only: the opponent's cards and the board still to come are sampled from
// the cards the bot has not seen.
#pragma once

#include <optional>

#include "engine/rng.h"
#include "games/holdem/view.h"

namespace gavel::holdem {

// The chance of winning the tournament the look-ahead reads from a share of
// all chips in play: 0 at none, 1 at all, concave, so that doubling up is
// worth less than it risks.
double tournament_chance(double share);

// The look-ahead's move, or nothing when it does not apply: not the bot's
// betting turn, more than two players left, or a card type whose hands are
// too slow to weigh by the thousand (only Value-sum is weighed).
// `rollouts`: the play-outs of each candidate move.
std::optional<Action> heads_up_move(const View& view, int rollouts, engine::Rng& rng);

}  // namespace gavel::holdem
