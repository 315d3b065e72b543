// Parsing is strict: unknown fields, non-integers and out-of-range values
// are refused with a message that says what was expected, and nothing changes.
#include <string>

#include "engine/json_fields.h"
#include "games/holdem/game.h"

namespace gavel::holdem {
namespace json = boost::json;

namespace {

constexpr const char* kShape =
    "a move is {\"action\": \"check\" | \"call\" | \"fold\" | \"all_in\" | \"finalize\" | "
    "\"agree\" | \"resign\"}, {\"action\": \"bet\", \"amount\": n}, {\"action\": \"raise\", "
    "\"to\": n}, {\"action\": \"select\", \"cards\": [card, ...]}, {\"action\": \"select\", "
    "\"placements\": [{\"card\": n, \"orientation\": n, \"at\": [dx, dy]}, ...]}, {\"action\": "
    "\"continue\", "
    "\"mode\": \"auto\" | \"manual\"}, {\"action\": \"reveal_at_end\", \"card\": 0 | 1, \"on\": "
    "bool} or {\"action\": \"reveal_now\", \"card\": 0 | 1}";

constexpr Chips kMaxChips = 1'000'000'000'000;

struct Shape {
  const char* name;
  Action::Kind kind;
  std::initializer_list<std::string_view> fields;
};

const Shape kShapes[] = {
    {"check", Action::Kind::kCheck, {"action"}},
    {"call", Action::Kind::kCall, {"action"}},
    {"fold", Action::Kind::kFold, {"action"}},
    {"all_in", Action::Kind::kAllIn, {"action"}},
    {"finalize", Action::Kind::kFinalize, {"action"}},
    {"agree", Action::Kind::kAgree, {"action"}},
    {"resign", Action::Kind::kResign, {"action"}},
    {"bet", Action::Kind::kBet, {"action", "amount"}},
    {"raise", Action::Kind::kRaise, {"action", "to"}},
    {"select", Action::Kind::kSelect, {"action", "cards", "placements"}},
    {"continue", Action::Kind::kContinue, {"action", "mode"}},
    {"reveal_at_end", Action::Kind::kRevealAtEnd, {"action", "card", "on"}},
    {"reveal_now", Action::Kind::kRevealNow, {"action", "card"}},
};

// A grid arrangement: 1 to 4 placements; the card type checks the rest.
engine::Result<std::vector<Placement>> parse_placements(const json::value& value) {
  constexpr const char* kPlacements =
      "placements must be 1 to 4 of {\"card\": n, \"orientation\": n, \"at\": [dx, dy]}";
  const auto* list = value.if_array();
  if (!list || list->empty() || list->size() > 4) return engine::invalid(kPlacements);
  std::vector<Placement> out;
  for (const auto& entry : *list) {
    const auto* fields = entry.if_object();
    if (!fields || engine::unknown_field(*fields, {"card", "orientation", "at"})) {
      return engine::invalid(kPlacements);
    }
    const auto* card = fields->if_contains("card");
    const auto* orientation = fields->if_contains("orientation");
    const auto* at = fields->if_contains("at");
    if (!card || !orientation || !at || !at->is_array() || at->as_array().size() != 2) {
      return engine::invalid(kPlacements);
    }
    const auto number = engine::whole_number("card", *card, 1, 1'000'000);
    if (!number) return std::unexpected(number.error());
    const auto turn = engine::whole_number("orientation", *orientation, 0, 11);
    if (!turn) return std::unexpected(turn.error());
    const auto dx = engine::whole_number("at", at->as_array()[0], -64, 64);
    if (!dx) return std::unexpected(dx.error());
    const auto dy = engine::whole_number("at", at->as_array()[1], -64, 64);
    if (!dy) return std::unexpected(dy.error());
    out.push_back({static_cast<Card>(*number), static_cast<int>(*turn), static_cast<int>(*dx),
                   static_cast<int>(*dy)});
  }
  return out;
}

const char* kind_name(Action::Kind kind) {
  for (const auto& shape : kShapes) {
    if (shape.kind == kind) return shape.name;
  }
  return "check";
}

}  // namespace

engine::Result<Action> Game::parse_action(const json::value& value) {
  if (!value.is_object()) return engine::invalid(kShape);
  const auto& object = value.as_object();
  const auto* kind = object.if_contains("action");
  if (!kind || !kind->is_string()) return engine::invalid(kShape);
  const Shape* shape = nullptr;
  for (const auto& candidate : kShapes) {
    if (kind->as_string() == candidate.name) shape = &candidate;
  }
  if (!shape) return engine::invalid(kShape);
  if (const auto unknown = engine::unknown_field(object, shape->fields)) {
    return engine::invalid("unknown move field '" + std::string(*unknown) + "'; " + kShape);
  }
  Action action;
  action.kind = shape->kind;
  const auto need = [&](std::string_view field) -> const json::value* {
    return object.if_contains(field);
  };
  switch (shape->kind) {
    case Action::Kind::kBet:
    case Action::Kind::kRaise: {
      const char* field = shape->kind == Action::Kind::kBet ? "amount" : "to";
      const auto* number = need(field);
      if (!number) return engine::invalid(std::string(shape->name) + " needs \"" + field + "\"");
      const auto chips = engine::whole_number(field, *number, 1, kMaxChips);
      if (!chips) return std::unexpected(chips.error());
      action.amount = *chips;
      break;
    }
    case Action::Kind::kSelect: {
      if (const auto* placements = need("placements")) {
        if (need("cards"))
          return engine::invalid("select takes \"cards\" or \"placements\", not both");
        const auto parsed = parse_placements(*placements);
        if (!parsed) return std::unexpected(parsed.error());
        action.selection.placements = *parsed;
        for (const auto& p : *parsed) action.selection.cards.push_back(p.card);
        break;
      }
      const auto* cards = need("cards");
      if (!cards || !cards->is_array() || cards->as_array().empty() ||
          cards->as_array().size() > 4) {
        return engine::invalid("select needs \"cards\": 1 to 4 card numbers");
      }
      for (const auto& card : cards->as_array()) {
        const auto number = engine::whole_number("cards", card, 1, 1'000'000);
        if (!number) return std::unexpected(number.error());
        action.selection.cards.push_back(static_cast<Card>(*number));
      }
      break;
    }
    case Action::Kind::kContinue: {
      const auto* mode = need("mode");
      if (!mode) return engine::invalid("continue needs \"mode\": \"auto\" or \"manual\"");
      const auto which = engine::choice("mode", *mode, {"auto", "manual"});
      if (!which) return std::unexpected(which.error());
      action.flag = *which == 0;
      break;
    }
    case Action::Kind::kRevealAtEnd:
    case Action::Kind::kRevealNow: {
      const auto* card = need("card");
      if (!card) return engine::invalid(std::string(shape->name) + " needs \"card\": 0 or 1");
      const auto index = engine::whole_number("card", *card, 0, 1);
      if (!index) return std::unexpected(index.error());
      action.card = static_cast<int>(*index);
      if (shape->kind == Action::Kind::kRevealAtEnd) {
        const auto* on = need("on");
        if (!on) return engine::invalid("reveal_at_end needs \"on\": true or false");
        const auto flag = engine::boolean("on", *on);
        if (!flag) return std::unexpected(flag.error());
        action.flag = *flag;
      }
      break;
    }
    default:
      break;
  }
  return action;
}

json::value Game::action_json(const Action& action) {
  json::object out{{"action", kind_name(action.kind)}};
  switch (action.kind) {
    case Action::Kind::kBet:
      out["amount"] = action.amount;
      break;
    case Action::Kind::kRaise:
      out["to"] = action.amount;
      break;
    case Action::Kind::kSelect:
      if (action.selection.placements.empty()) {
        out["cards"] = json::array(action.selection.cards.begin(), action.selection.cards.end());
      } else {
        out["placements"] = placements_json(action.selection.placements);
      }
      break;
    case Action::Kind::kContinue:
      out["mode"] = action.flag ? "auto" : "manual";
      break;
    case Action::Kind::kRevealAtEnd:
      out["card"] = action.card;
      out["on"] = action.flag;
      break;
    case Action::Kind::kRevealNow:
      out["card"] = action.card;
      break;
    default:
      break;
  }
  return out;
}

namespace {

// Reveal now (notes 68, 71-72): each card of the seat's in the last hand
// not shown yet, in a break and once the tournament is over.
void list_reveal_now(const State& state, Seat seat, json::array& legal) {
  const auto& last = state.last_hand();
  if (!last || !last->dealt[seat]) return;
  for (int c = 0; c < 2; ++c) {
    if (!last->shown[seat][static_cast<std::size_t>(c)]) {
      legal.push_back(json::object{{"action", "reveal_now"}, {"card", c}});
    }
  }
}

}  // namespace

json::array Game::legal_actions(const State& state, Seat seat) {
  json::array legal;
  if (seat < 0 || seat >= state.seat_count()) return legal;
  const auto& p = state.players()[seat];
  if (p.resigned) return legal;
  // Bots take no optional action: listing one would make the host ask them.
  const auto& bots = state.settings().bots;
  const bool human = static_cast<std::size_t>(seat) >= bots.size() || !bots[seat];
  const auto exact = [&](const char* name) { legal.push_back(json::object{{"action", name}}); };
  const auto range = [&](const char* name, const char* field, Chips min, Chips max) {
    legal.push_back(json::object{
        {"action", name},
        {"params",
         json::object{{field, json::object{{"type", "int"}, {"min", min}, {"max", max}}}}}});
  };
  switch (state.phase()) {
    case Phase::kBetting:
      if (state.to_act() == seat) {
        const Chips owed = state.to_call(seat);
        if (owed == 0) exact("check");
        if (owed > 0) exact("call");
        exact("fold");
        if (state.may_raise(seat)) {
          const Chips most = p.bet + p.stack;
          if (most >= state.min_raise_to()) {
            range(state.current_bet() == 0 ? "bet" : "raise",
                  state.current_bet() == 0 ? "amount" : "to", state.min_raise_to(), most);
          }
        }
        if (state.all_in_legal(seat)) exact("all_in");
      }
      if (human && p.dealt && p.folded) {
        for (int c = 0; c < 2; ++c) {
          if (!p.reveal_at_end[static_cast<std::size_t>(c)]) {
            legal.push_back(json::object{{"action", "reveal_at_end"}, {"card", c}, {"on", true}});
          }
        }
      }
      break;
    case Phase::kSelection:
      if (p.dealt && !p.folded && !p.finalized) {
        for (const auto& selection :
             card_type(state.settings()).selections(state.four_cards(seat))) {
          Action select;
          select.kind = Action::Kind::kSelect;
          select.selection = selection;
          legal.push_back(action_json(select));
        }
        exact("finalize");
      }
      if (human && p.dealt && p.folded) {
        for (int c = 0; c < 2; ++c) {
          if (!p.reveal_at_end[static_cast<std::size_t>(c)]) {
            legal.push_back(json::object{{"action", "reveal_at_end"}, {"card", c}, {"on", true}});
          }
        }
      }
      break;
    case Phase::kBreak:
      if (!human) break;
      if (p.stack > 0 && !p.agreed) exact("agree");
      list_reveal_now(state, seat, legal);
      break;
    case Phase::kOver:
      // The rules keep it open; the room bounds it to its final-results
      // break (Hosting::moves_after_end).
      if (human) list_reveal_now(state, seat, legal);
      break;
  }
  // Continue switches between Auto and Manual at any time (both are
  // accepted). Listed: to Manual whenever on Auto, back to Auto in a break
  // (where it agrees at once), so a generic player cannot toggle for ever.
  if (human && !p.eliminated && !state.finished() &&
      (p.auto_continue || state.phase() == Phase::kBreak)) {
    legal.push_back(
        json::object{{"action", "continue"}, {"mode", p.auto_continue ? "manual" : "auto"}});
  }
  return legal;
}

std::optional<engine::Turn> Game::turn(const State& state, Seat seat) {
  if (state.finished()) return std::nullopt;
  const auto& p = state.players()[seat];
  bool needed = false;
  switch (state.phase()) {
    case Phase::kBetting:
      needed = state.to_act() == seat;
      break;
    case Phase::kSelection:
      needed = p.dealt && !p.folded && !p.finalized;
      break;
    case Phase::kBreak:
      needed = p.stack > 0 && !p.resigned && !p.agreed;
      break;
    case Phase::kOver:
      break;
  }
  if (!needed) return std::nullopt;
  return engine::Turn{p.turn, phase_name(state.phase())};
}

std::vector<json::value> Game::probe_actions(const State& state, Seat seat) {
  const auto& p = state.players()[seat];
  const Chips most = p.bet + p.stack;
  // Edge cases only: the checker adds generic junk and tries each on a copy.
  return {
      json::object{{"action", "bet"}, {"amount", 0}},
      json::object{{"action", "bet"}, {"amount", most + 1}},
      json::object{{"action", "raise"}, {"to", state.current_bet()}},
      json::object{{"action", "raise"}, {"to", state.min_raise_to()}},
      json::object{{"action", "raise"}, {"to", 2.5}},
      json::object{{"action", "check"}},
      json::object{{"action", "call"}, {"amount", 3}},
      json::object{{"action", "select"}, {"cards", json::array{21}}},
      json::object{{"action", "select"}, {"cards", json::array{20, 19, 18}}},
      json::object{{"action", "finalize"}},
      json::object{{"action", "agree"}},
      json::object{{"action", "reveal_at_end"}, {"card", 2}, {"on", true}},
      json::object{{"action", "reveal_now"}, {"card", 0}},
  };
}

}  // namespace gavel::holdem
