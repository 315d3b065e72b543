// The session lives in an HttpOnly, SameSite=Lax cookie, so page scripts
// cannot read it and other sites cannot ride on it. Agent tokens carry the
// prefix "gva_" so they are never mistaken for a seat's token.
#include "server/auth_api.h"

#include <boost/json.hpp>

#include "server/api.h"
#include "server/clock.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

constexpr std::string_view kSessionCookie = "gavel_session";
constexpr std::string_view kTokenPrefix = "gva_";
constexpr int kSessionSeconds = 30 * 24 * 3600;

int status_of(accounts::ErrorKind kind) {
  switch (kind) {
    case accounts::ErrorKind::kInvalid:
      return 400;
    case accounts::ErrorKind::kUnauthorized:
      return 401;
    case accounts::ErrorKind::kConflict:
      return 409;
    case accounts::ErrorKind::kThrottled:
      return 429;
    case accounts::ErrorKind::kStorage:
      return 500;
  }
  return 500;
}

Response failure(const accounts::Error& error) {
  return error_response(status_of(error.kind), error.message);
}

std::string session_cookie(const std::string& secret, int max_age) {
  return std::string(kSessionCookie) + "=" + secret +
         "; Path=/; HttpOnly; SameSite=Lax; Max-Age=" + std::to_string(max_age);
}

// {"username", "password"} from the body, both strings.
std::optional<std::pair<std::string, std::string>> credentials(const Request& request) {
  std::error_code ec;
  const auto body = json::parse(request.body, ec);
  if (ec || !body.is_object()) return std::nullopt;
  const auto* name = body.as_object().if_contains("username");
  const auto* password = body.as_object().if_contains("password");
  if (!name || !password || !name->is_string() || !password->is_string()) return std::nullopt;
  return std::pair{std::string(name->as_string()), std::string(password->as_string())};
}

Response signed_in(int status, const accounts::Account& account, const std::string& session) {
  auto response =
      json_response(status, json::object{{"user", json::object{{"name", account.name}}}});
  response.headers.emplace_back("Set-Cookie", session_cookie(session, kSessionSeconds));
  return response;
}

}  // namespace

std::string cookie_value(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    const auto semicolon = header.find(';');
    auto part = header.substr(0, semicolon);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    if (part.size() > name.size() && part.substr(0, name.size()) == name &&
        part[name.size()] == '=') {
      return std::string(part.substr(name.size() + 1));
    }
    if (semicolon == std::string_view::npos) break;
    header.remove_prefix(semicolon + 1);
  }
  return "";
}

bool AuthApi::handle(const Request& request, const Reply& reply) {
  constexpr std::string_view kPrefix = "/api/auth/";
  if (!request.path.starts_with(kPrefix)) return false;
  const std::string what = request.path.substr(kPrefix.size());
  using Handler = Response (AuthApi::*)(const Request&);
  Handler handler = nullptr;
  const char* method = "POST";
  if (what == "signup") handler = &AuthApi::signup;
  if (what == "login") handler = &AuthApi::login;
  if (what == "logout") handler = &AuthApi::logout;
  if (what == "tokens") handler = &AuthApi::new_token;
  if (what == "me") handler = &AuthApi::me, method = "GET";
  if (!handler) {
    reply(error_response(404, "no such endpoint: " + request.method + " " + request.path));
    return true;
  }
  if (request.method != method) {
    auto response = error_response(405, std::string("use ") + method + " for " + request.path);
    response.headers.emplace_back("Allow", method);
    reply(std::move(response));
    return true;
  }
  boost::asio::post(background_,
                    [this, handler, request, reply] { reply((this->*handler)(request)); });
  return true;
}

Response AuthApi::signup(const Request& request) {
  const auto given = credentials(request);
  if (!given) return error_response(400, "send {\"username\": \"...\", \"password\": \"...\"}");
  auto account = store_.create_account(given->first, given->second, now_ms());
  if (!account) return failure(account.error());
  auto session = store_.create_session(account->id, now_ms());
  if (!session) return failure(session.error());
  return signed_in(201, *account, *session);
}

Response AuthApi::login(const Request& request) {
  const auto given = credentials(request);
  if (!given) return error_response(400, "send {\"username\": \"...\", \"password\": \"...\"}");
  const auto now = accounts::LoginThrottle::Clock::now();
  if (const auto wait = throttle_.wait_before_login(request.client, given->first, now)) {
    auto response = error_response(
        429, "too many failed logins; wait " + std::to_string(wait->count()) + " s and try again");
    response.headers.emplace_back("Retry-After", std::to_string(wait->count()));
    return response;
  }
  auto account = store_.verify_login(given->first, given->second);
  if (!account) {
    if (account.error().kind == accounts::ErrorKind::kUnauthorized) {
      throttle_.record_failure(request.client, given->first, now);
    }
    return failure(account.error());
  }
  throttle_.record_success(given->first);
  auto session = store_.create_session(account->id, now_ms());
  if (!session) return failure(session.error());
  return signed_in(200, *account, *session);
}

Response AuthApi::logout(const Request& request) {
  const auto secret = cookie_value(request.cookie, kSessionCookie);
  if (!secret.empty()) {
    if (auto deleted = store_.delete_session(secret); !deleted) return failure(deleted.error());
  }
  auto response = json_response(200, json::object{{"ok", true}});
  response.headers.emplace_back("Set-Cookie", session_cookie("", 0));
  return response;
}

Response AuthApi::me(const Request& request) {
  std::optional<accounts::Account> account;
  if (const auto secret = cookie_value(request.cookie, kSessionCookie); !secret.empty()) {
    auto found = store_.find_session(secret, now_ms());
    if (!found) return failure(found.error());
    account = *found;
  } else if (request.bearer.starts_with(kTokenPrefix)) {
    auto found = store_.find_api_token(request.bearer.substr(kTokenPrefix.size()), now_ms());
    if (!found) return failure(found.error());
    if (!*found) return error_response(401, "that agent token is unknown or revoked");
    account = *found;
  }
  if (!account) return json_response(200, json::object{{"user", nullptr}});
  return json_response(200, json::object{{"user", json::object{{"name", account->name}}}});
}

Response AuthApi::new_token(const Request& request) {
  const auto secret = cookie_value(request.cookie, kSessionCookie);
  auto account = secret.empty() ? accounts::Result<std::optional<accounts::Account>>(std::nullopt)
                                : store_.find_session(secret, now_ms());
  if (!account) return failure(account.error());
  if (!*account)
    return error_response(401, "log in first: agent tokens are made from a browser session");
  std::string label = "agent";
  std::error_code ec;
  const auto body = json::parse(request.body.empty() ? "{}" : request.body, ec);
  if (!ec && body.is_object()) {
    if (const auto* given = body.as_object().if_contains("label"); given && given->is_string()) {
      label = given->as_string();
    }
  }
  auto token = store_.create_api_token((*account)->id, label, now_ms());
  if (!token) return failure(token.error());
  return json_response(
      201, json::object{{"token", std::string(kTokenPrefix) + *token}, {"label", label}});
}

}  // namespace gavel::server
