// The rules: a card is played once; when both seats have played, the round
// resolves at once and the next deadline runs from that moment.
#include "tests/toy_game/rules.h"

#include <algorithm>
#include <string>

namespace gavel::toy {

std::vector<int> cards_of(unsigned hand) {
  std::vector<int> cards;
  for (int card = 1; card <= kCards; ++card) {
    if (hand & (1u << card)) cards.push_back(card);
  }
  return cards;
}

State::State(Settings settings, int, engine::Seed, Millis start)
    : settings_(settings), deadline_(start + settings.turn_seconds * Millis{1000}) {
  for (auto& player : players_) {
    for (int card = 1; card <= kCards; ++card) player.hand |= 1u << card;
  }
  events_.publish("round_start", round_, start, {{"deadline_at", deadline_}});
}

engine::Result<void> State::apply(Seat seat, Action action, Millis now, engine::Origin) {
  if (finished()) return engine::conflict("the match is over");
  auto& me = players_[seat];
  if (me.played) return engine::conflict("you have already played a card this round");
  if (action.card < 1 || action.card > kCards || !(me.hand & (1u << action.card))) {
    return engine::invalid("you do not hold card " + std::to_string(action.card));
  }
  me.played = action.card;
  events_.publish("played", round_, now, {{"seat", seat}});
  events_.tell(seat, "played_private", round_, now, {{"card", action.card}});
  if (std::any_of(std::begin(players_), std::end(players_),
                  [](const Player& p) { return p.played == 0; })) {
    return {};
  }
  RoundRecord record;
  for (Seat s = 0; s < kSeats; ++s) record.cards[s] = players_[s].played;
  if (record.cards[0] != record.cards[1]) record.winner = record.cards[0] > record.cards[1] ? 0 : 1;
  if (record.winner >= 0) ++players_[record.winner].score;
  for (auto& player : players_) {
    player.hand &= ~(1u << player.played);
    player.played = 0;
  }
  history_.push_back(record);
  events_.publish("round_result", round_, now,
                  {{"cards", {record.cards[0], record.cards[1]}},
                   {"winner", record.winner >= 0 ? boost::json::value(record.winner) : nullptr}});
  ++round_;
  deadline_ = now + settings_.turn_seconds * Millis{1000};
  if (finished()) {
    events_.publish("match_end", 0, now, {{"scores", {players_[0].score, players_[1].score}}});
  } else {
    events_.publish("round_start", round_, now, {{"deadline_at", deadline_}});
  }
  return {};
}

std::optional<engine::Deadline> State::next_deadline() const {
  if (finished()) return std::nullopt;
  engine::Deadline deadline{deadline_, {}};
  for (Seat s = 0; s < kSeats; ++s) {
    if (must_play(s)) deadline.stand_in.push_back(s);
  }
  return deadline;
}

engine::Outcome State::outcome() const {
  const Seat first = players_[1].score > players_[0].score ? 1 : 0;
  const int second_place = players_[0].score == players_[1].score ? 1 : 2;
  return {{{first, 1, static_cast<double>(players_[first].score)},
           {1 - first, second_place, static_cast<double>(players_[1 - first].score)}}};
}

}  // namespace gavel::toy
