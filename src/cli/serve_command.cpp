// gavel serve: the game server, configured by environment variables.
#include <cstdio>

#include "cli/commands.h"
#include "games/all_games.h"
#include "server/config.h"
#include "server/server.h"

namespace gavel::cli {

int serve_command(Args args) {
  return serve_with(args, all_games());
}

int serve_with(Args args, const games::Catalog& catalog) {
  if (!args.empty()) {
    const bool help = args[0] == "--help" || args[0] == "-h";
    std::fputs(
        "usage: gavel serve\n"
        "\n"
        "Runs the Gavel server. Settings come from the environment:\n"
        "  PORT               HTTP port (8080; 0 picks a free one)\n"
        "  HOST               bind address (0.0.0.0)\n"
        "  TURN_SECONDS       default turn timer for new matches (30, 5-300)\n"
        "  DATA_DIR           the databases: accounts, replays (kept 7 days), live rooms (./data)\n"
        "  DATABASE_URL       postgres://... keeps them all in PostgreSQL instead "
        "(docs/deploy.md)\n"
        "  SERVER_ADDRESS     with DATABASE_URL: host:port the proxy reaches this server at,\n"
        "                     which names it (127.0.0.1:PORT)\n"
        "  LEASE_MS           with DATABASE_URL: a server silent this long loses its rooms\n"
        "                     to the others (5000, 500-120000)\n"
        "  TRUSTED_PROXIES    proxies (comma-separated addresses) whose X-Real-IP names\n"
        "                     the client (none)\n"
        "  WEB_DIR            the built browser client (web/dist)\n"
        "  THREADS            I/O threads (0: one per core)\n"
        "  LONG_POLL_SECONDS  longest hold of a ?wait=1 request (25)\n"
        "  RATE_LIMIT         requests per second per client address (100)\n"
        "  MAX_MATCHES        live matches at once (2000)\n"
        "  CONNECTIONS_PER_ADDRESS  open connections per client address (200; 0: no limit)\n"
        "  ROOMS_PER_ADDRESS  live rooms one address created that nobody else joined (20)\n"
        "  UNJOINED_ROOM_SECONDS  a waiting room nobody else joins closes after (600)\n"
        "  FINISHED_ROOM_SECONDS  a finished match leaves memory after (3600; replay stays)\n"
        "  SLOW_READER_SECONDS  a WebSocket message not taken in this long cuts it (30)\n"
        "  BOT_DELAY_MS       house bot thinking time, 'min-max' (400-1500)\n"
        "  ADMIN              an existing account made the administrator at start (none;\n"
        "                     see 'gavel admin')\n"
        "  PUBLIC_URL         where browsers reach the server, e.g. https://gavel.example:\n"
        "                     the one origin allowed to change state; https: Secure cookies\n"
        "  JOURNAL_SYNC       full: every answered input is fsynced; normal: crash-safe,\n"
        "                     not power-loss-safe, without the fsync's wait (full)\n"
        "  JOURNAL_GATHER_US  while moves stream in, how long a commit waits to share its\n"
        "                     fsync with more rooms (1000; 0: never)\n",
        help ? stdout : stderr);
    return help ? 0 : 2;
  }
  auto config = server::config_from_environment();
  if (!config) {
    std::fprintf(stderr, "gavel: %s\n", config.error().message.c_str());
    return 2;
  }
  return server::serve(*config, catalog);
}

}  // namespace gavel::cli
