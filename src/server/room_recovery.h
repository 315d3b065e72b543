// Start-up after a stop or a crash: every room still in the journal is
// rebuilt through the rules from its inputs (Room::restore), its clock
// paused for as long as the server was down (the journal notes the time
// every second), and hosted again: deadlines re-armed, bots resumed, and a
// room that had finished but was never told its ratings reported again, so
// its replay and ratings are finished off (the journal is their outbox).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <unordered_map>

#include "cluster/room_ownership.h"
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
  // Rooms adopted from another server: how long each had none, in place
  // of `downtime` (cluster/room_ownership.h).
  std::unordered_map<std::string, Millis> unheld = {};
};
// With `ownership` (a shared database), only the rooms recorded as this
// server's (those it held before a restart under the same address) and
// those no live server holds, which it adopts now.
engine::Result<Journaled> read_journal(store::RoomJournal& journal, Millis now,
                                       cluster::RoomOwnership* ownership = nullptr);
// The journals of rooms just adopted from other servers, each paused for
// as long as it went unheld.
engine::Result<Journaled> adopted_rooms(store::RoomJournal& journal,
                                        const std::vector<cluster::Adopted>& adopted);

Recovery recover_rooms(Journaled journaled, InputSink& sink, const games::Catalog& catalog,
                       Rooms& rooms, const HostFor& host_for);

}  // namespace gavel::server
