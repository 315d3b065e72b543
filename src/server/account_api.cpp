// What an account holder manages over HTTP: their browser sessions, their
// agents' tokens and their password. Each needs the browser session (an
// agent's token cannot list or revoke tokens, or change the password), and
// each change drops the account's cached identities at once, so an ended
// session or a revoked token is refused on its very next request.
#include <boost/json.hpp>

#include "server/account_errors.h"
#include "server/auth_api.h"
#include "server/clock.h"
#include "server/log_line.h"
#include "server/responses.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

json::array listed(const std::vector<accounts::SecretInfo>& items, bool sessions) {
  json::array out;
  for (const auto& item : items) {
    json::object shown{{"id", item.id}, {"created", item.created_at_ms}};
    if (sessions) {
      shown["lastSeen"] = item.last_used_at_ms;
      shown["current"] = item.current;
    } else {
      shown["label"] = item.label;
      shown["lastUsed"] = item.last_used_at_ms;
    }
    out.push_back(std::move(shown));
  }
  return out;
}

}  // namespace

std::variant<accounts::Account, Response> AuthApi::session_account(const Request& request) {
  const auto secret = cookie_value(request.cookie, kSessionCookie);
  if (secret.empty()) {
    return error_response(401, "log in first: an account is managed from a browser session");
  }
  auto account = store_.find_session(secret, now_ms());
  if (!account) return failure(account.error());
  if (!*account) return error_response(401, "your session has ended; log in again");
  return **account;
}

Response AuthApi::sessions(const Request& request) {
  auto who = session_account(request);
  if (auto* refused = std::get_if<Response>(&who)) return std::move(*refused);
  const auto& account = std::get<accounts::Account>(who);
  auto items = store_.list_sessions(account.id, cookie_value(request.cookie, kSessionCookie));
  if (!items) return failure(items.error());
  return json_response(200, json::object{{"sessions", listed(*items, true)}});
}

Response AuthApi::end_session(const Request& request, const std::string& id) {
  auto who = session_account(request);
  if (auto* refused = std::get_if<Response>(&who)) return std::move(*refused);
  const auto& account = std::get<accounts::Account>(who);
  auto ended = store_.end_session(account.id, id);
  if (!ended) return failure(ended.error());
  // Another account's id is "not yours" the same way as an unknown one.
  if (!*ended) return error_response(404, "you have no session with id " + id.substr(0, 40));
  identities_.forget_account(account.id);
  log_line("session_ended", {{"name", account.name},
                             {"account", account.id},
                             {"session", id},
                             {"client", request.client}});
  return json_response(200, json::object{{"ok", true}});
}

Response AuthApi::tokens(const Request& request) {
  auto who = session_account(request);
  if (auto* refused = std::get_if<Response>(&who)) return std::move(*refused);
  const auto& account = std::get<accounts::Account>(who);
  auto items = store_.list_api_tokens(account.id);
  if (!items) return failure(items.error());
  return json_response(200, json::object{{"tokens", listed(*items, false)}});
}

Response AuthApi::revoke_token(const Request& request, const std::string& id) {
  auto who = session_account(request);
  if (auto* refused = std::get_if<Response>(&who)) return std::move(*refused);
  const auto& account = std::get<accounts::Account>(who);
  auto revoked = store_.revoke_api_token_by_id(account.id, id);
  if (!revoked) return failure(revoked.error());
  if (!*revoked) return error_response(404, "you have no agent token with id " + id.substr(0, 40));
  identities_.forget_account(account.id);
  log_line(
      "token_revoked",
      {{"name", account.name}, {"account", account.id}, {"token", id}, {"client", request.client}});
  return json_response(200, json::object{{"ok", true}});
}

Response AuthApi::change_password(const Request& request) {
  auto who = session_account(request);
  if (auto* refused = std::get_if<Response>(&who)) return std::move(*refused);
  const auto& account = std::get<accounts::Account>(who);
  std::error_code ec;
  const auto body = json::parse(request.body, ec);
  const json::object* fields = !ec ? body.if_object() : nullptr;
  const auto* current = fields ? fields->if_contains("current") : nullptr;
  const auto* fresh = fields ? fields->if_contains("new") : nullptr;
  if (!current || !fresh || !current->is_string() || !fresh->is_string()) {
    return error_response(400, "send {\"current\": \"...\", \"new\": \"...\"}");
  }
  // The same throttle as logins: a stolen session must not become a way to
  // guess the password without limit.
  const auto now = accounts::LoginThrottle::Clock::now();
  const std::string pair = request.client + "\n" + "password-change:" + std::to_string(account.id);
  if (const auto wait = throttle_.wait_before_login(request.client, pair, now)) {
    log_line("password_change_throttled", {{"name", account.name}, {"client", request.client}});
    auto response = error_response(429, "too many wrong passwords; wait " +
                                            std::to_string(wait->count()) + " s and try again");
    response.headers.emplace_back("Retry-After", std::to_string(wait->count()));
    return response;
  }
  const auto secret = cookie_value(request.cookie, kSessionCookie);
  auto changed = store_.change_password(account.id, std::string(current->as_string()),
                                        std::string(fresh->as_string()), secret);
  if (!changed) {
    if (changed.error().kind == accounts::ErrorKind::kUnauthorized) {
      throttle_.record_failure(request.client, pair, now);
    }
    log_line("password_change_failed", {{"name", account.name},
                                        {"account", account.id},
                                        {"client", request.client},
                                        {"reason", changed.error().message}});
    // 403, not 401: the caller is logged in; the password they gave is wrong.
    if (changed.error().kind == accounts::ErrorKind::kUnauthorized) {
      return error_response(403, changed.error().message);
    }
    return failure(changed.error());
  }
  throttle_.record_success(pair);
  // Every other session of the account is gone from the store; drop them
  // from the cache too.
  identities_.forget_account(account.id);
  log_line("password_changed",
           {{"name", account.name}, {"account", account.id}, {"client", request.client}});
  return json_response(200, json::object{{"ok", true}});
}

}  // namespace gavel::server
