// Only plain names below the root are served: no "..", no hidden files, so a
// crafted path cannot read outside the client's directory.
#include "server/static_files.h"

#include <fstream>
#include <sstream>
#include <vector>

namespace gavel::server {
namespace {

std::string content_type(const std::string& path) {
  const auto dot = path.rfind('.');
  const std::string ext = dot == std::string::npos ? "" : path.substr(dot + 1);
  if (ext == "html") return "text/html; charset=utf-8";
  if (ext == "js") return "text/javascript; charset=utf-8";
  if (ext == "css") return "text/css; charset=utf-8";
  if (ext == "svg") return "image/svg+xml";
  if (ext == "png") return "image/png";
  if (ext == "ico") return "image/x-icon";
  if (ext == "json") return "application/json";
  if (ext == "woff2") return "font/woff2";
  return "application/octet-stream";
}

bool safe(const std::string& path) {
  if (path.empty() || path[0] != '/') return false;
  std::size_t start = 1;
  while (start <= path.size()) {
    const auto end = path.find('/', start);
    const auto part =
        path.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (part.empty() || part[0] == '.') return false;
    if (part.find('\\') != std::string::npos || part.find('\0') != std::string::npos) return false;
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return true;
}

std::optional<std::string> read_file(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

}  // namespace

// The client's routes, as web/src/router.ts parses them: empty segments are
// ignored there, so "/admin/" is "/admin". What a segment holds (a valid code,
// a known game) is the client's to judge: it shows its own "not found" page.
bool is_client_route(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= path.size()) {
    auto end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    if (end > start) parts.push_back(path.substr(start, end - start));
    start = end + 1;
  }
  if (parts.empty()) return true;
  const std::string& first = parts[0];
  if (parts.size() == 1) return first == "leaderboard" || first == "admin";
  if (parts.size() == 2) {
    return first == "m" || first == "replay" || first == "u" || first == "leaderboard";
  }
  return false;
}

std::optional<Response> StaticFiles::serve(const std::string& path) const {
  if (is_client_route(path)) {
    auto page = read_file(root_ + "/index.html");
    if (!page) {
      return Response{503,
                      "text/plain; charset=utf-8",
                      "The browser client is not built: run 'make run' (or npm ci && npm run build "
                      "in web/).\n",
                      {}};
    }
    return Response{
        200, "text/html; charset=utf-8", std::move(*page), {{"Cache-Control", "no-cache"}}};
  }
  if (!safe(path)) return std::nullopt;
  auto body = read_file(root_ + path);
  if (!body) return std::nullopt;
  // Vite names built assets by content hash, so they never change in place.
  const bool hashed = path.starts_with("/assets/");
  return Response{200,
                  content_type(path),
                  std::move(*body),
                  {{"Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache"}}};
}

}  // namespace gavel::server
