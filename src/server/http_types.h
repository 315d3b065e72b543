// The HTTP request and response as the API sees them: plain values, so the
// API's handlers know nothing of sockets and can be tested without them.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gavel::server {

struct Request {
  std::string method;  // "GET", "POST", ...
  std::string path;    // without the query
  std::map<std::string, std::string> query;
  std::string bearer;  // the token from "Authorization: Bearer ...", if any
  std::string body;
  std::string cookie;  // the raw Cookie header
  std::string client;  // the peer's address, for rate limits
  // For the cross-site and media-type checks (request_guard.h); "" when absent.
  std::string origin;        // Origin
  std::string fetch_site;    // Sec-Fetch-Site
  std::string host;          // Host
  std::string content_type;  // Content-Type
  // Behind a trusted proxy (TRUSTED_PROXIES): the request came through it,
  // and X-Original-URI, the path it asks a route for (api_cluster.cpp).
  bool from_proxy = false;
  std::string original_uri;
};

struct Response {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
};

// Sends the response; callable once, from any thread.
using Reply = std::function<void(Response)>;

// Splits "a=1&b=x%20y" into decoded pairs.
std::map<std::string, std::string> parse_query(std::string_view query);

}  // namespace gavel::server
