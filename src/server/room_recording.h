// Room::Recording: how a room's methods put the input they accepted into the
// journal. Each public method that can change the room opens one with its
// arguments; when the outermost one closes and the version moved, the input
// is kept, as JSON text, for take_inputs(). Private to the room's own files.
//
// The input is written as text straight away, and only by the outermost
// recording: a method another one calls (the deadline check inside a move)
// writes nothing, and the inputs of every move build no tree to serialize.
#pragma once

#include <concepts>
#include <string>

#include "engine/json_writer.h"
#include "server/room.h"
#include "server/room_inputs.h"

namespace gavel::server {

class Room::Recording {
 public:
  // `write_fields` writes the input's members (the room adds "v").
  template <std::invocable<engine::JsonWriter&> WriteFields>
  Recording(Room& room, WriteFields&& write_fields) : Recording(room) {
    if (outer_) write_fields(out_);
  }
  // The rarer inputs, given as a tree of the same members.
  Recording(Room& room, const boost::json::object& input) : Recording(room) {
    if (outer_) out_.members(input);
  }
  Recording(const Recording&) = delete;
  Recording& operator=(const Recording&) = delete;
  ~Recording() {
    --room_.recording_depth_;
    if (!outer_ || room_.version_ == version_) return;
    out_.key("v").number(room_.version_).end_object();
    room_.unsaved_.push_back(std::move(text_));
  }

 private:
  explicit Recording(Room& room)
      : room_(room), outer_(room.recording_depth_++ == 0), version_(room.version_) {
    if (outer_) out_.begin_object();
  }

  Room& room_;
  const bool outer_;
  const std::uint64_t version_;
  std::string text_;
  engine::JsonWriter out_{text_};
};

}  // namespace gavel::server
