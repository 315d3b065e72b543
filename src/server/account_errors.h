// How an account store's error becomes an HTTP answer: kinds map to
// 400/401/409/429/500 (docs/accounts.md, "Errors").
#pragma once

#include "accounts/error.h"
#include "server/http_types.h"
#include "server/responses.h"

namespace gavel::server {

inline int status_of(accounts::ErrorKind kind) {
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

inline Response failure(const accounts::Error& error) {
  return error_response(status_of(error.kind), error.message);
}

}  // namespace gavel::server
