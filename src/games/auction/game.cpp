// Parsing is strict: unknown fields, non-integers and bad messages are
// refused with a message that says what was expected, and nothing changes.
#include "games/auction/game.h"

#include <string>

#include "engine/json_fields.h"
#include "engine/text_param.h"
#include "engine/view_writer.h"
#include "games/auction/records_json.h"
#include "games/placement_ratings.h"

namespace gavel::auction {
namespace json = boost::json;

namespace {

constexpr const char* kShape =
    "a move is {\"action\": \"say\", \"message\": text}, {\"action\": \"pass\"}, "
    "{\"action\": \"bid\", \"amount\": n} (with an optional \"message\") or "
    "{\"action\": \"leave\"}";

void write_text_param(engine::JsonWriter& out, bool optional) {
  out.begin_object().key("type").string("text").key("max_chars").number(kMaxMessageChars);
  if (optional) out.key("optional").boolean(true);
  out.end_object();
}

}  // namespace

engine::Result<Action> Game::parse_action(const json::value& value) {
  if (!value.is_object()) return engine::invalid(kShape);
  const auto& object = value.as_object();
  const auto* kind = object.if_contains("action");
  if (!kind || !kind->is_string()) return engine::invalid(kShape);
  const auto& name = kind->as_string();
  std::optional<std::string_view> unknown;
  if (name == "say") {
    unknown = engine::unknown_field(object, {"action", "message"});
  } else if (name == "bid") {
    unknown = engine::unknown_field(object, {"action", "amount", "message"});
  } else if (name == "pass" || name == "leave") {
    unknown = engine::unknown_field(object, {"action"});
  } else {
    return engine::invalid(kShape);
  }
  if (unknown) {
    return engine::invalid("unknown move field '" + std::string(*unknown) + "'; " + kShape);
  }
  Action action;
  if (const auto* message = object.if_contains("message")) {
    if (!message->is_string()) return engine::invalid("message must be text");
    auto text = engine::checked_text(std::string_view(message->as_string()), kMaxMessageChars);
    if (!text) return std::unexpected(text.error());
    action.message = std::move(*text);
  }
  if (name == "pass") action.kind = Action::Kind::kPass;
  if (name == "leave") action.kind = Action::Kind::kLeave;
  if (name == "say") {
    if (action.message.empty()) return engine::invalid("say needs a \"message\"");
    action.kind = Action::Kind::kSay;
  }
  if (name == "bid") {
    const auto* amount = object.if_contains("amount");
    if (!amount) return engine::invalid("a bid needs an \"amount\"; " + std::string(kShape));
    const auto number = engine::whole_number("amount", *amount, 0, kStartingCredits);
    if (!number) return std::unexpected(number.error());
    action.kind = Action::Kind::kBid;
    action.amount = static_cast<int>(*number);
  }
  return action;
}

json::value Game::action_json(const Action& action) {
  switch (action.kind) {
    case Action::Kind::kSay:
      return json::object{{"action", "say"}, {"message", action.message}};
    case Action::Kind::kPass:
      return json::object{{"action", "pass"}};
    case Action::Kind::kLeave:
      return json::object{{"action", "leave"}};
    case Action::Kind::kBid: {
      json::object out{{"action", "bid"}, {"amount", action.amount}};
      if (!action.message.empty()) out["message"] = action.message;
      return out;
    }
  }
  return nullptr;
}

bool Game::write_legal_actions(const State& state, Seat seat, engine::JsonWriter& out) {
  // Leaving is always possible but is the room's Resign button
  // (Hosting::resign_action), not a move: it is not listed.
  out.begin_array();
  const bool to_act = state.to_act() == seat && !state.players()[seat].left;
  if (to_act && state.phase() == Phase::kTalk) {
    out.begin_object().key("action").string("say").key("params").begin_object();
    write_text_param(out.key("message"), false);
    out.end_object().end_object();
    out.begin_object().key("action").string("pass").end_object();
  } else if (to_act) {
    out.begin_object().key("action").string("bid").key("params").begin_object();
    out.key("amount").begin_object().key("type").string("int").key("min").number(0);
    out.key("max").number(state.players()[seat].credits).end_object();
    write_text_param(out.key("message"), true);
    out.end_object().end_object();
  }
  out.end_array();
  return to_act;
}

json::array Game::legal_actions(const State& state, Seat seat) {
  auto legal = engine::written_value(
      [&](engine::JsonWriter& out) { write_legal_actions(state, seat, out); });
  return std::move(legal.as_array());
}

std::optional<engine::Turn> Game::turn(const State& state, Seat seat) {
  if (state.to_act() != seat || state.players()[seat].left) return std::nullopt;
  return engine::Turn{state.turn_number(), phase_name(state.phase())};
}

json::value Game::snapshot(const State& state) {
  json::array players;
  for (const auto& player : state.players()) {
    players.push_back(
        json::object{{"credits", player.credits},
                     {"profit", player.profit},
                     {"items_won", json::array(player.items_won.begin(), player.items_won.end())},
                     {"left", player.left}});
  }
  json::array sealed;
  for (const auto& bid : state.sealed()) {
    sealed.push_back(json::object{{"sealed", bid.sealed},
                                  {"amount", bid.amount},
                                  {"timeout", bid.timeout},
                                  {"no_turn", bid.no_turn}});
  }
  return json::object{{"settings", settings_json(state.settings())},
                      {"seed", to_hex(state.seed())},
                      {"values", values_json(state)},
                      {"players", std::move(players)},
                      {"sealed", std::move(sealed)},
                      {"deadline", state.deadline()},
                      {"events", state.events().all().size()},
                      {"public", view_json(state, engine::Viewer::spectator())}};
}

std::vector<State> Game::secret_variants(const State& state, std::optional<Seat> owner,
                                         engine::Rng& rng) {
  std::vector<State> variants;
  if (state.finished()) return variants;
  const auto other_value = [&](int value) {
    return kValueMin +
           (value - kValueMin + 1 + static_cast<int>(rng.below(kValueMax - kValueMin))) %
               (kValueMax - kValueMin + 1);
  };
  if (!owner) {
    // Values of items not yet up are known to nobody.
    if (state.item() >= state.settings().items) return variants;
    const int item = static_cast<int>(rng.between(state.item() + 1, state.settings().items));
    const Seat seat = static_cast<Seat>(rng.below(static_cast<std::uint64_t>(state.seat_count())));
    State variant = state;
    variant.set_value(item, seat, other_value(state.value(item, seat)));
    variants.push_back(std::move(variant));
    return variants;
  }
  // Views are the checker's cost here (each variant is viewed by every other
  // seat), so a third of the owners get a variant at each step; over a
  // match every owner and every kind is drawn many times: the owner's value of the item
  // under way, of a past item it did not win (a winner's value follows from
  // its public profit, note 25), and its sealed bid until the reveal.
  if (rng.below(3) != 0) return variants;
  std::vector<int> unwon;
  for (const auto& record : state.history()) {
    if (record.winner != *owner) unwon.push_back(record.item);
  }
  const auto& bid = state.sealed()[*owner];
  const int credits = state.players()[*owner].credits;
  const bool bid_secret = state.phase() == Phase::kBid && bid.sealed && !bid.no_turn;
  State variant = state;
  const auto kind = rng.below(3);
  if (kind == 0 && bid_secret && credits > 0) {
    SealedBid other = bid;
    other.amount = (bid.amount + 1 + static_cast<int>(rng.below(credits))) % (credits + 1);
    other.timeout = other.amount == 0 && !bid.timeout && rng.chance(0.5);
    variant.set_sealed(*owner, other);
  } else if (kind == 1 && bid_secret && bid.amount == 0) {
    // A missed bid and a bid of 0 look the same until the reveal (note 17).
    SealedBid other = bid;
    other.timeout = !bid.timeout;
    variant.set_sealed(*owner, other);
  } else if (kind == 2 && !unwon.empty()) {
    const int item = unwon[rng.below(unwon.size())];
    variant.set_value(item, *owner, other_value(state.value(item, *owner)));
  } else {
    variant.set_value(state.item(), *owner, other_value(state.value(state.item(), *owner)));
  }
  variants.push_back(std::move(variant));
  return variants;
}

std::vector<json::value> Game::probe_actions(const State& state, Seat seat) {
  const int credits = state.players()[seat].credits;
  return {
      json::object{{"action", "bid"}, {"amount", -1}},
      json::object{{"action", "bid"}, {"amount", credits + 1}},
      json::object{{"action", "bid"}, {"amount", 0}},
      json::object{{"action", "bid"}, {"amount", credits}},
      json::object{{"action", "bid"}, {"amount", 2.5}},
      json::object{{"action", "bid"}, {"amount", "5"}},
      json::object{{"action", "bid"}},
      json::object{{"action", "bid"}, {"amount", 1}, {"extra", true}},
      json::object{{"action", "bid"}, {"amount", 1}, {"message", ""}},
      json::object{{"action", "bid"}, {"amount", 1}, {"message", std::string(281, 'x')}},
      json::object{{"action", "say"}},
      json::object{{"action", "say"}, {"message", "   "}},
      json::object{{"action", "say"}, {"message", 7}},
      json::object{{"action", "say"}, {"message", "bell\x07"}},
      json::object{{"action", "say"}, {"message", std::string(281, 'y')}},
      // 280 two-byte code points: legal when it is a talk turn.
      json::object{{"action", "say"},
                   {"message",
                    [] {
                      std::string s;
                      for (int i = 0; i < 280; ++i) s += "\xC3\xA9";
                      return s;
                    }()}},
      json::object{{"action", "say"}, {"message", "hi"}, {"amount", 3}},
      json::object{{"action", "pass"}},
      json::object{{"action", "pass"}, {"message", "x"}},
      json::object{{"action", "Pass"}},
  };
}

games::Hosting Game::hosting() {
  games::Hosting host;
  // 3-8 seats, any mix of humans and house bots; the host is human.
  host.room = {.min_players = kMinSeats,
               .max_players = kMaxSeats,
               .max_bots = kMaxSeats - 1,
               .max_humans = kMaxSeats,
               .default_players = kDefaultSeats};
  host.resign_action = json::object{{"action", "leave"}};
  // No turn_setting: the rulebook's default deadline (10 s) holds whatever
  // the server's TURN_SECONDS; a room's turnSeconds still sets it.
  // Rated like Bidlock: pairwise on the final ranking (docs/games/blind-auction.md).
  games::rate_by_place(host);
  // Paid tables: the stake is a setting; the payouts are the rules' own
  // (notes 32-34), the same the auction_end event and the replay show.
  host.stake = [](const json::value& settings) -> std::int64_t {
    const auto* fields = settings.if_object();
    const auto* stake = fields ? fields->if_contains("stake") : nullptr;
    const auto units = stake ? engine::as_whole_number(*stake) : std::nullopt;
    return units && *units > 0 ? *units : 0;
  };
  host.payouts = [](const engine::Match& match) -> std::vector<std::int64_t> {
    const auto* typed = dynamic_cast<const Match*>(&match);
    if (!typed || !typed->state().payout()) return {};
    return typed->state().payout()->paid;
  };
  return host;
}

}  // namespace gavel::auction
