// What the generic agent protocol (/protocol) tells a seat besides its view:
// the game's events, numbered so that no viewer learns from the numbering
// what it may not see, and the turn a seat must act on now.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/json_writer.h"
#include "engine/types.h"

namespace gavel::engine {

// One thing that happened. Public events are numbered 1, 2, 3 …; a private
// event (for `only` alone) carries the number of the public event it goes
// with, so the numbering a seat sees has no gap where another seat was told
// something. `item` is the game's unit the event belongs to (round, item,
// hand), 0 for the match as a whole.
struct Event {
  std::uint64_t version = 0;
  std::string type;
  int item = 0;
  Millis at = 0;
  boost::json::object data;
  std::optional<Seat> only;
  bool operator==(const Event&) const = default;
};

// The events of one match in the order they happened; a game's State owns
// one and appends to it as its rules apply inputs.
class EventLog {
 public:
  // Appends a public event; returns its number.
  std::uint64_t publish(std::string type, int item, Millis at, boost::json::object data = {});
  // Appends a private event for `seat`, numbered with the last public one:
  // publish its public companion first.
  void tell(Seat seat, std::string type, int item, Millis at, boost::json::object data = {});

  // The number of the last public event (0: none yet).
  std::uint64_t version() const { return version_; }
  const std::vector<Event>& all() const { return events_; }

  // What `viewer` may see of the events numbered above `since`: every public
  // event and the viewer's own private ones, in order.
  std::vector<const Event*> seen_by(Viewer viewer, std::uint64_t since = 0) const;

  bool operator==(const EventLog&) const = default;

 private:
  std::vector<Event> events_;
  std::uint64_t version_ = 0;
};

// An event as the protocol sends it: {version, type, item, at, data}.
boost::json::object event_json(const Event& event);
void write_event(JsonWriter& out, const Event& event);
boost::json::array events_json(const std::vector<const Event*>& events);

// The decision a seat must make now. `turn` names it: a move that names
// another turn is stale and refused. It grows whenever what a seat decides
// on changes (a new item, another seat's raise, the next talk turn).
struct Turn {
  std::uint64_t turn = 0;
  std::string phase;
  bool operator==(const Turn&) const = default;
};

}  // namespace gavel::engine
