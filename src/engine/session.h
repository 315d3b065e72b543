// One hosted match: the rules plus its journal and version counter. Every
// input goes through here so that nothing reaches the rules unrecorded.
// Still pure: the caller passes the time and chooses the stand-in bot.
#pragma once

#include <functional>
#include <memory>

#include "engine/journal.h"
#include "engine/match.h"
#include "engine/registry.h"

namespace gavel::engine {

class Session {
 public:
  static Result<Session> create(const Registry& registry, std::string_view game,
                                const boost::json::value& settings, int seats, Seed seed,
                                Millis start);

  // Applies a seat's action and records it; bumps the version when accepted.
  Result<void> act(Seat seat, const boost::json::value& action, Millis now, Origin origin);

  // Decides a stand-in action for a seat that missed its deadline.
  using StandIn = std::function<Result<boost::json::value>(const Match&, Seat)>;

  // Brings the match up to `now`: for every deadline already due, records a
  // stand-in action for each seat it names (timed at the deadline itself, so
  // a late timer does not shift the next deadline), then the tick. Returns
  // how many inputs were recorded.
  int advance(Millis now, const StandIn& stand_in);

  const Match& match() const { return *match_; }
  const MatchRecord& record() const { return record_; }
  // Starts at 1 and grows by one with every recorded input.
  std::uint64_t version() const { return version_; }

 private:
  Session(std::unique_ptr<Match> match, MatchRecord record)
      : match_(std::move(match)), record_(std::move(record)) {}

  std::unique_ptr<Match> match_;
  MatchRecord record_;
  std::uint64_t version_ = 1;
};

}  // namespace gavel::engine
