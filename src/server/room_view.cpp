// What each viewer is told, through the cache: the State's text per seat and
// version (state_text.cpp renders it), its per-read fields, the listings.
#include "server/room_view.h"

#include <algorithm>
#include <charconv>

#include "engine/json_writer.h"
#include "server/json_decimal.h"
#include "server/room.h"

namespace gavel::server {
namespace json = boost::json;

namespace {
std::optional<std::int64_t> tenths_left(const Room& room, Millis now) {
  const auto deadline = room.next_deadline();
  if (!deadline) return std::nullopt;
  return tenths_until(*deadline, now);
}

}  // namespace

const StatePrefixes& StateCache::current(std::uint64_t version) {
  if (version_ != version) {  // texts of an older version are dropped
    texts_.clear();
    version_ = version;
  }
  return texts_;
}

std::shared_ptr<const std::string> StateCache::prefix(const Room& room, Seat seat) {
  current(room.version());
  auto& cached = texts_[seat];
  if (!cached) cached = std::make_shared<const std::string>(state_prefix_text(room, seat));
  return cached;
}

ViewerFacts viewer_facts(const Room& room) {
  ViewerFacts facts;
  const auto& members = room.members();
  for (Seat seat = 0; seat < static_cast<Seat>(members.size()); ++seat) {
    if (!members[seat].key.empty()) facts.seat_by_key.emplace(members[seat].key, seat);
  }
  for (const auto& request : room.requests()) facts.requested.insert(request.key);
  for (const auto& [key, name] : room.seating().invited()) facts.invited.insert(key);
  return facts;
}

std::string viewer_json(const ViewerFacts& facts, const Identity& identity,
                        std::optional<Seat> seat) {
  if (!identity.known()) return "null";  // anonymous, even when holding a seat token
  const auto key = identity.key();
  std::string text;
  text.reserve(160);
  engine::JsonWriter out(text);
  out.begin_object()
      .key("name")
      .string(identity.name)
      .key("guest")
      .boolean(identity.guest())
      .key("admin")
      .boolean(identity.admin)
      .key("seated")
      .boolean(seat.has_value())
      .key("requested")
      .boolean(facts.requested.contains(key))
      .key("invited")
      .boolean(facts.invited.contains(key))
      .key("canChat")
      .boolean(identity.registered())
      .end_object();
  return text;
}

std::int64_t tenths_until(Millis deadline, Millis now) {
  return std::max<Millis>(0, deadline - now) / 100;
}

std::string add_clock(const std::string& prefix, Millis now,
                      std::optional<std::int64_t> tenths_left, std::string_view viewer_json) {
  // On every read: the fixed keys are appended as literals, the numbers by
  // to_chars, into one buffer sized for them, so the prefix is copied once.
  std::string text;
  text.reserve(prefix.size() + viewer_json.size() + 96);
  text += prefix;  // an object left open after its last member
  text += ",\"viewer\":";
  text += viewer_json;
  text += ",\"serverTime\":";
  char digits[24];
  text.append(digits, std::to_chars(digits, digits + sizeof digits, now).ptr);
  text += ",\"secondsLeft\":";
  if (tenths_left) {
    text.append(digits, std::to_chars(digits, digits + sizeof digits, *tenths_left / 10).ptr);
    text += '.';
    text += static_cast<char>('0' + *tenths_left % 10);
  } else {
    text += "null";
  }
  text += '}';
  return text;
}

// --- Room's reads, through the cache ---

json::object Room::state(std::optional<std::string_view> token, Millis now) const {
  return json::parse(state_text(token, now)).as_object();
}

std::shared_ptr<const std::string> Room::state_prefix(Seat seat) const {
  return cache_.prefix(*this, seat);
}

std::string Room::state_text(std::optional<std::string_view> token, Millis now) const {
  const Seat seat = token ? seat_of(*token).value_or(-1) : -1;
  return add_clock(*state_prefix(seat), clock(now), tenths_left(*this, now));
}

std::string Room::state_text(const Actor& actor, Millis now) const {
  const auto seat = seat_of(actor);
  return add_clock(*state_prefix(seat.value_or(-1)), clock(now), tenths_left(*this, now),
                   viewer_json(viewer_facts(*this), actor.identity, seat));
}

}  // namespace gavel::server
