// Room actors for server tests: a registered player with a token of their
// own, so that tests of the room speak of people by name.
#pragma once

#include <cstdint>
#include <string>

#include "server/room_types.h"

namespace gavel::server {

inline Actor person(std::int64_t id, const std::string& name) {
  Actor actor;
  actor.identity = Identity{Identity::Kind::kAccount, id, name, false};
  actor.token = "tok-" + name;
  return actor;
}

}  // namespace gavel::server
