// The checker's hooks and the room rules. Secret variants swap exactly what
// one seat (its unshown cards, its Manual draft) or nobody (the undealt
// order) knows; every other viewer must not tell the copies apart.
#include "games/holdem/game.h"

#include "games/holdem/grid_cards.h"
#include "games/holdem/practice.h"
#include "games/holdem/value_sum.h"
#include "games/placement_ratings.h"

namespace gavel::holdem {
namespace json = boost::json;

json::value Game::snapshot(const State& state) {
  json::array players;
  for (const auto& p : state.players()) {
    players.push_back(
        json::object{{"stack", p.stack},
                     {"committed", p.committed},
                     {"cards", json::array{p.cards[0], p.cards[1]}},
                     {"saved", selection_json(p.saved)},
                     {"saved_score", p.saved_score},
                     {"reveal_at_end", json::array{p.reveal_at_end[0], p.reveal_at_end[1]}}});
  }
  return json::object{{"settings", settings_json(state.settings())},
                      {"hand", state.hand()},
                      {"undealt", json::array(state.undealt().begin(), state.undealt().end())},
                      {"players", std::move(players)},
                      {"chips", state.accounted_chips()},
                      {"events", state.events().all().size()},
                      {"public", view_json(make_view(state, engine::Viewer::spectator()))}};
}

std::vector<State> Game::secret_variants(const State& state, std::optional<Seat> owner,
                                         engine::Rng& rng) {
  std::vector<State> variants;
  // Once over, the last hand's unshown cards are still secrets (Reveal now
  // stays open), so the variants below go on after the end.
  const bool hand_live = state.phase() == Phase::kBetting || state.phase() == Phase::kSelection;
  const int hidden_from = state.board_dealt();
  const int undealt = static_cast<int>(state.undealt().size());
  if (!owner) {
    // The order of cards nobody has seen: the board still to come and the rest.
    if (!hand_live || undealt - hidden_from < 2) return variants;
    const int a = static_cast<int>(rng.between(hidden_from, undealt - 1));
    int b = static_cast<int>(rng.between(hidden_from, undealt - 2));
    if (b >= a) ++b;
    State variant = state;
    variant.swap_undealt(a, b);
    variants.push_back(std::move(variant));
    return variants;
  }
  // Each variant is viewed by every other viewer, the checker's main cost:
  // a third of the owners get one at each step, and over a match every kind
  // is drawn many times.
  if (rng.below(3) != 0) return variants;
  const auto& p = state.players()[*owner];
  if (hand_live && p.dealt) {
    // One of the owner's unshown cards, traded for a card nobody has seen.
    const int card = static_cast<int>(rng.below(2));
    if (!p.shown[static_cast<std::size_t>(card)] && undealt - hidden_from >= 1 &&
        state.phase() == Phase::kBetting) {
      State variant = state;
      variant.swap_cards(*owner, card, static_cast<int>(rng.between(hidden_from, undealt - 1)));
      variants.push_back(std::move(variant));
    }
    if (p.folded && state.phase() == Phase::kBetting) {
      State variant = state;
      variant.set_reveal_at_end(*owner, card, !p.reveal_at_end[static_cast<std::size_t>(card)]);
      variants.push_back(std::move(variant));
    }
  }
  if (const auto& last = state.last_hand(); last && last->dealt[*owner]) {
    // The last hand's unshown cards stay the owner's in the review (note 73).
    const int card = static_cast<int>(rng.below(2));
    if (!last->shown[*owner][static_cast<std::size_t>(card)]) {
      State variant = state;
      const Card value = last->cards[*owner][static_cast<std::size_t>(card)];
      variant.set_last_hand_card(*owner, card, value % kValueSumCards + 1);
      variants.push_back(std::move(variant));
    }
  }
  if (state.phase() == Phase::kSelection && p.dealt && !p.folded) {
    // The saved draft is the owner's alone until settlement (note 61).
    const auto choices = card_type(state.settings()).selections(state.four_cards(*owner));
    if (!choices.empty()) {
      const auto& pick = choices[rng.below(choices.size())];
      const auto score = card_type(state.settings()).score(pick, state.four_cards(*owner));
      if (score && (!p.saved || *p.saved != pick)) {
        State variant = state;
        variant.set_saved(*owner, pick, *score);
        variants.push_back(std::move(variant));
      }
    }
  }
  return variants;
}

games::Hosting Game::hosting() {
  games::Hosting host;
  // 2-9 seats, the creator human, so 1-8 bots (note 1).
  host.room = {.min_players = kMinSeats,
               .max_players = kMaxSeats,
               .max_bots = kMaxSeats - 1,
               .max_humans = kMaxSeats,
               .default_players = kMaxSeats};
  host.resign_action = json::object{{"action", "resign"}};
  // The rules must know the house bots: they list them no optional move
  // (Continue, Reveal), so the host never asks a bot one and a bot's
  // Continue setting never flips (notes 60-63: bots agree at once).
  host.wants_seat_info = true;
  // Under Fixed blinds two absent humans would fold to each other for ever.
  host.abandons_idle = true;
  // Note 75: the seed would re-deal every hand, unrevealed cards included.
  host.private_record = true;
  // Reveal now stays open in the final-results break (notes 68, 71).
  host.moves_after_end = true;
  // No turn_setting: action_seconds takes only 15, 30 or 60.
  // The platform's pairwise rule on finishing places (docs/games/holdem.md).
  games::rate_by_finishing_order(host);
  // Practice (note 94): the room's card type and settings, one sample hand
  // per participant, at least two.
  host.practice = [](const json::value& settings, int players,
                     std::uint64_t seed) -> engine::Result<json::object> {
    const auto parsed = parse_settings(settings, 0);
    if (!parsed) return std::unexpected(parsed.error());
    const auto scenario = practice_scenario(*parsed, std::min(players, kMaxSeats), seed);
    if (!scenario) return std::unexpected(scenario.error());
    auto out = practice_json(*scenario);
    // Grid types: the catalog the placements name, as the table's view has
    // it, and the room's panel they lie on.
    if (const auto lattice = grid_kind(parsed->card_type)) {
      auto grid = grid_catalog_json(*lattice);
      grid["panel"] = panel_json(*lattice, parsed->grid.panel());
      out["grid"] = std::move(grid);
    }
    return out;
  };
  return host;
}

}  // namespace gavel::holdem
