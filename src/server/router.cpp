// Routes are tried in order among those with as many segments as the path,
// literal segments compared in place: matching is on every request, so it
// allocates nothing until a route has matched.
#include "server/router.h"

#include "server/responses.h"

namespace gavel::server {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> parts;
  parts.reserve(8);
  std::size_t start = path.starts_with('/') ? 1 : 0;
  while (start <= path.size()) {
    const auto end = path.find('/', start);
    parts.push_back(path.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  if (!parts.empty() && parts.back().empty()) parts.pop_back();
  return parts;
}

void Router::add(std::string method, std::string pattern, Handler handler) {
  Route route{std::move(method), {}, std::move(handler)};
  for (const auto part : split_path(pattern)) {
    if (part.starts_with('{')) {
      route.segments.push_back({{}, true});
    } else {
      route.segments.push_back({std::string(part), false});
    }
  }
  const std::size_t length = route.segments.size();
  if (by_length_.size() <= length) by_length_.resize(length + 1);
  by_length_[length].push_back(std::move(route));
}

bool Router::matches(const Route& route, const std::vector<std::string_view>& path) {
  // From the last segment: routes of one length mostly share their first
  // segments ("api", "matches", a code) and differ in their last.
  for (std::size_t i = path.size(); i-- > 0;) {
    const auto& want = route.segments[i];
    if (want.param ? path[i].empty() : want.text != path[i]) return false;
  }
  return true;
}

bool Router::dispatch(const Request& request, const Reply& reply) const {
  const auto path = split_path(request.path);
  if (path.size() >= by_length_.size()) return false;
  const std::string_view method =
      request.method == "HEAD" ? std::string_view("GET") : std::string_view(request.method);
  std::string allowed;
  for (const auto& route : by_length_[path.size()]) {
    if (!matches(route, path)) continue;
    if (route.method == method) {
      Params params;
      for (std::size_t i = 0; i < path.size(); ++i) {
        if (route.segments[i].param) params.emplace_back(path[i]);
      }
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
