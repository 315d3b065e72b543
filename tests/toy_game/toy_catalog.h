// A catalog for tests that host a third game: Bidlock (first, so the default
// game) and the toy High Card ("toy"), which only tests register.
#pragma once

#include "games/catalog.h"

namespace gavel::toy {

const games::Catalog& toy_catalog();

}  // namespace gavel::toy
