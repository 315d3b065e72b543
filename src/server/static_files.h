// Serves the built browser client from one directory: its files, and its
// index page for the client's own routes (/, /m/CODE, /replay/CODE, /u/NAME,
// /leaderboard, /leaderboard/GAME, /admin), so a direct link or a refresh loads
// the app; any other path is a file or nothing (the caller's 404).
#pragma once

#include <optional>
#include <string>

#include "server/http_types.h"

namespace gavel::server {

// Whether `path` (no query) is one of the client's routes.
bool is_client_route(const std::string& path);

class StaticFiles {
 public:
  explicit StaticFiles(std::string root) : root_(std::move(root)) {}
  // The response for a GET of `path`, or nullopt when it is not the client's.
  std::optional<Response> serve(const std::string& path) const;

 private:
  std::string root_;
};

}  // namespace gavel::server
