// Deadline handling is bounded: a rules bug that never moves its deadline
// stops here instead of spinning the server.
#include "engine/session.h"

namespace gavel::engine {

Result<Session> Session::create(const Registry& registry, std::string_view game,
                                const boost::json::value& settings, int seats, Seed seed,
                                Millis start) {
  const auto* info = registry.find(game);
  if (!info) return invalid("there is no game named '" + std::string(game) + "'");
  if (seats < info->min_seats || seats > info->max_seats) {
    return invalid(info->title + " takes " + std::to_string(info->min_seats) + " to " +
                   std::to_string(info->max_seats) + " seats");
  }
  auto match = info->create(settings, seats, seed, start);
  if (!match) return std::unexpected(match.error());
  MatchRecord record{std::string(game), settings, seats, seed, start, {}};
  return Session(std::move(*match), std::move(record));
}

Result<void> Session::act(Seat seat, const boost::json::value& action, Millis now, Origin origin) {
  auto applied = match_->apply(seat, action, now, origin);
  if (!applied) return applied;
  record_.inputs.push_back({JournalEntry::Kind::kAction, now, seat, action, origin});
  ++version_;
  return {};
}

int Session::advance(Millis now, const StandIn& stand_in) {
  constexpr int kMaxDeadlinesPerCall = 10'000;
  int recorded = 0;
  for (int round = 0; round < kMaxDeadlinesPerCall; ++round) {
    const auto deadline = match_->next_deadline();
    if (!deadline || deadline->at > now || match_->finished()) break;
    bool changed = false;
    for (const Seat seat : deadline->stand_in) {
      auto action = stand_in(*match_, seat);
      if (action && act(seat, *action, deadline->at, Origin::kTimeout)) {
        ++recorded;
        changed = true;
      }
    }
    if (match_->tick(deadline->at)) {
      record_.inputs.push_back(
          {JournalEntry::Kind::kTick, deadline->at, 0, nullptr, Origin::kPlayer});
      ++version_;
      ++recorded;
      changed = true;
    }
    if (!changed) break;  // the rules did not move on; never loop on it
  }
  return recorded;
}

}  // namespace gavel::engine
