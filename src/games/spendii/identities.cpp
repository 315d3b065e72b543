#include "games/spendii/identities.h"

#include "games/spendii/positions.h"

namespace gavel::spendii {

std::optional<std::string> identity_label(const State& state, engine::Viewer viewer,
                                          engine::Seat seat, bool bot) {
  const auto& settings = state.settings();
  if (settings.hide == HideIdentities::kOff || state.finished()) return std::nullopt;
  if (bot && settings.hide == HideIdentities::kPlayers) return std::nullopt;
  if (!viewer.is_spectator() && viewer.seat() == seat) return std::nullopt;
  if (seat < 0 || seat >= state.seat_count()) return std::nullopt;
  const int position = state.players()[static_cast<std::size_t>(seat)].position;
  if (position < 0) return "Hidden player";
  if (settings.no_play && position == settings.seats - 1) return "NO PLAY player";
  return "Player " + position_name(settings, position);
}

std::optional<engine::Millis> bot_bid_at(const State& state, engine::Seat seat) {
  if (state.phase() != Phase::kBidding || seat < 0 || seat >= state.seat_count()) {
    return std::nullopt;
  }
  const auto& player = state.players()[static_cast<std::size_t>(seat)];
  if (player.bot_bid_ms < 0 || player.submission) return std::nullopt;
  return state.start() + player.bot_bid_ms;
}

bool holds_no_play(const State& state, engine::Seat seat) {
  if (seat < 0 || seat >= state.seat_count() || !state.settings().no_play) return false;
  return state.player(seat).position == state.seat_count() - 1;
}

}  // namespace gavel::spendii
