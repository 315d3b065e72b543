// The leak scan: given a finished match's record and every view that its
// viewers were sent over the API (states, feeds, live replays), says which
// view held something that viewer could not have seen. Used by
// `gavel leak-scan` and the end-to-end scan over every game (docs/testing.md).
//
// What is secret comes from the game, never from here: a view passes when
// its game part is exactly what the rules' view(viewer) gave at some point of
// the re-run record, and that view does not change under any of the game's
// secret variants for another owner (Match::secret_variants, the checker's
// hook) at that point. Events must be ones EventLog::seen_by gives the viewer.
#pragma once

#include <boost/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/journal.h"
#include "games/catalog.h"

namespace gavel::server {

// One body the API sent. `source`: "state" (the flat State of GET .../state,
// a long-poll, a move's answer or a WebSocket message), "feed" (GET
// .../feed) or "replay" (GET .../replay while playing, a spectator's).
struct SeenView {
  std::optional<engine::Seat> viewer;  // nullopt: a spectator
  std::string source;
  boost::json::value body;
};

struct LeakReport {
  long views_checked = 0;    // bodies matched to a point of the match
  long secrets_checked = 0;  // secret variants the matched views were held to
  long events_checked = 0;
  std::vector<std::string> leaks;  // empty when nothing leaked
};

// An error only when the record does not replay.
engine::Result<LeakReport> scan_for_leaks(const games::Catalog& catalog,
                                          const engine::MatchRecord& record,
                                          const std::vector<SeenView>& seen);

}  // namespace gavel::server
