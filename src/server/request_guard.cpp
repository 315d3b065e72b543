// A browser names the page that made a request in Origin (every cross-site
// POST and every WebSocket handshake) or at least in Sec-Fetch-Site; a
// script or an agent sends neither, and cannot be made to ride on a
// visitor's cookies, so it passes. SameSite=Lax alone is not enough: it lets
// same-site pages and top-level navigations through, and says nothing of
// WebSockets.
#include "server/request_guard.h"

#include <algorithm>
#include <cctype>

#include "server/log_line.h"
#include "server/responses.h"

namespace gavel::server {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// Whether `origin` is this server's.
bool same_origin(std::string_view origin, const Request& request, std::string_view public_origin) {
  const std::string given = lower(trim(origin));
  if (!public_origin.empty()) return given == public_origin;
  // Without PUBLIC_URL the server cannot know its scheme (a TLS proxy may sit
  // in front), so either scheme with the Host the browser addressed counts.
  // The browser sets Host itself: a page elsewhere cannot make it ours.
  const std::string host = lower(trim(request.host));
  if (host.empty()) return false;
  return given == "http://" + host || given == "https://" + host;
}

Response cross_site(const Request& request, const std::string& why) {
  log_line("refused_cross_site", {{"method", request.method},
                                  {"path", request.path},
                                  {"client", request.client},
                                  {"origin", request.origin.substr(0, 200)},
                                  {"fetch_site", request.fetch_site.substr(0, 40)}});
  return error_response(403, why);
}

}  // namespace

std::string origin_of(std::string_view url) {
  const std::string text = lower(trim(url));
  for (const std::string_view scheme : {"http://", "https://"}) {
    if (!text.starts_with(scheme)) continue;
    const auto end = text.find_first_of("/?#", scheme.size());
    const std::string origin = text.substr(0, end);
    return origin.size() > scheme.size() ? origin : "";
  }
  return "";
}

bool changes_state(std::string_view method) {
  return method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE";
}

std::optional<Response> refuse_cross_site(const Request& request, std::string_view public_origin) {
  if (!request.origin.empty()) {
    if (same_origin(request.origin, request, public_origin)) return std::nullopt;
    return cross_site(request, "cross-site request refused: a page on " +
                                   request.origin.substr(0, 200) +
                                   " cannot act here (Origin is not this server)");
  }
  if (!request.fetch_site.empty()) {
    // "none": typed in the address bar or a bookmark. Only this server's own
    // pages are same-origin; a sibling subdomain ("same-site") is another site.
    const std::string site = lower(trim(request.fetch_site));
    if (site == "same-origin" || site == "none") return std::nullopt;
    return cross_site(request,
                      "cross-site request refused: a page on another site cannot act "
                      "here (Sec-Fetch-Site: " +
                          request.fetch_site.substr(0, 40) + ")");
  }
  return std::nullopt;
}

std::optional<Response> refuse_non_json(const Request& request) {
  if (request.body.empty()) return std::nullopt;
  const std::string_view type = request.content_type;
  const std::string media = lower(trim(type.substr(0, type.find(';'))));
  if (media == "application/json") return std::nullopt;
  log_line("refused_media_type", {{"method", request.method},
                                  {"path", request.path},
                                  {"client", request.client},
                                  {"content_type", request.content_type.substr(0, 100)}});
  return error_response(
      415, "send the body as JSON with Content-Type: application/json" +
               std::string(type.empty() ? " (there was no Content-Type)"
                                        : " (not " + std::string(type.substr(0, 100)) + ")"));
}

const std::vector<std::pair<std::string, std::string>>& security_headers() {
  // The built client is files from this server only: one module script, one
  // stylesheet, a data: icon, fetches and WebSockets back here ('self' covers
  // ws:/wss: to the same host). No inline script or style, no eval.
  static const std::vector<std::pair<std::string, std::string>> headers = {
      {"Content-Security-Policy",
       "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'"},
      {"X-Content-Type-Options", "nosniff"},
      {"Referrer-Policy", "same-origin"},
      {"X-Frame-Options", "DENY"},
  };
  return headers;
}

}  // namespace gavel::server
