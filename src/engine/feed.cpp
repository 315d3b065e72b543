#include "engine/feed.h"

#include <algorithm>
#include <utility>

namespace gavel::engine {

namespace json = boost::json;

std::uint64_t EventLog::publish(std::string type, int item, Millis at, json::object data) {
  ++version_;
  events_.push_back(Event{version_, std::move(type), item, at, std::move(data), std::nullopt});
  return version_;
}

void EventLog::tell(Seat seat, std::string type, int item, Millis at, json::object data) {
  events_.push_back(Event{version_, std::move(type), item, at, std::move(data), seat});
}

std::vector<const Event*> EventLog::seen_by(Viewer viewer, std::uint64_t since) const {
  std::vector<const Event*> out;
  // Numbers never fall along the log, so the events after `since` are a tail.
  const auto first = std::partition_point(events_.begin(), events_.end(),
                                          [&](const Event& e) { return e.version <= since; });
  for (auto it = first; it != events_.end(); ++it) {
    const Event& event = *it;
    if (event.only && (viewer.is_spectator() || *event.only != viewer.seat())) continue;
    out.push_back(&event);
  }
  return out;
}

void write_event(JsonWriter& out, const Event& event) {
  out.begin_object();
  out.key("version").number(event.version);
  out.key("type").string(event.type);
  out.key("item").number(event.item);
  out.key("at").number(event.at);
  out.key("data").value(event.data);
  out.end_object();
}

json::object event_json(const Event& event) {
  std::string text;
  JsonWriter out(text);
  write_event(out, event);
  return json::parse(text).as_object();
}

json::array events_json(const std::vector<const Event*>& events) {
  json::array out;
  out.reserve(events.size());
  for (const auto* event : events) out.push_back(event_json(*event));
  return out;
}

}  // namespace gavel::engine
