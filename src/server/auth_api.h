// Registered players and guests over HTTP: sign up, log in, log out, become a
// guest, who am I, and bearer tokens for a player's agents. Password hashing
// is slow on purpose and identities may need the database, so these requests
// run on the background pool, never on an I/O thread. (cookie_value lives in
// server/identity.h now, which this header includes.)
#pragma once

#include <boost/asio.hpp>
#include <string>

#include "accounts/account_store.h"
#include "accounts/login_throttle.h"
#include "accounts/wallet_store.h"
#include "server/http_types.h"
#include "server/identity.h"
#include "server/router.h"

namespace gavel::server {

class AuthApi {
 public:
  AuthApi(accounts::AccountStore& store, accounts::WalletStore& wallets, GuestBook& guests,
          IdentityResolver& identities, boost::asio::io_context::executor_type background)
      : store_(store),
        wallets_(wallets),
        guests_(guests),
        identities_(identities),
        background_(background) {}

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
  // The answer to a signup or login: the user and a new session cookie.
  Response signed_in(int status, const accounts::Account& account,
                     const std::string& session) const;

  accounts::AccountStore& store_;
  accounts::WalletStore& wallets_;
  GuestBook& guests_;
  IdentityResolver& identities_;
  boost::asio::io_context::executor_type background_;
  accounts::LoginThrottle throttle_;
};

}  // namespace gavel::server
