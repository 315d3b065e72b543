// Registered players and guests over HTTP: sign up, log in, log out, become a
// guest, who am I, and bearer tokens for a player's agents; and what an
// account holder manages (account_api.cpp): their sessions, tokens and
// password. Password hashing
// is slow on purpose and identities may need the database, so these requests
// run on the background pool, never on an I/O thread. (cookie_value lives in
// server/identity.h now, which this header includes.)
#pragma once

#include <boost/asio.hpp>
#include <string>
#include <variant>

#include "accounts/account_store.h"
#include "accounts/login_throttle.h"
#include "accounts/wallet_store.h"
#include "server/http_types.h"
#include "server/identity.h"
#include "server/router.h"

namespace gavel::server {

class AuthApi {
 public:
  // secure_cookies: the server is reached over https (PUBLIC_URL), so
  // cookies carry Secure.
  AuthApi(accounts::AccountStore& store, accounts::WalletStore& wallets, GuestBook& guests,
          IdentityResolver& identities, boost::asio::io_context::executor_type background,
          bool secure_cookies = false);

  // Its endpoints, each answered on the background (blocking-work) pool.
  void add_routes(Router& router);

 private:
  Response signup(const Request& request);
  Response login(const Request& request);
  Response logout(const Request& request);
  Response guest(const Request& request);
  Response me(const Request& request);
  Response new_token(const Request& request);
  Response wallet(const Request& request);
  // --- account_api.cpp ---
  Response sessions(const Request& request);
  Response end_session(const Request& request, const std::string& id);
  Response tokens(const Request& request);
  Response revoke_token(const Request& request, const std::string& id);
  Response change_password(const Request& request);
  // The account of the request's session cookie (agent tokens do not manage
  // the account), or the 401/500 to answer.
  std::variant<accounts::Account, Response> session_account(const Request& request);
  std::string cookie(std::string_view name, const std::string& secret, int max_age) const;
  // The answer to a signup or login: the user and a new session cookie.
  Response signed_in(int status, const accounts::Account& account,
                     const std::string& session) const;

  accounts::AccountStore& store_;
  accounts::WalletStore& wallets_;
  GuestBook& guests_;
  IdentityResolver& identities_;
  boost::asio::io_context::executor_type background_;
  const bool secure_cookies_;
  // Failed logins per address and per (address, name): a stranger slows only
  // their own address, never the owner's login from another one.
  accounts::LoginThrottle throttle_;
  // Per name across every address, at a much higher bound: a botnet guessing
  // one account's password is slowed too (docs/accounts.md).
  accounts::LoginThrottle name_ceiling_;
};

}  // namespace gavel::server
