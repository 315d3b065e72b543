// The catalog of every game Gavel hosts.
#pragma once

#include "games/catalog.h"

namespace gavel {

const games::Catalog& all_games();

}  // namespace gavel
