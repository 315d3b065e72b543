// Room::Recording: how a room's methods put the input they accepted into the
// journal. Each public method that can change the room opens one with its
// arguments; when the outermost one closes and the version moved, the input
// is kept for take_inputs(). Private to the room's own files.
#pragma once

#include "server/room.h"
#include "server/room_inputs.h"

namespace gavel::server {

class Room::Recording {
 public:
  Recording(Room& room, boost::json::object input)
      : room_(room), outer_(room.recording_depth_++ == 0), version_(room.version_) {
    if (outer_) input_ = std::move(input);
  }
  Recording(const Recording&) = delete;
  Recording& operator=(const Recording&) = delete;
  ~Recording() {
    --room_.recording_depth_;
    if (!outer_ || room_.version_ == version_) return;
    input_["v"] = room_.version_;
    room_.unsaved_.push_back(std::move(input_));
  }

 private:
  Room& room_;
  const bool outer_;
  const std::uint64_t version_;
  boost::json::object input_;
};

}  // namespace gavel::server
