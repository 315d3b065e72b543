// Positions by betting (notes 9-15): everyone bids for every position, the
// columns rank the bids, and from the first rank down the seats choose a
// highlighted position, all choices of a rank revealed together.
#include <algorithm>

#include "games/spendii/rules.h"

namespace gavel::spendii {

bool State::must_select(engine::Seat seat) const {
  return phase_ == Phase::kSelecting && players_[seat].position < 0 && !choosable(seat).empty();
}

std::vector<int> State::choosable(engine::Seat seat) const {
  if (phase_ != Phase::kSelecting || players_[seat].position >= 0) return {};
  return highlighted(columns_, holder_, seat, rank_);
}

engine::Result<void> State::bid(engine::Seat seat, const std::vector<int>& bids,
                                engine::Millis now) {
  auto& player = players_[seat];
  if (player.submission) return engine::conflict("your bids are in and final");
  if (auto ok = check_bids(bids, seat_count(), settings_.target); !ok) return ok;
  const auto at =
      player.bot_bid_ms >= 0 ? player.bot_bid_ms : std::max<engine::Millis>(0, now - start_);
  player.submission = Submission{bids, at};
  ++decisions_;
  note(seat, "submits bids");
  publish("bids_in", 0, now, [&] { return boost::json::object{{"seat", seat}}; });
  if (std::all_of(players_.begin(), players_.end(),
                  [](const Player& p) { return p.submission.has_value(); })) {
    close_bidding(now);
  }
  return {};
}

void State::close_bidding(engine::Millis now) {
  std::vector<Submission> submissions;
  for (const auto& player : players_) submissions.push_back(*player.submission);
  columns_ = rank_columns(submissions, settings_.seat_info);
  phase_ = Phase::kSelecting;
  rank_ = 0;
  note(-1, "Bids revealed; positions are chosen rank by rank");
  open_rank(now);
}

void State::open_rank(engine::Millis now) {
  for (; rank_ < seat_count(); ++rank_) {
    bool anyone = false;
    bool waiting = false;
    for (engine::Seat s = 0; s < seat_count(); ++s) {
      if (!must_select(s)) continue;
      anyone = true;
      if (players_[s].forfeited) auto_select(s);
      waiting = waiting || !players_[s].choice;
    }
    if (!anyone) continue;
    phase_deadline_ = now + kSelectMillis;
    ++decisions_;
    if (!waiting) return reveal_rank(now);
    return;
  }
  // Past the last rank: anyone still unplaced takes the free positions in
  // order (a rank-by-rank walk need not place everyone; docs, note 14).
  for (engine::Seat s = 0; s < seat_count(); ++s) {
    if (players_[s].position >= 0) continue;
    for (int p = 0; p < seat_count(); ++p) {
      if (holder_[p]) continue;
      holder_[p] = s;
      players_[s].position = p;
      players_[s].start_points = players_[s].submission->bids[p];
      note(s, [&] { return "is given position " + position_name(settings_, p); });
      break;
    }
  }
  start_play(now);
}

void State::auto_select(engine::Seat seat) {
  players_[seat].choice = choosable(seat).front();  // the earliest letter (note 15)
}

engine::Result<void> State::select(engine::Seat seat, int position, engine::Millis now) {
  if (!must_select(seat)) return engine::conflict("you have no position to choose at this rank");
  auto& player = players_[seat];
  if (player.choice) return engine::conflict("you have chosen for this rank");
  if (position == kNoPlayPosition) {
    if (!settings_.no_play) return engine::invalid("this room has no NO PLAY position");
    position = seat_count() - 1;
  } else if (position >= settings_.active()) {
    return engine::invalid("this room's positions are A to " +
                           position_name(settings_, settings_.active() - 1) +
                           (settings_.no_play ? " and NO PLAY" : ""));
  }
  const auto options = choosable(seat);
  if (std::find(options.begin(), options.end(), position) == options.end()) {
    return engine::invalid("position " + position_name(settings_, position) +
                           " is not one of your highlighted positions at this rank");
  }
  player.choice = position;
  ++decisions_;
  // The choices of a rank are revealed together: the event says only that
  // one came in, so that waiting feeds wake without learning whose.
  publish("chosen", 0, now, [&] { return boost::json::object{{"rank", rank_}}; });
  for (engine::Seat s = 0; s < seat_count(); ++s) {
    if (must_select(s) && !players_[s].choice) return {};
  }
  reveal_rank(now);
  return {};
}

void State::reveal_rank(engine::Millis now) {
  for (engine::Seat s = 0; s < seat_count(); ++s) {
    auto& player = players_[s];
    if (!player.choice) continue;
    const int p = *player.choice;
    player.choice.reset();
    player.position = p;
    player.start_points = player.submission->bids[p];
    holder_[p] = s;
    note(s, [&] { return "takes position " + position_name(settings_, p); });
  }
  ++rank_;
  open_rank(now);
}

}  // namespace gavel::spendii
