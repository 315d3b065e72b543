#include "server/room_recovery.h"

#include <algorithm>

#include "server/clock.h"
#include "server/log_line.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

std::vector<json::object> parse_inputs(const std::vector<std::string>& lines) {
  std::vector<json::object> inputs;
  inputs.reserve(lines.size());
  json::parse_options options;
  options.max_depth = 256;  // as deep as the serializer writes
  for (const auto& line : lines) inputs.push_back(json::parse(line, {}, options).as_object());
  return inputs;
}

}  // namespace

engine::Result<Journaled> read_journal(store::RoomJournal& journal, Millis now) {
  Journaled journaled;
  auto rooms = journal.load();
  if (!rooms) return std::unexpected(rooms.error());
  journaled.rooms = std::move(*rooms);
  auto alive = journal.alive_at();
  if (!alive) return std::unexpected(alive.error());
  if (*alive) journaled.downtime = std::max<Millis>(0, now - **alive);
  return journaled;
}

Recovery recover_rooms(Journaled journaled, InputSink& sink, const games::Catalog& catalog,
                       Rooms& rooms, const HostFor& host_for) {
  Recovery recovery;
  const auto started = now_ms();
  for (const auto& saved : journaled.rooms) {
    try {
      auto room = Room::restore(catalog, parse_inputs(saved.inputs));
      auto host = host_for(std::move(room));
      rooms.adopt(host);
      // Publishing the resumed room arms its deadline and its bots.
      host->run([now = now_ms(), downtime = journaled.downtime](Room& restored) {
        restored.resume(now, downtime);
      });
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
