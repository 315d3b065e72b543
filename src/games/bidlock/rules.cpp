// Bidlock round resolution and standings.
#include "games/bidlock/rules.h"

#include <algorithm>
#include <numeric>
#include <string>

namespace gavel::bidlock {

std::vector<int> chip_list(ChipSet set) {
  std::vector<int> chips;
  for (int chip = 1; chip <= 13; ++chip) {
    if (holds(set, chip)) chips.push_back(chip);
  }
  return chips;
}

namespace {

std::array<int, kRounds> shuffled_prizes(engine::Seed seed) {
  auto deck = kPrizes;
  engine::Rng rng(seed);
  rng.shuffle(std::span<int>(deck));
  return deck;
}

}  // namespace

State::State(Settings settings, int seats, engine::Seed seed, Millis start)
    : State(settings, seats, shuffled_prizes(seed), start) {}

State::State(Settings settings, int seats, const std::array<int, kRounds>& deck, Millis start)
    : settings_(settings), deck_(deck), players_(static_cast<std::size_t>(seats)) {
  events_.publish(
      "match_start", 0, start,
      {{"seats", seats}, {"rounds", kRounds}, {"turn_seconds", settings_.turn_seconds}});
  begin_round(start);
}

int State::pot_value() const {
  return std::accumulate(pot_.begin(), pot_.end(), 0);
}

std::vector<int> State::unseen_prizes() const {
  const auto unseen = unseen_in_deck();
  return {unseen.begin(), unseen.end()};
}

std::span<const int> State::unseen_in_deck() const {
  return std::span<const int>(deck_).subspan(static_cast<std::size_t>(round_));
}

void State::set_unseen_order(const std::vector<int>& prizes) {
  std::copy(prizes.begin(), prizes.end(), deck_.begin() + round_);
}

void State::begin_round(Millis now) {
  pot_.push_back(deck_[round_ - 1]);
  deadline_ = now + static_cast<Millis>(settings_.turn_seconds) * 1000;
  events_.publish("round_start", round_, now,
                  {{"card", pot_.back()},
                   {"pot", boost::json::array(pot_.begin(), pot_.end())},
                   {"value", pot_value()},
                   {"deadline_at", deadline_}});
  // In the last round everyone holds exactly one chip: there is nothing to
  // decide, so the chips are locked at once instead of waiting out the clock.
  if (round_ == kRounds) {
    for (auto& player : players_) {
      player.locked = std::countr_zero(player.chips);
      player.locked_by = engine::Origin::kAuto;
    }
    resolve_round(now);
  }
}

engine::Result<void> State::apply(Seat seat, const Action& action, Millis now,
                                  engine::Origin origin) {
  if (finished_) return engine::conflict("the match is over");
  auto& player = players_[seat];
  if (player.locked != 0) {
    return engine::conflict("you already locked a chip this round");
  }
  if (!holds(player.chips, action.chip)) {
    return engine::invalid("you do not hold chip " + std::to_string(action.chip));
  }
  player.locked = action.chip;
  player.locked_by = origin;
  if (origin == engine::Origin::kTimeout) ++player.timeouts;
  // Everyone learns that the seat locked; only the seat learns which chip.
  events_.publish("chip_locked", round_, now, {{"seat", seat}});
  events_.tell(seat, "chip_locked_private", round_, now,
               {{"chip", action.chip}, {"by", engine::origin_name(origin)}});
  const bool everyone_locked =
      std::all_of(players_.begin(), players_.end(), [](const auto& p) { return p.locked != 0; });
  if (everyone_locked) resolve_round(now);
  return {};
}

void State::resolve_round(Millis now) {
  RoundRecord record;
  record.round = round_;
  record.pot = pot_;
  record.value = pot_value();
  int counts[14] = {};
  for (const auto& player : players_) ++counts[player.locked];
  int best = -1;
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    auto& player = players_[seat];
    const bool clashed = counts[player.locked] > 1;
    record.bids.push_back(player.locked);
    record.clashed.push_back(clashed);
    record.origins.push_back(player.locked_by);
    if (!clashed) {
      // A pot worth 0 or more goes to the highest chip, a negative one to the lowest.
      const bool better = best < 0 || (record.value >= 0 ? player.locked > players_[best].locked
                                                         : player.locked < players_[best].locked);
      if (better) best = seat;
    }
  }
  for (auto& player : players_) {
    player.chips = static_cast<ChipSet>(player.chips & ~(1u << player.locked));
    player.locked = 0;
  }
  if (best >= 0) {
    auto& winner = players_[best];
    winner.score += record.value;
    for (const int card : pot_) {
      winner.won.push_back(card);
      if (card < 0) ++winner.negatives;
    }
    record.winner = best;
    pot_.clear();
  } else {
    record.carried = true;
  }
  if (round_ == kRounds) record.discarded = record.carried;
  publish_result(record, now);
  history_.push_back(std::move(record));
  if (round_ == kRounds) {
    finished_ = true;
    events_.publish("match_end", 0, now, {{"scores", scores_json()}});
    return;
  }
  ++round_;
  begin_round(now);
}

void State::publish_result(const RoundRecord& record, Millis now) {
  boost::json::array origins;
  for (const auto origin : record.origins) origins.push_back(engine::origin_name(origin));
  events_.publish(
      "round_result", record.round, now,
      {{"pot", boost::json::array(record.pot.begin(), record.pot.end())},
       {"value", record.value},
       {"chips", boost::json::array(record.bids.begin(), record.bids.end())},
       {"clashed", boost::json::array(record.clashed.begin(), record.clashed.end())},
       {"by", std::move(origins)},
       {"winner", record.winner >= 0 ? boost::json::value(record.winner) : boost::json::value()},
       {"carried", record.carried},
       {"discarded", record.discarded},
       {"scores", scores_json()}});
}

boost::json::array State::scores_json() const {
  boost::json::array scores;
  for (const auto& player : players_) scores.push_back(player.score);
  return scores;
}

std::optional<engine::Deadline> State::next_deadline() const {
  if (finished_) return std::nullopt;
  engine::Deadline deadline{deadline_, {}};
  for (Seat seat = 0; seat < seat_count(); ++seat) {
    if (players_[seat].locked == 0) deadline.stand_in.push_back(seat);
  }
  return deadline;
}

engine::Outcome State::outcome() const {
  std::vector<Seat> order(players_.size());
  std::iota(order.begin(), order.end(), 0);
  const auto ahead = [&](Seat a, Seat b) {
    const auto& pa = players_[a];
    const auto& pb = players_[b];
    if (pa.score != pb.score) return pa.score > pb.score;
    return pa.negatives < pb.negatives;
  };
  std::stable_sort(order.begin(), order.end(), ahead);
  engine::Outcome outcome;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const bool tied_with_previous = i > 0 && !ahead(order[i - 1], order[i]);
    const int place = tied_with_previous ? outcome.standings.back().place : static_cast<int>(i) + 1;
    outcome.standings.push_back({order[i], place, static_cast<double>(players_[order[i]].score)});
  }
  return outcome;
}

}  // namespace gavel::bidlock
