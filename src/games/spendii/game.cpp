// Parsing is strict: unknown fields, non-integers and impossible moves are
// refused with a message that says what was expected, and nothing changes.
#include "games/spendii/game.h"

#include <algorithm>
#include <string>

#include "engine/json_fields.h"
#include "engine/seat_name.h"
#include "games/spendii/identities.h"
#include "games/spendii/moves.h"
#include "ratings/game_ratings.h"

namespace gavel::spendii {
namespace json = boost::json;

namespace {

constexpr const char* kShape =
    "a move is {\"action\": \"take\", \"chips\": [colours]}, {\"action\": \"hold\", \"card\": id} "
    "or {\"action\": \"hold\", \"tier\": 1-3}, {\"action\": \"buy\", \"card\": id} (with "
    "\"payment\" when paying manually), {\"action\": \"pass\"}, {\"action\": \"return\", "
    "\"chips\": {colour: n}}, {\"action\": \"tile\", \"tile\": id}, {\"action\": \"bid\", "
    "\"bids\": [n per position]}, {\"action\": \"select\", \"position\": letter} or "
    "{\"action\": \"resign\"}";

engine::Result<int> read_int(const json::object& object, std::string_view field, int lo, int hi) {
  const auto* value = object.if_contains(field);
  if (!value) return engine::invalid("this move needs \"" + std::string(field) + "\"; " + kShape);
  const auto n = engine::whole_number(field, *value, lo, hi);
  if (!n) return std::unexpected(n.error());
  return static_cast<int>(*n);
}

engine::Result<Chips> read_take(const json::value& value) {
  constexpr const char* kTakeShape =
      "chips must be a list of 1 to 3 colours (white, blue, green, red, black)";
  if (!value.is_array() || value.as_array().empty() || value.as_array().size() > 3) {
    return engine::invalid(kTakeShape);
  }
  Chips chips{};
  for (const auto& entry : value.as_array()) {
    if (!entry.is_string()) return engine::invalid(kTakeShape);
    const auto kind = chip_kind(std::string_view(entry.as_string()));
    if (!kind) return engine::invalid(kTakeShape);
    if (*kind == kGold) return engine::invalid("gold is never taken: hold a card to get one");
    ++chips[*kind];
  }
  return chips;
}

engine::Result<int> read_position(const json::value& value) {
  if (value.is_string()) {
    const std::string_view text = value.as_string();
    if (text == "NO PLAY") return kNoPlayPosition;
    if (text.size() == 1 && text[0] >= 'A' && text[0] <= 'E') return text[0] - 'A';
  }
  return engine::invalid("position must be a letter \"A\" to \"E\" or \"NO PLAY\"");
}

Action take(const Chips& chips) {
  Action a;
  a.kind = Action::Kind::kTake;
  a.chips = chips;
  return a;
}

}  // namespace

engine::Result<Action> Game::parse_action(const json::value& value) {
  if (!value.is_object()) return engine::invalid(kShape);
  const auto& object = value.as_object();
  const auto* kind = object.if_contains("action");
  if (!kind || !kind->is_string()) return engine::invalid(kShape);
  const std::string_view name = kind->as_string();
  const auto only = [&](std::initializer_list<std::string_view> known) -> engine::Result<void> {
    if (const auto unknown = engine::unknown_field(object, known)) {
      return engine::invalid("unknown move field '" + std::string(*unknown) + "'; " + kShape);
    }
    return {};
  };
  Action action;
  if (name == "pass" || name == "resign") {
    if (auto ok = only({"action"}); !ok) return std::unexpected(ok.error());
    action.kind = name == "pass" ? Action::Kind::kPass : Action::Kind::kResign;
    return action;
  }
  if (name == "take") {
    if (auto ok = only({"action", "chips"}); !ok) return std::unexpected(ok.error());
    const auto* chips = object.if_contains("chips");
    if (!chips) return engine::invalid("take needs \"chips\"; " + std::string(kShape));
    auto read = read_take(*chips);
    if (!read) return std::unexpected(read.error());
    return take(*read);
  }
  if (name == "hold") {
    if (auto ok = only({"action", "card", "tier"}); !ok) return std::unexpected(ok.error());
    action.kind = Action::Kind::kHold;
    if (object.contains("card") == object.contains("tier")) {
      return engine::invalid("hold needs either \"card\" (face up) or \"tier\" (its hidden deck)");
    }
    if (object.contains("card")) {
      auto card = read_int(object, "card", 0, 999);
      if (!card) return std::unexpected(card.error());
      action.card = *card;
    } else {
      auto tier = read_int(object, "tier", 1, kTiers);
      if (!tier) return std::unexpected(tier.error());
      action.tier = *tier;
    }
    return action;
  }
  if (name == "buy") {
    if (auto ok = only({"action", "card", "payment"}); !ok) return std::unexpected(ok.error());
    action.kind = Action::Kind::kBuy;
    auto card = read_int(object, "card", 0, 999);
    if (!card) return std::unexpected(card.error());
    action.card = *card;
    if (const auto* payment = object.if_contains("payment")) {
      auto chips = parse_chips("payment", *payment, 99);
      if (!chips) return std::unexpected(chips.error());
      action.chips = *chips;
      action.has_payment = true;
    }
    return action;
  }
  if (name == "return") {
    if (auto ok = only({"action", "chips"}); !ok) return std::unexpected(ok.error());
    const auto* chips = object.if_contains("chips");
    if (!chips) return engine::invalid("return needs \"chips\"; " + std::string(kShape));
    auto read = parse_chips("chips", *chips, 99);
    if (!read) return std::unexpected(read.error());
    action.kind = Action::Kind::kReturn;
    action.chips = *read;
    return action;
  }
  if (name == "tile") {
    if (auto ok = only({"action", "tile"}); !ok) return std::unexpected(ok.error());
    auto tile = read_int(object, "tile", 0, 99);
    if (!tile) return std::unexpected(tile.error());
    action.kind = Action::Kind::kTile;
    action.tile = *tile;
    return action;
  }
  if (name == "bid") {
    if (auto ok = only({"action", "bids"}); !ok) return std::unexpected(ok.error());
    const auto* bids = object.if_contains("bids");
    if (!bids || !bids->is_array() || bids->as_array().empty() ||
        bids->as_array().size() > static_cast<std::size_t>(kMaxSeats)) {
      return engine::invalid("bid needs \"bids\": a list of whole numbers, one per position");
    }
    action.kind = Action::Kind::kBid;
    for (const auto& entry : bids->as_array()) {
      const auto n = engine::whole_number("bids", entry, -kMaxTarget, kMaxTarget);
      if (!n) return std::unexpected(n.error());
      action.bids.push_back(static_cast<int>(*n));
    }
    return action;
  }
  if (name == "select") {
    if (auto ok = only({"action", "position"}); !ok) return std::unexpected(ok.error());
    const auto* position = object.if_contains("position");
    if (!position) return engine::invalid("select needs \"position\"");
    auto p = read_position(*position);
    if (!p) return std::unexpected(p.error());
    action.kind = Action::Kind::kSelect;
    action.position = *p;
    return action;
  }
  return engine::invalid(kShape);
}

json::value Game::action_json(const Action& action) {
  switch (action.kind) {
    case Action::Kind::kPass:
      return json::object{{"action", "pass"}};
    case Action::Kind::kResign:
      return json::object{{"action", "resign"}};
    case Action::Kind::kTake: {
      json::array chips;
      for (int c = 0; c < kColours; ++c) {
        for (int i = 0; i < action.chips[c]; ++i) chips.push_back(json::string(chip_name(c)));
      }
      return json::object{{"action", "take"}, {"chips", std::move(chips)}};
    }
    case Action::Kind::kHold:
      if (action.tier > 0) return json::object{{"action", "hold"}, {"tier", action.tier}};
      return json::object{{"action", "hold"}, {"card", action.card}};
    case Action::Kind::kBuy: {
      json::object out{{"action", "buy"}, {"card", action.card}};
      if (action.has_payment) out["payment"] = chips_json_sparse(action.chips);
      return out;
    }
    case Action::Kind::kReturn:
      return json::object{{"action", "return"}, {"chips", chips_json_sparse(action.chips)}};
    case Action::Kind::kTile:
      return json::object{{"action", "tile"}, {"tile", action.tile}};
    case Action::Kind::kBid:
      return json::object{{"action", "bid"},
                          {"bids", json::array(action.bids.begin(), action.bids.end())}};
    case Action::Kind::kSelect: {
      const int p = action.position;
      json::value name = p == kNoPlayPosition
                             ? json::value("NO PLAY")
                             : json::value(std::string(1, static_cast<char>('A' + p)));
      return json::object{{"action", "select"}, {"position", std::move(name)}};
    }
  }
  return nullptr;
}

json::array Game::legal_actions(const State& state, Seat seat) {
  json::array legal;
  if (seat < 0 || seat >= state.seat_count()) return legal;
  for (const auto& move : spendii::legal_actions(state, seat)) legal.push_back(action_json(move));
  return legal;
}

std::optional<engine::Turn> Game::turn(const State& state, Seat seat) {
  if (!has_decision(state, seat)) return std::nullopt;
  switch (state.phase()) {
    case Phase::kBidding:
      // One decision for the whole bidding, one per selection rank: others'
      // bids do not change what a seat decides, so they do not make it stale.
      return engine::Turn{0, "bidding"};
    case Phase::kSelecting:
      return engine::Turn{1 + static_cast<std::uint64_t>(state.rank()), "selecting"};
    case Phase::kPlay:
      return engine::Turn{100 + state.decisions(), stage_name(state.stage())};
    case Phase::kOver:
      return std::nullopt;
  }
  return std::nullopt;
}

json::value Game::snapshot(const State& state) {
  json::array tiers;
  for (const auto& tier : state.market()) {
    tiers.push_back(json::object{{"deck", json::array(tier.deck.begin(), tier.deck.end())},
                                 {"slots", json::array(tier.slots.begin(), tier.slots.end())}});
  }
  json::array held;
  for (const auto& player : state.players()) {
    json::array mine;
    for (const auto& h : player.held)
      mine.push_back(json::object{{"card", h.card}, {"hidden", h.hidden}});
    held.push_back(std::move(mine));
  }
  return json::object{{"market", std::move(tiers)},
                      {"held", std::move(held)},
                      {"public", view_json(make_view(state, engine::Viewer::spectator()))}};
}

std::vector<State> Game::secret_variants(const State& state, std::optional<Seat> owner,
                                         engine::Rng& rng) {
  std::vector<State> variants;
  if (state.finished()) return variants;
  if (!owner) {
    // The order of a tier's hidden deck is nobody's to know.
    for (int t = 0; t < kTiers; ++t) {
      if (state.market()[t].deck.size() < 2) continue;
      State variant = state;
      auto& deck = variant.market_for_variants()[t].deck;
      rng.shuffle(std::span<int>(deck));
      if (deck != state.market()[t].deck) variants.push_back(std::move(variant));
      break;
    }
    return variants;
  }
  const auto& player = state.player(*owner);
  // A hidden held card could be any card still hidden in its tier.
  for (std::size_t i = 0; i < player.held.size(); ++i) {
    if (!player.held[i].hidden) continue;
    const int tier = state.card(player.held[i].card).tier - 1;
    const auto& deck = state.market()[tier].deck;
    if (deck.empty()) continue;
    State variant = state;
    auto& swap_deck = variant.market_for_variants()[tier].deck;
    auto& card = variant.players_for_variants()[*owner].held[i].card;
    std::swap(card, swap_deck[rng.below(swap_deck.size())]);
    variants.push_back(std::move(variant));
    break;
  }
  // Bids until every bid is in; a choice until its rank is revealed.
  if (state.phase() == Phase::kBidding && player.submission && state.seat_count() >= 2) {
    State variant = state;
    auto& bids = variant.players_for_variants()[*owner].submission->bids;
    if (bids[0] < state.settings().target && bids[1] > -state.settings().target) {
      ++bids[0];
      --bids[1];
      variants.push_back(std::move(variant));
    }
  }
  if (state.phase() == Phase::kSelecting && player.choice) {
    for (const int p : state.choosable(*owner)) {
      if (p == *player.choice) continue;
      State variant = state;
      variant.players_for_variants()[*owner].choice = p;
      variants.push_back(std::move(variant));
      break;
    }
  }
  return variants;
}

std::vector<json::value> Game::probe_actions(const State& state, Seat seat) {
  std::vector<json::value> probes = {
      json::object{{"action", "take"}, {"chips", json::array{"gold"}}},
      json::object{{"action", "take"}, {"chips", json::array{"white", "blue", "green", "red"}}},
      json::object{{"action", "take"}, {"chips", json::array{"white", "white", "blue"}}},
      json::object{{"action", "take"}, {"chips", json::array{}}},
      json::object{{"action", "take"}, {"chips", json::array{"purple"}}},
      json::object{{"action", "take"}, {"chips", "white"}},
      json::object{{"action", "hold"}},
      json::object{{"action", "hold"}, {"card", 1}, {"tier", 1}},
      json::object{{"action", "hold"}, {"tier", 4}},
      json::object{{"action", "hold"}, {"card", 1000}},
      json::object{{"action", "buy"}, {"card", -1}},
      json::object{{"action", "buy"}, {"card", 2.5}},
      json::object{{"action", "buy"}, {"card", 0}, {"payment", json::object{{"gold", 99}}}},
      json::object{{"action", "buy"}, {"card", 0}, {"payment", json::object{{"mud", 1}}}},
      json::object{{"action", "return"}, {"chips", json::object{{"white", 5}}}},
      json::object{{"action", "return"}, {"chips", json::object{}}},
      json::object{{"action", "tile"}, {"tile", 99}},
      json::object{{"action", "tile"}, {"tile", 0}},
      json::object{{"action", "bid"}, {"bids", json::array{1, 2}}},
      json::object{{"action", "bid"}, {"bids", json::array{50, -50}}},
      json::object{{"action", "bid"}, {"bids", "none"}},
      json::object{{"action", "select"}, {"position", "F"}},
      json::object{{"action", "select"}, {"position", "A"}},
      json::object{{"action", "pass"}, {"extra", 1}},
      json::object{{"action", "Pass"}},
  };
  // Every face-up card and tier: a buy or hold that may not be allowed now.
  for (const auto& tier : state.market()) {
    for (const int id : tier.slots) {
      if (id >= 0) probes.push_back(json::object{{"action", "buy"}, {"card", id}});
    }
  }
  for (int t = 1; t <= kTiers; ++t) probes.push_back(json::object{{"action", "hold"}, {"tier", t}});
  // Another seat's held card.
  for (Seat s = 0; s < state.seat_count(); ++s) {
    if (s == seat) continue;
    for (const auto& h : state.player(s).held) {
      probes.push_back(json::object{{"action", "buy"}, {"card", h.card}});
    }
  }
  std::vector<json::value> bids(static_cast<std::size_t>(state.seat_count()), json::value(0));
  bids[0] = 1;
  probes.push_back(
      json::object{{"action", "bid"}, {"bids", json::array(bids.begin(), bids.end())}});
  return probes;
}

std::vector<std::string> Game::narrate(const State& state, std::size_t& cursor,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  for (; cursor < state.log().size(); ++cursor) {
    const auto& line = state.log()[cursor];
    lines.push_back(line.seat < 0 ? line.text
                                  : engine::seat_name(names, line.seat) + " " + line.text);
  }
  return lines;
}

games::Hosting Game::hosting() {
  games::Hosting host;
  // Note 3: at most five humans and four bots; 2-5 participants, or 3-6
  // with NO PLAY (parse_settings checks the pair).
  host.room = {.min_players = kMinSeats,
               .max_players = kMaxSeats,
               .max_bots = 4,
               .max_humans = 5,
               .fill_to_start = true,
               .guest_max_players = 5,
               .default_players = kDefaultSeats};
  host.resign_action = json::object{{"action", "resign"}};
  // The rulebook: "A direct active Exit request has the same forfeit result."
  host.exit_forfeits = true;
  host.wants_seat_info = true;
  // The house bot's decision from the asker's own view (notes 59-62).
  host.advice_setting = "moveAdvice";
  // Note 61: gameplay turns' stages only, not the bidding or the selection.
  host.advice_phases = {"main", "return", "tile"};
  // The participant in NO PLAY watches and receives no advice (rulebook).
  host.advises_seat = [](const engine::Match& match, engine::Seat seat) {
    const auto* typed = dynamic_cast<const Match*>(&match);
    return typed && !holds_no_play(typed->state(), seat);
  };
  // Note 68: with identities hidden the seats are dealt at the start, so the
  // waiting room's joining order tells no watcher who sits where.
  host.deals_seats = [](const json::value& settings) {
    const auto* fields = settings.if_object();
    const auto* hide = fields ? fields->if_contains("hideIdentities") : nullptr;
    return hide && hide->is_string() && hide->get_string() != "off";
  };
  // Notes 66-68: the room shows a hidden seat by its label only.
  host.identity_label = [](const engine::Match& match, engine::Viewer viewer, engine::Seat seat,
                           bool bot) -> std::optional<std::string> {
    const auto* typed = dynamic_cast<const Match*>(&match);
    return typed ? identity_label(typed->state(), viewer, seat, bot) : std::nullopt;
  };
  // Note 12: a bot's bids go in at their scheduled time, not the room's pace.
  host.bot_move_at = [](const engine::Match& match,
                        engine::Seat seat) -> std::optional<engine::Millis> {
    const auto* typed = dynamic_cast<const Match*>(&match);
    return typed ? bot_bid_at(typed->state(), seat) : std::nullopt;
  };
  // The rulebook offers the Short test deck in the testing environment only.
  host.testing_only = [](const json::value& settings) -> std::optional<std::string> {
    const auto* fields = settings.if_object();
    const auto* deck = fields ? fields->if_contains("deck") : nullptr;
    if (deck && *deck == "short") return std::string("the Short test deck");
    return std::nullopt;
  };
  host.rate = [](std::span<const ratings::Participant> participants,
                 const engine::Match& match) -> engine::Result<ratings::Settlement> {
    const auto* typed = dynamic_cast<const Match*>(&match);
    if (!typed) return engine::invalid("not a Spendii match");
    std::vector<std::int64_t> points;
    for (const auto& player : typed->state().players()) points.push_back(player.points);
    // Note 58: Short test deck games are unrated.
    const auto rated = typed->state().settings().deck == DeckKind::kShort ? ratings::Rated::kNo
                                                                          : ratings::Rated::kYes;
    return ratings::point_gap_ratings(participants, points, rated);
  };
  return host;
}

}  // namespace gavel::spendii
