// Start-up after a stop or a crash: every room still in the journal is
// rebuilt through the rules from its inputs (Room::restore), its clock
// paused for as long as the server was down (the journal notes the time
// every second), and hosted again: deadlines re-armed, bots resumed, and a
// room that had finished but was never told its ratings reported again, so
// its replay and ratings are finished off (the journal is their outbox).
#pragma once

#include <functional>
#include <memory>

#include "games/catalog.h"
#include "server/journal_writer.h"
#include "server/room_host.h"
#include "server/rooms.h"
#include "store/room_journal.h"

namespace gavel::server {

struct Recovery {
  int rooms = 0;       // rebuilt and hosted
  int unreadable = 0;  // whose journal could not be run again (logged, dropped)
  Millis took_ms = 0;  // rebuilding
};

using HostFor = std::function<std::shared_ptr<RoomHost>(Room room)>;

// What the journal held when the server started, read before anything new
// is written to it (the writer notes the time at once).
struct Journaled {
  std::vector<store::JournaledRoom> rooms;
  Millis downtime = 0;  // since the server was last known to be alive
};
engine::Result<Journaled> read_journal(store::RoomJournal& journal, Millis now);

Recovery recover_rooms(Journaled journaled, InputSink& sink, const games::Catalog& catalog,
                       Rooms& rooms, const HostFor& host_for);

}  // namespace gavel::server
