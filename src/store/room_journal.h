// Where live rooms are kept between restarts: each room is the ordered list
// of the inputs it accepted (docs/decisions.md, "Crash-safe rooms"), so the
// server rebuilds it by running them again. Database-neutral, like store.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/error.h"

namespace gavel::store {

using engine::Result;

// One accepted input of one room, as the JSON text the room wrote.
struct JournalLine {
  std::string code;
  std::string input;
};

// What one commit writes, all or nothing: new lines (in order), rooms that
// left the server (their lines deleted), and the time the server was last
// known to be alive; `opened`: the rooms whose first lines these are (a
// journal shared by servers records them as this server's).
struct JournalBatch {
  std::vector<JournalLine> lines;
  std::vector<std::string> forgotten;
  std::optional<std::int64_t> alive_at_ms;
  std::vector<std::string> opened = {};
};

// What a commit stored: every line but those of `refused` rooms, which
// belong to another server now (docs/deploy.md, "Room ownership"); a
// journal of one server's own refuses nothing.
struct Written {
  std::vector<std::string> refused;
};

// A room's inputs, oldest first.
struct JournaledRoom {
  std::string code;
  std::vector<std::string> inputs;
};

class RoomJournal {
 public:
  RoomJournal() = default;
  RoomJournal(const RoomJournal&) = delete;
  RoomJournal& operator=(const RoomJournal&) = delete;
  virtual ~RoomJournal() = default;

  // Durable when it returns: a crash after it keeps every line it stored.
  virtual Result<Written> write(const JournalBatch& batch) = 0;
  // Every room still journaled, in the order the rooms first wrote.
  virtual Result<std::vector<JournaledRoom>> load() = 0;
  // Those of `codes` (rooms another server left), in the same order.
  virtual Result<std::vector<JournaledRoom>> load(const std::vector<std::string>& codes);
  // The last alive_at_ms written, if any.
  virtual Result<std::optional<std::int64_t>> alive_at() = 0;
};

}  // namespace gavel::store
