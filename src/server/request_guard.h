// Refusals every request passes before its route: a browser request from
// another site that would change something (403), a body that is not JSON by
// its declared type (415), and the headers every response carries so that a
// page of ours cannot be framed, sniffed or made to run foreign scripts.
// (docs/api.md, "Cross-site requests, media types and security headers").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "server/http_types.h"

namespace gavel::server {

// "https://example.com" from "https://example.com/gavel/", lower-cased; ""
// when `url` is not an http(s) URL.
std::string origin_of(std::string_view url);

// The 403 for a request another site's page made, or nullopt. Checked when
// `state_changing` (POST, PUT, PATCH, DELETE, or a WebSocket upgrade with a
// cookie). `public_origin` is origin_of(PUBLIC_URL), or "" when it is unset:
// then the request's own Host names the server (either scheme).
// No Origin and no Sec-Fetch-Site: not a browser (agents, scripts), passes.
std::optional<Response> refuse_cross_site(const Request& request, std::string_view public_origin);

// Whether the method is one that may change something.
bool changes_state(std::string_view method);

// The 415 for a request with a body whose Content-Type is not
// application/json (parameters such as "; charset=utf-8" allowed), or nullopt.
std::optional<Response> refuse_non_json(const Request& request);

// The headers added to every response (Content-Security-Policy and friends).
const std::vector<std::pair<std::string, std::string>>& security_headers();

}  // namespace gavel::server
