// Re-simulates a finished Blind Auction from its replay JSON (the record,
// plus the public "events" and the "final" spectator view when present) and
// lists every place where the replay says something else: the commitment,
// the seed, every value, every item's bids, tie-break, winner and price,
// credits, profits, ranking and payouts.
#pragma once

#include <boost/json.hpp>
#include <string>
#include <vector>

namespace gavel::auction {

struct Verdict {
  bool readable = false;                 // false: not a finished Blind Auction replay
  std::vector<std::string> differences;  // empty (and readable): verified
  int items_checked = 0;
  int events_checked = 0;
};

Verdict verify_replay(const boost::json::value& replay);

}  // namespace gavel::auction
