// One match slot: its agents' connections, and match after match on them
// (create, join every agent's seat, play them all to the end) until the
// run stops.
#pragma once

#include <boost/asio.hpp>

#include "load_run.h"

namespace gavel::load {

boost::asio::awaitable<void> run_match_slot(LoadRun& run, int index);

}  // namespace gavel::load
