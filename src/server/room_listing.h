// What the listings show of a room (GET /api/matches, GET /api/rooms) and
// who is involved in it (seated, asking or invited), as facts kept from the last
// version: a new version whose facts are the same (a chip locked, a clock
// tick, a chat line) needs no listing built again.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "server/room_types.h"

namespace gavel::server {

class Room;

class ListedFacts {
 public:
  // Whether what the listings show of `room`, or who is involved in it,
  // differs from the last call's (always true the first time); keeps the
  // new facts. Allocates nothing when nothing changed.
  bool update(const Room& room);

 private:
  // Every fact of a seat that listing(), lobby_entry() or the involved keys read.
  struct Seat {
    std::string name;
    std::string kind;
    std::string key;
    std::optional<ratings::Tenths> rating;
  };
  bool same_as(const Room& room) const;

  bool known_ = false;
  RoomStatus status_ = RoomStatus::kLobby;
  JoinPolicy policy_ = JoinPolicy::kOpen;
  std::vector<Seat> seats_;
  std::vector<std::string> requests_;  // the asking identities' keys
  std::vector<std::string> invited_;   // the invited identities' keys (their lobby shows it)
};

}  // namespace gavel::server
