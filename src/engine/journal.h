// The record of a match: what it was started from and every input it
// accepted, in order. Re-running the record reproduces the match exactly; it
// is the replay, the crash recovery and the audit trail at once.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <string>
#include <vector>

#include "engine/error.h"
#include "engine/registry.h"
#include "engine/types.h"

namespace gavel::engine {

struct JournalEntry {
  enum class Kind { kAction, kTick };
  Kind kind = Kind::kAction;
  Millis at = 0;
  Seat seat = 0;                    // kAction only
  boost::json::value action;        // kAction only
  Origin origin = Origin::kPlayer;  // kAction only
  bool operator==(const JournalEntry&) const = default;
};

struct MatchRecord {
  std::string game;
  boost::json::value settings;
  int seats = 0;
  Seed seed = 0;
  Millis start = 0;
  std::vector<JournalEntry> inputs;
  bool operator==(const MatchRecord&) const = default;
};

boost::json::value record_to_json(const MatchRecord& record);
Result<MatchRecord> record_from_json(const boost::json::value& json);

// Re-runs a record from its start. Any input the rules refuse is an error:
// a record only ever holds accepted inputs.
Result<std::unique_ptr<Match>> replay(const Registry& registry, const MatchRecord& record);

}  // namespace gavel::engine
