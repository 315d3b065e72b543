// The server's one clock: milliseconds since the Unix epoch. Rules only ever
// see it as an argument.
#pragma once

#include <chrono>

#include "engine/types.h"

namespace gavel::server {

inline engine::Millis now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace gavel::server
