// Serves the built browser client from one directory: its files, and its
// index page for the client's own routes (/, /m/CODE, /replay/CODE).
#pragma once

#include <optional>
#include <string>

#include "server/http_types.h"

namespace gavel::server {

class StaticFiles {
 public:
  explicit StaticFiles(std::string root) : root_(std::move(root)) {}
  // The response for a GET of `path`, or nullopt when it is not the client's.
  std::optional<Response> serve(const std::string& path) const;

 private:
  std::string root_;
};

}  // namespace gavel::server
