// What one viewer may see of a Spendii table (docs/games/spendii.md "View"):
// the market's face-up cards and tier sizes (never a tier's order), the
// bank, the tiles, every player's chips, bonuses, bought cards, tiles and
// points; held cards face up when held from the market, and a hidden held
// card only to its holder (others see its tier). Bids stay private until
// every bid is in; a selection until its rank is revealed. Once the game is
// over, every held card is shown.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <vector>

#include "engine/match.h"
#include "engine/types.h"
#include "engine/view_writer.h"
#include "games/spendii/rules.h"

namespace gavel::spendii {

struct HeldView {
  int tier = 1;
  bool hidden = false;       // held from a deck
  std::optional<Card> card;  // none: another's hidden card
  bool operator==(const HeldView&) const = default;
};

struct PlayerView {
  engine::Seat seat = 0;
  int position = -1;  // -1: not yet assigned
  bool no_play = false;
  Chips chips{};
  Colours bonuses{};
  std::vector<int> cards;
  std::vector<HeldView> held;
  std::vector<int> tiles;
  int points = 0;
  int start_points = 0;
  bool forfeited = false;
  engine::Millis clock = 0;
  int turns = 0;
  // Betting: whether the bids are in and when (both hidden from others when
  // identities are hidden, note 68), the bids once public (or one's own).
  std::optional<bool> submitted;
  std::optional<engine::Millis> submitted_ms;
  std::optional<std::vector<int>> bids;
  std::optional<int> choice;  // one's own pending selection
  bool operator==(const PlayerView&) const = default;
};

struct TierView {
  int deck = 0;  // hidden cards left
  std::array<std::optional<Card>, kSlotsPerTier> slots;
  bool operator==(const TierView&) const = default;
};

struct View {
  Settings settings;  // seatInfo left out
  Phase phase = Phase::kPlay;
  Stage stage = Stage::kMain;
  int round = 1;
  bool final_round = false;
  EndReason end_reason = EndReason::kNone;
  std::optional<engine::Seat> you;
  std::vector<PlayerView> players;  // in seat order
  std::vector<engine::Seat> order;  // active seats, position order
  std::array<TierView, kTiers> market;
  Chips bank{};
  std::vector<Tile> tiles;
  std::optional<engine::Seat> mover;
  engine::Millis deadline = 0;
  int excess = 0;
  std::vector<int> claimable;
  int repetition = 0;
  // Betting and selection.
  std::vector<std::vector<engine::Seat>> columns;
  int rank = 0;
  std::vector<int> choosable;  // the viewer's own highlighted positions now
  std::optional<std::vector<engine::Standing>> standings;  // once over, best first
  bool operator==(const View&) const = default;

  const PlayerView* me() const { return you ? &players[*you] : nullptr; }
};

View make_view(const State& state, engine::Viewer viewer);
// The view written as text (engine::WritesView); view_json is that text parsed.
void write_view(const View& view, engine::ViewWriter& out);
boost::json::object view_json(const View& view);

}  // namespace gavel::spendii
