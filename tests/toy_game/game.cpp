// High Card's codecs, checker hooks, log, bots and hosting, written only
// against engine/ and games/ helpers, as a new game would be.
#include "tests/toy_game/game.h"

#include "engine/json_fields.h"
#include "engine/seat_name.h"
#include "games/placement_ratings.h"

namespace gavel::toy {
namespace json = boost::json;

engine::Result<Settings> Game::parse_settings(const json::value& value, int) {
  Settings settings;
  if (value.is_null()) return settings;
  if (!value.is_object()) return engine::invalid("High Card settings must be a JSON object");
  const auto& fields = value.as_object();
  if (const auto unknown = engine::unknown_field(fields, {"rounds", "turnSeconds", "stake"})) {
    return engine::invalid("unknown High Card setting '" + std::string(*unknown) + "'");
  }
  if (const auto* field = fields.if_contains("rounds")) {
    const auto rounds = engine::whole_number("rounds", *field, 1, kCards);
    if (!rounds) return std::unexpected(rounds.error());
    settings.rounds = static_cast<int>(*rounds);
  }
  if (const auto* field = fields.if_contains("stake")) {
    const auto stake = engine::whole_number("stake", *field, 0, 1000);
    if (!stake) return std::unexpected(stake.error());
    settings.stake = static_cast<int>(*stake);
  }
  if (const auto* field = fields.if_contains("turnSeconds")) {
    const auto seconds =
        engine::whole_number("turnSeconds", *field, kMinTurnSeconds, kMaxTurnSeconds);
    if (!seconds) return std::unexpected(seconds.error());
    settings.turn_seconds = static_cast<int>(*seconds);
  }
  return settings;
}

engine::Result<Action> Game::parse_action(const json::value& value) {
  const auto card = engine::number_move(
      value, "card", 1, kCards, "a move is {\"card\": n} with n a whole number from 1 to 5");
  if (!card) return std::unexpected(card.error());
  return Action{static_cast<int>(*card)};
}

json::value Game::action_json(const Action& action) {
  return json::object{{"card", action.card}};
}

json::array Game::legal_actions(const State& state, Seat seat) {
  json::array legal;
  if (!state.must_play(seat)) return legal;
  for (const int card : cards_of(state.player(seat).hand)) legal.push_back(action_json({card}));
  return legal;
}

json::value Game::snapshot(const State& state) {
  json::array played;
  for (Seat seat = 0; seat < kSeats; ++seat) played.push_back(state.player(seat).played);
  return json::object{{"played", std::move(played)},
                      {"public", view_json(view(state, engine::Viewer::spectator()))}};
}

std::vector<State> Game::secret_variants(const State& state, std::optional<Seat> owner,
                                         engine::Rng&) {
  // Only a face-down card is secret, and only from the other seat.
  std::vector<State> variants;
  if (!owner || state.player(*owner).played == 0) return variants;
  for (const int card : cards_of(state.player(*owner).hand)) {
    if (card == state.player(*owner).played) continue;
    variants.push_back(state);
    variants.back().set_played(*owner, card);
  }
  return variants;
}

std::vector<json::value> Game::probe_actions(const State& state, Seat seat) {
  std::vector<json::value> probes = {
      json::object{{"card", 0}},           json::object{{"card", 6}},
      json::object{{"card", -1}},          json::object{{"card", 2.5}},
      json::object{{"card", "3"}},         json::object{{"card", nullptr}},
      json::object{{"card", 3}, {"x", 1}}, json::object{{"chip", 3}},
  };
  // A card already spent.
  for (int card = 1; card <= kCards; ++card) {
    if (!(state.player(seat).hand & (1u << card))) probes.push_back(action_json({card}));
  }
  return probes;
}

std::vector<std::string> Game::narrate(const State& state, std::size_t& cursor,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> lines;
  for (; cursor < state.history().size(); ++cursor) {
    const auto& round = state.history()[cursor];
    lines.push_back("Round " + std::to_string(cursor + 1) + ": " + engine::seat_name(names, 0) +
                    " plays " + std::to_string(round.cards[0]) + ", " +
                    engine::seat_name(names, 1) + " plays " + std::to_string(round.cards[1]) +
                    "; " + (round.winner < 0 ? "nobody" : engine::seat_name(names, round.winner)) +
                    " scores");
  }
  return lines;
}

namespace {

// The cards the viewing seat may play (none for a spectator or at the end:
// card 0 is then refused like any bad move).
std::vector<int> playable(const View& view) {
  if (!view.seat || view.finished) return {};
  return cards_of(view.players[*view.seat].hand);
}

class LowBot final : public Bot {
 public:
  Action decide(const View& view) override {
    const auto cards = playable(view);
    return {cards.empty() ? 0 : cards.front()};
  }
};

class RandomBot final : public Bot {
 public:
  explicit RandomBot(engine::Seed seed) : rng_(seed) {}
  Action decide(const View& view) override {
    const auto cards = playable(view);
    return {cards.empty() ? 0 : cards[rng_.below(cards.size())]};
  }

 private:
  engine::Rng rng_;
};

}  // namespace

std::vector<std::string> Game::bot_names() {
  return {"low", "random"};
}

engine::Result<std::unique_ptr<Bot>> Game::make_bot(std::string_view name, engine::Seed seed) {
  if (name == "low") return std::make_unique<LowBot>();
  if (name == "random") return std::make_unique<RandomBot>(seed);
  return engine::invalid("no High Card bot named '" + std::string(name) + "'");
}

games::Hosting Game::hosting() {
  games::Hosting host;
  host.room = {.min_players = kSeats, .max_players = kSeats, .max_bots = 1, .max_humans = kSeats};
  host.turn_setting = "turnSeconds";
  games::rate_by_place(host);
  // Paid tables, as a game with a pot rule offers them: a tenth of the pot
  // is the rake, the winner takes the rest, and a tie splits it (an odd unit
  // to seat 0).
  host.stake = [](const json::value& settings) -> std::int64_t {
    const auto parsed = parse_settings(settings, kSeats);
    return parsed ? parsed->stake : 0;
  };
  host.payouts = [](const engine::Match& match) {
    const auto* typed = dynamic_cast<const engine::TypedMatch<Game>*>(&match);
    std::vector<std::int64_t> shares(kSeats, 0);
    if (!typed) return shares;
    const auto pot = std::int64_t{typed->state().settings().stake} * kSeats;
    const auto prize = pot - pot / 10;
    const auto winners = match.outcome().winners();
    for (const auto seat : winners)
      shares[seat] = prize / static_cast<std::int64_t>(winners.size());
    shares[winners.front()] += prize % static_cast<std::int64_t>(winners.size());
    return shares;
  };
  return host;
}

}  // namespace gavel::toy
