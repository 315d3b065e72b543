// Server settings, read from the environment with defaults and bounds.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/error.h"

namespace gavel::server {

struct Config {
  std::string host = "0.0.0.0";
  int port = 8080;
  int turn_seconds = 30;  // default turn timer for new matches
  std::string data_dir = "./data";
  // DATABASE_URL=postgres://...: every store in that PostgreSQL database
  // (servers pointed at one database share accounts, replays, live rooms'
  // journals); unset, SQLite files under data_dir.
  std::string database_url;
  // With DATABASE_URL, servers share the live rooms (docs/deploy.md, "Room
  // ownership"). SERVER_ADDRESS: the host:port the proxy reaches this server
  // at, which also names it (unset: 127.0.0.1 and the port it listens on);
  // a server restarted under the same address takes its rooms back at once.
  std::string server_address;
  // LEASE_MS: a server that has not renewed its lease for this long is taken
  // for dead, and the other servers adopt its rooms.
  int lease_ms = 5000;
  // TRUSTED_PROXIES: addresses (comma-separated) whose X-Real-IP names the
  // client, for the rate limit; a proxy's lookups are not counted at all.
  std::vector<std::string> trusted_proxies;
  std::string web_dir = "web/dist";  // the built browser client
  int threads = 0;                   // I/O threads; 0: one per core
  int long_poll_seconds = 25;        // longest a ?wait=1 request is held
  double requests_per_second = 100;  // per client address
  int max_live_matches = 2000;
  int lobby_idle_hours = 6;
  // Bounds against one address filling the server (docs/api.md, "Limits").
  int connections_per_address = 200;  // open at once; 0: no limit
  int rooms_per_address = 20;         // live rooms it created that nobody else has joined
  int unjoined_room_seconds = 600;    // a waiting room nobody else joins closes after this
  int finished_room_seconds = 3600;  // a finished match leaves memory after this (its replay stays)
  int slow_reader_seconds = 30;      // a WebSocket message not taken in this long cuts it
  int bot_delay_min_ms = 400;        // house bots "think" this long at least...
  int bot_delay_max_ms = 1500;       // ...and at most, so humans see locks arrive one by one
  int replay_days = 7;
  // A finished waiting room's final-results break: the podium shows at once,
  // the final results open after this or when every human agrees.
  int final_results_seconds = 30;
  // A match of a game that abandons idle matches (Hosting::abandons_idle)
  // ends unrated when no seated human has moved for this long while one of
  // them is awaited.
  int abandon_seconds = 1800;
  // ADMIN: an existing account made the administrator at start (it never
  // makes a later sign-up one; `gavel admin grant` is the usual way).
  std::string administrator;
  // PUBLIC_URL: where browsers reach the server ("https://gavel.example").
  // Its origin is the only one allowed to change state; https also makes
  // the cookies Secure. Unset: the request's Host, either scheme.
  std::string public_url;
  // JOURNAL_SYNC=full: every journal commit is fsynced (survives power loss);
  // normal: survives a crash of the process only, without the fsync's wait.
  bool journal_fsync = true;
  // JOURNAL_GATHER_US: how long a busy journal holds a commit back to gather
  // more rooms' inputs into its one fsync (journal_writer.h); 0: never.
  int journal_gather_us = 1000;
  // TESTING=1: the testing environment, where games offer their test-only
  // settings (Spendii's Short test deck); elsewhere rooms refuse them.
  bool testing = false;
};

// Reads PORT, HOST, TURN_SECONDS, DATA_DIR, DATABASE_URL, WEB_DIR, THREADS, LONG_POLL_SECONDS,
// RATE_LIMIT, MAX_MATCHES, BOT_DELAY_MS ("min-max" or one number), ADMIN,
// PUBLIC_URL, CONNECTIONS_PER_ADDRESS, ROOMS_PER_ADDRESS, UNJOINED_ROOM_SECONDS,
// FINISHED_ROOM_SECONDS, SLOW_READER_SECONDS, JOURNAL_SYNC,
// JOURNAL_GATHER_US, FINAL_RESULTS_SECONDS, ABANDON_SECONDS,
// SERVER_ADDRESS, LEASE_MS, TRUSTED_PROXIES, TESTING.
engine::Result<Config> config_from_environment();

}  // namespace gavel::server
