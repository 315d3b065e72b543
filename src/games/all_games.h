// The registry of every game Gavel hosts.
#pragma once

#include "engine/registry.h"

namespace gavel {

const engine::Registry& all_games();

}  // namespace gavel
