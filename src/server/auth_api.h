// Registered players over HTTP: sign up, log in, log out, who am I, and
// bearer tokens for a player's agents. Password hashing is slow on purpose,
// so these requests run on the background pool, never on an I/O thread.
#pragma once

#include <boost/asio.hpp>
#include <string>

#include "accounts/account_store.h"
#include "accounts/login_throttle.h"
#include "server/http_types.h"

namespace gavel::server {

class AuthApi {
 public:
  AuthApi(accounts::AccountStore& store, boost::asio::io_context::executor_type background)
      : store_(store), background_(background) {}

  // Handles /api/auth/...; false when the path is not one of them.
  bool handle(const Request& request, const Reply& reply);

 private:
  Response signup(const Request& request);
  Response login(const Request& request);
  Response logout(const Request& request);
  Response me(const Request& request);
  Response new_token(const Request& request);

  accounts::AccountStore& store_;
  boost::asio::io_context::executor_type background_;
  accounts::LoginThrottle throttle_;
};

// The value of one cookie in a Cookie header, or "".
std::string cookie_value(std::string_view header, std::string_view name);

}  // namespace gavel::server
