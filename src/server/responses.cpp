// Every error body is {"error": "..."}; answers are never cached.
#include "server/responses.h"

#include "server/valid_utf8.h"

namespace gavel::server {
namespace json = boost::json;

int http_status(RefusalKind kind) {
  switch (kind) {
    case RefusalKind::kInvalid:
      return 400;
    case RefusalKind::kUnauthenticated:
      return 401;
    case RefusalKind::kForbidden:
    case RefusalKind::kWrongPasscode:
      return 403;
    case RefusalKind::kNotFound:
      return 404;
    case RefusalKind::kConflict:
      return 409;
    case RefusalKind::kTooFast:
      return 429;
    case RefusalKind::kFailed:
      return 500;
    case RefusalKind::kBusy:
      return 503;
  }
  return 400;
}

Response refusal_response(const Refusal& refusal) {
  auto response = error_response(http_status(refusal.kind), refusal.message);
  if (refusal.kind == RefusalKind::kTooFast) {
    response.headers.emplace_back("Retry-After",
                                  std::to_string(std::max(1, refusal.retry_after_s)));
  }
  return response;
}

Response json_response(int status, const json::value& body) {
  return Response{
      status, "application/json", json::serialize(body), {{"Cache-Control", "no-store"}}};
}

Response error_response(int status, const std::string& message) {
  // Messages may quote the path or a query value, which can be any bytes.
  return json_response(status, json::object{{"error", valid_utf8(message)}});
}

Response moved_response() {
  auto response = error_response(
      503, "this room is moving to another server: ask again in a moment (docs/deploy.md)");
  response.headers.emplace_back("Retry-After", "1");
  return response;
}

Response with_state(int status, const json::object& fields, const std::string& state_text) {
  auto body = json::serialize(fields);
  body.pop_back();
  body += ",\"state\":" + state_text + "}";
  return Response{status, "application/json", std::move(body), {{"Cache-Control", "no-store"}}};
}

Allowed<json::value> parse_body(const std::string& body) {
  if (body.find_first_not_of(" \t\r\n") == std::string::npos) return json::value(json::object{});
  std::error_code ec;
  auto value = json::parse(body, ec);
  if (ec) return invalid("the body is not valid JSON: " + ec.message());
  return value;
}

}  // namespace gavel::server
