// The API's route table: a method and a path pattern per handler, where a
// "{name}" segment matches any one segment and is handed to the handler.
// HEAD is served as GET; a known path with another method gets 405 + Allow.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "server/http_types.h"

namespace gavel::server {

class Router {
 public:
  using Params = std::vector<std::string>;  // the "{...}" segments, in order
  using Handler = std::function<void(const Request&, const Params&, const Reply&)>;

  void add(std::string method, std::string pattern, Handler handler);
  // Whether some route's path matched (the reply was then sent, or 405).
  bool dispatch(const Request& request, const Reply& reply) const;

 private:
  struct Segment {
    std::string text;  // a literal segment; empty for "{name}"
    bool param = false;
  };
  struct Route {
    std::string method;
    std::vector<Segment> segments;
    Handler handler;
  };
  static bool matches(const Route& route, const std::vector<std::string_view>& path);
  // Routes by their number of segments, each list in the order added.
  std::vector<std::vector<Route>> by_length_;
};

// "/a/b/" -> {"a", "b"}; the views point into `path`.
std::vector<std::string_view> split_path(std::string_view path);

}  // namespace gavel::server
