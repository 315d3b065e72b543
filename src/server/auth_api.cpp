// The session and the guest live in HttpOnly, SameSite=Lax cookies (Secure
// when PUBLIC_URL is https), so page scripts cannot read them; other sites
// cannot ride on them because state-changing requests from elsewhere are
// refused (request_guard.h). Every authentication event is a log line
// (log_line.h) naming who and from where, never a secret. Agent tokens
// carry the prefix "gva_" so they are never mistaken for a seat's token.
#include "server/auth_api.h"

#include <boost/json.hpp>

#include "accounts/username.h"
#include "server/account_errors.h"
#include "server/clock.h"
#include "server/log_line.h"
#include "server/responses.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

constexpr int kSessionSeconds = 30 * 24 * 3600;
// Matches GuestBook's default idle limit; the cookie is sent again on each
// POST /api/auth/guest, so an active guest's cookie keeps living.
constexpr int kGuestSeconds = 24 * 3600;

// The name as typed, clipped: a log line must stay one short line even when
// someone pastes a novel (or, by mistake, a password) into the name field.
std::string logged_name(std::string_view name) {
  return std::string(name.substr(0, 40));
}

// The ceiling per name across every address: 100 failures in 15 minutes are
// far beyond one person mistyping, and far below a guessing botnet's pace.
constexpr accounts::LoginThrottle::Options kNameCeiling{.free_failures = 100};

// {"user": {"name", "guest", "admin"}} as every auth answer shows a person.
json::object user_of(const Identity& identity) {
  return json::object{{"user", json::object{{"name", identity.name},
                                            {"guest", identity.guest()},
                                            {"admin", identity.admin}}}};
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

}  // namespace

AuthApi::AuthApi(accounts::AccountStore& store, accounts::WalletStore& wallets, GuestBook& guests,
                 IdentityResolver& identities, boost::asio::io_context::executor_type background,
                 bool secure_cookies)
    : store_(store),
      wallets_(wallets),
      guests_(guests),
      identities_(identities),
      background_(background),
      secure_cookies_(secure_cookies),
      name_ceiling_(kNameCeiling) {}

std::string AuthApi::cookie(std::string_view name, const std::string& secret, int max_age) const {
  return std::string(name) + "=" + secret + "; Path=/; HttpOnly; SameSite=Lax" +
         (secure_cookies_ ? "; Secure" : "") + "; Max-Age=" + std::to_string(max_age);
}

Response AuthApi::signed_in(int status, const accounts::Account& account,
                            const std::string& session) const {
  auto response = json_response(status, user_of(IdentityResolver::from_account(account)));
  response.headers.emplace_back("Set-Cookie", cookie(kSessionCookie, session, kSessionSeconds));
  return response;
}

void AuthApi::add_routes(Router& router) {
  using Handler = Response (AuthApi::*)(const Request&);
  const std::pair<const char*, Handler> posts[] = {
      {"/api/auth/signup", &AuthApi::signup}, {"/api/auth/login", &AuthApi::login},
      {"/api/auth/logout", &AuthApi::logout}, {"/api/auth/tokens", &AuthApi::new_token},
      {"/api/auth/guest", &AuthApi::guest},   {"/api/auth/password", &AuthApi::change_password}};
  // Every one may touch the database or hash a password: off the I/O thread.
  const auto blocking = [this](Handler handler) {
    return [this, handler](const Request& request, const Router::Params&, const Reply& reply) {
      boost::asio::post(background_,
                        [this, handler, request, reply] { reply((this->*handler)(request)); });
    };
  };
  for (const auto& [path, handler] : posts) router.add("POST", path, blocking(handler));
  router.add("GET", "/api/auth/me", blocking(&AuthApi::me));
  router.add("GET", "/api/wallet", blocking(&AuthApi::wallet));
  router.add("GET", "/api/auth/sessions", blocking(&AuthApi::sessions));
  router.add("GET", "/api/auth/tokens", blocking(&AuthApi::tokens));
  using ById = Response (AuthApi::*)(const Request&, const std::string&);
  const std::pair<const char*, ById> deletes[] = {
      {"/api/auth/sessions/{id}", &AuthApi::end_session},
      {"/api/auth/tokens/{id}", &AuthApi::revoke_token}};
  for (const auto& [path, handler] : deletes) {
    router.add(
        "DELETE", path,
        [this, handler](const Request& request, const Router::Params& params, const Reply& reply) {
          boost::asio::post(background_, [this, handler, request, id = params[0], reply] {
            reply((this->*handler)(request, id));
          });
        });
  }
}

Response AuthApi::signup(const Request& request) {
  const auto given = credentials(request);
  if (!given) return error_response(400, "send {\"username\": \"...\", \"password\": \"...\"}");
  auto account = store_.create_account(given->first, given->second, now_ms());
  if (!account) {
    log_line("signup_refused", {{"name", logged_name(given->first)},
                                {"client", request.client},
                                {"reason", account.error().message}});
    return failure(account.error());
  }
  auto session = store_.create_session(account->id, now_ms());
  if (!session) return failure(session.error());
  // The play-money grant (docs/accounts.md). Should it fail, the first look
  // at the wallet gives it: a grant happens once either way.
  (void)wallets_.grant(account->id, now_ms());
  log_line("signup",
           {{"name", account->name}, {"account", account->id}, {"client", request.client}});
  return signed_in(201, *account, *session);
}

Response AuthApi::login(const Request& request) {
  const auto given = credentials(request);
  if (!given) return error_response(400, "send {\"username\": \"...\", \"password\": \"...\"}");
  const auto now = accounts::LoginThrottle::Clock::now();
  const std::string name_key = accounts::fold_username(given->first);
  // The pair's key: this address trying this name ('\n' is in neither).
  const std::string pair = request.client + "\n" + name_key;
  const auto wait = std::max(throttle_.wait_before_login(request.client, pair, now),
                             name_ceiling_.wait_before(name_key, now));
  if (wait) {
    log_line("login_throttled", {{"name", logged_name(given->first)},
                                 {"client", request.client},
                                 {"wait_s", wait->count()}});
    auto response = error_response(
        429, "too many failed logins; wait " + std::to_string(wait->count()) + " s and try again");
    response.headers.emplace_back("Retry-After", std::to_string(wait->count()));
    return response;
  }
  auto account = store_.verify_login(given->first, given->second);
  if (!account) {
    if (account.error().kind == accounts::ErrorKind::kUnauthorized) {
      throttle_.record_failure(request.client, pair, now);
      name_ceiling_.record_key_failure(name_key, now);
    }
    log_line("login_failed", {{"name", logged_name(given->first)},
                              {"client", request.client},
                              {"reason", account.error().message}});
    return failure(account.error());
  }
  // The pair's count starts again; the address's does not, nor the ceiling's
  // (one valid login must not reset what a botnet has spent on this name).
  throttle_.record_success(pair);
  auto session = store_.create_session(account->id, now_ms());
  if (!session) return failure(session.error());
  log_line("login",
           {{"name", account->name}, {"account", account->id}, {"client", request.client}});
  return signed_in(200, *account, *session);
}

Response AuthApi::logout(const Request& request) {
  const auto secret = cookie_value(request.cookie, kSessionCookie);
  if (!secret.empty()) {
    const auto who = identities_.resolve(request);
    if (auto deleted = store_.delete_session(secret); !deleted) return failure(deleted.error());
    // After the delete: forgetting first would let a lookup in between cache
    // the session again. (One already past the store may still re-cache it
    // for a cache period; the store itself no longer knows the session.)
    // The whole account's cached identities go, on every server: another
    // may hold this session too, and the secret itself is never sent.
    if (who.registered()) {
      identities_.forget_account(who.id);
    } else {
      identities_.forget_session(secret);
    }
    log_line("logout", {{"client", request.client}});
  }
  auto response = json_response(200, json::object{{"ok", true}});
  response.headers.emplace_back("Set-Cookie", cookie(kSessionCookie, "", 0));
  return response;
}

Response AuthApi::guest(const Request& request) {
  // A valid cookie keeps its guest, so a second tab or a repeated click does
  // not turn the visitor into someone else (and lose their seats).
  const auto now = GuestBook::Clock::now();
  const auto held = cookie_value(request.cookie, kGuestCookie);
  std::string secret;
  Identity identity;
  int status = 200;
  if (auto found = guests_.find(held, now)) {
    secret = held;
    identity = std::move(*found);
  } else {
    auto created = guests_.create(now);
    if (created.secret.empty())
      return error_response(500, "the guest could not be stored; try again");
    secret = std::move(created.secret);
    identity = std::move(created.identity);
    status = 201;
    log_line("guest_created",
             {{"name", identity.name}, {"guest", identity.id}, {"client", request.client}});
  }
  auto response = json_response(
      status, json::object{{"user", json::object{{"name", identity.name}, {"guest", true}}}});
  // Sent again for a kept guest too, so the browser's copy lives as long as
  // the server's record of an active guest.
  response.headers.emplace_back("Set-Cookie", cookie(kGuestCookie, secret, kGuestSeconds));
  return response;
}

Response AuthApi::me(const Request& request) {
  // The same resolution rooms use, so the page shows who the rooms will see.
  const Identity identity = identities_.resolve(request);
  // An agent that sends a dead token should hear so, not pass as nobody.
  if (!identity.registered() && request.bearer.starts_with(kAgentTokenPrefix) &&
      cookie_value(request.cookie, kSessionCookie).empty()) {
    return error_response(401, "that agent token is unknown or revoked");
  }
  if (!identity.known()) return json_response(200, json::object{{"user", nullptr}});
  return json_response(200, user_of(identity));
}

// The player's play-money wallet: the balance and the latest ledger entries.
Response AuthApi::wallet(const Request& request) {
  const Identity identity = identities_.resolve(request);
  if (!identity.known()) return error_response(401, "log in first: wallets belong to accounts");
  if (!identity.registered()) {
    return error_response(403, "guests have no wallet: sign up to play at paid tables");
  }
  if (auto granted = wallets_.grant(identity.id, now_ms()); !granted) {
    return failure(granted.error());
  }
  auto balance = wallets_.balance(identity.id);
  if (!balance) return failure(balance.error());
  auto entries = wallets_.entries(identity.id, 100);
  if (!entries) return failure(entries.error());
  json::array shown;
  for (const auto& entry : *entries) {
    shown.push_back(
        json::object{{"amount", entry.amount},
                     {"kind", entry.kind},
                     {"table", entry.table.empty() ? json::value() : json::value(entry.table)},
                     {"at", entry.at_ms}});
  }
  return json_response(200, json::object{{"name", identity.name},
                                         {"balance", *balance},
                                         {"grant", accounts::kWalletGrant},
                                         {"entries", std::move(shown)}});
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
  log_line("token_minted", {{"name", (*account)->name},
                            {"account", (*account)->id},
                            {"label", label.substr(0, 100)},
                            {"client", request.client}});
  return json_response(
      201, json::object{{"token", std::string(kAgentTokenPrefix) + *token}, {"label", label}});
}

}  // namespace gavel::server
