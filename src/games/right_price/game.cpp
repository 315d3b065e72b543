// Parsing is strict: unknown fields and non-integers are refused with a
// message that says what was expected, and nothing changes.
#include "games/right_price/game.h"

#include <string>

#include "engine/json_fields.h"
#include "games/right_price/bot.h"
#include "ratings/game_ratings.h"

namespace gavel::right_price {
namespace json = boost::json;

engine::Result<Action> Game::parse_action(const json::value& value) {
  constexpr const char* kShape =
      "a move is {\"action\": \"bid\", \"amount\": n} with n a whole number of 0 or more, "
      "{\"action\": \"skip\"} or {\"action\": \"resign\"}";
  if (!value.is_object()) return engine::invalid(kShape);
  const auto& object = value.as_object();
  const auto* kind = object.if_contains("action");
  if (!kind || !kind->is_string()) return engine::invalid(kShape);
  const bool is_bid = *kind == "bid";
  const auto unknown = is_bid ? engine::unknown_field(object, {"action", "amount"})
                              : engine::unknown_field(object, {"action"});
  if (unknown)
    return engine::invalid("unknown move field '" + std::string(*unknown) + "'; " + kShape);
  if (*kind == "skip") return Action{Action::Kind::kSkip, 0};
  if (*kind == "resign") return Action{Action::Kind::kResign, 0};
  if (!is_bid) return engine::invalid(kShape);
  const auto* amount = object.if_contains("amount");
  if (!amount) return engine::invalid("a bid needs an \"amount\"; " + std::string(kShape));
  const auto number = engine::whole_number("amount", *amount, 0, engine::kMaxExactDouble);
  if (!number) return engine::invalid(kShape);
  return Action{Action::Kind::kBid, *number};
}

json::value Game::action_json(const Action& action) {
  switch (action.kind) {
    case Action::Kind::kBid:
      return json::object{{"action", "bid"}, {"amount", action.amount}};
    case Action::Kind::kSkip:
      return json::object{{"action", "skip"}};
    case Action::Kind::kResign:
      return json::object{{"action", "resign"}};
  }
  return nullptr;
}

bool Game::write_legal_actions(const State& state, Seat seat, engine::JsonWriter& out) {
  // Resigning is always possible while playing but is the room's Resign
  // button (Hosting::resign_action), not a move: it is not listed.
  const auto range = state.bid_range(seat);
  const bool skip = state.may_skip(seat);
  out.begin_array();
  if (range) {
    out.begin_object().key("action").string("bid").key("params").begin_object();
    out.key("amount").begin_object().key("type").string("int");
    out.key("min").number(range->min).key("max").number(range->max);
    out.end_object().end_object().end_object();
  }
  if (skip) out.begin_object().key("action").string("skip").end_object();
  out.end_array();
  return range || skip;
}

json::array Game::legal_actions(const State& state, Seat seat) {
  auto legal = engine::written_value(
      [&](engine::JsonWriter& out) { write_legal_actions(state, seat, out); });
  return std::move(legal.as_array());
}

namespace {

json::object bet_json(const Bet& bet) {
  return {{"acted", bet.acted}, {"skipped", bet.skipped}, {"amount", bet.amount}, {"at", bet.at}};
}

}  // namespace

json::value Game::snapshot(const State& state) {
  json::array players;
  for (const auto& player : state.players()) {
    players.push_back(json::object{{"capital", player.capital},
                                   {"eliminated", player.eliminated},
                                   {"resigned", player.resigned}});
  }
  json::array bets;
  for (const auto& bet : state.auction().bets) bets.push_back(bet_json(bet));
  auto view = view_json(state, engine::Viewer::spectator());
  return json::object{{"settings", settings_json(state.settings(), true)},
                      {"players", std::move(players)},
                      {"pool", state.pool()},
                      {"bank", state.bank()},
                      {"generator", state.generator_fingerprint()},
                      {"auction", json::object{{"item", state.auction().item},
                                               {"bets", std::move(bets)},
                                               {"leader", state.auction().leader
                                                              ? json::value(*state.auction().leader)
                                                              : json::value(nullptr)},
                                               {"high", state.auction().high},
                                               {"deadline", state.auction().deadline}}},
                      {"public", std::move(view)}};
}

std::vector<State> Game::secret_variants(const State& state, std::optional<Seat> owner,
                                         engine::Rng& rng) {
  std::vector<State> variants;
  if (state.finished()) return variants;
  if (!owner) {
    // The generator (future ranges, item values) is known to nobody.
    State variant = state;
    variant.reseed(rng.next());
    if (!(variant == state)) variants.push_back(std::move(variant));
    return variants;
  }
  // A blind bet, and whether it was a bet or a skip, is its owner's alone
  // until the auction closes.
  if (state.phase() != Phase::kBetting || state.settings().betting_mode != BettingMode::kBlind ||
      !state.active(*owner)) {
    return variants;
  }
  const Bet& bet = state.auction().bets[*owner];
  if (!bet.acted) return variants;
  // One variant per owner and step keeps the checker's cost linear in the
  // seats; over a match every kind of change is drawn.
  const Money capital = state.players()[*owner].capital;
  Bet other = bet;
  if (bet.skipped || capital == 0 || rng.chance(0.5)) {
    other.skipped = !bet.skipped;
    other.amount = other.skipped ? 0 : static_cast<Money>(rng.between(0, capital));
  } else {
    other.amount = (bet.amount + 1 + static_cast<Money>(rng.below(capital))) % (capital + 1);
  }
  variants.push_back(state);
  variants.back().set_bet(*owner, other);
  return variants;
}

std::vector<json::value> Game::probe_actions(const State& state, Seat seat) {
  const Money capital = state.players()[seat].capital;
  // Edge amounts and malformed shapes; the checker adds generic junk and
  // tries every listed action itself.
  std::vector<json::value> probes = {
      json::object{{"action", "bid"}, {"amount", -1}},
      json::object{{"action", "bid"}, {"amount", capital + 1}},
      json::object{{"action", "bid"}, {"amount", 0}},
      json::object{{"action", "bid"}, {"amount", 2.5}},
      json::object{{"action", "bid"}, {"amount", "5"}},
      json::object{{"action", "bid"}},
      json::object{{"action", "bid"}, {"amount", 1}, {"extra", true}},
      json::object{{"action", "skip"}},
      json::object{{"action", "skip"}, {"amount", 3}},
      json::object{{"action", "resign"}, {"now", true}},
  };
  if (state.phase() == Phase::kBetting && state.auction().leader) {
    const Money next = state.auction().high + state.settings().min_increase;
    probes.push_back(json::object{{"action", "bid"}, {"amount", next - 1}});
    probes.push_back(json::object{{"action", "bid"}, {"amount", next}});
  }
  return probes;
}

games::Hosting Game::hosting() {
  games::Hosting host;
  // Up to 8 players, at most one of them the house bot; a guest plays one
  // human against the bot (the rulebook's "Room settings").
  host.room = {.min_players = kMinSeats,
               .max_players = kMaxSeats,
               .max_bots = 1,
               .max_humans = kMaxSeats,
               .guest_max_players = 2,
               // "For a guest-created room ... Add bot is fixed to yes".
               .guest_bot_fixed = true};
  host.resign_action = json::object{{"action", "resign"}};
  host.wants_seat_info = true;
  host.rate = [](std::span<const ratings::Participant> participants,
                 const engine::Match& match) -> engine::Result<ratings::Settlement> {
    const auto* typed = dynamic_cast<const Match*>(&match);
    if (!typed) return engine::invalid("not a The Right Price match");
    const auto& state = typed->state();
    ratings::CapitalOutcome outcome;
    for (const auto& player : state.players()) outcome.final_capital.push_back(player.capital);
    outcome.bank = state.bank();
    outcome.prize_pool = state.pool();
    outcome.starting_capital = state.settings().starting_capital;
    return ratings::capital_share_ratings(participants, outcome, ratings::Rated::kYes);
  };
  return host;
}

}  // namespace gavel::right_price
