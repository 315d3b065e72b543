// Routes are few (about forty) and tried in order: a linear scan costs less
// than the request's parsing.
#include "server/router.h"

#include "server/responses.h"

namespace gavel::server {

std::vector<std::string> split_path(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t start = path.starts_with('/') ? 1 : 0;
  while (start <= path.size()) {
    const auto end = path.find('/', start);
    parts.push_back(path.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  if (!parts.empty() && parts.back().empty()) parts.pop_back();
  return parts;
}

void Router::add(std::string method, std::string pattern, Handler handler) {
  routes_.push_back({std::move(method), split_path(pattern), std::move(handler)});
}

bool Router::matches(const Route& route, const std::vector<std::string>& path, Params& params) {
  if (route.segments.size() != path.size()) return false;
  params.clear();
  for (std::size_t i = 0; i < path.size(); ++i) {
    const auto& want = route.segments[i];
    if (want.starts_with('{')) {
      if (path[i].empty()) return false;
      params.push_back(path[i]);
    } else if (want != path[i]) {
      return false;
    }
  }
  return true;
}

bool Router::dispatch(const Request& request, const Reply& reply) const {
  const auto path = split_path(request.path);
  const std::string method = request.method == "HEAD" ? "GET" : request.method;
  std::string allowed;
  Params params;
  for (const auto& route : routes_) {
    if (!matches(route, path, params)) continue;
    if (route.method == method) {
      route.handler(request, params, reply);
      return true;
    }
    if (allowed.find(route.method) == std::string::npos) {
      allowed += (allowed.empty() ? "" : ", ") + route.method;
    }
  }
  if (allowed.empty()) return false;
  auto response = error_response(405, "use " + allowed + " for " + request.path);
  response.headers.emplace_back("Allow", allowed);
  reply(std::move(response));
  return true;
}

}  // namespace gavel::server
