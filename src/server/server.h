// The whole server: I/O threads, the listener, the bot pool, the store, the
// periodic sweep, and a graceful stop on SIGINT or SIGTERM.
#pragma once

#include "server/config.h"

namespace gavel::server {

// Runs until SIGINT/SIGTERM; returns the process exit code.
int serve(const Config& config);

}  // namespace gavel::server
