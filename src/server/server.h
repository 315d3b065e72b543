// The whole server: I/O threads, the listener, the bot pool, the store, the
// periodic sweep, and a graceful stop on SIGINT or SIGTERM.
#pragma once

#include "games/catalog.h"
#include "server/config.h"

namespace gavel::server {

// Runs until SIGINT/SIGTERM, hosting the games of `catalog` (which must
// outlive the call); returns the process exit code.
int serve(const Config& config, const games::Catalog& catalog);

}  // namespace gavel::server
