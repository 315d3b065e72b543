// Building the API's responses, and the one place that says which HTTP status
// each kind of refusal becomes (401 "who are you", 403 "you may not", ...).
#pragma once

#include <boost/json.hpp>
#include <string>

#include "server/http_types.h"
#include "server/refusal.h"

namespace gavel::server {

int http_status(RefusalKind kind);
// {"error": message} with the kind's status (and Retry-After when too fast).
Response refusal_response(const Refusal& refusal);

Response json_response(int status, const boost::json::value& body);
Response error_response(int status, const std::string& message);
// 503 with Retry-After: the room is on its way to another server (it was
// adopted, or its server is stopping); asked again, the proxy leads there.
Response moved_response();
// `fields` plus "state": the viewer's state text as the match renders it.
Response with_state(int status, const boost::json::object& fields, const std::string& state_text);
// The body as JSON; an empty body is an empty object.
Allowed<boost::json::value> parse_body(const std::string& body);

}  // namespace gavel::server
