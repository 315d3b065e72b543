#include "server/room_recovery.h"

#include <algorithm>

#include "server/clock.h"
#include "server/log_line.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

// A held room without a line (never expected) comes back empty, so that
// recovery drops it and its record of ownership goes too.
void add_missing(std::vector<store::JournaledRoom>& rooms, const std::vector<std::string>& codes) {
  for (const auto& code : codes) {
    const bool found = std::any_of(rooms.begin(), rooms.end(),
                                   [&code](const auto& room) { return room.code == code; });
    if (!found) rooms.push_back({code, {}});
  }
}

}  // namespace

engine::Result<Journaled> read_journal(store::RoomJournal& journal, Millis now,
                                       cluster::RoomOwnership* ownership) {
  Journaled journaled;
  std::optional<std::vector<std::string>> held;
  if (ownership) {
    auto codes = ownership->reclaim();
    if (!codes) return engine::invalid("room ownership: " + codes.error().message);
    held = std::move(*codes);
    // And the rooms nobody holds (a server that stopped released them, or
    // died), before the first request: a lone server restarted under
    // another address finds its rooms at once.
    constexpr int kBatch = 256;
    for (;;) {
      auto adopted = ownership->adopt(kBatch);
      if (!adopted) return engine::invalid("room ownership: " + adopted.error().message);
      for (const auto& room : *adopted) {
        held->push_back(room.code);
        journaled.unheld[room.code] = room.unheld_ms;
      }
      if (static_cast<int>(adopted->size()) < kBatch) break;
    }
  }
  auto rooms = held ? journal.load(*held) : journal.load();
  if (!rooms) return std::unexpected(rooms.error());
  if (held) add_missing(*rooms, *held);
  journaled.rooms = std::move(*rooms);
  auto alive = journal.alive_at();
  if (!alive) return std::unexpected(alive.error());
  if (*alive) journaled.downtime = std::max<Millis>(0, now - **alive);
  return journaled;
}

engine::Result<Journaled> adopted_rooms(store::RoomJournal& journal,
                                        const std::vector<cluster::Adopted>& adopted) {
  Journaled journaled;
  std::vector<std::string> codes;
  for (const auto& room : adopted) {
    codes.push_back(room.code);
    journaled.unheld[room.code] = room.unheld_ms;
  }
  auto rooms = journal.load(codes);
  if (!rooms) return std::unexpected(rooms.error());
  add_missing(*rooms, codes);
  journaled.rooms = std::move(*rooms);
  return journaled;
}

Recovery recover_rooms(Journaled journaled, InputSink& sink, const games::Catalog& catalog,
                       Rooms& rooms, const HostFor& host_for) {
  Recovery recovery;
  const auto started = now_ms();
  for (const auto& saved : journaled.rooms) {
    try {
      auto room = Room::restore(catalog, saved.inputs);
      auto host = host_for(std::move(room));
      rooms.adopt(host);
      const auto unheld = journaled.unheld.find(saved.code);
      const auto downtime = unheld == journaled.unheld.end() ? journaled.downtime : unheld->second;
      // Publishing the resumed room arms its deadline and its bots.
      host->run([now = now_ms(), downtime](Room& restored) { restored.resume(now, downtime); });
      ++recovery.rooms;
    } catch (const std::exception& error) {
      log_line("room_not_restored", {{"code", saved.code}, {"error", error.what()}});
      sink.forget(saved.code);
      ++recovery.unreadable;
    }
  }
  recovery.took_ms = now_ms() - started;
  log_line("rooms_restored", {{"rooms", recovery.rooms},
                              {"unreadable", recovery.unreadable},
                              {"downtime_ms", journaled.downtime},
                              {"took_ms", recovery.took_ms}});
  return recovery;
}

}  // namespace gavel::server
